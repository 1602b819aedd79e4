import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { SearchForm } from "#app/site/components/sections/search-form.tsx";
import { SearchResultList } from "#app/site/components/sections/search-results.tsx";
import { TopicList } from "#app/site/components/sections/topic-list.tsx";
import { blogCopy, blogSearchCopy } from "#shared/content/blog.ts";
import { searchQueryOf } from "#server/site/render/blog-search.server.ts";
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
  const query = searchQueryOf(new URL(request.url).searchParams);
  const topics = (await content.index()).archives("category").map((archive) => ({ name: archive.name, path: categoryPath(archive.name) }));
  return { topics, found: query ? await content.search(query) : null };
}

export const meta = () =>
  seo({ title: blogSearchCopy.meta.title, description: withBrand(blogSearchCopy.meta.description), path: BLOG_SEARCH_PATH, robots: "noindex, follow" });

export default function BlogSearchPage({ loaderData: { topics, found } }: Route.ComponentProps) {
  const copy = blogSearchCopy;
  return (
    <>
      <PageHero hero={copy.hero} variant="light">
        <SearchForm copy={copy} className="mt-8" id="blog-search-input" query={found?.query} />
      </PageHero>
      <section aria-label={copy.label} className="container-page max-w-3xl py-12 sm:py-16">
        <p role="status" className="text-muted-foreground">
          {found ? copy.results(found.total, found.query, found.results.length) : copy.prompt}
        </p>
        {found && found.results.length > 0 ? <SearchResultList results={found.results} label={copy.resultsLabel} /> : null}
      </section>
      <TopicList title={blogCopy.archive.topicsTitle} topics={topics} className="py-12" />
    </>
  );
}
