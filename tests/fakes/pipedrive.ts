/**
 * A fake Pipedrive company for contract tests, following the documented requests and answers of
 * what the deliverer uses: persons (API v2: search by exact email, add, update, custom fields as one
 * `custom_fields` object by key), leads, notes and
 * users (API v1); the API token as `x-api-token` or `api_token`; answers as `{success, data,
 * additional_data}`, errors as `{success: false, error, error_info}`, 429 with Pipedrive's
 * x-ratelimit-* headers. Like the real search index, person search can be told to lag behind writes.
 */
import { randomUUID } from "node:crypto";
import { retryAfterHeader, startFakeServer, type FakeAnswer, type FakeFailure, type FakeRequest, type FakeServer } from "./fake-http.ts";

export interface PipedriveUser {
  id: number;
  name: string;
  email: string;
  active_flag: boolean;
}

export interface PipedriveEmail {
  value: string;
  primary?: boolean;
  label?: string;
}

export interface PipedrivePerson {
  id: number;
  name: string;
  owner_id: number;
  emails: PipedriveEmail[];
  phones: PipedriveEmail[];
  add_time: string;
  /** Custom field values by the field's key (API v2 `custom_fields`). */
  custom_fields: Record<string, unknown>;
  /** When person search starts to find it (Pipedrive's index lags behind writes). */
  searchableFrom: number;
}

export interface PipedriveLead {
  id: string;
  title: string;
  owner_id: number;
  person_id: number;
  is_archived: boolean;
  /** Custom field values by key (leads share the deals' custom fields). */
  custom: Record<string, unknown>;
  add_time: string;
}

export interface PipedriveNote {
  id: number;
  content: string;
  lead_id: string | null;
  person_id: number | null;
  add_time: string;
}

export interface FakePipedriveOptions {
  port?: number;
  apiToken?: string;
  /** The company's users; the first owns what the token creates unless told otherwise. */
  users?: PipedriveUser[];
  /** How long a new person stays invisible to search (0: at once). */
  searchLagMs?: number;
}

export interface FakePipedrive extends FakeServer {
  apiToken: string;
  persons: PipedrivePerson[];
  leads: PipedriveLead[];
  notes: PipedriveNote[];
  users: PipedriveUser[];
  personsByEmail(email: string): PipedrivePerson[];
  notesOf(leadId: string): PipedriveNote[];
}

const ERROR_INFO = "Please check developers.pipedrive.com for more information about Pipedrive API.";
const failed = (status: number, error: string): FakeAnswer => ({ status, body: { success: false, error, errorCode: status, error_info: ERROR_INFO, data: null, additional_data: null } });
const UNAUTHORIZED = failed(401, "unauthorized access");

function failureAnswer(failure: Exclude<FakeFailure, { kind: "stall" }>): FakeAnswer {
  switch (failure.kind) {
    case "rate-limit":
      return { ...failed(429, "Request over limit"), headers: { ...retryAfterHeader(failure), "x-ratelimit-limit": "20", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "2" } };
    case "server-error":
      return failed(failure.status ?? 500, "Internal server error");
    case "unauthorized":
      return UNAUTHORIZED;
    case "validation":
      return failed(400, failure.message ?? "Validation failed: title: Required");
  }
}

const ok = (data: unknown, status = 200, additional: unknown = null): FakeAnswer => ({ status, body: { success: true, data, additional_data: additional } });

/** What the fake company holds; ids count up across persons and notes. */
interface Company {
  users: PipedriveUser[];
  persons: PipedrivePerson[];
  leads: PipedriveLead[];
  notes: PipedriveNote[];
  nextId: number;
  searchLagMs: number;
}

const now = () => new Date().toISOString().replace("T", " ").slice(0, 19);
const userExists = (company: Company, id: unknown) => company.users.some((user) => user.id === id);
const personsByEmail = (company: Company, email: string) => company.persons.filter((person) => person.emails.some((address) => address.value.toLowerCase() === email.toLowerCase()));
const leadView = (lead: PipedriveLead) => ({
  ...lead.custom,
  id: lead.id,
  title: lead.title,
  owner_id: lead.owner_id,
  person_id: lead.person_id,
  organization_id: null,
  is_archived: lead.is_archived,
  source_name: "API",
  add_time: lead.add_time,
});

