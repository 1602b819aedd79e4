/**
 * What the CRM deliverers (hubspot.ts, salesforce.ts, pipedrive.ts) share: the lead as a CRM sees it
 * (the name split, the attribution flattened, a summary that names the lead id so a repeat can be
 * recognised), and one way to call an API that turns each answer into what the outbox worker acts on:
 * 2xx a value; 429 or 503 `RetryLater` with the CRM's own wait; a refusal (400, 401, 403, 404, 422…)
 * a `PermanentFailure` quoting the CRM; 5xx, timeouts and network errors a plain Error (backoff).
 */
import type { Attribution, Touch } from "#shared/attribution.ts";
import { experimentsSeenLine } from "#shared/attribution-facts.ts";
import type { ContactMessageRow } from "#server/platform/db/schema.ts";
import { PermanentFailure, RetryLater } from "#server/platform/jobs/worker.ts";
import { escapeHtml } from "#server/platform/html-text.ts";
import type { FormAnswers, FormDocument, FormField } from "#shared/forms/form.ts";
import { answerValueText, crmPropertiesOf, formLeadLines, formLeadText, type CrmName, type FormLeadText } from "#shared/forms/answer-text.ts";
import { formDocumentOf, type PublishedForms } from "#shared/forms/published-forms.ts";

/** The longest one delivery may take, all of its requests together (the worker's lease outlasts it). */
/**
 * The CRM's record of a contact as this site last created or found it (its id), kept in the store
 * (`crm_records`) so that every process finds it at once: a CRM's search may not see a new record
 * for a while. Without a store, this process's memory.
 */
export interface CrmRecords {
  get(message: ContactMessageRow): Promise<unknown>;
  keep(message: ContactMessageRow, record: unknown): Promise<void>;
}

/** What every CRM destination is given besides its credentials. */
export interface CrmDeliverySettings {
  /** The deadline of one delivery, all of its requests together. */
  timeoutMs?: number;
  /** The email of the lead's owner in the inbox, if it has one. */
  ownerOf: (message: ContactMessageRow) => Promise<string | undefined>;
  records?: CrmRecords;
  /** The built forms' versions (a port, pipeline.ts): a form lead's answers go to the properties its fields name. */
  publishedForms?: PublishedForms;
}

/** CrmRecords in this process's memory, for a deliverer without a store (the contract tests). */
export function recordsInMemory(): CrmRecords {
  const records = new Map<string, unknown>();
  return {
    get: async (message) => records.get(message.contactId),
    keep: async (message, record) => void records.set(message.contactId, record),
  };
}

export const DEFAULT_CRM_DEADLINE_MS = 30_000;
/** The wait when a CRM says "later" (429, 503) without a usable Retry-After. */
export const DEFAULT_RETRY_AFTER_MS = 60_000;
/** How long a looked-up owner (found or not) is reused: one look-up per owner per burst of leads. */
export const OWNER_MEMORY_MS = 10 * 60_000;

/** The attribution values a CRM can store in fields of its own, flat. */
export const ATTRIBUTION_FIELDS = [
  "first_utm_source",
  "first_utm_medium",
  "first_utm_campaign",
  "first_utm_term",
  "first_utm_content",
  "last_utm_source",
  "last_utm_medium",
  "last_utm_campaign",
  "last_utm_term",
  "last_utm_content",
  "landing_page",
  "referrer",
  "click_id",
  // "Home hero: b; Pricing offer: control": the page experiments the visitor saw (ADR 042).
  "experiments",
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
/** Which CRM property (or field key) receives each attribution value; a field left out is not sent. */
export type AttributionFieldNames = Partial<Record<AttributionField, string>>;

/** A lead as the CRMs are given it: empty optional values are absent, never "". */
export interface CrmLead {
  id: string;
  /** "" when the form asked for no name. */
  name: string;
  /** "" for a one-word name, which goes in lastName (the field Salesforce requires). */
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  phone?: string;
  message: string;
  sourcePage?: string;
  /** ISO 8601. */
  createdAt: string;
  attribution: Partial<Record<AttributionField, string>>;
  /** Who the visitor came through, each touch on one line ("First touch: google / cpc, …"); none when unknown. */
  touches: string[];
  /** The built form it answered, with its answers; absent for the contact form. */
  form?: CrmForm;
}

/** A form lead's answers as the CRMs are given them: text for the note, and the version's fields for the mapped properties. */
export interface CrmForm extends FormLeadText {
  document: FormDocument | undefined;
  answers: FormAnswers;
}

/**
 * The visitor's name as the CRMs take it: the lead's own, else a form's `first_name` and
 * `last_name` answers; all "" when the form asked for no name (each CRM then sends none, or its fallback).
 */
export function nameOf(message: Pick<ContactMessageRow, "name" | "answers">): Pick<CrmLead, "name" | "firstName" | "lastName"> {
  if (message.name.trim()) return { name: message.name, ...splitName(message.name) };
  const part = (key: string) => {
    const value = message.answers?.[key];
    return typeof value === "string" ? value.trim() : "";
  };
  const [firstName, lastName] = [part("first_name"), part("last_name")];
  // One part only is the last name: the field Salesforce requires.
  return { name: [firstName, lastName].filter(Boolean).join(" "), ...(lastName ? { firstName, lastName } : { firstName: "", lastName: firstName }) };
}

export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: "", lastName: words[0] ?? "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1)! };
}

