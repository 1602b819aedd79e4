/**
 * A fake Salesforce org for contract tests, following the documented requests and answers of what
 * the deliverer uses: the OAuth 2.0 client credentials token request, SOQL queries on Lead and User
 * (the simple `SELECT … FROM … WHERE a = 'x' AND b = false ORDER BY f LIMIT n` shape only), Lead
 * create and update; errors as `[{message, errorCode, fields}]` (OAuth's as `{error,
 * error_description}`), an unknown or expired session as 401 INVALID_SESSION_ID. Lead fields are
 * checked as Salesforce checks them: unknown fields, required LastName and Company, lengths, owners.
 */
import { randomUUID } from "node:crypto";
import { bearerOf, retryAfterHeader, startFakeServer, type FakeAnswer, type FakeFailure, type FakeRequest, type FakeServer } from "./fake-http.ts";

export interface SalesforceUser {
  Id: string;
  Email: string;
  Name: string;
  IsActive: boolean;
}

export type SalesforceLead = { Id: string } & Record<string, string | boolean | null>;

export interface FakeSalesforceOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  apiVersion?: string;
  /** The org's users; the first is the connected app's run-as user, the default owner. */
  users?: SalesforceUser[];
  /** Custom Lead fields the org has (API names, e.g. first_utm_source__c). */
  customLeadFields?: string[];
}

export interface FakeSalesforce extends FakeServer {
  clientId: string;
  clientSecret: string;
  leads: SalesforceLead[];
  users: SalesforceUser[];
  /** Every access token issued, in order. */
  tokens: string[];
  /** Ends every session issued so far, as an expiry or a revocation does. */
  expireTokens(): void;
  /** Marks a Lead converted (it then no longer counts as the address's open Lead). */
  convertLead(id: string): void;
  leadsByEmail(email: string): SalesforceLead[];
}

const STANDARD_LEAD_FIELDS = ["Id", "FirstName", "LastName", "Email", "Company", "Phone", "Title", "Website", "LeadSource", "Description", "OwnerId", "Status", "IsConverted", "CreatedDate"];
const READ_ONLY_LEAD_FIELDS = new Set(["Id", "IsConverted", "CreatedDate"]);
const USER_FIELDS = ["Id", "Email", "Name", "IsActive"];
const LENGTHS: Record<string, number> = { FirstName: 40, LastName: 80, Email: 80, Company: 255, Phone: 40, LeadSource: 255, Description: 32_000 };

type SalesforceError = { message: string; errorCode: string; fields?: string[] };
const errors = (status: number, ...list: SalesforceError[]): FakeAnswer => ({ status, body: list.map((error) => ({ fields: [], ...error })) });
const SESSION_INVALID = errors(401, { message: "Session expired or invalid", errorCode: "INVALID_SESSION_ID" });

function failureAnswer(failure: Exclude<FakeFailure, { kind: "stall" }>): FakeAnswer {
  switch (failure.kind) {
    case "rate-limit":
      return { ...errors(429, { message: "Too many requests, try again later", errorCode: "REQUEST_LIMIT_EXCEEDED" }), headers: retryAfterHeader(failure) };
    case "server-error":
      return errors(failure.status ?? 500, { message: "An unexpected error occurred. Please include this ErrorId if you contact support: 1234567890-12345 (-123456789)", errorCode: "UNKNOWN_EXCEPTION" });
    case "unauthorized":
      return SESSION_INVALID;
    case "validation":
      return errors(400, { message: failure.message ?? "Please enter a valid phone number", errorCode: "FIELD_CUSTOM_VALIDATION_EXCEPTION" });
  }
}

const SELECT = /^SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER\s+BY\s+(\w+)(?:\s+(ASC|DESC))?)?(?:\s+LIMIT\s+(\d+))?\s*$/i;
const CONDITION = /^\s*(\w+)\s*=\s*('(?:[^'\\]|\\.)*'|true|false)\s*(?:AND\s+|$)/i;

/** `a = 'x' AND b = false` as [field, value] pairs; undefined for anything else. */
function conditionsOf(where: string | undefined): Array<[string, string | boolean]> | undefined {
  const conditions: Array<[string, string | boolean]> = [];
  for (let rest = where ?? ""; rest.trim(); ) {
    const match = CONDITION.exec(rest);
    if (!match) return undefined;
    const literal = match[2]!;
    conditions.push([match[1]!, literal.startsWith("'") ? literal.slice(1, -1).replace(/\\(.)/g, "$1") : literal.toLowerCase() === "true"]);
    rest = rest.slice(match[0].length);
  }
  return conditions;
}

