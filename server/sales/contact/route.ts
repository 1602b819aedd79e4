/**
 * POST /api/submit-contact: JSON from the site's form, or a plain form post when JavaScript is off.
 * Order of checks: cross-site, content type, size (before parsing), parse, rate limit, honeypot,
 * validation, then the durable write. The rate limit comes after parsing (a body is at most 64 KB)
 * so that a visitor without JavaScript who is told to wait gets the form back with what they typed.
 * A form post is answered by its page: the page route's action runs it through these same checks
 * (`answerFromPage`), then redirects to the thank-you page or shows the page with the error.
 */
import { randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import { contactFormCopy } from "#shared/content/contact.ts";
import { normalizeAttribution } from "#shared/attribution.ts";
import { THANK_YOU_PATH, type ContactFormAnswer, type ContactPost, type ContactPostOutcome } from "#shared/contact-post.ts";
import { leadVisitor } from "#server/sales/experiments-seen.ts";
import { CONTACT_ENDPOINT, CONTACT_FIELDS, validateContact } from "#shared/contact-schema.ts";
import type { AppEnv } from "#server/platform/http/env.ts";
import { requestHost } from "#server/platform/http/origin.ts";
import { intake, kindOf, noStore, proofRefusal, sourcePage, storeLead, withHeaders, type LeadIntakeDeps, type Rejection } from "#server/sales/intake.ts";
import { proofDecision } from "#server/platform/http/proof-of-work.ts";
import { minimalAnswer } from "./minimal-answer.ts";

export const CONTACT_PATH = CONTACT_ENDPOINT;
export { MAX_BODY_BYTES } from "#server/sales/intake.ts";

export interface ContactDeps extends LeadIntakeDeps {
  /**
   * Answers a form posted without JavaScript from the site's page at `from` when it holds the
   * form, else from the contact page: its route's action submits `post`. Undefined when no page
   * holds the form (omitted: a site without pages), and the answer is a minimal page.
   */
  answerFromPage?: (from: string | undefined, post: ContactPost) => Promise<Response | undefined>;
}

/** What became of a submission: stored (or a replay of a stored one), a bot's discarded, or refused. */
type Outcome = { status: 201; id: string } | { status: "discarded" } | Rejection;

export function registerContactRoute(app: Hono<AppEnv>, deps: ContactDeps) {
  app.post(CONTACT_PATH, (c) => (kindOf(c) === "form" ? formAnswer(c, deps) : jsonAnswer(c, deps)));

  // Every other method, OPTIONS and TRACE included: this address only takes a POST.
  app.all(CONTACT_PATH, (c) => c.json({ error: "Method not allowed" }, 405, { ...noStore, Allow: "POST" }));
}

async function jsonAnswer(c: Context, deps: ContactDeps): Promise<Response> {
  const outcome = await submission(c, deps);
  // A bot is told it succeeded; a replay gets the same answer as the original request (Idempotency-Key semantics).
  if (outcome.status === "discarded") return c.json({ id: randomUUID() }, 201, noStore);
  if (outcome.status === 201) return c.json({ id: outcome.id }, 201, noStore);
  const { status, error, headers = {}, field, fields } = outcome;
  return c.json(status === 422 ? { error, field, fields } : { error }, status, { ...noStore, ...headers });
}

/** A form posted without JavaScript: its page's action submits it; a site without such a page answers with a minimal one. */
async function formAnswer(c: Context, deps: ContactDeps): Promise<Response> {
  let outcome: Outcome | undefined;
  const post: ContactPost = { submit: async () => postOutcome((outcome = await submission(c, deps))) };
  const page = await deps.answerFromPage?.(sourcePage(c), post);
  if (page) return outcome && "error" in outcome ? withHeaders(page, { ...noStore, ...outcome.headers }) : page;
  const done = outcome ?? (await submission(c, deps));
  if (!("error" in done)) return c.redirect(THANK_YOU_PATH, 303);
  return c.html(minimalAnswer(formAnswerOf(done)), done.status, { ...noStore, ...done.headers });
}

function postOutcome(outcome: Outcome): ContactPostOutcome {
  return "error" in outcome ? { accepted: false, status: outcome.status, ...formAnswerOf(outcome) } : { accepted: true };
}

function formAnswerOf({ status, error, values = {}, field }: Rejection): ContactFormAnswer {
  // The alert's heading says "Validation Error" for what the visitor can fix in the form, "Error" for the rest.
  return { values, error, title: status === 422 ? contactFormCopy.validationTitle : contactFormCopy.errorTitle, field };
}

/** One submission through every check, to the durable write. */
async function submission(c: Context, deps: ContactDeps): Promise<Outcome> {
  const { logger } = deps;
  const taken = await intake(c, deps, stringValues, { words: CONTACT_LOG });
  if (!("body" in taken)) return taken;
  const { kind, body, values, idempotencyKey } = taken;

  const validation = validateContact(body);
  if (!validation.success) return { status: 422, error: validation.message, values, field: validation.field, fields: validation.fields };

  const guard = deps.proofOfWork;
  if (guard && kind === "json") {
    const onRefused = (reason: string) => logger.info({ reqId: c.get("requestId"), reason }, "contact: proof of work refused");
    const refused = await proofRefusal(c, deps, () => proofDecision(body, { form: "contact", address: deps.clientAddress(c), guard, onRefused }), values);
    if (refused) return refused;
  }

  // The browser's record of the visit (JSON from the site's script), else what this request shows.
  const referer = c.req.header("referer") ?? null;
  const recorded = normalizeAttribution(kind === "json" ? body.attribution : undefined, referer, new Date(), requestHost(c, deps.trustProxy));
  const visitor = await leadVisitor(c, deps.experiments, logger);

  const input = { message: validation.data, channels: deps.channels, idempotencyKey, sourcePage: sourcePage(c), attribution: recorded, visitor };
  return storeLead(c, deps, input, values, CONTACT_LOG);
}

const CONTACT_LOG = {
  stored: "contact: message stored",
  replayed: "contact: retried submit returned the stored message",
  unavailable: "contact: database unavailable, message not stored",
  busy: "contact: busy, messages refused with 503 (the oldest waiting longer than busyAfterMs)",
  discarded: "contact: honeypot hit discarded",
};

/** What the visitor typed, to put back into the no-JavaScript form (bounded; never the honeypot). */
function stringValues(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (typeof value === "string") values[field] = value.slice(0, 20_000);
  }
  return values;
}
