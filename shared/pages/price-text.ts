/**
 * A price as a marketer types it ("4,000", "$7,500 - 12,000", "custom") and back: the editor's one
 * text field for the stored shape (fields.ts). Anything else is refused in words.
 */
import type { Price } from "./fields.ts";

const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)$/;

function amountOf(text: string): number | undefined {
  const match = AMOUNT.exec(text.trim());
  return match ? Number(match[1]!.replaceAll(",", "")) : undefined;
}

export function parsePrice(text: string): Price | string {
  const value = text.trim();
  if (/^custom$/i.test(value)) return { kind: "custom" };
  const whole = amountOf(value);
  if (whole !== undefined) return { kind: "fixed", amount: whole };
  const ends = value.split(/\s*[-–]\u2060?\s*/);
  if (ends.length === 2) {
    const [min, max] = ends.map(amountOf);
    if (min !== undefined && max !== undefined) return min < max ? { kind: "range", min, max } : "A price range must go up: the first figure lower than the second.";
  }
  return "Write a price as a number (4000), a range (7500-12000) or custom.";
}

export function priceText(price: Price): string {
  const usd = (amount: number) => amount.toLocaleString("en-US");
  if (price.kind === "custom") return "custom";
  return price.kind === "fixed" ? usd(price.amount) : `${usd(price.min)}-${usd(price.max)}`;
}
