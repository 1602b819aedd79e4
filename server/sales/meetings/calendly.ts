/**
 * The scheduler's webhook as Calendly documents it (API v2, `invitee.created` / `invitee.canceled`):
 * the `Calendly-Webhook-Signature` header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`
 * with the subscription's signing key. A delivery older (or newer) than the tolerance is refused,
 * so a captured request cannot be played again later; within it, recording is idempotent.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const SIGNATURE_HEADER = "calendly-webhook-signature";
/** How far a delivery's timestamp may be from our clock: Calendly retries send a fresh one. */
export const SIGNATURE_TOLERANCE_SECONDS = 180;

export type SignatureCheck = { ok: true } | { ok: false; problem: string };

export function signSchedulerPayload(signingKey: string, timestamp: number, body: string): string {
  const digest = createHmac("sha256", signingKey).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

export function verifySchedulerSignature(header: string | undefined, body: string, signingKey: string, nowSeconds = Math.floor(Date.now() / 1000)): SignatureCheck {
  if (!header) return { ok: false, problem: "no signature" };
  const parts = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1");
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, problem: "malformed signature" };
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, problem: "stale signature" };
  const expected = createHmac("sha256", signingKey).update(`${timestamp}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex")) ? { ok: true } : { ok: false, problem: "wrong signature" };
}

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = z.string().max(500).nullish();

const invitee = z.object({
  uri: z.string().url().max(300).startsWith("https://"),
  email: z.string().trim().max(255),
  name: text(100),
  scheduled_event: z.object({ name: text(200), start_time: z.string().datetime({ offset: true }) }),
  tracking: z
    .object({ utm_source: optionalText, utm_medium: optionalText, utm_campaign: optionalText, utm_term: optionalText, utm_content: optionalText })
    .partial()
    .nullish(),
  cancellation: z.object({ reason: optionalText }).partial().nullish(),
});

const delivery = z.object({ event: z.enum(["invitee.created", "invitee.canceled"]), payload: invitee });

/** A booking or its cancellation, as the pipeline records it. */
export interface SchedulerEvent {
  kind: "booked" | "canceled";
  meetingId: string;
  email: string;
  name: string;
  title: string;
  startsAt: Date;
  /** The campaign the booking page was opened with (passed on to the scheduler). */
  utm: Record<string, string>;
  cancelReason: string | null;
}

/** The event the body describes, or undefined for anything else (other event kinds, a malformed body). */
export function parseSchedulerEvent(body: unknown): SchedulerEvent | undefined {
  const parsed = delivery.safeParse(body);
  if (!parsed.success) return undefined;
  const { event, payload } = parsed.data;
  const utm = Object.fromEntries(Object.entries(payload.tracking ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
  return {
    kind: event === "invitee.created" ? "booked" : "canceled",
    meetingId: payload.uri,
    email: payload.email,
    name: payload.name,
    title: payload.scheduled_event.name,
    startsAt: new Date(payload.scheduled_event.start_time),
    utm,
    cancelReason: payload.cancellation?.reason ?? null,
  };
}
