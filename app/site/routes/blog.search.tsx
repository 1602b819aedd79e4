import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { SearchFindings } from "#app/site/components/sections/search-findings.tsx";
import { SearchForm } from "#app/site/components/sections/search-form.tsx";
import { TopicList } from "#app/site/components/sections/topic-list.tsx";
import { blogWordsIn } from "#shared/content/blog-words.ts";
import type { SearchResults } from "#server/site/render/blog-search.server.ts";
import { SEARCH_FINDINGS_ID, SEARCH_INPUT_ID, type SearchPlace } from "#shared/blog-search.ts";
import { contentOf } from "#app/site/lib/load-context.ts";
import { BLOG_SEARCH_PATH } from "#shared/blog-paths.ts";
import { withBrand } from "#shared/brand.ts";
import { seo } from "#shared/seo.ts";
import type { Route } from "./+types/blog.search";

/**
 * /blog/search?q= (a locale's blog's: /de/blog/search, ADR 054): a plain GET form and the results
 * under it, found by the store when the page is asked for (server/site/search.ts) in the blog's own
 * language, so it works with no script and finds a post the moment it is published. Without a
 * query: the form and the topics. A results page is not a page for search engines: noindex.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return contentOf(context).search(new URL(request.url).searchParams);
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const copy = blogWordsIn(loaderData?.language?.lang).search;
  const path = `${loaderData?.prefix ?? ""}${BLOG_SEARCH_PATH}`;
  return seo({ title: copy.meta.title, description: withBrand(copy.meta.description), path, robots: "noindex, follow", lang: loaderData?.language?.lang });
};

/**
 * The page's two parts that show the query: its form and what it found. The server renders them
 * alone for each query and puts them into the page it keeps without one (server/site/search-page.ts),
 * since the rest is the same for every query.
 */
export function searchPageParts(found: SearchResults | null, { prefix, lang }: SearchPlace = { prefix: "" }) {
  const copy = blogWordsIn(lang).search;
  return {
    form: <SearchForm copy={copy} prefix={prefix} className="mt-8" id={SEARCH_INPUT_ID} query={found?.query} />,
    findings: <SearchFindings found={found} copy={copy} prefix={prefix} />,
  };
}

export default function BlogSearchPage({ loaderData: { topics, found, prefix = "", language } }: Route.ComponentProps) {
  const words = blogWordsIn(language?.lang);
  const parts = searchPageParts(found, { prefix, ...(language && { lang: language.lang }) });
  return (
    <>
      <PageHero hero={words.search.hero} variant="light">
        {parts.form}
      </PageHero>
      <section id={SEARCH_FINDINGS_ID} aria-label={words.search.label} className="container-page max-w-3xl py-12 sm:py-16">
        {parts.findings}
      </section>
      <TopicList title={words.archive.topicsTitle} topics={topics} className="py-12" />
    </>
  );
}
