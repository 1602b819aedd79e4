/**
 * Pricing arithmetic: monthly is the default; annual billing multiplies every displayed
 * price by 0.9, rounded to whole dollars, both ends of a range; "custom" stays custom.
 */
import type { Price } from "#shared/content/price.ts";
import { RANGE_DASH } from "#shared/content/typography.ts";
import { DEFAULT_LOCALE } from "#shared/i18n/default-locale.ts";

export type BillingPeriod = "monthly" | "annual";

export const BILLING_PERIODS: readonly BillingPeriod[] = ["monthly", "annual"];
/** Annual billing: 10% off every displayed price, price locked for the term. */
export const ANNUAL_DISCOUNT_PERCENT = 10;

/** 90% of a whole-dollar amount, rounded half up; integer arithmetic so 10,950 gives 9,855, not 9,855.000000000002. */
function discounted(amount: number): number {
  return Math.round((amount * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100);
}

export function priceFor(price: Price, period: BillingPeriod): Price {
  if (period === "monthly" || price.kind === "custom") return price;
  if (price.kind === "fixed") return { kind: "fixed", amount: discounted(price.amount) };
  return { kind: "range", min: discounted(price.min), max: discounted(price.max) };
}

/**
 * "$10,950". Whole dollars only (every price in the catalogue is). Written out instead of
 * Intl.NumberFormat, whose construction is a measurable main-thread cost when it runs in the browser
 * (the same ICU cost as in dates.ts; docs/benchmarks.md of 2026-11-23, in git history).
 */
function usd(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a whole-dollar price: ${amount}`);
  return `$${String(amount).replace(/\B(?=(\d{3})+$)/g, ",")}`;
}

/** "$7,950", "$17,500–$22,000" (one unit, content/typography.ts), "Custom". */
export function formatPrice(price: Price, customLabel = "Custom", lang?: string): string {
  const money = lang === undefined || lang === DEFAULT_LOCALE ? usd : dollarsIn(lang);
  switch (price.kind) {
    case "fixed":
      return money(price.amount);
    case "range":
      return `${money(price.min)}${RANGE_DASH}${money(price.max)}`;
    case "custom":
      return customLabel;
  }
}

export function displayPrice(price: Price, period: BillingPeriod, lang?: string): string {
  return formatPrice(priceFor(price, period), undefined, lang);
}

/** Whole dollars as another language writes them ("10.950 $" in German), rendered on the server only. */
function dollarsIn(lang: string): (amount: number) => string {
  // One formatter a language: a page draws each price twice (both billing periods), and building one costs ICU work.
  let format = DOLLAR_FORMATS.get(lang);
  if (!format) DOLLAR_FORMATS.set(lang, (format = new Intl.NumberFormat(lang, { style: "currency", currency: "USD", maximumFractionDigits: 0 })));
  return (amount) => format.format(amount);
}

const DOLLAR_FORMATS = new Map<string, Intl.NumberFormat>();

/** Lowest and highest amount of a price, for structured data. Undefined for custom prices. */
export function priceBounds(price: Price): { low: number; high: number } | undefined {
  if (price.kind === "fixed") return { low: price.amount, high: price.amount };
  if (price.kind === "range") return { low: price.min, high: price.max };
  return undefined;
}
