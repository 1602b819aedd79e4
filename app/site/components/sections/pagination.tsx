import ChevronLeftIcon from "lucide-react/icons/chevron-left";
import ChevronRightIcon from "lucide-react/icons/chevron-right";
import { listPagePath } from "#shared/blog-paths.ts";
import { cn } from "#app/ui/utils.ts";

const link =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border border-border bg-background px-3 text-sm font-medium transition-colors hover:border-primary/40 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Previous / numbered / next links between the pages of a list; nothing when there is one page. */
export interface PaginationCopy {
  label: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

export function Pagination({ base, page, pageCount, copy }: { base: string; page: number; pageCount: number; copy: PaginationCopy }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={copy.label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <a href={listPagePath(base, page - 1)} rel="prev" className={link}>
          <ChevronLeftIcon aria-hidden="true" className="size-4" />
          {copy.previous}
        </a>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {pages.map((number) => (
          <li key={number}>
            <a
              href={listPagePath(base, number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={copy.page(number)}
              className={cn(link, number === page && "border-primary bg-primary text-primary-foreground hover:text-primary-foreground")}
            >
              {number}
            </a>
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <a href={listPagePath(base, page + 1)} rel="next" className={link}>
          {copy.next}
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </nav>
  );
}
