/**
 * Where a lead stands with the sales team: the one list the database, the API and the admin app
 * share. "new" until someone works it; "meeting_booked" when the scheduler says the contact booked a
 * meeting; "spam" keeps junk out of the list and the counts without deleting it.
 */
export const LEAD_STATUSES = ["new", "contacted", "meeting_booked", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  meeting_booked: "Meeting booked",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}
