/**
 * Delivers a lead to Salesforce (REST API, docs/crm.md) as a Lead: the address's open (unconverted)
 * Lead is updated, or one is created, and each message is added at the top of its Description under
 * a line naming the lead id, which a repeated delivery finds and does not add again. Deliveries for
 * one address come one at a time (the outbox claims them so): two messages never create two Leads.
 *
 * Access is the OAuth 2.0 client credentials flow of a connected app with a run-as user: the token
 * is kept and asked for again once when the API answers 401 (expired or revoked session).
 */
import type { Deliverer } from "#server/sales/outbox/deliveries.ts";
import {
  crmLeadFor,
  CrmSession,
  DEFAULT_CRM_DEADLINE_MS,
  isRecord,
  leadSummary,
  mappedAnswers,
  mappedAttribution,
  mentionsLead,
  OWNER_MEMORY_MS,
  readAnswer,
  rememberFor,
  truncate,
  type AttributionFieldNames,
  type CrmApi,
  type CrmCall,
  type CrmDeliverySettings,
  type CrmLead,
} from "./shared.ts";

export interface SalesforceSettings extends CrmDeliverySettings {
  /** The org's My Domain address, https://<domain>.my.salesforce.com: the token and the API are both there. */
  instanceUrl: string;
  /** The connected app's consumer key and secret (client credentials flow enabled, with a run-as user). */
  clientId: string;
  clientSecret: string;
  /** REST API version, "v60.0" unless set. */
  apiVersion?: string;
  /** Lead fields that receive the attribution (custom fields, e.g. first_utm_source__c); without them the Description alone has it. */
  attributionFields?: AttributionFieldNames;
  /** LeadSource of a new Lead; "Web" is in the standard picklist. */
  leadSource?: string;
}

/** Salesforce's Web-to-Lead puts this in the required Company field when a visitor leaves it empty. */
const NO_COMPANY = "[not provided]";
/** Lead.Description is a long text area of 32,000 characters; older messages are cut to fit. */
const DESCRIPTION_MAX = 32_000;
const MESSAGE_SEPARATOR = "\n\n----------\n\n";

/** Salesforce's words: `[{message, errorCode, fields}]` from the API, `{error, error_description}` from OAuth. */
export function salesforceErrorMessage(body: unknown): string | undefined {
  if (Array.isArray(body)) {
    const errors = body.flatMap((error) => (isRecord(error) && typeof error.message === "string" ? [`${error.message}${typeof error.errorCode === "string" ? ` (${error.errorCode})` : ""}`] : []));
    return errors.join("; ") || undefined;
  }
  if (isRecord(body) && typeof body.error === "string") return typeof body.error_description === "string" ? `${body.error_description} (${body.error})` : body.error;
  return undefined;
}

const salesforceApi: CrmApi = { name: "Salesforce", errorMessage: salesforceErrorMessage };

/** A SOQL string literal: backslash and quote escaped (an address may hold an apostrophe). */
export function soqlString(value: string): string {
  return `'${value.replace(/[\\']/g, (character) => `\\${character}`)}'`;
}

/** Keeps one access token for every delivery; a stale one is replaced by one token request, however many deliveries saw it fail. */
function tokenKeeper(settings: SalesforceSettings, instanceUrl: string) {
  let token: Promise<string> | undefined;
  const request = (session: CrmSession) =>
    session
      .json<{ access_token: string }>(`${instanceUrl}/services/oauth2/token`, {
        method: "POST",
        form: { grant_type: "client_credentials", client_id: settings.clientId, client_secret: settings.clientSecret },
      })
      .then((answer) => answer.access_token);
  const fresh = (session: CrmSession) => {
    const asked = request(session);
    token = asked;
    // A failed request is not kept: the next delivery asks again.
    asked.catch(() => {
      if (token === asked) token = undefined;
    });
    return asked;
  };
  return {
    current: (session: CrmSession) => token ?? fresh(session),
    async renew(session: CrmSession, stale: string) {
      const kept = token && (await token.catch(() => undefined));
      return kept && kept !== stale ? kept : fresh(session);
    },
  };
}

interface QueryAnswer<T> {
  records?: T[];
}

interface OpenLead {
  Id: string;
  Description: string | null;
}

async function activeUserId(call: CrmCall, email: string): Promise<string | undefined> {
  const answer = await call<QueryAnswer<{ Id: string }>>(`/query?q=${encodeURIComponent(`SELECT Id FROM User WHERE Email = ${soqlString(email)} AND IsActive = true LIMIT 1`)}`);
  return answer.records?.[0]?.Id;
}

