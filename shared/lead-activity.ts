/**
 * What the team logs on a lead besides notes, as a CRM does ("Log call", "Log email"): the one list
 * the database, the API and the admin app share. A logged call or email is the lead's first answer
 * (speed to lead, ADR 033); a status change or a note is not.
 */
export const LEAD_ACTIVITY_KINDS = ["call", "email"] as const;
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];

/** How a call went, as HubSpot's call outcomes name them. Any of them is an answer: the team reached out. */
export const CALL_OUTCOMES = ["connected", "left-voicemail", "no-answer", "busy", "wrong-number"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: "Connected",
  "left-voicemail": "Left voicemail",
  "no-answer": "No answer",
  busy: "Busy",
  "wrong-number": "Wrong number",
};

/**
 * How a lead got its first answer: a logged call or email, or (for leads answered before calls and
 * emails were logged) the status change or note that counted then, left out of speed to lead.
 */
export type FirstAnswerKind = LeadActivityKind | "status-or-note";

export function isLeadActivityKind(value: unknown): value is LeadActivityKind {
  return typeof value === "string" && (LEAD_ACTIVITY_KINDS as readonly string[]).includes(value);
}

export function isCallOutcome(value: unknown): value is CallOutcome {
  return typeof value === "string" && (CALL_OUTCOMES as readonly string[]).includes(value);
}
