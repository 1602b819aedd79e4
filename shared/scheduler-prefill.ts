/**
 * What the booking page passes on to the scheduler (Calendly's documented prefill parameters):
 * the visitor's name and email when they have just sent the contact form in this tab, and the
 * campaign (UTM) the visit came through, so the booking lands on the right contact and campaign.
 * A lead's "Book a meeting" in the inbox opens the scheduler with the lead's name and email the same way.
 */
import { UTM_PARAMS } from "#shared/attribution-keys.ts";

/** Session storage (this tab only) of the name and email the contact form just sent; docs/operations.md, "Privacy". */
export const KNOWN_VISITOR_KEY = "lead-visitor";

export interface KnownVisitor {
  name?: string;
  email?: string;
}

/** The frame's address with what is known added, or undefined when nothing is (the frame stays as it is). */
export function prefilledSchedulerUrl(frameUrl: string, visitor: KnownVisitor | null, campaign: Record<string, string>): string | undefined {
  const url = new URL(frameUrl);
  const known: [string, string | undefined][] = [["name", visitor?.name], ["email", visitor?.email], ...UTM_PARAMS.map((name): [string, string | undefined] => [name, campaign[name]])];
  let added = false;
  for (const [name, value] of known) {
    if (typeof value !== "string" || value === "" || url.searchParams.has(name)) continue;
    url.searchParams.set(name, value.slice(0, 200));
    added = true;
  }
  return added ? url.href : undefined;
}
