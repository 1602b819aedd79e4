import ChevronLeftIcon from "lucide-react/icons/chevron-left";
import ChevronRightIcon from "lucide-react/icons/chevron-right";
import type { Pager } from "#shared/blog-paths.ts";
import { cn } from "#app/ui/utils.ts";

const link =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border border-border bg-background px-3 text-sm font-medium transition-colors hover:border-primary/40 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export interface PaginationCopy {
  label: string;
  newer: string;
  older: string;
  latest: string;
  latestLabel: string;
  page: (page: number) => string;
}

/**
 * Newer / the front and numbered pages near this one / older, newest on the left as the cards
 * read; a gap marks pages skipped. Nothing when the list has one page (`pager` null).
 */
export function Pagination({ pager, copy }: { pager: Pager | null; copy: PaginationCopy }) {
  if (!pager) return null;
  return (
    <nav aria-label={copy.label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {pager.newer ? (
        <a href={pager.newer} rel="prev" className={link}>
          <ChevronLeftIcon aria-hidden="true" className="size-4" />
          {copy.newer}
        </a>
      ) : null}
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {pager.links.map(({ page, path, current }, index) => {
          const previous = pager.links[index - 1]?.page;
          const skipped = page !== undefined && previous !== undefined && previous - page > 1;
          return (
            <li key={path} className="flex items-center gap-2">
              {skipped ? (
                <span aria-hidden="true" className="px-1 text-muted-foreground">
                  …
                </span>
              ) : null}
              <a
                href={path}
                aria-current={current ? "page" : undefined}
                aria-label={page === undefined ? copy.latestLabel : copy.page(page)}
                className={cn(link, current && "border-primary bg-primary text-primary-foreground hover:text-primary-foreground")}
              >
                {page ?? copy.latest}
              </a>
            </li>
          );
        })}
      </ul>
      {pager.older ? (
        <a href={pager.older} rel="next" className={link}>
          {copy.older}
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </nav>
  );
}
