import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { SearchForm } from "#app/site/components/sections/search-form.tsx";
import { TopicList } from "#app/site/components/sections/topic-list.tsx";
import { InlineScript } from "#app/ui/inline-script.tsx";
import { blogCopy, blogSearchCopy } from "#shared/content/blog.ts";
import searchScript from "#app/site/enhance/blog-search-page.ts?inline-script";
import { contentOf } from "#server/site/render/content-source.server.ts";
import { BLOG_SEARCH_PATH, categoryPath, SEARCH_PAGE_MARKER } from "#shared/blog-paths.ts";
import { withBrand } from "#shared/brand.ts";
import { seo } from "#shared/seo.ts";
import type { Route } from "./+types/blog.search";

/**
 * /blog/search: the query comes in the URL (?q=) from any search form, and the page's own small
 * script runs it against the Pagefind index built from the articles (server/site/search-index.ts),
 * then again as the visitor types. Results are read by screen readers from a polite live region.
 * A results page is not a page for search engines: noindex.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { topics: (await contentOf(context).index()).archives("category").map((archive) => ({ name: archive.name, path: categoryPath(archive.name) })) };
}

export const meta = () =>
  seo({ title: blogSearchCopy.meta.title, description: withBrand(blogSearchCopy.meta.description), path: BLOG_SEARCH_PATH, robots: "noindex, follow" });

export default function BlogSearchPage({ loaderData: { topics } }: Route.ComponentProps) {
  const copy = blogSearchCopy;
  return (
    <div {...{ [SEARCH_PAGE_MARKER]: "" }}>
      <PageHero hero={copy.hero} variant="light">
        <SearchForm copy={copy} className="mt-8" id="blog-search-input" />
      </PageHero>
      <section aria-label={copy.label} className="container-page max-w-3xl py-12 sm:py-16">
        {/* The status reads as the script will set it for an empty query, so nothing changes or
            moves when the script runs (it used to say "needs JavaScript" until then, which a visitor
            with JavaScript could see for a frame, and at some widths its extra line moved the page).
            Without scripting, the sentence after it says so instead. */}
        <p data-search-status="" role="status" aria-live="polite" className="text-muted-foreground no-script:hidden">
          {copy.prompt}
        </p>
        <p className="hidden text-muted-foreground no-script:block">{copy.noScript}</p>
        <ol data-search-results="" aria-label={copy.resultsLabel} className="mt-6 grid gap-4" />
        <button
          type="button"
          data-search-more=""
          hidden
          className="mx-auto mt-8 flex h-11 items-center rounded-md border border-border bg-background px-5 text-sm font-semibold transition-colors hover:border-primary/40 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {copy.more}
        </button>
        <template data-search-result="">
          <li className="relative rounded-xl border border-border bg-card p-5 shadow-card transition-shadow hover:shadow-elevated">
            <h2 className="text-lg font-semibold leading-snug tracking-tight">
              <a data-slot="link" href="/blog" className="after:absolute after:inset-0 after:rounded-xl hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring" />
            </h2>
            <p data-slot="excerpt" className="mt-2 text-sm leading-relaxed text-muted-foreground [&_mark]:rounded-sm [&_mark]:bg-primary-soft [&_mark]:px-0.5 [&_mark]:text-foreground" />
          </li>
        </template>
      </section>
      <TopicList title={blogCopy.archive.topicsTitle} topics={topics} className="py-12" />
      <InlineScript code={searchScript} />
    </div>
  );
}
