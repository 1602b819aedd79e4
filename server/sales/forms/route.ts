/**
 * POST /api/forms/:id: a built form's answers, JSON from its section's script or a plain form post
 * when JavaScript is off. The contact endpoint's checks first, in its order and words (intake.ts),
 * then: the form is published (404), the proof of work when the form asks for one, the answers by
 * the form's live version (422 per field), hidden fields from the sending page and the visit, the
 * durable write with the owners a rule on an answer names, and the download the form gives.
 * A plain post is answered by the page it was sent from (its route's action draws the thank-you or
 * the form again with every value and each field's error); a page that no longer holds the form
 * gets a minimal answer.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import { normalizeAttribution, type Attribution } from "#shared/attribution.ts";
import { FORMS_ENDPOINT, pageAfterDownload, type FormPost, type FormPostOutcome, type FormRefusal, type FormThanks, type GivenDownload } from "#shared/forms/form-post.ts";
import { ATTRIBUTION_FIELD, checkAnswers, PAGE_FIELD, type AnswerRules, type HiddenSources } from "#shared/forms/answers.ts";
import { formWordsOf } from "#shared/forms/form-words.ts";
import { unlockedBy, type FormDocument, type Unlocked } from "#shared/forms/form.ts";
import type { PublishedForms } from "#shared/forms/published-forms.ts";
import { leadVisitor } from "#server/sales/experiments-seen.ts";
import type { AppEnv } from "#server/platform/http/env.ts";
import { requestHost } from "#server/platform/http/origin.ts";
import { intake, kindOf, noStore, proofRefusal, storeLead, withHeaders, type LeadIntakeDeps, type Rejection } from "#server/sales/intake.ts";
import { proofDecision } from "#server/platform/http/proof-of-work.ts";
import type { AnswerRoute } from "#server/sales/leads/routing.ts";
import { leadChannels } from "#server/sales/outbox/deliver-visitor.ts";
import { formServerCopy, shapeProblem, shownValues } from "./post-shape.ts";
import { minimalFormAnswer } from "./minimal-answer.ts";

export const FORM_PATH = `${FORMS_ENDPOINT}/:id`;

export interface FormDeps extends LeadIntakeDeps {
  /** A published form at its live version (the site's pages', kept per store generation); undefined when it is not published. */
  publishedForm: PublishedForms["published"];
  /**
   * A plain post answered by its sending page's route action (`from`: that page's path; `c`: the
   * request, whose visitor decides the variant of a page under test); undefined when no page holds the form.
   */
  answerFromPage?: (from: string | undefined, post: FormPost, c: Context) => Promise<Response | undefined>;
  /** The signed link to a form's file for a stored lead (server/site/downloads.ts); omitted: no link is given. */
  giveDownload?: (unlocked: Unlocked, leadId: string) => Promise<GivenDownload>;
  /** Whether a visitor also gets what they unlocked by email (SMTP configured): the "visitor" channel. */
  visitorEmails?: boolean;
  /** "Work email only": true for a free-mail address. */
  isFreeMail?: AnswerRules["isFreeMail"];
}

type Values = FormRefusal["values"];
/** What a submission learnt of where it was sent from, for the answer's page. */
type Seen = { sent?: URL };
type Stored = { status: 201; id: string; answer: { thanks: FormThanks } | { redirect: string } };
type Outcome = Stored | { status: "discarded"; answer: Stored["answer"] } | Rejection<Values>;

export function registerFormRoute(app: Hono<AppEnv>, deps: FormDeps) {
  app.post(FORM_PATH, (c) => (kindOf(c) === "form" ? plainAnswer(c, deps) : jsonAnswer(c, deps)));
  app.all(FORM_PATH, (c) => c.json({ error: "Method not allowed" }, 405, { ...noStore, Allow: "POST" }));
}

/** The form's id in the address, when it is one. */
function formIdOf(c: Context): number | undefined {
  const id = c.req.param("id") ?? "";
  return /^[1-9]\d{0,8}$/.test(id) ? Number(id) : undefined;
}

async function jsonAnswer(c: Context, deps: FormDeps): Promise<Response> {
  const outcome = await submission(c, deps);
  // A bot is told it succeeded, with the form's own thank-you (without a link): nothing tells it apart.
  if (outcome.status === "discarded") return c.json({ id: randomUUID(), ...outcome.answer }, 201, noStore);
  if (outcome.status === 201) return c.json({ id: outcome.id, ...outcome.answer }, 201, noStore);
  const { status, error, headers = {}, field, fields } = outcome;
  return c.json(status === 422 ? { error, field, fields: fields ?? {} } : { error }, status, { ...noStore, ...headers });
}

