/**
 * A fake HubSpot (CRM API v3/v4) for contract tests, following the documented requests and answers
 * of what the deliverer uses: contacts batch upsert by email, notes (create, batch read) associated
 * to contacts, the v4 association list, owners by email; private-app bearer auth; errors as
 * `{status: "error", message, correlationId, category}`. A contact property that does not exist
 * (standard ones plus `customProperties`) is refused the way HubSpot refuses it.
 */
import { bearerOf, correlationId, retryAfterHeader, startFakeServer, type FakeAnswer, type FakeFailure, type FakeRequest, type FakeServer, type FakeServerOptions } from "./fake-http.ts";

export interface HubSpotOwner {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface HubSpotContact {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

export interface HubSpotNote {
  id: string;
  properties: Record<string, string>;
  /** The contacts it is associated with (note to contact, type 202). */
  contactIds: string[];
  createdAt: string;
}

export interface FakeHubSpotOptions {
  port?: number;
  accessToken?: string;
  owners?: HubSpotOwner[];
  /** Custom contact properties the portal has (the attribution ones, say). */
  customProperties?: string[];
  /** Told of each request once answered (fake-http.ts). */
  onAnswer?: FakeServerOptions["onAnswer"];
}

export interface FakeHubSpot extends FakeServer {
  accessToken: string;
  contacts: HubSpotContact[];
  notes: HubSpotNote[];
  owners: HubSpotOwner[];
  contactByEmail(email: string): HubSpotContact | undefined;
  notesOf(contactId: string): HubSpotNote[];
}

const STANDARD_CONTACT_PROPERTIES = [
  "email",
  "firstname",
  "lastname",
  "company",
  "phone",
  "mobilephone",
  "website",
  "jobtitle",
  "message",
  "lifecyclestage",
  "hs_lead_status",
  "hubspot_owner_id",
  "city",
  "country",
];
const NOTE_PROPERTIES = ["hs_timestamp", "hs_note_body", "hubspot_owner_id", "hs_attachment_ids"];
const NOTE_TO_CONTACT = 202;

const error = (status: number, message: string, category: string, extra: Record<string, unknown> = {}): FakeAnswer => ({
  status,
  body: { status: "error", message, correlationId: correlationId(), category, ...extra },
});

/** HubSpot's property validation error: the details are a JSON list inside the message. */
function propertiesNotValid(problems: Array<{ name: string; message: string; error: string }>): FakeAnswer {
  const details = problems.map((problem) => ({ isValid: false, message: problem.message, error: problem.error, name: problem.name }));
  return error(400, `Property values were not valid: ${JSON.stringify(details)}`, "VALIDATION_ERROR");
}

const UNAUTHORIZED =
  "Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview";

function failureAnswer(failure: Exclude<FakeFailure, { kind: "stall" }>): FakeAnswer {
  switch (failure.kind) {
    case "rate-limit":
      return {
        status: 429,
        headers: retryAfterHeader(failure),
        body: { status: "error", message: "You have reached your ten_secondly_rolling limit.", errorType: "RATE_LIMIT", correlationId: correlationId(), policyName: "TEN_SECONDLY_ROLLING" },
      };
    case "server-error":
      return error(failure.status ?? 500, "Internal error", "INTERNAL_ERROR");
    case "unauthorized":
      return error(401, UNAUTHORIZED, "INVALID_AUTHENTICATION");
    case "validation":
      return failure.message ? error(400, failure.message, "VALIDATION_ERROR") : propertiesNotValid([{ name: "email", message: "Email address is invalid", error: "INVALID_EMAIL" }]);
  }
}

/** What the fake portal holds; ids count up across contacts and notes. */
interface Portal {
  owners: HubSpotOwner[];
  contactProperties: Set<string>;
  contacts: HubSpotContact[];
  notes: HubSpotNote[];
  nextId: number;
}

const now = () => new Date().toISOString();
const contactByEmail = (portal: Portal, email: string) => portal.contacts.find((contact) => contact.properties.email?.toLowerCase() === email.toLowerCase());

function propertyProblems(portal: Portal, properties: Record<string, unknown>, known: Set<string>) {
  const { owners } = portal;
  return Object.entries(properties).flatMap(([name, value]) => {
    if (!known.has(name)) return [{ name, message: `Property "${name}" does not exist`, error: "PROPERTY_DOESNT_EXIST" }];
    if (name === "hubspot_owner_id" && !owners.some((owner) => owner.id === value)) {
      return [{ name, message: `${String(value)} was not one of the allowed options: [${owners.map((owner) => owner.id).join(", ")}]`, error: "INVALID_OPTION" }];
    }
    return [];
  });
}

function listOwners(portal: Portal, query: URLSearchParams): FakeAnswer {
  const email = query.get("email")?.toLowerCase();
  const results = portal.owners.filter((owner) => !email || owner.email.toLowerCase() === email);
  return { status: 200, body: { results: results.map((owner) => ({ ...owner, type: "PERSON", userId: Number(owner.id) + 1, createdAt: now(), updatedAt: now(), archived: false })) } };
}

function upsertContacts(portal: Portal, body: unknown): FakeAnswer {
  const inputs = (body as { inputs?: Array<{ id?: string; idProperty?: string; properties?: Record<string, string> }> })?.inputs;
  if (!Array.isArray(inputs) || inputs.length === 0) return error(400, "Invalid input JSON on line 1: inputs is required", "VALIDATION_ERROR");
  const problems = inputs.flatMap((input) =>
    input.idProperty === "email" && input.id
      ? propertyProblems(portal, input.properties ?? {}, portal.contactProperties)
      : [{ name: "idProperty", message: "idProperty must be a unique property such as email", error: "INVALID_ID_PROPERTY" }],
  );
  if (problems.length > 0) return propertiesNotValid(problems);
  const startedAt = now();
  const results = inputs.map((input) => {
    const existing = contactByEmail(portal, input.id!);
    const contact = existing ?? { id: String(portal.nextId++), properties: {}, createdAt: now(), updatedAt: now() };
    Object.assign(contact.properties, input.properties, { email: existing?.properties.email ?? input.id! });
    contact.updatedAt = now();
    if (!existing) portal.contacts.push(contact);
    return { id: contact.id, properties: { ...contact.properties, hs_object_id: contact.id }, createdAt: contact.createdAt, updatedAt: contact.updatedAt, archived: false, new: !existing };
  });
  return { status: 200, body: { status: "COMPLETE", results, startedAt, completedAt: now() } };
}

function createNote(portal: Portal, body: unknown): FakeAnswer {
  const input = body as { properties?: Record<string, string>; associations?: Array<{ to?: { id?: string }; types?: Array<{ associationCategory?: string; associationTypeId?: number }> }> };
  const properties = input?.properties ?? {};
  const problems = propertyProblems(portal, properties, new Set(NOTE_PROPERTIES));
  if (!properties.hs_timestamp) problems.push({ name: "hs_timestamp", message: "hs_timestamp is required", error: "REQUIRED_FIELD" });
  if (problems.length > 0) return propertiesNotValid(problems);
  const contactIds: string[] = [];
  for (const association of input.associations ?? []) {
    const target = association.to?.id;
    const typed = association.types?.some((type) => type.associationCategory === "HUBSPOT_DEFINED" && type.associationTypeId === NOTE_TO_CONTACT);
    if (!target || !typed || !portal.contacts.some((contact) => contact.id === target)) return error(400, `One or more associations are invalid: ${JSON.stringify(association)}`, "VALIDATION_ERROR");
    contactIds.push(target);
  }
  const note = { id: String(portal.nextId++), properties: { ...properties }, contactIds, createdAt: now() };
  portal.notes.push(note);
  return { status: 201, body: { id: note.id, properties: { ...note.properties, hs_object_id: note.id }, createdAt: note.createdAt, updatedAt: note.createdAt, archived: false } };
}

function listNoteAssociations(portal: Portal, contactId: string, query: URLSearchParams): FakeAnswer {
  const ids = portal.notes.filter((note) => note.contactIds.includes(contactId)).map((note) => note.id);
  const limit = Math.min(Number(query.get("limit") ?? 500), 500);
  const start = Number(query.get("after") ?? 0);
  const page = ids.slice(start, start + limit);
  const more = start + limit < ids.length;
  return {
    status: 200,
    body: {
      results: page.map((id) => ({ toObjectId: Number(id), associationTypes: [{ category: "HUBSPOT_DEFINED", typeId: 201, label: null }] })),
      ...(more ? { paging: { next: { after: String(start + limit), link: "" } } } : {}),
    },
  };
}

function readNotes(portal: Portal, body: unknown): FakeAnswer {
  const input = body as { properties?: string[]; inputs?: Array<{ id: string }> };
  if (!Array.isArray(input?.inputs) || input.inputs.length > 100) return error(400, "Batch read takes 1 to 100 inputs", "VALIDATION_ERROR");
  const wanted = input.properties ?? [];
  const results = input.inputs.flatMap(({ id }) => {
    const note = portal.notes.find((candidate) => candidate.id === id);
    if (!note) return [];
    const properties = Object.fromEntries(wanted.map((name) => [name, note.properties[name] ?? null]));
    return [{ id, properties: { ...properties, hs_object_id: id }, createdAt: note.createdAt, updatedAt: note.createdAt, archived: false }];
  });
  return { status: 200, body: { status: "COMPLETE", results, startedAt: now(), completedAt: now() } };
}

function route(portal: Portal, accessToken: string, request: FakeRequest): FakeAnswer {
  if (bearerOf(request) !== accessToken) return error(401, UNAUTHORIZED, "INVALID_AUTHENTICATION");
  const { method, path } = request;
  if (method === "GET" && path === "/crm/v3/owners") return listOwners(portal, request.query);
  if (method === "POST" && path === "/crm/v3/objects/contacts/batch/upsert") return upsertContacts(portal, request.body);
  if (method === "POST" && path === "/crm/v3/objects/notes") return createNote(portal, request.body);
  if (method === "POST" && path === "/crm/v3/objects/notes/batch/read") return readNotes(portal, request.body);
  const associations = /^\/crm\/v4\/objects\/contacts\/([^/]+)\/associations\/notes$/.exec(path);
  if (method === "GET" && associations) return listNoteAssociations(portal, decodeURIComponent(associations[1]!), request.query);
  return error(404, `No route for ${method} ${path}`, "OBJECT_NOT_FOUND");
}

export async function startFakeHubSpot(options: FakeHubSpotOptions = {}): Promise<FakeHubSpot> {
  const accessToken = options.accessToken ?? "pat-na1-fake-token";
  const portal: Portal = {
    owners: options.owners ?? [],
    contactProperties: new Set([...STANDARD_CONTACT_PROPERTIES, ...(options.customProperties ?? [])]),
    contacts: [],
    notes: [],
    nextId: 1001,
  };
  const { contacts, notes, owners } = portal;
  const server = await startFakeServer({ port: options.port, route: (request) => route(portal, accessToken, request), failureAnswer, onAnswer: options.onAnswer });
  return {
    ...server,
    accessToken,
    contacts,
    notes,
    owners,
    contactByEmail: (email) => contactByEmail(portal, email),
    notesOf: (contactId) => notes.filter((note) => note.contactIds.includes(contactId)),
  };
}
