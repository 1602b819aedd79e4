/**
 * Delivers a lead to Pipedrive (docs/crm.md): one person per address (found by exact email, else
 * created), one open lead per person in the Leads Inbox (its oldest unarchived lead, else a new
 * one), and one note per message on that lead, unless a note naming this lead id is already there.
 * A second message adds a note to the lead the team is already working rather than a second lead.
 *
 * Persons go through API v2 (v1's person endpoints are deprecated); leads, notes and users have only
 * v1. The outbox hands over one address's deliveries one at a time, and the person's id is kept
 * (CrmRecords) because Pipedrive's person search sees a new person only after a delay.
 */
import type { ContactMessageRow } from "#server/platform/db/schema.ts";
import type { Deliverer } from "#server/sales/outbox/deliveries.ts";
import { PermanentFailure } from "#server/platform/jobs/worker.ts";
import {
  crmLeadFor,
  CrmSession,
  DEFAULT_CRM_DEADLINE_MS,
  isRecord,
  leadSummaryHtml,
  mappedAnswers,
  mappedAttribution,
  mentionsLead,
  OWNER_MEMORY_MS,
  recordsInMemory,
  rememberFor,
  type AttributionFieldNames,
  type CrmApi,
  type CrmCall,
  type CrmDeliverySettings,
  type CrmLead,
} from "./shared.ts";

export const PIPEDRIVE_API_URL = "https://api.pipedrive.com";

export interface PipedriveSettings extends CrmDeliverySettings {
  /** The API token of the Pipedrive user the integration acts as (docs/crm.md). */
  apiToken: string;
  /** PIPEDRIVE_API_URL, or the company's https://<company>.pipedrive.com; a test points it at a fake. */
  apiUrl?: string;
  /** Lead custom fields (Pipedrive's 40-character keys, shared with deals) that receive the attribution; without them the note alone has it. */
  attributionFields?: AttributionFieldNames;
}

const NOTES_PER_PAGE = 500;

/** Pipedrive's words from `{success: false, error, error_info?}`. */
export function pipedriveErrorMessage(body: unknown): string | undefined {
  return isRecord(body) && typeof body.error === "string" ? body.error : undefined;
}

const pipedriveApi: CrmApi = { name: "Pipedrive", errorMessage: pipedriveErrorMessage };

interface Answer<T> {
  success?: boolean;
  data?: T | null;
  error?: string;
  additional_data?: { pagination?: { more_items_in_collection?: boolean; next_start?: number } } | null;
}

/** An answer's data; a 2xx that says `success: false` is a refusal like any other. */
function dataOf<T>(answer: Answer<T>): T | null | undefined {
  if (answer.success === false) throw new PermanentFailure(`Pipedrive refused the lead: ${answer.error ?? "success: false"}`);
  return answer.data;
}

interface Person {
  id: number;
  ownerId?: number;
}

async function pipedriveUserId(call: CrmCall, email: string): Promise<number | undefined> {
  const users = dataOf(await call<Answer<Array<{ id: number; email?: string; active_flag?: boolean }>>>(`/v1/users/find?term=${encodeURIComponent(email)}&search_by_email=1`));
  return users?.find((user) => user.active_flag !== false && user.email?.toLowerCase() === email.toLowerCase())?.id;
}

interface PersonSearch {
  items?: Array<{ item: { id: number; emails?: string[]; owner?: { id?: number } | null } }>;
}

async function findPerson(call: CrmCall, email: string): Promise<Person | undefined> {
  const found = dataOf(await call<Answer<PersonSearch>>(`/api/v2/persons/search?term=${encodeURIComponent(email)}&fields=email&exact_match=true&limit=10`));
  // exact_match ignores case; the address is checked again so a near miss is never taken.
  const match = found?.items?.find(({ item }) => item.emails?.some((address) => address.toLowerCase() === email.toLowerCase()));
  return match && { id: match.item.id, ownerId: match.item.owner?.id ?? undefined };
}

/** The person's custom fields (API v2 `custom_fields`, by field key) the form's answers are mapped to, as typed (a note is escaped, a field shows text). */
function personFields(lead: CrmLead): Record<string, string> {
  return mappedAnswers(lead, "pipedrive");
}

async function createPerson(call: CrmCall, lead: CrmLead, ownerId: number | undefined): Promise<Person> {
  const customFields = personFields(lead);
  const person = dataOf(
    await call<Answer<{ id: number; owner_id?: number }>>("/api/v2/persons", {
      method: "POST",
      json: {
        // A person needs a name: a form that asks for none gives the address.
        name: lead.name || lead.email,
        emails: [{ value: lead.email, primary: true, label: "work" }],
        ...(lead.phone ? { phones: [{ value: lead.phone, primary: true, label: "work" }] } : {}),
        ...(ownerId ? { owner_id: ownerId } : {}),
        ...(Object.keys(customFields).length > 0 ? { custom_fields: customFields } : {}),
      },
    }),
  );
  if (!person) throw new Error("Pipedrive created a person but did not answer with it");
  return { id: person.id, ownerId: person.owner_id };
}