/** The touch's first click id as "gclid=…": the ad click that brought the visitor. */
function clickIdOf(touch: Touch): string | undefined {
  const [entry] = Object.entries(touch.clickIds);
  return entry ? `${entry[0]}=${entry[1]}` : undefined;
}

function withoutEmpty<T extends string>(values: Partial<Record<T, string | null | undefined>>): Partial<Record<T, string>> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === "string" && value !== "")) as Partial<Record<T, string>>;
}

/** First and last touch as flat values; the landing page and referrer are the first touch's (where the visit began). */
export function flatAttribution(attribution: Attribution | null): Partial<Record<AttributionField, string>> {
  if (!attribution) return {};
  const { first, last } = attribution;
  return withoutEmpty<AttributionField>({
    first_utm_source: first.source,
    first_utm_medium: first.medium,
    first_utm_campaign: first.campaign,
    first_utm_term: first.term,
    first_utm_content: first.content,
    last_utm_source: last.source,
    last_utm_medium: last.medium,
    last_utm_campaign: last.campaign,
    last_utm_term: last.term,
    last_utm_content: last.content,
    landing_page: first.landingPage,
    referrer: first.referrer,
    click_id: clickIdOf(last) ?? clickIdOf(first),
    experiments: experimentsSeenLine(attribution),
  });
}

function touchLine(label: string, touch: Touch): string {
  const parts = [
    `${touch.source} / ${touch.medium}`,
    touch.campaign && `campaign ${touch.campaign}`,
    touch.term && `term ${touch.term}`,
    touch.content && `content ${touch.content}`,
    touch.landingPage && `landed on ${touch.landingPage}`,
    touch.referrer && `from ${touch.referrer}`,
    clickIdOf(touch),
  ];
  return `${label}: ${parts.filter(Boolean).join(", ")}`;
}

function experimentsTouch(attribution: Attribution): string[] {
  const line = experimentsSeenLine(attribution);
  return line ? [`Experiments seen: ${line}`] : [];
}

function crmFormOf(message: ContactMessageRow, document: FormDocument | undefined): CrmForm | undefined {
  const text = formLeadText(message, document);
  return text && { ...text, document, answers: message.answers ?? {} };
}

/** The lead as the CRMs get it, with its form's answers (`publishedForms`: the port that reads its version). */
export async function crmLeadFor(message: ContactMessageRow, publishedForms: PublishedForms | undefined): Promise<CrmLead> {
  return crmLeadOf(message, await formDocumentOf(publishedForms, message));
}

export function crmLeadOf(message: ContactMessageRow, document?: FormDocument): CrmLead {
  const { attribution } = message;
  const form = crmFormOf(message, document);
  return {
    id: message.id,
    ...nameOf(message),
    email: message.email,
    ...(message.company ? { company: message.company } : {}),
    ...(message.phone ? { phone: message.phone } : {}),
    message: message.message,
    ...(message.sourcePage ? { sourcePage: message.sourcePage } : {}),
    createdAt: message.createdAt.toISOString(),
    attribution: flatAttribution(attribution),
    touches: attribution ? [touchLine("First touch", attribution.first), touchLine("Last touch", attribution.last), ...experimentsTouch(attribution)] : [],
    ...(form ? { form } : {}),
  };
}

