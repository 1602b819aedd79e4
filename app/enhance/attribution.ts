/**
 * Records where this visit came from, for the lead it may become (app/lib/attribution.ts): the
 * first page of the visit and, when a later page arrives through another campaign or site, that
 * page as the last touch. Session storage only: one tab, gone when it closes, never sent anywhere
 * but with a contact message. No cookie, no identifier.
 */
import { ATTRIBUTION_PARAMS, ATTRIBUTION_STORAGE_KEY, type RawAttribution, type RawTouch } from "#app/lib/attribution-keys.ts";

function currentTouch(): RawTouch {
  const url = new URL(location.href);
  const params: Record<string, string> = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) params[name] = value.slice(0, 500);
  }
  let referrer = "";
  try {
    if (document.referrer && new URL(document.referrer).host !== location.host) referrer = document.referrer;
  } catch {
    // An unreadable referrer is no referrer.
  }
  return { page: location.pathname, referrer, params, at: new Date().toISOString() };
}

export function storedAttribution(): RawAttribution | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "null") ?? undefined;
  } catch {
    return undefined; // storage off or the record unreadable: the server still sees the sending page
  }
}

function record() {
  const touch = currentTouch();
  const stored = storedAttribution();
  const isNewTouch = touch.referrer !== "" || Object.keys(touch.params).length > 0;
  const next: RawAttribution = { first: stored?.first ?? touch, last: stored && !isNewTouch ? stored.last : touch };
  try {
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or off: nothing to keep.
  }
}

/** A page another site prerendered (a search result) counts when the visitor actually opens it. */
export function recordAttribution() {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", record, { once: true });
  } else {
    record();
  }
}