function findUsers(company: Company, query: URLSearchParams): FakeAnswer {
  const term = (query.get("term") ?? "").toLowerCase();
  const byEmail = query.get("search_by_email") === "1";
  const found = company.users.filter((user) => (byEmail ? user.email.toLowerCase() === term : user.name.toLowerCase().includes(term)));
  return ok(found.length ? found : null);
}

function searchPersons(company: Company, query: URLSearchParams): FakeAnswer {
  const term = query.get("term") ?? "";
  const exact = query.get("exact_match") === "true";
  if (!exact && term.length < 2) return failed(400, "Validation failed: term: Minimum 2 characters");
  const visible = company.persons.filter((person) => person.searchableFrom <= Date.now());
  const found = visible.filter((person) => person.emails.some((address) => (exact ? address.value.toLowerCase() === term.toLowerCase() : address.value.includes(term))));
  const items = found.map((person) => ({
    result_score: 1,
    item: {
      id: person.id,
      type: "person",
      name: person.name,
      phones: person.phones.map((phone) => phone.value),
      emails: person.emails.map((email) => email.value),
      visible_to: 3,
      owner: { id: person.owner_id },
      organization: null,
      custom_fields: [],
      notes: [],
    },
  }));
  return ok({ items }, 200, { next_cursor: null });
}

/** API v2 takes custom fields as one object by field key; a value is text, a number, a list of option ids, or null. */
function customFieldsProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "Validation failed: custom_fields: Expected object";
  const bad = Object.entries(value).find(([, field]) => !(field === null || ["string", "number"].includes(typeof field) || Array.isArray(field)));
  return bad ? `Validation failed: custom_fields.${bad[0]}: Invalid value` : undefined;
}

function addPerson(company: Company, body: Record<string, unknown>): FakeAnswer {
  if (typeof body.name !== "string" || !body.name.trim()) return failed(400, "Validation failed: name: Required");
  const fieldsProblem = customFieldsProblem(body.custom_fields);
  if (fieldsProblem) return failed(400, fieldsProblem);
  if (body.owner_id !== undefined && !userExists(company, body.owner_id)) return failed(400, "Validation failed: owner_id: User not found");
  const emails = body.emails as PipedriveEmail[] | undefined;
  if (emails !== undefined && (!Array.isArray(emails) || emails.some((email) => typeof email?.value !== "string")))
    return failed(400, "Validation failed: emails: Expected array of objects with value");
  const person: PipedrivePerson = {
    id: company.nextId++,
    name: body.name,
    owner_id: (body.owner_id as number | undefined) ?? company.users[0]!.id,
    emails: emails ?? [],
    phones: (body.phones as PipedriveEmail[] | undefined) ?? [],
    add_time: now(),
    custom_fields: { ...(body.custom_fields as Record<string, unknown> | undefined) },
    searchableFrom: Date.now() + company.searchLagMs,
  };
  company.persons.push(person);
  const { searchableFrom: _hidden, ...view } = person;
  return ok(view);
}

function updatePerson(company: Company, id: number, body: Record<string, unknown>): FakeAnswer {
  const person = company.persons.find((candidate) => candidate.id === id);
  if (!person) return failed(404, "Person not found");
  if (body.owner_id !== undefined && !userExists(company, body.owner_id)) return failed(400, "Validation failed: owner_id: User not found");
  const fieldsProblem = customFieldsProblem(body.custom_fields);
  if (fieldsProblem) return failed(400, fieldsProblem);
  if (typeof body.owner_id === "number") person.owner_id = body.owner_id;
  Object.assign(person.custom_fields, body.custom_fields);
  const { searchableFrom: _hidden, ...view } = person;
  return ok(view);
}

function listLeads(company: Company, query: URLSearchParams): FakeAnswer {
  const personId = Number(query.get("person_id"));
  const archived = query.get("archived_status") ?? "not_archived";
  const found = company.leads.filter((lead) => (!personId || lead.person_id === personId) && (archived === "all" || lead.is_archived === (archived === "archived")));
  return ok(found.map(leadView), 200, { pagination: { start: 0, limit: 100, more_items_in_collection: false } });
}

function addLead(company: Company, body: Record<string, unknown>): FakeAnswer {
  const { title, person_id, owner_id, ...custom } = body;
  if (typeof title !== "string" || !title.trim()) return failed(400, "Validation failed: title: Required");
  if (!company.persons.some((person) => person.id === person_id)) return failed(400, `Person with id ${String(person_id)} does not exist`);
  if (owner_id !== undefined && !userExists(company, owner_id)) return failed(400, `User with id ${String(owner_id)} does not exist`);
  const lead: PipedriveLead = {
    id: randomUUID(),
    title,
    person_id: person_id as number,
    owner_id: (owner_id as number | undefined) ?? company.users[0]!.id,
    is_archived: false,
    custom,
    add_time: now(),
  };
  company.leads.push(lead);
  return ok(leadView(lead), 201);
}

