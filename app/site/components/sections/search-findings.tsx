import { SearchResultList } from "#app/site/components/sections/search-results.tsx";
import type { SearchWords } from "#shared/content/blog-words.ts";
import type { SearchResults } from "#server/site/render/blog-search.server.ts";
import { SEARCH_CANDIDATES, SEARCH_RESULTS, searchPath } from "#shared/blog-search.ts";

const pagerLink =
  "inline-flex h-10 items-center rounded-md border border-border bg-background px-4 text-sm font-medium transition-colors hover:border-primary/40 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** What a search found, or the prompt before one: a count in words, the results and the pages of them. */
export function SearchFindings({ found, copy, prefix = "" }: { found: SearchResults | null; copy: SearchWords; prefix?: string }) {
  const pages = found ? Math.ceil(found.total / SEARCH_RESULTS) : 0;
  const newer = found && found.page > 1 ? searchPath(found.query, found.page - 1, prefix) : undefined;
  const older = found && found.page < pages ? searchPath(found.query, found.page + 1, prefix) : undefined;
  return (
    <>
      <p role="status" className="text-muted-foreground">
        {found ? copy.results(found.total, found.query, found.total >= SEARCH_CANDIDATES) : copy.prompt}
      </p>
      {found && found.results.length > 0 ? <SearchResultList results={found.results} label={copy.resultsLabel} prefix={prefix} /> : null}
      {newer || older ? (
        <nav aria-label={copy.pagesLabel} className="mt-8 flex justify-between gap-4">
          {newer ? (
            <a href={newer} rel="prev" className={pagerLink}>
              {copy.previousResults}
            </a>
          ) : (
            <span />
          )}
          {older ? (
            <a href={older} rel="next" className={pagerLink}>
              {copy.moreResults}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
