/**
 * Which messages from the scheduling provider mean what (Calendly). Pure, with the provider's
 * origin passed in, so the booking page's small inline script and the tests share it without
 * bundling site.ts into the page.
 */
interface ProviderMessage {
  event?: unknown;
  payload?: { invitee?: { uri?: unknown } };
}

/** The widget's event name, or undefined when the message comes from anywhere else. */
function providerEvent(event: MessageEvent, origin: string): string | undefined {
  if (event.origin !== origin) return undefined;
  const data = event.data as ProviderMessage | null;
  return data && typeof data === "object" && typeof data.event === "string" ? data.event : undefined;
}

export function isMeetingBooked(event: MessageEvent, origin: string): boolean {
  return providerEvent(event, origin) === "calendly.event_scheduled";
}

/** The booked meeting's address at the scheduler (Calendly: the invitee's URI), when the message names one. */
export function bookedMeetingId(event: MessageEvent): string | undefined {
  const uri = (event.data as ProviderMessage | null)?.payload?.invitee?.uri;
  return typeof uri === "string" ? uri : undefined;
}

/** Any message from the widget proves it loaded (Calendly posts page_height / event_type_viewed). */
export function isSchedulerMessage(event: MessageEvent, origin: string): boolean {
  return providerEvent(event, origin)?.startsWith("calendly.") ?? false;
}