function updateLead(company: Company, id: string, body: Record<string, unknown>): FakeAnswer {
  const lead = company.leads.find((candidate) => candidate.id === id);
  if (!lead) return failed(404, "Lead not found");
  const { owner_id, title, is_archived, ...custom } = body;
  if (owner_id !== undefined && !userExists(company, owner_id)) return failed(400, `User with id ${String(owner_id)} does not exist`);
  if (typeof owner_id === "number") lead.owner_id = owner_id;
  if (typeof title === "string") lead.title = title;
  if (typeof is_archived === "boolean") lead.is_archived = is_archived;
  Object.assign(lead.custom, custom);
  return ok(leadView(lead));
}

function listNotes(company: Company, query: URLSearchParams): FakeAnswer {
  const leadId = query.get("lead_id");
  const start = Number(query.get("start") ?? 0);
  const limit = Number(query.get("limit") ?? 100);
  const all = company.notes.filter((note) => !leadId || note.lead_id === leadId);
  const page = all.slice(start, start + limit);
  const more = start + limit < all.length;
  // Pipedrive's v1 lists answer `data: null` when there is nothing.
  return ok(page.length ? page : null, 200, { pagination: { start, limit, more_items_in_collection: more, ...(more ? { next_start: start + limit } : {}) } });
}

function addNote(company: Company, body: Record<string, unknown>): FakeAnswer {
  if (typeof body.content !== "string" || !body.content) return failed(400, "Validation failed: content: Required");
  const leadId = typeof body.lead_id === "string" ? body.lead_id : null;
  const personId = typeof body.person_id === "number" ? body.person_id : null;
  if (!leadId && !personId) return failed(400, "Note has to be attached to a deal, person, organization or lead");
  if (leadId && !company.leads.some((lead) => lead.id === leadId)) return failed(404, "Lead not found");
  const note: PipedriveNote = { id: company.nextId++, content: body.content, lead_id: leadId, person_id: personId, add_time: now() };
  company.notes.push(note);
  return ok({ ...note, user_id: company.users[0]!.id }, 201);
}

function route(company: Company, apiToken: string, request: FakeRequest): FakeAnswer {
  const token = request.headers["x-api-token"] ?? request.query.get("api_token");
  if (token !== apiToken) return UNAUTHORIZED;
  const { method, path, query } = request;
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (method === "GET" && path === "/v1/users/find") return findUsers(company, query);
  if (method === "GET" && path === "/api/v2/persons/search") return searchPersons(company, query);
  if (method === "POST" && path === "/api/v2/persons") return addPerson(company, body);
  const person = /^\/api\/v2\/persons\/(\d+)$/.exec(path);
  if (method === "PATCH" && person) return updatePerson(company, Number(person[1]), body);
  if (method === "GET" && path === "/v1/leads") return listLeads(company, query);
  if (method === "POST" && path === "/v1/leads") return addLead(company, body);
  const lead = /^\/v1\/leads\/([^/]+)$/.exec(path);
  if (method === "PATCH" && lead) return updateLead(company, decodeURIComponent(lead[1]!), body);
  if (method === "GET" && path === "/v1/notes") return listNotes(company, query);
  if (method === "POST" && path === "/v1/notes") return addNote(company, body);
  return failed(404, `Unknown method ${method} ${path}`);
}

export async function startFakePipedrive(options: FakePipedriveOptions = {}): Promise<FakePipedrive> {
  const apiToken = options.apiToken ?? "fake-pipedrive-api-token";
  const company: Company = {
    users: options.users ?? [{ id: 1001, name: "Api User", email: "api-user@company.test", active_flag: true }],
    persons: [],
    leads: [],
    notes: [],
    nextId: 1,
    searchLagMs: options.searchLagMs ?? 0,
  };
  const { persons, leads, notes, users } = company;
  const server = await startFakeServer({ port: options.port, route: (request) => route(company, apiToken, request), failureAnswer });
  return {
    ...server,
    apiToken,
    persons,
    leads,
    notes,
    users,
    personsByEmail: (email) => personsByEmail(company, email),
    notesOf: (leadId) => notes.filter((note) => note.lead_id === leadId),
  };
}
