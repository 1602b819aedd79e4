import { InlineScript } from "#app/ui/inline-script.tsx";
import pricingPageScript from "#app/site/enhance/pricing-page.ts?inline-script";
import type { SectionOf } from "#shared/pages/sections.ts";
import type { AnalyticsEvent } from "#shared/analytics.ts";
import type { BillingPeriod } from "#app/site/lib/pricing.ts";

/**
 * Monthly / annual as a native radio group styled as a segmented control: arrow keys, screen-reader
 * semantics and switching without JavaScript come with it (the prices follow by CSS, see PriceTag).
 * The script right after the radios applies a shared `?billing=annual` link before the first paint,
 * then mirrors a choice in the URL and announces it (app/site/enhance/pricing-page.ts, billing.ts). A
 * choice is a conversion event the analytics loader sends, on a build with a provider
 * (`data-analytics-change`, app/site/enhance/analytics.ts).
 */
export function BillingToggle({ copy }: { copy: SectionOf<"pricing-packages">["billing"] }) {
  // Full width wherever it is placed, never shrunk to its content: the browser may paint the switch
  // before the note under it is parsed (the script sits between them), and a box that widened then
  // would move the switch sideways on a first screen.
  return (
    <div className="flex w-full flex-col items-center gap-3">
      <fieldset
        className="inline-flex rounded-xl border border-border bg-muted p-1 shadow-xs"
        data-analytics-change={"pricingPeriodSwitched" satisfies AnalyticsEvent}
        data-analytics-prop="period"
      >
        <legend className="sr-only">{copy.legend}</legend>
        <Option value="monthly" label={copy.monthly} announce={copy.announceMonthly} defaultChecked />
        <Option value="annual" label={copy.annual} announce={copy.announceAnnual} badge={copy.annualBadge} />
      </fieldset>
      <InlineScript code={pricingPageScript} />
      <p className="max-w-md text-center text-sm text-muted-foreground">{copy.note}</p>
      <p className="sr-only" aria-live="polite" data-billing-announcer="" />
    </div>
  );
}

function Option({
  value,
  label,
  announce,
  badge,
  defaultChecked,
}: {
  value: BillingPeriod;
  label: string;
  announce: string;
  badge?: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="relative flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-5 text-sm font-semibold text-muted-foreground transition-colors has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-card has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
      <input type="radio" name="billing" value={value} defaultChecked={defaultChecked} data-announce={announce} className="sr-only" />
      {label}
      {badge ? <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary-soft-foreground">{badge}</span> : null}
    </label>
  );
}
