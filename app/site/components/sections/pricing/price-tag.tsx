import type { Price } from "#shared/content/price.ts";
import { BILLING_PERIODS, displayPrice } from "#app/site/lib/pricing.ts";
import { usePageLang } from "#app/site/lib/page-lang.tsx";
import { cn } from "#app/ui/utils.ts";

/**
 * A price in both billing periods. CSS shows the one matching the checked billing radio
 * (app.css), so switching needs no re-render, works before any script runs and
 * without JavaScript, and the prerendered HTML reads as monthly.
 */
export function PriceTag({ price, unit, className, size = "md" }: { price: Price; unit?: string; className?: string; size?: "md" | "lg" }) {
  const lang = usePageLang();
  return (
    <span className={cn("inline-flex flex-wrap items-baseline gap-x-1", className)} data-price>
      {BILLING_PERIODS.map((period) => (
        <span key={period} data-period={period} className={cn("font-bold tracking-tight tabular-nums", size === "lg" ? (price.kind === "range" ? "text-3xl" : "text-4xl") : "text-base")}>
          {displayPrice(price, period, lang)}
        </span>
      ))}
      {unit && price.kind !== "custom" ? <span className={cn("text-muted-foreground", size === "lg" ? "text-base" : "text-sm")}>{unit}</span> : null}
    </span>
  );
}