/** SOQL's `=` on text ignores case. */
function matches(record: Record<string, unknown>, [field, value]: [string, string | boolean]): boolean {
  const actual = record[field];
  return typeof value === "string" ? typeof actual === "string" && actual.toLowerCase() === value.toLowerCase() : actual === value;
}

/** What the fake org holds and how it is reached; `url` is known once the server listens. */
interface Org {
  clientId: string;
  clientSecret: string;
  dataPath: string;
  url: string;
  users: SalesforceUser[];
  leadFields: Set<string>;
  leads: SalesforceLead[];
  tokens: string[];
  valid: Set<string>;
  nextLead: number;
}

function issueToken(org: Org, body: unknown): FakeAnswer {
  const form = (body ?? {}) as Record<string, string>;
  if (form.grant_type !== "client_credentials") return { status: 400, body: { error: "unsupported_grant_type", error_description: "grant type not supported" } };
  if (form.client_id !== org.clientId || form.client_secret !== org.clientSecret) return { status: 400, body: { error: "invalid_client", error_description: "invalid client credentials" } };
  const token = `00D000000000001!${randomUUID().replaceAll("-", "")}`;
  org.tokens.push(token);
  org.valid.add(token);
  const { url } = org;
  return {
    status: 200,
    body: { access_token: token, signature: "fake-signature", scope: "api", instance_url: url, id: `${url}/id/00D000000000001EAA/${org.users[0]?.Id}`, token_type: "Bearer", issued_at: String(Date.now()) },
  };
}

function query(org: Org, soql: string): FakeAnswer {
  const select = SELECT.exec(soql.trim());
  const conditions = select && conditionsOf(select[3]);
  if (!select || !conditions) return errors(400, { message: `unexpected token in: ${soql}`, errorCode: "MALFORMED_QUERY" });
  const [, fieldList, object, , orderBy, direction, limit] = select;
  const table: Array<Record<string, unknown>> | undefined = object === "Lead" ? org.leads : object === "User" ? org.users.map((user) => ({ ...user })) : undefined;
  if (!table) return errors(400, { message: `sObject type '${object}' is not supported.`, errorCode: "INVALID_TYPE" });
  const known = object === "Lead" ? org.leadFields : new Set(USER_FIELDS);
  const fields = fieldList!.split(",").map((field) => field.trim());
  const unknown = [...fields, ...conditions.map(([field]) => field), ...(orderBy ? [orderBy] : [])].find((field) => !known.has(field));
  if (unknown) return errors(400, { message: `No such column '${unknown}' on entity '${object}'.`, errorCode: "INVALID_FIELD" });
  let records = table.filter((record) => conditions.every((condition) => matches(record, condition)));
  if (orderBy) records = records.toSorted((a, b) => String(a[orderBy]).localeCompare(String(b[orderBy])) * (direction?.toUpperCase() === "DESC" ? -1 : 1));
  if (limit) records = records.slice(0, Number(limit));
  const projected = records.map((record) => ({
    attributes: { type: object, url: `${org.dataPath}/sobjects/${object}/${String(record.Id)}` },
    ...Object.fromEntries(fields.map((field) => [field, record[field] ?? null])),
  }));
  return { status: 200, body: { totalSize: projected.length, done: true, records: projected } };
}

