/**
 * Sends a conversion to the site's own endpoint (app/lib/conversions.ts) as a beacon, which the
 * browser delivers even while the page is being left for the next one.
 */
import { CONVERSIONS_ENDPOINT, type ConversionKind } from "#app/lib/conversions.ts";
import { storedAttribution } from "./attribution.ts";

export function recordConversion(kind: ConversionKind) {
  const body = new Blob([JSON.stringify({ kind, attribution: storedAttribution() })], { type: "application/json" });
  try {
    navigator.sendBeacon(CONVERSIONS_ENDPOINT, body);
  } catch {
    // A report is worth less than the visitor's page: never let it throw.
  }
}

/** Once per tab: a reload or a way back to the page is the same visit. */
export function recordConversionOncePerTab(kind: ConversionKind) {
  const key = `conversion:${kind}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
  } catch {
    // Without storage every load counts; still better than none.
  }
  recordConversion(kind);
}