/** The address's oldest unconverted Lead (SOQL compares text case-insensitively). */
async function openLeadOf(call: CrmCall, email: string): Promise<OpenLead | undefined> {
  const soql = `SELECT Id, Description FROM Lead WHERE Email = ${soqlString(email)} AND IsConverted = false ORDER BY CreatedDate ASC LIMIT 1`;
  const answer = await call<QueryAnswer<OpenLead>>(`/query?q=${encodeURIComponent(soql)}`);
  return answer.records?.[0];
}

/** The newest message first, the older ones after it, cut at the end to fit the field. */
export function descriptionWith(summary: string, existing: string | null | undefined): string {
  return truncate(existing ? `${summary}${MESSAGE_SEPARATOR}${existing}` : summary, DESCRIPTION_MAX);
}

function leadFields(lead: CrmLead, ownerId: string | undefined, settings: SalesforceSettings, isNew: boolean): Record<string, string> {
  return {
    // A form's answers first: a field mapped onto Email or OwnerId cannot overwrite the lead's own.
    ...mappedAnswers(lead, "salesforce"),
    // FirstName holds 40 characters and LastName 80; a longer name is cut rather than refused.
    ...(lead.firstName ? { FirstName: truncate(lead.firstName, 40) } : {}),
    // A new Lead needs a LastName: a form that asks for no name gives the address's local part.
    ...(lead.lastName ? { LastName: truncate(lead.lastName, 80) } : isNew ? { LastName: truncate(lead.email.split("@")[0]!, 80) } : {}),
    Email: lead.email,
    ...(lead.company ? { Company: truncate(lead.company, 255) } : isNew ? { Company: NO_COMPANY } : {}),
    ...(lead.phone ? { Phone: lead.phone } : {}),
    // The source of a Lead that exists already stays what it was.
    ...(isNew ? { LeadSource: settings.leadSource ?? "Web" } : {}),
    ...(ownerId ? { OwnerId: ownerId } : {}),
    ...mappedAttribution(lead, settings.attributionFields),
  };
}

/**
 * Salesforce headers for a Lead write. Assignment rules would override the owner we set, and would
 * reassign an existing Lead on every update, so they run only for a new Lead with no owner of ours.
 * Duplicate rules that only alert would fail an API save; allowSave keeps them alerts (blocking rules still block).
 */
function writeHeaders(assign: boolean): Record<string, string> {
  return { "sforce-auto-assign": assign ? "TRUE" : "FALSE", "sforce-duplicate-rule-header": "allowSave=true" };
}

async function deliverToSalesforce(call: CrmCall, lead: CrmLead, ownerId: string | undefined, settings: SalesforceSettings) {
  const existing = await openLeadOf(call, lead.email);
  if (existing && mentionsLead(existing.Description, lead.id)) return;
  const description = descriptionWith(leadSummary(lead), existing?.Description);
  if (existing) {
    await call(`/sobjects/Lead/${encodeURIComponent(existing.Id)}`, {
      method: "PATCH",
      headers: writeHeaders(false),
      json: { ...leadFields(lead, ownerId, settings, false), Description: description },
    });
  } else {
    await call("/sobjects/Lead", { method: "POST", headers: writeHeaders(!ownerId), json: { ...leadFields(lead, ownerId, settings, true), Description: description } });
  }
}

export function createSalesforceDelivery(settings: SalesforceSettings): Deliverer {
  const deadlineMs = settings.timeoutMs ?? DEFAULT_CRM_DEADLINE_MS;
  const instanceUrl = settings.instanceUrl.replace(/\/+$/, "");
  const dataUrl = `${instanceUrl}/services/data/${settings.apiVersion ?? "v60.0"}`;
  const tokens = tokenKeeper(settings, instanceUrl);
  const ownerIds = rememberFor<string | undefined>(OWNER_MEMORY_MS);
  return {
    deadlineMs,
    oneAtATimePerContact: true,
    async deliver(message) {
      const lead = await crmLeadFor(message, settings.publishedForms);
      const session = new CrmSession(salesforceApi, deadlineMs);
      // A 401 means the session expired or was revoked: one new token, one more try, then the answer stands.
      const call: CrmCall = async (path, request = {}) => {
        const url = `${dataUrl}${path}`;
        const withToken = (token: string) => ({ ...request, headers: { authorization: `Bearer ${token}`, ...request.headers } });
        const token = await tokens.current(session);
        let response = await session.send(url, withToken(token));
        if (response.status === 401) {
          await response.body?.cancel();
          response = await session.send(url, withToken(await tokens.renew(session, token)));
        }
        return readAnswer(salesforceApi, response);
      };
      const ownerEmail = await settings.ownerOf(message);
      const ownerId = ownerEmail ? await ownerIds(ownerEmail.toLowerCase(), () => activeUserId(call, ownerEmail)) : undefined;
      await deliverToSalesforce(call, lead, ownerId, settings);
    },
  };
}