function leadProblems(org: Org, values: Record<string, unknown>, creating: boolean): FakeAnswer | undefined {
  const unknown = Object.keys(values).find((field) => !org.leadFields.has(field));
  if (unknown) return errors(400, { message: `No such column '${unknown}' on sobject of type Lead`, errorCode: "INVALID_FIELD" });
  const readOnly = Object.keys(values).find((field) => READ_ONLY_LEAD_FIELDS.has(field));
  if (readOnly) return errors(400, { message: `Unable to create/update fields: ${readOnly}. Please check the security settings of this field and verify that it is read/write for your profile or permission set.`, errorCode: "INVALID_FIELD_FOR_INSERT_UPDATE", fields: [readOnly] });
  const missing = creating ? ["LastName", "Company"].filter((field) => !values[field]) : [];
  if (missing.length > 0) return errors(400, { message: `Required fields are missing: [${missing.join(", ")}]`, errorCode: "REQUIRED_FIELD_MISSING", fields: missing });
  const tooLong = Object.entries(values).find(([field, value]) => typeof value === "string" && LENGTHS[field] !== undefined && Array.from(value).length > LENGTHS[field]!);
  if (tooLong) return errors(400, { message: `${tooLong[0]}: data value too large: ${String(tooLong[1]).slice(0, 40)} (max length=${LENGTHS[tooLong[0]]})`, errorCode: "STRING_TOO_LONG", fields: [tooLong[0]] });
  if (values.OwnerId !== undefined && !org.users.some((user) => user.Id === values.OwnerId && user.IsActive)) {
    return errors(400, { message: `Owner ID: id value of incorrect type: ${String(values.OwnerId)}`, errorCode: "FIELD_INTEGRITY_EXCEPTION", fields: ["OwnerId"] });
  }
  return undefined;
}

function createLead(org: Org, body: unknown): FakeAnswer {
  const values = (body ?? {}) as Record<string, string>;
  const problem = leadProblems(org, values, true);
  if (problem) return problem;
  const id = `00Q${String(org.nextLead++).padStart(12, "0")}AAA`;
  org.leads.push({ Status: "Open - Not Contacted", OwnerId: org.users[0]?.Id ?? null, ...values, Id: id, IsConverted: false, CreatedDate: new Date().toISOString() });
  return { status: 201, body: { id, success: true, errors: [] } };
}

function updateLead(org: Org, id: string, body: unknown): FakeAnswer {
  const lead = org.leads.find((candidate) => candidate.Id === id);
  if (!lead) return errors(404, { message: "The requested resource does not exist", errorCode: "NOT_FOUND" });
  const values = (body ?? {}) as Record<string, string>;
  const problem = leadProblems(org, values, false);
  if (problem) return problem;
  Object.assign(lead, values);
  return { status: 204 };
}

function route(org: Org, request: FakeRequest): FakeAnswer {
  const { method, path } = request;
  const { dataPath } = org;
  if (method === "POST" && path === "/services/oauth2/token") return issueToken(org, request.body);
  if (!org.valid.has(bearerOf(request))) return SESSION_INVALID;
  if (method === "GET" && path === `${dataPath}/query`) return query(org, request.query.get("q") ?? "");
  if (method === "POST" && path === `${dataPath}/sobjects/Lead`) return createLead(org, request.body);
  const lead = new RegExp(`^${dataPath}/sobjects/Lead/([^/]+)$`).exec(path);
  if (method === "PATCH" && lead) return updateLead(org, decodeURIComponent(lead[1]!), request.body);
  return errors(404, { message: "The requested resource does not exist", errorCode: "NOT_FOUND" });
}

export async function startFakeSalesforce(options: FakeSalesforceOptions = {}): Promise<FakeSalesforce> {
  const org: Org = {
    clientId: options.clientId ?? "3MVG9fake.consumer.key",
    clientSecret: options.clientSecret ?? "fake-consumer-secret",
    dataPath: `/services/data/${options.apiVersion ?? "v60.0"}`,
    url: "",
    users: options.users ?? [{ Id: "005000000000001AAA", Email: "integration@org.test", Name: "Integration User", IsActive: true }],
    leadFields: new Set([...STANDARD_LEAD_FIELDS, ...(options.customLeadFields ?? [])]),
    leads: [],
    tokens: [],
    valid: new Set<string>(),
    nextLead: 1,
  };
  const { clientId, clientSecret, leads, users, tokens } = org;
  const server = await startFakeServer({
    port: options.port,
    route: (request) => route(org, request),
    failureAnswer,
    // Queued failures are for the data API; a refused token is a wrong secret (set clientSecret).
    exempt: (request) => request.path === "/services/oauth2/token",
  });
  org.url = server.url;
  return {
    ...server,
    clientId,
    clientSecret,
    leads,
    users,
    tokens,
    expireTokens: () => org.valid.clear(),
    convertLead(id) {
      const lead = leads.find((candidate) => candidate.Id === id);
      if (lead) lead.IsConverted = true;
    },
    leadsByEmail: (email) => leads.filter((lead) => typeof lead.Email === "string" && lead.Email.toLowerCase() === email.toLowerCase()),
  };
}
