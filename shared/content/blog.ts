/** Fixed copy of the blog pages: the list, an article's frame, search and archives. */
export const blogCopy = {
  backToBlog: "Back to Blog",
  feedTitle: "Blog",
  feedLink: "RSS feed",
  readingTime: (minutes: number) => `${minutes} min read`,
  relatedTitle: "Related articles",
  readArticle: "Read article",
  by: "By",
  aboutAuthor: "About the Author",
  /** The "#" link beside each heading of an article, for sharing that section. */
  headingLink: (heading: string) => `Link to the section “${heading}”`,
  /** A video card: a link to the video until a click loads its player (nothing from its site before). */
  video: { untitled: "Video", play: (title: string) => `Play the video: ${title}` },
  tocTitle: "In this article",
  authorBio: (author: string, firstName: string, category: string) =>
    `${author} is a thought leader in B2B technology specializing in ${category}. ${firstName} writes about how teams put AI to work to grow faster.`,
  /** Tag and category archives (/blog/tag/…, /blog/category/…) and the list's further pages. */
  archive: {
    tag: {
      eyebrow: "Tag",
      title: (name: string) => `Articles tagged “${name}”`,
      lead: (count: number) => `${count} ${count === 1 ? "article" : "articles"} on this subject, newest first.`,
      olderLead: "Earlier articles on this subject, newest first.",
      description: (name: string) =>
        `Articles tagged ${name} on the {brand} blog: practical thinking on AI, automation and growth strategy for B2B teams.`,
    },
    category: {
      eyebrow: "Category",
      title: (name: string) => `${name} articles`,
      lead: (count: number) => `${count} ${count === 1 ? "article" : "articles"} in this category, newest first.`,
      olderLead: "Earlier articles in this category, newest first.",
      description: (name: string) =>
        `${name} articles on the {brand} blog: practical thinking on AI, automation and growth strategy for B2B teams.`,
    },
    allArticles: "All articles",
    topicsTitle: "Browse by topic",
  },
  pagination: {
    label: "Pages of articles",
    newer: "Newer",
    older: "Older",
    latest: "Latest",
    latestLabel: "Latest articles",
    page: (page: number) => `Page ${page}`,
    /** Appended to the title of a numbered page, so each page has its own title (never the count: it would change them all). */
    titleSuffix: (page: number) => ` – Page ${page}`,
  },
  closingCta: {
    title: "Ready to Transform Your Business?",
    body: "See how our AI systems turn the ideas in this article into results for your team.",
    primary: { label: "Book a Consultation", href: "/booking" },
  },
};

/** The blog's search (/blog/search): the form on the blog's lists and the results page. */
export const blogSearchCopy = {
  meta: {
    title: "Search the Blog",
    description: "Search every article on the {brand} blog by any word in it: AI, marketing automation, SEO, sales and growth strategy.",
  },
  hero: {
    eyebrow: "Blog",
    title: "Search the Blog",
    lead: "Find an article by any word in it.",
  },
  label: "Search articles",
  placeholder: "Search articles, e.g. pipeline forecasting",
  submit: "Search",
  resultsLabel: "Search results",
  prompt: "Type a word or two to search every article.",
  /** `capped`: more match than a search ranks; the closest of the newest are listed. */
  results: (count: number, query: string, capped = false) =>
    count === 0
      ? `No articles match “${query}”. Try another word, or browse by topic below.`
      : capped
        ? `More than ${count} articles match “${query}”: the closest of the newest ${count} are listed. Add a word to narrow the search.`
        : `${count} ${count === 1 ? "article matches" : "articles match"} “${query}”.`,
  pagesLabel: "More search results",
  previousResults: "Previous results",
  moreResults: "More results",
};
