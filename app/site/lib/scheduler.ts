/**
 * The scheduling provider (site.ts, or the team's settings), kept behind one adapter: the embed URL with the parameters the
 * provider needs to post events back, the origin its messages must come from, and which message
 * means "a meeting was booked". Calendly: embed_domain + embed_type=Inline; event_scheduled.
 */
import { site } from "#shared/content/site.ts";
import { SITE_URL } from "#shared/site-url.ts";

export const SCHEDULER_HEIGHT = 800;
/** How long the widget may take to say it is ready before the fallback is shown. */
export const SCHEDULER_READY_TIMEOUT_MS = 8000;

/** The booking page's address as the frame loads it. */
export function schedulerEmbedUrl(bookingPage: string): string {
  const url = new URL(bookingPage);
  url.searchParams.set("embed_domain", new URL(SITE_URL).host);
  url.searchParams.set("embed_type", "Inline");
  url.searchParams.set("hide_gdpr_banner", "1");
  return url.toString();
}

/** Where the default booking page's messages come from. */
export const schedulerOrigin = new URL(site.scheduling.url).origin;
