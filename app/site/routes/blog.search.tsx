import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { SearchForm } from "#app/site/components/sections/search-form.tsx";
import { SearchResultList } from "#app/site/components/sections/search-results.tsx";
import { TopicList } from "#app/site/components/sections/topic-list.tsx";
import { blogCopy, blogSearchCopy } from "#shared/content/blog.ts";
import { SEARCH_CANDIDATES, SEARCH_RESULTS, searchPageOf, searchPath, searchQueryOf } from "#server/site/render/blog-search.server.ts";
import { contentOf } from "#server/site/render/content-source.server.ts";
import { BLOG_SEARCH_PATH, categoryPath } from "#shared/blog-paths.ts";
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
  const content = contentOf(context);
  const params = new URL(request.url).searchParams;
  const query = searchQueryOf(params);
  const topics = (await content.index()).archives("category").map((archive) => ({ name: archive.name, path: categoryPath(archive.name) }));
  const found = query ? await content.search(query, searchPageOf(params)) : null;
  const pages = found ? Math.ceil(found.total / SEARCH_RESULTS) : 0;
  const pager = found && {
    newer: found.page > 1 ? searchPath(found.query, found.page - 1) : undefined,
    older: found.page < pages ? searchPath(found.query, found.page + 1) : undefined,
  };
  return { topics, found, pager, capped: found !== null && found.total >= SEARCH_CANDIDATES };
}

const pagerLink =
  "inline-flex h-10 items-center rounded-md border border-border bg-background px-4 text-sm font-medium transition-colors hover:border-primary/40 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export const meta = () =>
  seo({ title: blogSearchCopy.meta.title, description: withBrand(blogSearchCopy.meta.description), path: BLOG_SEARCH_PATH, robots: "noindex, follow" });

export default function BlogSearchPage({ loaderData: { topics, found, pager, capped } }: Route.ComponentProps) {
  const copy = blogSearchCopy;
  return (
    <>
      <PageHero hero={copy.hero} variant="light">
        <SearchForm copy={copy} className="mt-8" id="blog-search-input" query={found?.query} />
      </PageHero>
      <section aria-label={copy.label} className="container-page max-w-3xl py-12 sm:py-16">
        <p role="status" className="text-muted-foreground">
          {found ? copy.results(found.total, found.query, capped) : copy.prompt}
        </p>
        {found && found.results.length > 0 ? <SearchResultList results={found.results} label={copy.resultsLabel} /> : null}
        {pager?.newer || pager?.older ? (
          <nav aria-label={copy.pagesLabel} className="mt-8 flex justify-between gap-4">
            {pager.newer ? (
              <a href={pager.newer} rel="prev" className={pagerLink}>
                {copy.previousResults}
              </a>
            ) : (
              <span />
            )}
            {pager.older ? (
              <a href={pager.older} rel="next" className={pagerLink}>
                {copy.moreResults}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
      <TopicList title={blogCopy.archive.topicsTitle} topics={topics} className="py-12" />
    </>
  );
}
