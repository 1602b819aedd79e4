import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { SearchFindings } from "#app/site/components/sections/search-findings.tsx";
import { SearchForm } from "#app/site/components/sections/search-form.tsx";
import { TopicList } from "#app/site/components/sections/topic-list.tsx";
import { blogCopy, blogSearchCopy } from "#shared/content/blog.ts";
import type { SearchResults } from "#server/site/render/blog-search.server.ts";
import { SEARCH_FINDINGS_ID, SEARCH_INPUT_ID } from "#shared/blog-search.ts";
import { contentOf } from "#app/site/lib/load-context.ts";
import { BLOG_SEARCH_PATH } from "#shared/blog-paths.ts";
import { withBrand } from "#shared/brand.ts";
import { seo } from "#shared/seo.ts";
import type { Route } from "./+types/blog.search";

/**
 * /blog/search?q=: a plain GET form and the results under it, found by the store when the page is
 * asked for (server/site/search.ts), so it works with no script and finds a post the moment it is
 * published. Without a query: the form and the topics. A results page is not a page for search
 * engines: noindex.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return contentOf(context).search(new URL(request.url).searchParams);
}

export const meta = () => seo({ title: blogSearchCopy.meta.title, description: withBrand(blogSearchCopy.meta.description), path: BLOG_SEARCH_PATH, robots: "noindex, follow" });

/**
 * The page's two parts that show the query: its form and what it found. The server renders them
 * alone for each query and puts them into the page it keeps without one (server/site/search-page.ts),
 * since the rest is the same for every query.
 */
export function searchPageParts(found: SearchResults | null) {
  return {
    form: <SearchForm copy={blogSearchCopy} className="mt-8" id={SEARCH_INPUT_ID} query={found?.query} />,
    findings: <SearchFindings found={found} copy={blogSearchCopy} />,
  };
}

export default function BlogSearchPage({ loaderData: { topics, found } }: Route.ComponentProps) {
  const copy = blogSearchCopy;
  const parts = searchPageParts(found);
  return (
    <>
      <PageHero hero={copy.hero} variant="light">
        {parts.form}
      </PageHero>
      <section id={SEARCH_FINDINGS_ID} aria-label={copy.label} className="container-page max-w-3xl py-12 sm:py-16">
        {parts.findings}
      </section>
      <TopicList title={blogCopy.archive.topicsTitle} topics={topics} className="py-12" />
    </>
  );
}