/* eslint-disable no-control-regex -- removing control characters is the point */
const LINE_BREAKS = /\r\n?|\n|\u2028|\u2029/g;
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;
/* eslint-enable no-control-regex */

/**
 * An answer as a CRM property's text: no control characters; one line, but for a long text, which
 * keeps its line breaks. Lists joined with ";". Sent as typed to every CRM: their property fields
 * show text as text, and a dropdown's value must match as it is ("R&D", not "R&amp;D"); only the
 * HTML notes (HubSpot, Pipedrive) escape it, with the rest of the note.
 */
export function propertyText(field: FormField, value: FormAnswers[string]): string {
  return answerValueText(value)
    .replace(LINE_BREAKS, field.kind === "long-text" ? "\n" : " ")
    .replace(CONTROLS, " ");
}

/** `{CRM property: text}` for the lead's answers whose fields name a property of this CRM. */
export function mappedAnswers(lead: CrmLead, crm: CrmName): Record<string, string> {
  if (!lead.form) return {};
  const mapped = crmPropertiesOf(lead.form.document, lead.form.answers, crm);
  return Object.fromEntries(Object.entries(mapped).map(([property, { field, value }]) => [property, propertyText(field, value)]));
}

/** The values to send as `{crm name: value}` for the attribution fields the operator mapped. */
export function mappedAttribution(lead: CrmLead, names: AttributionFieldNames | undefined): Record<string, string> {
  if (!names) return {};
  return Object.fromEntries(ATTRIBUTION_FIELDS.flatMap((field) => (names[field] && lead.attribution[field] ? [[names[field], lead.attribution[field]]] : [])));
}

/**
 * The fields a pattern names. "experiments" is named only on its own (`experiments=lead_experiments`):
 * a pattern set before it existed would name a property nobody made, and every lead that saw an
 * experiment would be refused by the CRM.
 */
const PATTERN_FIELDS = ATTRIBUTION_FIELDS.filter((field) => field !== "experiments");

/**
 * The attribution field names as configured (an environment variable): one pattern for all
 * fields, "*" standing for the field ("lead_*" gives lead_first_utm_source…, "*__c" Salesforce's
 * custom first_utm_source__c…), and/or pairs ("first_utm_source=9d2f…, click_id=41ab…", Pipedrive's
 * field keys), comma-separated. An unknown field is a configuration error, said at boot rather than lost.
 */
export function parseAttributionFieldNames(text: string | undefined): AttributionFieldNames | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  const names: AttributionFieldNames = {};
  for (const part of value
    .split(",")
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    if (!part.includes("=")) {
      if (!part.includes("*")) throw new Error(`"${part}" is neither a pattern with "*" nor attribution_field=crm_name pairs`);
      for (const field of PATTERN_FIELDS) names[field] = part.replaceAll("*", field);
      continue;
    }
    const [field, name] = part.split("=").map((piece) => piece.trim());
    if (!ATTRIBUTION_FIELDS.includes(field as AttributionField) || !name) {
      throw new Error(`"${part}" is not attribution_field=crm_name (fields: ${ATTRIBUTION_FIELDS.join(", ")})`);
    }
    names[field as AttributionField] = name;
  }
  return names;
}

/**
 * The lead as text for a note or a description. Its first line names the lead id: the marker a
 * repeated delivery looks for before adding the message again.
 */
export function leadSummary(lead: CrmLead): string {
  return [
    `Website message, lead ${lead.id}`,
    `Received: ${lead.createdAt}`,
    `From: ${lead.name ? `${lead.name} ` : ""}<${lead.email}>`,
    ...(lead.company ? [`Company: ${lead.company}`] : []),
    ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
    ...(lead.sourcePage ? [`Sent from: ${lead.sourcePage}`] : []),
    ...lead.touches,
    ...(lead.form ? ["", ...formLeadLines(lead.form)] : []),
    // A form without a "message" field has no message to add.
    ...(lead.form && !lead.message ? [] : ["", lead.message]),
  ].join("\n");
}

export function mentionsLead(text: string | null | undefined, leadId: string): boolean {
  return typeof text === "string" && text.includes(leadId);
}

/** The summary for CRMs whose notes are HTML (HubSpot, Pipedrive): escaped, one line per line. */
export function leadSummaryHtml(lead: CrmLead): string {
  return escapeHtml(leadSummary(lead)).replace(/\r?\n/g, "<br>");
}

