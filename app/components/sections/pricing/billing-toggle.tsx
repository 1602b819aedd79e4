import { InlineScript } from "~/components/ui/inline-script";
import billingFromUrl from "~/enhance/billing-from-url.ts?inline-script";
import { billingCopy } from "~/content/pricing";
import type { BillingPeriod } from "~/lib/pricing";

/**
 * Monthly / annual as a native radio group styled as a segmented control: arrow keys, screen-reader
 * semantics and switching without JavaScript come with it (the prices follow by CSS, see PriceTag).
 * A shared `?billing=annual` link is applied by the script right after the radios, before the first
 * paint; app/enhance/billing.ts mirrors a choice in the URL and announces it.
 */
export function BillingToggle() {
  return (
    <div className="flex flex-col items-center gap-3">
      <fieldset className="inline-flex rounded-xl border border-border bg-muted p-1 shadow-xs">
        <legend className="sr-only">{billingCopy.legend}</legend>
        <Option value="monthly" label={billingCopy.monthly} announce={billingCopy.announceMonthly} defaultChecked />
        <Option value="annual" label={billingCopy.annual} announce={billingCopy.announceAnnual} badge={billingCopy.annualBadge} />
      </fieldset>
      <InlineScript code={billingFromUrl} />
      <p className="max-w-md text-center text-sm text-muted-foreground">{billingCopy.note}</p>
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
