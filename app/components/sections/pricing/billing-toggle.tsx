import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { billingCopy } from "~/content/pricing";
import { parseBilling, type BillingPeriod } from "~/lib/pricing";

/**
 * Monthly / annual as a native radio group styled as a segmented control: arrow keys, screen-reader
 * semantics and no-JS switching come with it (the prices follow by CSS, see PriceTag). With JavaScript
 * the choice is mirrored in `?billing=annual`, so a sales rep can send a link to annual prices.
 */
export function BillingToggle() {
  const [searchParams, setSearchParams] = useSearchParams();
  const annualInput = useRef<HTMLInputElement>(null);
  const monthlyInput = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const fromUrl = parseBilling(searchParams.get("billing"));

  // The HTML is prerendered as monthly; a shared annual link switches once the page is live.
  useEffect(() => {
    const input = fromUrl === "annual" ? annualInput.current : monthlyInput.current;
    if (input) input.checked = true;
  }, [fromUrl]);

  function choose(period: BillingPeriod) {
    setAnnouncement(period === "annual" ? billingCopy.announceAnnual : billingCopy.announceMonthly);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (period === "annual") next.set("billing", "annual");
        else next.delete("billing");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <fieldset className="inline-flex rounded-xl border border-border bg-muted p-1 shadow-xs">
        <legend className="sr-only">{billingCopy.legend}</legend>
        <Option ref={monthlyInput} value="monthly" label={billingCopy.monthly} defaultChecked onChoose={choose} />
        <Option ref={annualInput} value="annual" label={billingCopy.annual} badge={billingCopy.annualBadge} onChoose={choose} />
      </fieldset>
      <p className="max-w-md text-center text-sm text-muted-foreground">{billingCopy.note}</p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function Option({
  ref,
  value,
  label,
  badge,
  defaultChecked,
  onChoose,
}: {
  ref: React.Ref<HTMLInputElement>;
  value: BillingPeriod;
  label: string;
  badge?: string;
  defaultChecked?: boolean;
  onChoose: (period: BillingPeriod) => void;
}) {
  return (
    <label className="relative flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-5 text-sm font-semibold text-muted-foreground transition-colors has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-card has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
      <input
        ref={ref}
        type="radio"
        name="billing"
        value={value}
        defaultChecked={defaultChecked}
        onChange={() => onChoose(value)}
        className="sr-only"
      />
      {label}
      {badge ? <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary-soft-foreground">{badge}</span> : null}
    </label>
  );
}