async function openLeadOf(call: CrmCall, personId: number): Promise<string | undefined> {
  const leads = dataOf(await call<Answer<Array<{ id: string; is_archived?: boolean }>>>(`/v1/leads?person_id=${personId}&archived_status=not_archived&limit=100`));
  return leads?.find((lead) => !lead.is_archived)?.id;
}

async function leadHasNoteFor(call: CrmCall, pipedriveLeadId: string, leadId: string): Promise<boolean> {
  for (let start = 0; ;) {
    const answer = await call<Answer<Array<{ content?: string }>>>(`/v1/notes?lead_id=${encodeURIComponent(pipedriveLeadId)}&start=${start}&limit=${NOTES_PER_PAGE}`);
    if (dataOf(answer)?.some((note) => mentionsLead(note.content, leadId))) return true;
    const pagination = answer.additional_data?.pagination;
    if (!pagination?.more_items_in_collection) return false;
    start = pagination.next_start ?? start + NOTES_PER_PAGE;
  }
}

function leadTitle(lead: CrmLead): string {
  const who = lead.name || lead.email;
  return lead.company ? `${who} (${lead.company})` : who;
}

/** The lead's values other than title and person: its owner and the mapped attribution (top-level custom field keys in v1). */
function leadValues(lead: CrmLead, ownerId: number | undefined, settings: PipedriveSettings): Record<string, unknown> {
  return { ...(ownerId ? { owner_id: ownerId } : {}), ...mappedAttribution(lead, settings.attributionFields) };
}

async function createLead(call: CrmCall, lead: CrmLead, personId: number, ownerId: number | undefined, settings: PipedriveSettings): Promise<string> {
  const created = dataOf(await call<Answer<{ id: string }>>("/v1/leads", { method: "POST", json: { title: leadTitle(lead), person_id: personId, ...leadValues(lead, ownerId, settings) } }));
  if (!created) throw new Error("Pipedrive created a lead but did not answer with it");
  return created.id;
}

async function addNote(call: CrmCall, pipedriveLeadId: string, lead: CrmLead) {
  dataOf(await call<Answer<unknown>>("/v1/notes", { method: "POST", json: { content: leadSummaryHtml(lead), lead_id: pipedriveLeadId } }));
}

export function createPipedriveDelivery(settings: PipedriveSettings): Deliverer {
  const deadlineMs = settings.timeoutMs ?? DEFAULT_CRM_DEADLINE_MS;
  const apiUrl = (settings.apiUrl ?? PIPEDRIVE_API_URL).replace(/\/+$/, "");
  const userIds = rememberFor<number | undefined>(OWNER_MEMORY_MS);
  const records = settings.records ?? recordsInMemory();

  /** The contact's person: searched, else the one an earlier delivery created (search may not see it yet), else a new one. */
  async function personFor(call: CrmCall, message: ContactMessageRow, lead: CrmLead, ownerId: number | undefined): Promise<Person & { isNew: boolean }> {
    const known = (await findPerson(call, lead.email)) ?? ((await records.get(message)) as Person | undefined);
    if (known) return { ...known, isNew: false };
    const person = await createPerson(call, lead, ownerId);
    await records.keep(message, person);
    return { ...person, isNew: true };
  }

  /** A person found: its owner when ours differs, and the fields this lead's answers fill. */
  async function updatePerson(call: CrmCall, message: ContactMessageRow, person: Person, ownerId: number | undefined, customFields: Record<string, string>) {
    const newOwner = ownerId !== undefined && person.ownerId !== ownerId;
    const hasFields = Object.keys(customFields).length > 0;
    if (!newOwner && !hasFields) return;
    await call(`/api/v2/persons/${person.id}`, { method: "PATCH", json: { ...(newOwner ? { owner_id: ownerId } : {}), ...(hasFields ? { custom_fields: customFields } : {}) } });
    if (newOwner) await records.keep(message, { id: person.id, ownerId });
  }

  return {
    deadlineMs,
    oneAtATimePerContact: true,
    async deliver(message) {
      const lead = await crmLeadFor(message, settings.publishedForms);
      const session = new CrmSession(pipedriveApi, deadlineMs);
      const call: CrmCall = (path, request = {}) => session.json(`${apiUrl}${path}`, { ...request, headers: { "x-api-token": settings.apiToken, ...request.headers } });
      const ownerEmail = await settings.ownerOf(message);
      const ownerId = ownerEmail ? await userIds(ownerEmail.toLowerCase(), () => pipedriveUserId(call, ownerEmail)) : undefined;
      const person = await personFor(call, message, lead, ownerId);
      const openLead = person.isNew ? undefined : await openLeadOf(call, person.id);
      if (openLead && (await leadHasNoteFor(call, openLead, lead.id))) return;
      if (!person.isNew) await updatePerson(call, message, person, ownerId, personFields(lead));
      const values = leadValues(lead, ownerId, settings);
      if (openLead && Object.keys(values).length > 0) await call(`/v1/leads/${encodeURIComponent(openLead)}`, { method: "PATCH", json: values });
      await addNote(call, openLead ?? (await createLead(call, lead, person.id, ownerId, settings)), lead);
    },
  };
}
