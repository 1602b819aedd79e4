/** Fixed copy of the blog pages (SPEC "Blog article"). */
export const blogCopy = {
  backToBlog: "Back to Blog",
  feedTitle: "Blog",
  feedLink: "RSS feed",
  readingTime: (minutes: number) => `${minutes} min read`,
  relatedTitle: "Related articles",
  readArticle: "Read article",
  by: "By",
  aboutAuthor: "About the Author",
  authorBio: (author: string, firstName: string, category: string) =>
    `${author} is a thought leader in B2B technology specializing in ${category}. ${firstName} writes about how teams put AI to work to grow faster.`,
  closingCta: {
    title: "Ready to Transform Your Business?",
    body: "See how our AI systems turn the ideas in this article into results for your team.",
    primary: { label: "Book a Consultation", href: "/booking" },
  },
};
