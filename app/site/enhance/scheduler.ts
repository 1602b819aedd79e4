/**
 * The booking page's scheduler. This script sits in the markup before the frame,
 * so the browser creates the frame only once the message listener is in place (a widget that
 * reported in before would look like one that never did), and the frame is plain HTML that works
 * without JavaScript. A booked meeting, reported by the provider's origin only, leads to
 * /booking-confirmation; if the widget never says it is ready, the fallback with a direct link is
 * shown. The visit and a booking are recorded for the admin app's reports. The scheduler opens with
 * the name and email the contact form just sent in this tab and the visit's campaign.
 */
import { bookedMeetingId, isMeetingBooked, isSchedulerMessage } from "#app/site/lib/scheduler-messages.ts";
import { KNOWN_VISITOR_KEY, prefilledSchedulerUrl, type KnownVisitor } from "#shared/scheduler-prefill.ts";
import { trackLeaving } from "./analytics-events.ts";
import { attributionNow } from "./attribution.ts";
import { recordConversion, recordConversionOncePerTab } from "./conversions.ts";

export function init(root: ParentNode = document) {
  const container = root.querySelector<HTMLElement>("[data-scheduler]");
  if (!container) return;
  const origin = container.dataset.origin ?? "";
  const setState = (next: "ready" | "failed") => {
    if (container.dataset.state !== "loading") return;
    container.dataset.state = next;
    if (next === "failed") container.querySelector<HTMLElement>("[data-scheduler-fallback]")?.removeAttribute("hidden");
  };
  addEventListener("message", (event) => {
    if (isMeetingBooked(event, origin)) {
      recordConversion("demo_booked", bookedMeetingId(event));
      trackLeaving("demoBooked");
      location.assign("/booking-confirmation");
    } else if (isSchedulerMessage(event, origin)) setState("ready");
  });
  setTimeout(() => setState("failed"), Number(container.dataset.readyTimeout));
  // In a task of its own: its storage read is the page's first trip to the browser process (ADR 022),
  // which would otherwise lengthen the parser's task that creates the frame.
  setTimeout(() => recordConversionOncePerTab("booking_visit"));
  // The frame comes after this script in the markup: it exists once the document is parsed.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => prefill(container), { once: true });
  else prefill(container);
}

/** Opens the scheduler with the name, email and campaign this tab knows; the frame loads again only when there is something to add. */
function prefill(container: HTMLElement) {
  const frame = container.querySelector("iframe");
  if (!frame) return;
  const url = prefilledSchedulerUrl(frame.src, knownVisitor(), attributionNow().last.params);
  if (url) frame.src = url;
}

function knownVisitor(): KnownVisitor | null {
  try {
    return JSON.parse(sessionStorage.getItem(KNOWN_VISITOR_KEY) ?? "null") as KnownVisitor | null;
  } catch {
    return null;
  }
}