/**
 * A form posted without JavaScript: submitted first (its body names the page it came from), then
 * answered by that page's action; without such a page, a minimal answer.
 */
async function plainAnswer(c: Context, deps: FormDeps): Promise<Response> {
  const formId = formIdOf(c);
  const seen: Seen = {};
  const outcome = await submission(c, deps, seen);
  const post: FormPost = { formId: formId ?? 0, submit: async () => postOutcome(outcome, seen.sent) };
  const page = formId === undefined ? undefined : await deps.answerFromPage?.(seen.sent?.pathname, post, c);
  if (page) return "error" in outcome ? withHeaders(page, { ...noStore, ...outcome.headers }) : page;
  if ("error" in outcome) return c.html(minimalFormAnswer({ error: outcome.error }), outcome.status, { ...noStore, ...outcome.headers });
  if ("redirect" in outcome.answer) return c.redirect(outcome.answer.redirect, 303);
  return c.html(minimalFormAnswer({ thanks: outcome.answer.thanks }), 200, noStore);
}

function postOutcome(outcome: Outcome, sent: URL | undefined): FormPostOutcome {
  if ("error" in outcome) {
    const page = sent && sent.pathname + sent.search;
    return { accepted: false, status: outcome.status, values: outcome.values ?? {}, error: outcome.error, field: outcome.field, fields: outcome.fields ?? {}, ...(page && { page }) };
  }
  return { accepted: true, ...outcome.answer };
}

/** One submission through every check, to the durable write and the download it unlocks. */
async function submission(c: Context, deps: FormDeps, seen: Seen = {}): Promise<Outcome> {
  const { logger } = deps;
  const formId = formIdOf(c);
  // Asked before the body is read, so a guessed address costs one lookup in memory; the body is still bounded by intake.
  const form = formId === undefined ? undefined : await deps.publishedForm(formId);
  const taken = await intake(c, deps, (body) => (form ? shownValues(form.document, body) : {}), { lists: true, words: FORM_LOG });
  seen.sent = sendingPage(c, "body" in taken ? taken.body[PAGE_FIELD] : undefined, `http://${requestHost(c, deps.trustProxy)}`);
  if (!form) return "error" in taken ? taken : { status: 404, error: formServerCopy.notFound };
  if (!("body" in taken)) return "error" in taken ? taken : { status: "discarded", answer: answerOf(form.document, undefined) };
  const { kind, body, values, idempotencyKey } = taken;

  const shape = shapeProblem(form.document, body);
  if (shape) return { status: 422, error: shape.message, values, field: shape.field, fields: { [shape.field]: shape.message } };

  const now = new Date();
  const sent = seen.sent;
  const recorded = normalizeAttribution(kind === "json" ? body[ATTRIBUTION_FIELD] : undefined, sent?.href ?? null, now, requestHost(c, deps.trustProxy));
  const checked = checkAnswers(form.document, body, hiddenSources(sent, recorded), { isFreeMail: deps.isFreeMail, copy: formWordsOf(form.translation?.locale).answers });
  if (!checked.success) return { status: 422, error: checked.message, values, field: checked.field, fields: checked.fields };
  // After the answers, as the contact form does: fixing a field never costs a new proof.
  const guard = deps.proofOfWork;
  if (form.document.proofOfWork && guard) {
    const onRefused = (reason: string) => deps.logger.info({ reqId: c.get("requestId"), reason, formId: form.id }, "form: proof of work refused");
    const refused = await proofRefusal(c, deps, () => proofDecision(body, { form: `form-${form.id}`, address: deps.clientAddress(c), guard, onRefused }), values);
    if (refused) return { ...refused, fields: {} };
  }

  const visitor = await leadVisitor(c, deps.experiments, logger);
  const { download } = form.document;
  const unlocked: Unlocked | undefined = download && deps.giveDownload ? unlockedBy(download, now) : undefined;
  const message = { ...checked.lead, message: typeof checked.answers["message"] === "string" ? checked.answers["message"] : "" };
  const input = {
    message,
    channels: leadChannels(deps.channels, unlocked, !!deps.visitorEmails),
    idempotencyKey: idempotencyKey ?? (kind === "form" ? resentKey(form.id, deps.clientAddress(c), body, now) : undefined),
    sourcePage: sent?.pathname.slice(0, 200),
    attribution: recorded,
    visitor,
    form: { id: form.id, version: form.version, answers: checked.answers, consent: checked.consent, unlocked },
    route: routeOf(form.document, checked.answers),
  };
  const result = await storeLead(c, deps, input, values, FORM_LOG, { formId: form.id });
  if ("error" in result) return result;
  // A retry is given the link its stored lead holds, not one that ends later.
  const kept = result.unlocked ?? unlocked;
  const given = kept && deps.giveDownload ? await deps.giveDownload(kept, result.id) : undefined;
  return { status: 201, id: result.id, answer: answerOf(form.document, given) };
}

