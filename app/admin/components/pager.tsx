import { Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";

const copy = adminCopy.pager;

/** Previous and next page, keeping the view's filters. */
export function Pager({ params, page, pageCount }: { params: URLSearchParams; page: number; pageCount: number }) {
  const pageLink = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="secondary" size="sm">
          <Link to={pageLink(page - 1)} rel="prev">
            {copy.previous}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground">{copy.pageOf(page, pageCount)}</span>
      {page < pageCount ? (
        <Button asChild variant="secondary" size="sm">
          <Link to={pageLink(page + 1)} rel="next">
            {copy.next}
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
