/**
 * Records where this visit came from, for the lead it may become (shared/attribution.ts): the
 * first page of the visit and, when a later page arrives through another campaign or site, that
 * page as the last touch. Session storage only: one tab, gone when it closes, never sent anywhere
 * but with a contact message. No cookie, no identifier.
 *
 * Nothing is read or written while the page loads (ADR 022): a page's first use of storage is a
 * synchronous trip to the browser process, which blocks its main thread for milliseconds. The
 * record is written before the visitor can take this page's place in the tab or copy the tab: at
 * their first key or pointer press (a link opened in a new tab starts with one) and when the page
 * is hidden or left. A form on the page sends the record as it stands then (`attributionNow`).
 */
import { ATTRIBUTION_PARAMS, ATTRIBUTION_STORAGE_KEY, type RawAttribution, type RawTouch } from "#shared/attribution-keys.ts";

// When the visit reached this page (this script runs as it loads), whenever the record is written.
const arrivedAt = new Date().toISOString();

function currentTouch(): RawTouch {
  const query = new URLSearchParams(location.search);
  const params: Record<string, string> = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = query.get(name);
    if (value) params[name] = value.slice(0, 500);
  }
  // The browser gives the referrer as a whole address, or "": another site's, or this one's (no touch).
  const referrer = document.referrer && new URL(document.referrer).host !== location.host ? document.referrer : "";
  return { page: location.pathname, referrer, params, at: arrivedAt };
}

function storedAttribution(): RawAttribution | null {
  try {
    return JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "null");
  } catch {
    return null; // storage off or the record unreadable: the server still sees the sending page
  }
}

/** The record with this page counted: what a form on the page sends, and what leaving it stores. */
export function attributionNow(): RawAttribution {
  const touch = currentTouch();
  const stored = storedAttribution();
  const isNewTouch = touch.referrer || Object.keys(touch.params)[0];
  return { first: stored?.first ?? touch, last: stored && !isNewTouch ? stored.last : touch };
}

function record() {
  // A page another site prerendered (a search result) counts when the visitor actually opens it.
  if ((document as Document & { prerendering?: boolean }).prerendering) return;
  try {
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attributionNow()));
  } catch {
    // Storage full or off: nothing to keep.
  }
}

/** Writes the record at the first key or pointer press, or as the page is hidden or left. */
export function init() {
  for (const type of ["pointerdown", "keydown", "visibilitychange", "pagehide"]) addEventListener(type, record, { once: true });
}