/**
 * A plain post has no Idempotency-Key, and a browser sends it again when its thank-you is reloaded:
 * the same answers from the same address on the same day are the same lead, answered again.
 */
function resentKey(formId: number, address: string, body: Record<string, unknown>, now: Date): string {
  const answers = JSON.stringify(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  const digest = createHash("sha256").update(`${address}\n${answers}`).digest("base64url");
  return `plain-post:${formId}:${now.toISOString().slice(0, 10)}:${digest}`;
}

const FORM_LOG = {
  stored: "form: answers stored",
  replayed: "form: retried submit returned the stored answers",
  unavailable: "form: database unavailable, answers not stored",
  busy: "form: busy, answers refused with 503 (the oldest waiting longer than busyAfterMs)",
  discarded: "form: honeypot hit discarded",
};

/**
 * The thank-you a stored post gets: the page to go to, or the words (and the download) in place; a
 * form with a download and a page, the link in place with the way on to that page. Decided by what
 * the form offers, not by what was given, so a bot's answer looks the same.
 */
function answerOf(form: FormDocument, download: GivenDownload | undefined): Stored["answer"] {
  const { thankYou } = form;
  const next = pageAfterDownload(form);
  if (next) return { thanks: { heading: formServerCopy.downloadReady, ...(download && { download }), next } };
  if (thankYou.kind === "page") return { redirect: thankYou.path };
  return { thanks: { heading: thankYou.heading, ...(thankYou.body && { body: thankYou.body }), ...(download && { download }) } };
}

/** The first of the form's rules whose field's answer is among its values. */
export function routeOf(form: FormDocument, answers: Record<string, unknown>): AnswerRoute | undefined {
  const rule = form.routing.find((route) => {
    const answer = answers[route.field];
    const given = Array.isArray(answer) ? answer.map(String) : answer === undefined ? [] : [String(answer)];
    return given.some((value) => route.values.includes(value));
  });
  return rule && { name: rule.name, owners: rule.owners };
}

/**
 * The page the form was sent from: the body's `page` (the script's path and query; a plain form's
 * own field), or the Referer when it names that same page (it holds the visitor's query) or there is none.
 */
function sendingPage(c: Context, page: unknown, ownOrigin: string): URL | undefined {
  const parse = (address: string | undefined) => {
    try {
      return address ? new URL(address, ownOrigin) : undefined;
    } catch {
      return undefined;
    }
  };
  const referer = parse(c.req.header("referer"));
  const named = typeof page === "string" && page.startsWith("/") && !page.startsWith("//") ? parse(page.slice(0, 2000)) : undefined;
  if (!named) return referer;
  return referer?.pathname === named.pathname && !named.search ? referer : named;
}

/**
 * Where hidden fields are filled from: the sending page's query, and one touch of the visit, never
 * a mix of two (the last when it has a campaign, else the first when it has one, else the last).
 */
export function hiddenSources(page: URL | undefined, attribution: Attribution): HiddenSources {
  const { first, last } = attribution;
  const touch = last.campaign || !first.campaign ? last : first;
  return {
    query: page?.searchParams ?? new URLSearchParams(),
    attribution: {
      utm_source: touch.source,
      utm_medium: touch.medium,
      utm_campaign: touch.campaign ?? undefined,
      utm_term: touch.term ?? undefined,
      utm_content: touch.content ?? undefined,
      landing_page: first.landingPage ?? undefined,
      referrer: first.referrer ?? undefined,
    },
  };
}
