/**
 * Conversion events for the configured analytics provider (shared/analytics.ts). An event waits in
 * session storage until the provider is loaded (and allowed), so one sent just before the page is
 * left ("Contact message sent", then /thank-you) is delivered from the next page instead of lost.
 * Without a provider on the page, nothing is kept.
 */
import { ANALYTICS_CONFIG_ID, type AnalyticsEvent } from "#shared/analytics.ts";

export const EVENT_QUEUE_KEY = "analytics-events";
export const FLUSH_EVENT = "analytics:flush";

export interface QueuedEvent {
  event: AnalyticsEvent;
  props?: Record<string, string>;
  /** For an event sent while leaving: the document it came from, which must not send it itself. */
  leftFrom?: number;
}

/** One value per document, the same in each of its scripts: when its navigation started. */
export const thisDocument = () => performance.timeOrigin;

export function queuedEvents(): QueuedEvent[] {
  try {
    return JSON.parse(sessionStorage.getItem(EVENT_QUEUE_KEY) ?? "[]") as QueuedEvent[];
  } catch {
    return [];
  }
}

function queue(queued: QueuedEvent): boolean {
  if (!document.getElementById(ANALYTICS_CONFIG_ID)) return false;
  try {
    // At most a handful: a page that fires in a loop must not fill the visitor's storage.
    sessionStorage.setItem(EVENT_QUEUE_KEY, JSON.stringify([...queuedEvents(), queued].slice(-20)));
    return true;
  } catch {
    return false;
  }
}

/** Queues a conversion event for the provider, and asks this page's loader to send it now. */
export function track(event: AnalyticsEvent, props?: Record<string, string>) {
  if (queue({ event, props })) dispatchEvent(new Event(FLUSH_EVENT));
}

/**
 * Queues an event sent as the page is replaced (a sent form, a booked demo): the next page sends
 * it, rather than a request the navigation would cancel. Two functions rather than an option, so
 * a page's inline script carries only the one it uses.
 */
export function trackLeaving(event: AnalyticsEvent) {
  queue({ event, leftFrom: thisDocument() });
}
