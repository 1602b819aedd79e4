/**
 * POST /api/scheduler/events: the scheduler's signed webhook (server/sales/meetings/calendly.ts). Only
 * registered when SCHEDULER_SIGNING_KEY is set. The signature is checked on the raw body before
 * anything is parsed; a refusal says why in one word to the operator's logs and nothing to the
 * sender. 2xx tells the scheduler to stop retrying; 503 (database down) asks it to retry.
 */
import type { Hono } from "hono";
import { bodyLimit } from "#server/platform/http/body-limit.ts";
import type { AppEnv } from "#server/platform/http/env.ts";
import { isDatabaseUnavailable } from "#server/platform/db/availability.ts";
import type { Logger } from "#server/platform/logger.ts";
import { parseSchedulerEvent, SIGNATURE_HEADER, verifySchedulerSignature } from "./calendly.ts";
import { recordSchedulerEvent, type MeetingDeps } from "./record.ts";

export const SCHEDULER_WEBHOOK_PATH = "/api/scheduler/events";
/** Calendly's invitee payloads are a few kilobytes. */
export const MAX_SCHEDULER_EVENT_BYTES = 64 * 1024;

export interface SchedulerWebhookDeps extends MeetingDeps {
  signingKey: string;
  logger: Logger;
  /** A booking was recorded (the outbox may have a new lead to deliver). */
  onRecorded?: () => void;
}

const noStore = { "Cache-Control": "no-store" };

export function registerSchedulerWebhook(app: Hono<AppEnv>, deps: SchedulerWebhookDeps) {
  app.post(SCHEDULER_WEBHOOK_PATH, bodyLimit({ maxSize: MAX_SCHEDULER_EVENT_BYTES, onError: (c) => c.json({ error: "Too large." }, 413, noStore) }), async (c) => {
    const body = await c.req.text();
    const signature = verifySchedulerSignature(c.req.header(SIGNATURE_HEADER), body, deps.signingKey);
    if (!signature.ok) {
      deps.logger.warn({ reqId: c.get("requestId"), problem: signature.problem }, "scheduler webhook refused");
      return c.json({ error: "Invalid signature." }, 401, noStore);
    }
    let event;
    try {
      event = parseSchedulerEvent(JSON.parse(body));
    } catch {
      event = undefined;
    }
    // A signed event of another kind (the subscription may name more) is acknowledged and ignored.
    if (!event) return c.json({ ignored: true }, 200, noStore);
    try {
      const outcome = await recordSchedulerEvent(deps, event);
      if (!outcome.ok) {
        deps.logger.warn({ reqId: c.get("requestId"), problem: outcome.problem }, "scheduler webhook: the invitee could not become a lead");
        return c.json({ error: outcome.problem }, 422, noStore);
      }
      if (outcome.contactId === null) {
        // Acknowledged, or the scheduler would retry it for days; there is no lead to put it on.
        deps.logger.info({ reqId: c.get("requestId"), kind: event.kind, meetingId: event.meetingId }, "scheduler webhook: a cancellation for no known contact or meeting; nothing recorded");
        return c.json({ ignored: true }, 200, noStore);
      }
      if (outcome.changed) deps.onRecorded?.();
      deps.logger.info({ reqId: c.get("requestId"), kind: event.kind, contactId: outcome.contactId, changed: outcome.changed }, "scheduler webhook recorded");
      return c.json({ ok: true }, 200, noStore);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return c.json({ error: "Unavailable." }, 503, { ...noStore, "Retry-After": "30" });
    }
  });
  app.all(SCHEDULER_WEBHOOK_PATH, (c) => c.json({ error: "Method not allowed" }, 405, { ...noStore, Allow: "POST" }));
}
