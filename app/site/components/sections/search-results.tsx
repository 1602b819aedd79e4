import type { SearchResult } from "#server/site/render/blog-search.server.ts";
import { articlePath } from "#shared/blog-paths.ts";

/** The blog's search results: each article's title as its link, and the passage where the words were found, marked. */
export function SearchResultList({ results, label, prefix = "" }: { results: SearchResult[]; label: string; prefix?: string }) {
  return (
    <ol aria-label={label} className="mt-6 grid gap-4">
      {results.map((result) => (
        <li key={result.slug} className="relative rounded-xl border border-border bg-card p-5 shadow-card transition-shadow hover:shadow-elevated">
          <h2 className="text-lg font-semibold leading-snug tracking-tight">
            <a
              href={`${prefix}${articlePath(result.slug)}`}
              className="after:absolute after:inset-0 after:rounded-xl hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
            >
              {result.title}
            </a>
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            {result.passage.map((part, index) =>
              part.match ? (
                <mark key={index} className="rounded-sm bg-primary-soft px-0.5 text-foreground">
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
