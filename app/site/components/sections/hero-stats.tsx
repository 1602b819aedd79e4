import TrendingUpIcon from "lucide-react/icons/trending-up";
import type { DataTable } from "#shared/content/types.ts";

/**
 * A results card beside an audience-page hero, drawn from the page's own results table (first and
 * last column of the first rows), so the hero never claims a figure the table does not.
 */
export function HeroStats({ title, table, count = 4 }: { title: string; table: DataTable; count?: number }) {
  const last = table.columns.length - 1;
  return (
    <figure
      aria-label={title}
      className="w-full max-w-sm rounded-2xl border border-white/10 bg-white/[0.06] p-6 shadow-elevated backdrop-blur sm:p-7"
    >
      <figcaption className="flex items-center gap-2 text-sm font-semibold text-ink-foreground">
        <TrendingUpIcon aria-hidden="true" className="size-4 text-ink-accent" />
        {title}
      </figcaption>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        {table.rows.slice(0, count).map((row) => (
          // Term first in the markup (valid <dl>), figure first on screen.
          <div key={row[0]} className="flex flex-col-reverse justify-end rounded-xl border border-white/10 bg-ink/60 p-4">
            <dt className="mt-1 text-xs leading-snug text-ink-muted">{row[0]}</dt>
            <dd className="text-2xl font-bold tracking-tight text-gradient">{row[last]}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
