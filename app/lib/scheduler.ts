/**
 * The scheduling provider (site.ts), kept behind one adapter: the embed URL with the parameters the
 * provider needs to post events back, the origin its messages must come from, and which message
 * means "a meeting was booked". Calendly: embed_domain + embed_type=Inline; event_scheduled.
 */
import { site } from "~/content/site";

export const SCHEDULER_HEIGHT = 800;
/** How long the widget may take to say it is ready before the fallback is shown. */
export const SCHEDULER_READY_TIMEOUT_MS = 8000;

export function schedulerEmbedUrl(): string {
  const url = new URL(site.scheduling.url);
  url.searchParams.set("embed_domain", new URL(site.url).host);
  url.searchParams.set("embed_type", "Inline");
  url.searchParams.set("hide_gdpr_banner", "1");
  return url.toString();
}

export const schedulerOrigin = new URL(site.scheduling.url).origin;

interface ProviderMessage {
  event?: unknown;
}

/** A message from the widget, or undefined when it comes from anywhere else. */
function providerEvent(event: MessageEvent): string | undefined {
  if (event.origin !== schedulerOrigin) return undefined;
  const data = event.data as ProviderMessage | null;
  return data && typeof data === "object" && typeof data.event === "string" ? data.event : undefined;
}

export function isMeetingBooked(event: MessageEvent): boolean {
  return providerEvent(event) === "calendly.event_scheduled";
}

/** Any message from the widget proves it loaded (Calendly posts page_height / event_type_viewed). */
export function isSchedulerMessage(event: MessageEvent): boolean {
  return providerEvent(event)?.startsWith("calendly.") ?? false;
}
