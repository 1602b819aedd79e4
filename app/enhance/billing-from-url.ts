/** Runs right after the billing radios are parsed: a shared `?billing=annual` link shows annual prices from the first paint. */
import { parseBilling } from "#app/lib/pricing.ts";

if (parseBilling(new URLSearchParams(location.search).get("billing")) === "annual") {
  const annual = document.querySelector<HTMLInputElement>('input[name="billing"][value="annual"]');
  if (annual) annual.checked = true;
}
