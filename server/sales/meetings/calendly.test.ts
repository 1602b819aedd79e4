import { describe, expect, it } from "vitest";
import { parseSchedulerEvent, signSchedulerPayload, SIGNATURE_TOLERANCE_SECONDS, verifySchedulerSignature } from "./calendly.ts";

const key = "signing-key-of-the-subscription";
const body = JSON.stringify({ event: "invitee.created", payload: { email: "ada@example.org" } });
const now = 1_790_000_000;

describe("verifySchedulerSignature", () => {
  it("accepts what the scheduler signed with the key, within the tolerance either way", () => {
    expect(verifySchedulerSignature(signSchedulerPayload(key, now, body), body, key, now)).toEqual({ ok: true });
    expect(verifySchedulerSignature(signSchedulerPayload(key, now - SIGNATURE_TOLERANCE_SECONDS, body), body, key, now)).toEqual({ ok: true });
  });

  it("refuses another key, a changed body, an old or future timestamp, and a missing or malformed header", () => {
    const check = (header: string | undefined, text = body) => verifySchedulerSignature(header, text, key, now);
    expect(check(signSchedulerPayload("another-key-entirely", now, body))).toEqual({ ok: false, problem: "wrong signature" });
    expect(check(signSchedulerPayload(key, now, body), body.replace("ada@", "eve@"))).toEqual({ ok: false, problem: "wrong signature" });
    expect(check(signSchedulerPayload(key, now - SIGNATURE_TOLERANCE_SECONDS - 1, body))).toEqual({ ok: false, problem: "stale signature" });
    expect(check(signSchedulerPayload(key, now + SIGNATURE_TOLERANCE_SECONDS + 1, body))).toEqual({ ok: false, problem: "stale signature" });
    // The signed time cannot be moved forward to replay a captured delivery: it is part of what is signed.
    const captured = signSchedulerPayload(key, now - 3600, body);
    expect(check(captured.replace(`t=${now - 3600}`, `t=${now}`))).toEqual({ ok: false, problem: "wrong signature" });
    expect(check(undefined)).toEqual({ ok: false, problem: "no signature" });
    expect(check("v1=abc")).toEqual({ ok: false, problem: "malformed signature" });
    expect(check(`t=${now},v1=${"z".repeat(64)}`)).toEqual({ ok: false, problem: "malformed signature" });
  });
});

describe("parseSchedulerEvent", () => {
  const invitee = {
    uri: "https://api.calendly.com/scheduled_events/EV1/invitees/IN1",
    email: "ada@example.org",
    name: "Ada Lovelace",
    scheduled_event: { name: "30 minute demo", start_time: "2026-12-01T17:00:00.000000Z" },
    tracking: { utm_source: "newsletter", utm_campaign: "spring", utm_medium: null },
    cancellation: null,
  };

  it("reads a booking and a cancellation as Calendly documents them", () => {
    expect(parseSchedulerEvent({ event: "invitee.created", payload: invitee })).toEqual({
      kind: "booked",
      meetingId: invitee.uri,
      email: "ada@example.org",
      name: "Ada Lovelace",
      title: "30 minute demo",
      startsAt: new Date("2026-12-01T17:00:00Z"),
      utm: { utm_source: "newsletter", utm_campaign: "spring" },
      cancelReason: null,
    });
    expect(parseSchedulerEvent({ event: "invitee.canceled", payload: { ...invitee, cancellation: { reason: "Found a better time" } } })).toMatchObject({ kind: "canceled", cancelReason: "Found a better time" });
  });

  it("ignores other event kinds and bodies without what a meeting needs", () => {
    expect(parseSchedulerEvent({ event: "routing_form_submission.created", payload: invitee })).toBeUndefined();
    expect(parseSchedulerEvent({ event: "invitee.created", payload: { ...invitee, scheduled_event: { name: "x", start_time: "tomorrow" } } })).toBeUndefined();
    expect(parseSchedulerEvent({ event: "invitee.created", payload: { ...invitee, uri: "javascript:alert(1)" } })).toBeUndefined();
  });
});
