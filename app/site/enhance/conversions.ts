/**
 * Sends a conversion to the site's own endpoint (shared/conversions.ts) as a beacon, which the
 * browser delivers even while the page is being left for the next one. The visit's attribution
 * record goes with this page counted (app/site/enhance/attribution.ts); the server checks and bounds it.
 */
import { CONVERSIONS_ENDPOINT, type ConversionKind } from "#shared/conversions.ts";
import { attributionNow } from "./attribution.ts";

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage off: the server still sees the page
  }
}

/** `meeting`: the scheduler's address of a booked meeting, so its webhook never counts it again. */
export function recordConversion(kind: ConversionKind, meeting?: string) {
  const body = JSON.stringify({ kind, attribution: attributionNow(), ...(meeting ? { meeting } : {}) });
  navigator.sendBeacon(CONVERSIONS_ENDPOINT, new Blob([body], { type: "application/json" }));
}

/** Once per tab: a reload or a way back to the page is the same visit. */
export function recordConversionOncePerTab(kind: ConversionKind) {
  const key = `conversion:${kind}`;
  if (stored(key)) return;
  try {
    sessionStorage.setItem(key, "1");
  } catch {
    // Without storage every load counts; still better than none.
  }
  recordConversion(kind);
}
