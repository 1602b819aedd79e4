/**
 * Delivers a lead to HubSpot (CRM API v3, docs/crm.md): the contact is upserted by email (batch
 * upsert with idProperty=email, so a repeat or a second message updates the one contact), then the
 * message becomes a note associated with it, unless a note naming this lead id is already there.
 * The lead's owner in the inbox becomes the contact's and the note's `hubspot_owner_id` when a
 * HubSpot owner has that email; otherwise HubSpot's own default stands.
 */
import type { Deliverer } from "#server/sales/outbox/deliveries.ts";
import { PermanentFailure } from "#server/platform/jobs/worker.ts";
import {
  ATTRIBUTION_FIELDS,
  crmLeadFor,
  CrmSession,
  DEFAULT_CRM_DEADLINE_MS,
  isRecord,
  leadSummaryHtml,
  mappedAnswers,
  mappedAttribution,
  mentionsLead,
  OWNER_MEMORY_MS,
  rememberFor,
  type AttributionField,
  type AttributionFieldNames,
  type CrmApi,
  type CrmCall,
  type CrmDeliverySettings,
  type CrmLead,
} from "./shared.ts";

export const HUBSPOT_API_URL = "https://api.hubapi.com";

export interface HubSpotSettings extends CrmDeliverySettings {
  /** A private app's access token (docs/crm.md lists the scopes it needs). */
  accessToken: string;
  /** The API's address; HUBSPOT_API_URL unless a test points it at a fake. */
  apiUrl?: string;
  /**
   * Contact properties that receive the attribution. HubSpot's own source properties are read-only,
   * so these are custom ones the operator creates (docs/crm.md); without them the note alone has it.
   */
  attributionProperties?: AttributionFieldNames;
}

/** The custom contact properties docs/crm.md suggests: `lead_first_utm_source`… (HUBSPOT_ATTRIBUTION_PROPERTIES=lead_*). */
export const SUGGESTED_HUBSPOT_PROPERTIES = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, `lead_${field}`])) as Record<AttributionField, string>;

/** HubSpot-defined association type: note to contact. */
const NOTE_TO_CONTACT = 202;
/** The batch read endpoint takes at most 100 ids. */
const NOTES_PER_READ = 100;

/**
 * HubSpot's words from `{status: "error", message, errors?, category, correlationId}`. A property
 * error's message embeds a JSON list ("Property values were not valid: [{…"message":"Property \"x\"
 * does not exist"…}]"): its inner messages are what a person can act on.
 */
export function hubspotErrorMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const message = typeof body.message === "string" ? body.message : undefined;
  const details = Array.isArray(body.errors) ? body.errors.flatMap((error) => (isRecord(error) && typeof error.message === "string" ? [error.message] : [])) : [];
  return (message && propertyErrorsIn(message)) || details.join("; ") || message;
}

function propertyErrorsIn(message: string): string | undefined {
  const start = message.indexOf("[{");
  if (start < 0) return undefined;
  try {
    const list: unknown = JSON.parse(message.slice(start));
    const messages = Array.isArray(list) ? list.flatMap((item) => (isRecord(item) && typeof item.message === "string" ? [item.message] : [])) : [];
    return messages.join("; ") || undefined;
  } catch {
    return undefined;
  }
}

const hubspotApi: CrmApi = { name: "HubSpot", errorMessage: hubspotErrorMessage };

interface Owners {
  results?: Array<{ id: string; email?: string }>;
}

async function hubspotOwnerId(call: CrmCall, email: string): Promise<string | undefined> {
  const answer = await call<Owners>(`/crm/v3/owners?email=${encodeURIComponent(email)}&limit=10`);
  return answer.results?.find((owner) => owner.email?.toLowerCase() === email.toLowerCase())?.id;
}

function contactProperties(lead: CrmLead, ownerId: string | undefined, attribution: AttributionFieldNames | undefined): Record<string, string> {
  return {
    // A form's answers first: a field mapped onto email or the owner cannot overwrite the lead's own.
    ...mappedAnswers(lead, "hubspot"),
    email: lead.email,
    // An empty value would clear what the contact already has: only what the visitor gave is sent.
    ...(lead.firstName ? { firstname: lead.firstName } : {}),
    ...(lead.lastName ? { lastname: lead.lastName } : {}),
    ...(lead.company ? { company: lead.company } : {}),
    ...(lead.phone ? { phone: lead.phone } : {}),
    ...(ownerId ? { hubspot_owner_id: ownerId } : {}),
    ...mappedAttribution(lead, attribution),
  };
}