/** Cut to at most `max` characters, never inside a surrogate pair (CRMs count characters). */
export function truncate(value: string, max: number): string {
  const characters = Array.from(value);
  return characters.length <= max ? value : characters.slice(0, max).join("");
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A CRM as the HTTP helper needs it: its name for messages, and how to read its error bodies. */
export interface CrmApi {
  name: string;
  /** The CRM's own words from an error body in its documented shape; undefined if there are none. */
  errorMessage(body: unknown): string | undefined;
}

/** Milliseconds to wait from a Retry-After header: seconds or an HTTP date; the default if absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  const text = header?.trim();
  if (!text) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, at - now);
}

function wordsOf(api: CrmApi, status: number, statusText: string, text: string): string {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): the text itself, shortened, is the best there is.
  }
  return api.errorMessage(body) ?? (text.trim().slice(0, 300) || statusText || `HTTP ${status}`);
}

/** "0.3", "30": a duration as people read it in a message. */
const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

/** The outcome of an answer that is not a success, as the worker reads errors. */
export function failureOf(api: CrmApi, status: number, retryAfter: string | null, text: string, statusText = ""): Error {
  const said = wordsOf(api, status, statusText, text);
  if (status === 429 || status === 503) {
    const wait = retryAfterMs(retryAfter);
    return new RetryLater(`${api.name} asked to wait (${status}): ${said}; next try in ${seconds(wait)} s`, wait);
  }
  // A timeout or a conflict with a concurrent write may pass; anything else in 4xx will not.
  if (status >= 500 || status === 408 || status === 409 || status === 425) return new Error(`${api.name} failed (${status}): ${said}`);
  if (status >= 400) return new PermanentFailure(`${api.name} refused the lead (${status}): ${said}`);
  return new Error(`${api.name} answered ${status} unexpectedly: ${said}`);
}

/** The value of a 2xx answer (undefined when empty); the matching failure for anything else. */
export async function readAnswer<T>(api: CrmApi, response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw failureOf(api, response.status, response.headers.get("retry-after"), text, response.statusText);
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${api.name} answered ${response.status} with a body that is not JSON`);
  }
}

export interface CrmRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (OAuth token requests). */
  form?: Record<string, string>;
}

/** A call to one CRM's API by path, authenticated: its JSON, or the failure the worker acts on. */
export type CrmCall = <T>(path: string, request?: CrmRequest) => Promise<T>;

/**
 * One delivery's requests: each is sent within what is left of the delivery's deadline, so the
 * delivery as a whole never outlives the worker's lease on it.
 */
export class CrmSession {
  private readonly endsAt: number;

  constructor(
    readonly api: CrmApi,
    readonly deadlineMs: number,
  ) {
    this.endsAt = Date.now() + deadlineMs;
  }

  /** The raw answer; throws only when the CRM could not be reached in time (a plain Error: retried). */
  async send(url: string, request: CrmRequest = {}): Promise<Response> {
    const left = this.endsAt - Date.now();
    if (left <= 0) throw new Error(`${this.api.name} did not answer within ${seconds(this.deadlineMs)} s`);
    const headers: Record<string, string> = { accept: "application/json", "user-agent": "lead-pipeline/1", ...request.headers };
    let body: string | undefined;
    if (request.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(request.form).toString();
    }
    try {
      return await fetch(url, { method: request.method ?? "GET", headers, body, signal: AbortSignal.timeout(left), redirect: "error" });
    } catch (error) {
      // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, ENOTFOUND, a TLS error).
      const detail = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
      const reason = (error as Error).name === "TimeoutError" ? `did not answer within ${seconds(this.deadlineMs)} s` : `could not be reached: ${detail}`;
      throw new Error(`${this.api.name} ${reason}`, { cause: error });
    }
  }

  async json<T>(url: string, request: CrmRequest = {}): Promise<T> {
    return readAnswer<T>(this.api, await this.send(url, request));
  }
}

/**
 * Remembers what `look` found for a key (including "nothing") for `ttlMs`; a failed look-up is not
 * remembered, so the next delivery asks again.
 */
export function rememberFor<T>(ttlMs: number): (key: string, look: () => Promise<T>) => Promise<T> {
  const memory = new Map<string, { value: T; until: number }>();
  return async (key, look) => {
    const known = memory.get(key);
    if (known && known.until > Date.now()) return known.value;
    const value = await look();
    memory.set(key, { value, until: Date.now() + ttlMs });
    return value;
  };
}
