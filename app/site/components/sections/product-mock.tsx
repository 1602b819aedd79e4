import type { MockPanel } from "#shared/pages/fields.ts";
import { cn } from "#app/ui/utils.ts";

const toneClasses: Record<MockPanel["rows"][number]["tone"], string> = {
  accent: "bg-primary-soft text-primary-soft-foreground",
  success: "bg-[oklch(0.95_0.05_155)] text-[oklch(0.4_0.11_155)]",
  neutral: "bg-muted text-muted-foreground",
  warning: "bg-[oklch(0.96_0.05_85)] text-[oklch(0.45_0.1_70)]",
};

/**
 * A product screen drawn in HTML/CSS from content data: crisp at any size, no image request, and its
 * text is real text. Decorative to assistive technology beyond its label (the page copy says the same).
 */
export function ProductMock({ mock, className }: { mock: MockPanel; className?: string }) {
  return (
    <figure
      aria-label={`${mock.title}: product preview`}
      className={cn("relative w-full max-w-md rounded-2xl border border-white/10 bg-white/5 p-2 shadow-elevated backdrop-blur", className)}
    >
      <div className="overflow-hidden rounded-xl bg-card text-card-foreground">
        <div className="flex items-center gap-1.5 border-b border-border bg-subtle px-4 py-3">
          <span className="size-2.5 rounded-full bg-[oklch(0.75_0.15_25)]" />
          <span className="size-2.5 rounded-full bg-[oklch(0.85_0.14_85)]" />
          <span className="size-2.5 rounded-full bg-[oklch(0.75_0.14_150)]" />
        </div>
        <div className="px-5 pb-5 pt-4">
          <p className="text-sm font-semibold">{mock.title}</p>
          <p className="text-xs text-muted-foreground">{mock.subtitle}</p>
          <ul className="mt-4 flex flex-col gap-2.5">
            {mock.rows.map((row) => (
              <li key={row.label} className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2.5">
                <span className="min-w-0">
                  <span className="block truncate text-[0.8125rem] font-medium">{row.label}</span>
                  <span className="block truncate text-xs text-muted-foreground">{row.meta}</span>
                </span>
                <span className={cn("shrink-0 rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold", toneClasses[row.tone])}>
                  {row.status}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex items-center justify-between rounded-lg bg-primary-soft px-3 py-2.5">
            <span className="text-xs font-medium text-primary-soft-foreground">{mock.footer.label}</span>
            <span className="text-sm font-bold text-primary-soft-foreground">{mock.footer.value}</span>
          </div>
        </div>
      </div>
    </figure>
  );
}