interface BatchAnswer {
  results?: Array<{ id: string; new?: boolean }>;
  errors?: Array<{ message?: string }>;
}

/** Creates or updates the contact with this email in one atomic call: never a second contact. */
async function upsertContact(call: CrmCall, properties: Record<string, string>): Promise<{ id: string; isNew: boolean }> {
  const answer = await call<BatchAnswer>("/crm/v3/objects/contacts/batch/upsert", {
    method: "POST",
    json: { inputs: [{ id: properties.email, idProperty: "email", properties }] },
  });
  const contact = answer.results?.[0];
  // A 207 (multi-status) carries the refusal of our one input in `errors`.
  if (!contact) throw new PermanentFailure(`HubSpot refused the lead: ${answer.errors?.map((error) => error.message).join("; ") || "no contact in its answer"}`);
  return { id: contact.id, isNew: contact.new === true };
}

interface AssociationPage {
  results?: Array<{ toObjectId: string | number }>;
  paging?: { next?: { after?: string } };
}

interface NotesRead {
  results?: Array<{ id: string; properties?: { hs_note_body?: string | null } }>;
}

/**
 * Whether one of the contact's notes names this lead: the contact's associations and the notes'
 * bodies are read directly (not through search, whose index lags), so a repeat right after a send sees it.
 */
async function contactHasNoteFor(call: CrmCall, contactId: string, leadId: string): Promise<boolean> {
  let after: string | undefined;
  do {
    const page = await call<AssociationPage>(`/crm/v4/objects/contacts/${encodeURIComponent(contactId)}/associations/notes?limit=500${after ? `&after=${encodeURIComponent(after)}` : ""}`);
    const ids = (page.results ?? []).map((association) => String(association.toObjectId));
    for (let start = 0; start < ids.length; start += NOTES_PER_READ) {
      const notes = await call<NotesRead>("/crm/v3/objects/notes/batch/read", {
        method: "POST",
        json: { properties: ["hs_note_body"], inputs: ids.slice(start, start + NOTES_PER_READ).map((id) => ({ id })) },
      });
      if (notes.results?.some((note) => mentionsLead(note.properties?.hs_note_body, leadId))) return true;
    }
    after = page.paging?.next?.after;
  } while (after);
  return false;
}

async function addNote(call: CrmCall, contactId: string, lead: CrmLead, ownerId: string | undefined) {
  await call("/crm/v3/objects/notes", {
    method: "POST",
    json: {
      properties: { hs_timestamp: lead.createdAt, hs_note_body: leadSummaryHtml(lead), ...(ownerId ? { hubspot_owner_id: ownerId } : {}) },
      associations: [{ to: { id: contactId }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: NOTE_TO_CONTACT }] }],
    },
  });
}

export function createHubSpotDelivery(settings: HubSpotSettings): Deliverer {
  const deadlineMs = settings.timeoutMs ?? DEFAULT_CRM_DEADLINE_MS;
  const apiUrl = (settings.apiUrl ?? HUBSPOT_API_URL).replace(/\/+$/, "");
  const ownerIds = rememberFor<string | undefined>(OWNER_MEMORY_MS);
  return {
    deadlineMs,
    oneAtATimePerContact: true,
    async deliver(message) {
      const session = new CrmSession(hubspotApi, deadlineMs);
      const call: CrmCall = (path, request = {}) => session.json(`${apiUrl}${path}`, { ...request, headers: { authorization: `Bearer ${settings.accessToken}`, ...request.headers } });
      const lead = await crmLeadFor(message, settings.publishedForms);
      const ownerEmail = await settings.ownerOf(message);
      const ownerId = ownerEmail ? await ownerIds(ownerEmail.toLowerCase(), () => hubspotOwnerId(call, ownerEmail)) : undefined;
      const contact = await upsertContact(call, contactProperties(lead, ownerId, settings.attributionProperties));
      // A contact created just now has no notes; one that existed may already have this lead's.
      if (!contact.isNew && (await contactHasNoteFor(call, contact.id, lead.id))) return;
      await addNote(call, contact.id, lead, ownerId);
    },
  };
}
