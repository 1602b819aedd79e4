/**
 * Contract tests of the CRM deliverers (server/sales/outbox/crm) against local fakes of HubSpot,
 * Salesforce and Pipedrive that answer in each API's documented shapes (tests/fakes). For each CRM:
 * the record holds the lead, its attribution and its owner; a repeated delivery and a second message
 * from the address keep one record per address and one note per message; 429 waits as told; a
 * refusal is permanent and quotes the CRM; a 5xx or a silent server is retried.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Attribution } from "#shared/attribution.ts";
import type { ContactMessageRow } from "#server/platform/db/schema.ts";
import type { Deliverer } from "#server/sales/outbox/deliveries.ts";
import { createHubSpotDelivery, SUGGESTED_HUBSPOT_PROPERTIES, type HubSpotSettings } from "#server/sales/outbox/crm/hubspot.ts";
import { createPipedriveDelivery, type PipedriveSettings } from "#server/sales/outbox/crm/pipedrive.ts";
import { createSalesforceDelivery, type SalesforceSettings } from "#server/sales/outbox/crm/salesforce.ts";
import { DEFAULT_RETRY_AFTER_MS, parseAttributionFieldNames, retryAfterMs, splitName } from "#server/sales/outbox/crm/shared.ts";
import { PermanentFailure, RetryLater } from "#server/platform/jobs/worker.ts";
import { startFakeHubSpot, type FakeHubSpot } from "#tests/fakes/hubspot.ts";
import { startFakePipedrive, type FakePipedrive } from "#tests/fakes/pipedrive.ts";
import { startFakeSalesforce, type FakeSalesforce } from "#tests/fakes/salesforce.ts";
import { storedLead } from "#tests/shared/form-leads.ts";

const OWNER = "sam.seller@vendor.test";
const ownerOf = async () => OWNER;

const ATTRIBUTION: Attribution = {
  version: 1,
  capturedBy: "browser",
  first: {
    source: "google",
    medium: "cpc",
    campaign: "spring-launch",
    term: "lead routing",
    content: "ad-a",
    clickIds: { gclid: "Cj0KCQ-test" },
    landingPage: "/pricing",
    referrer: "https://www.google.com/",
    at: "2026-11-02T09:40:00.000Z",
  },
  last: { source: "newsletter", medium: "email", campaign: "november", term: null, content: null, clickIds: {}, landingPage: "/contact", referrer: null, at: "2026-11-02T09:58:00.000Z" },
  secondsToConvert: 1200,
  experiments: [{ experiment: 3, name: "Home hero", variant: "outcome" }],
};

function leadMessage(overrides: Partial<ContactMessageRow> = {}): ContactMessageRow {
  return storedLead({
    createdAt: new Date("2026-11-02T10:00:00.000Z"),
    name: "Jane Q. Doe",
    email: "jane.doe@acme.test",
    company: "Acme Corp",
    phone: "+44 20 7946 0958",
    message: "We need lead routing for 40 sales reps.\nCan we talk next week? <urgent>",
    sourcePage: "/pricing",
    attribution: ATTRIBUTION,
    ...overrides,
  });
}

/** Each message delivered twice, as the outbox retries one whose answer it never got: msg_1, msg_1, msg_2, msg_2… */
async function deliverEachTwice(delivery: Deliverer, messages: ContactMessageRow[]) {
  for (const [index, message] of messages.entries()) {
    await delivery.deliver(message, `msg_${index + 1}`);
    await delivery.deliver(message, `msg_${index + 1}`);
  }
}

/** What a delivery threw (undefined if it succeeded). */
const failureOf = (delivery: Promise<void>): Promise<unknown> =>
  delivery.then(
    () => undefined,
    (error: unknown) => error,
  );

/** A plain Error the worker retries with backoff: neither a wait the CRM asked for nor a refusal. */
function expectRetryable(error: unknown, pattern: RegExp) {
  expect(error).toBeInstanceOf(Error);
  expect(error).not.toBeInstanceOf(RetryLater);
  expect(error).not.toBeInstanceOf(PermanentFailure);
  expect((error as Error).message).toMatch(pattern);
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("what the CRM deliverers share", () => {
  it("reads Retry-After as seconds or an HTTP date, and waits a minute when it says nothing usable", () => {
    const now = Date.parse("2026-11-02T10:00:00Z");
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Mon, 02 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(retryAfterMs("soon", now)).toBe(60_000);
  });

  it("splits a name for CRMs that want first and last, a single word being the last name", () => {
    expect(splitName("  Jane  Q. Doe ")).toEqual({ firstName: "Jane Q.", lastName: "Doe" });
    expect(splitName("Cher")).toEqual({ firstName: "", lastName: "Cher" });
  });

  it("reads attribution field names as one pattern or as pairs, and refuses an unknown field", () => {
    expect(parseAttributionFieldNames("lead_*")?.first_utm_source).toBe("lead_first_utm_source");
    expect(parseAttributionFieldNames("*__c")?.click_id).toBe("click_id__c");
    expect(parseAttributionFieldNames("first_utm_source=abc, click_id = def")).toEqual({ first_utm_source: "abc", click_id: "def" });
    expect(parseAttributionFieldNames(" ")).toBeUndefined();
    expect(() => parseAttributionFieldNames("utm_source=abc")).toThrow(/not attribution_field=crm_name/);
  });

  it("names the experiments field only when asked by name: a pattern set before it existed would name a property nobody made", () => {
    expect(parseAttributionFieldNames("lead_*")?.experiments).toBeUndefined();
    expect(parseAttributionFieldNames("lead_*, experiments=lead_experiments")).toMatchObject({ first_utm_source: "lead_first_utm_source", experiments: "lead_experiments" });
  });
});

describe("HubSpot", () => {
  let fake: FakeHubSpot;
  const hubspot = (settings: Partial<HubSpotSettings> = {}) =>
    createHubSpotDelivery({ accessToken: fake.accessToken, apiUrl: fake.url, ownerOf, attributionProperties: SUGGESTED_HUBSPOT_PROPERTIES, ...settings });

  beforeEach(async () => {
    fake = await startFakeHubSpot({ owners: [{ id: "77", email: OWNER, firstName: "Sam" }], customProperties: Object.values(SUGGESTED_HUBSPOT_PROPERTIES) });
  });
  afterEach(() => fake.close());

  it("upserts the contact with the lead's fields, attribution and owner, and adds the message as a note", async () => {
    const message = leadMessage();
    await hubspot().deliver(message, "msg_1");

    expect(fake.contacts).toHaveLength(1);
    expect(fake.contacts[0]!.properties).toEqual({
      email: "jane.doe@acme.test",
      firstname: "Jane Q.",
      lastname: "Doe",
      company: "Acme Corp",
      phone: "+44 20 7946 0958",
      hubspot_owner_id: "77",
      lead_first_utm_source: "google",
      lead_first_utm_medium: "cpc",
      lead_first_utm_campaign: "spring-launch",
      lead_first_utm_term: "lead routing",
      lead_first_utm_content: "ad-a",
      lead_last_utm_source: "newsletter",
      lead_last_utm_medium: "email",
      lead_last_utm_campaign: "november",
      lead_landing_page: "/pricing",
      lead_referrer: "https://www.google.com/",
      lead_click_id: "gclid=Cj0KCQ-test",
      lead_experiments: "Home hero: outcome",
    });
    const [note] = fake.notesOf(fake.contacts[0]!.id);
    expect(note?.properties.hs_timestamp).toBe("2026-11-02T10:00:00.000Z");
    expect(note?.properties.hubspot_owner_id).toBe("77");
    expect(note?.properties.hs_note_body).toContain(`lead ${message.id}`);
    expect(note?.properties.hs_note_body).toContain("First touch: google / cpc, campaign spring-launch");
    expect(note?.properties.hs_note_body).toContain("Experiments seen: Home hero: outcome");
    expect(note?.properties.hs_note_body).toContain("40 sales reps.<br>Can we talk next week? &lt;urgent&gt;");
  });

  it("keeps one contact per address and one note per message when a delivery repeats or the person writes again", async () => {
    const delivery = hubspot();
    const first = leadMessage();
    const second = leadMessage({ email: "JANE.DOE@acme.test", message: "Following up.", phone: "" });
    await deliverEachTwice(delivery, [first, second]);

    expect(fake.contacts).toHaveLength(1);
    // The second message sent no phone: the one HubSpot has is kept, not cleared.
    expect(fake.contacts[0]!.properties.phone).toBe("+44 20 7946 0958");
    const bodies = fake.notesOf(fake.contacts[0]!.id).map((note) => note.properties.hs_note_body!);
    expect(bodies).toHaveLength(2);
    expect(bodies.filter((body) => body.includes(first.id))).toHaveLength(1);
    expect(bodies.filter((body) => body.includes(second.id))).toHaveLength(1);
  });

  it("leaves HubSpot's default owner when the inbox owner is no HubSpot owner, and sends no empty value", async () => {
    await hubspot({ ownerOf: async () => "nobody@vendor.test" }).deliver(leadMessage({ company: "", phone: "", attribution: null, name: "Cher" }), "msg_1");
    expect(fake.contacts[0]!.properties).toEqual({ email: "jane.doe@acme.test", lastname: "Cher" });
    expect(fake.notes[0]!.properties.hubspot_owner_id).toBeUndefined();
  });

  it("asks to be tried later with HubSpot's wait on a 429, and a minute on a 503 that gives none", async () => {
    fake.failNext({ kind: "rate-limit", retryAfter: "7" });
    const limited = await failureOf(hubspot().deliver(leadMessage(), "msg_1"));
    expect(limited).toBeInstanceOf(RetryLater);
    expect((limited as RetryLater).afterMs).toBe(7_000);
    expect((limited as RetryLater).message).toMatch(/^HubSpot asked to wait \(429\): You have reached your ten_secondly_rolling limit/);

    fake.failNext({ kind: "server-error", status: 503 });
    const unavailable = await failureOf(hubspot().deliver(leadMessage(), "msg_2"));
    expect(unavailable).toBeInstanceOf(RetryLater);
    expect((unavailable as RetryLater).afterMs).toBe(60_000);
    expect(fake.contacts).toHaveLength(0);
  });

  it("refuses for good on a 401, quoting HubSpot", async () => {
    const error = await failureOf(hubspot({ accessToken: "pat-na1-revoked" }).deliver(leadMessage(), "msg_1"));
    expect(error).toBeInstanceOf(PermanentFailure);
    expect((error as Error).message).toMatch(/^HubSpot refused the lead \(401\): Authentication credentials not found/);
  });

  it("refuses for good on a validation error, quoting the property HubSpot names", async () => {
    await fake.close();
    fake = await startFakeHubSpot({ owners: [{ id: "77", email: OWNER }] });
    const error = await failureOf(hubspot().deliver(leadMessage(), "msg_1"));
    expect(error).toBeInstanceOf(PermanentFailure);
    expect((error as Error).message).toMatch(/^HubSpot refused the lead \(400\): Property "lead_first_utm_source" does not exist; Property "lead_first_utm_medium" does not exist/);
  });

  it("fails to be retried with backoff on a 5xx, and when HubSpot does not answer within the deadline", async () => {
    fake.failNext({ kind: "server-error", status: 502 });
    expectRetryable(await failureOf(hubspot().deliver(leadMessage(), "msg_1")), /^HubSpot failed \(502\): Internal error/);

    fake.failNext({ kind: "stall" });
    const started = Date.now();
    expectRetryable(await failureOf(hubspot({ timeoutMs: 300 }).deliver(leadMessage(), "msg_2")), /^HubSpot did not answer within 0.3 s$/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("Salesforce", () => {
  let fake: FakeSalesforce;
  const attributionFields = parseAttributionFieldNames("*__c")!;
  const integrationUser = { Id: "005000000000001AAA", Email: "integration@org.test", Name: "Integration User", IsActive: true };
  const seller = { Id: "005000000000002AAA", Email: OWNER, Name: "Sam Seller", IsActive: true };
  const salesforce = (settings: Partial<SalesforceSettings> = {}) =>
    createSalesforceDelivery({ instanceUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret, ownerOf, attributionFields, ...settings });
  const leadWrites = () => fake.requests.filter((request) => request.path.includes("/sobjects/Lead"));

  beforeEach(async () => {
    fake = await startFakeSalesforce({ users: [integrationUser, seller], customLeadFields: Object.values(attributionFields) });
  });
  afterEach(() => fake.close());

  it("creates a Lead with the lead's fields, attribution and owner, the message in its Description", async () => {
    const message = leadMessage();
    await salesforce().deliver(message, "msg_1");

    expect(fake.leads).toHaveLength(1);
    const lead = fake.leads[0]!;
    expect(lead).toMatchObject({
      FirstName: "Jane Q.",
      LastName: "Doe",
      Email: "jane.doe@acme.test",
      Company: "Acme Corp",
      Phone: "+44 20 7946 0958",
      LeadSource: "Web",
      OwnerId: seller.Id,
      first_utm_source__c: "google",
      first_utm_campaign__c: "spring-launch",
      last_utm_source__c: "newsletter",
      landing_page__c: "/pricing",
      referrer__c: "https://www.google.com/",
      click_id__c: "gclid=Cj0KCQ-test",
    });
    expect(lead.Description).toContain(`Website message, lead ${message.id}`);
    expect(lead.Description).toContain("We need lead routing for 40 sales reps.\nCan we talk next week? <urgent>");
    // Our owner stands: the org's assignment rules are not run over it.
    expect(leadWrites()[0]!.headers["sforce-auto-assign"]).toBe("FALSE");
  });

  it("keeps one open Lead per address, each message in its Description once, newest first", async () => {
    const delivery = salesforce();
    const first = leadMessage();
    const second = leadMessage({ email: "Jane.Doe@ACME.test", message: "Following up.", company: "" });
    await deliverEachTwice(delivery, [first, second]);

    expect(fake.leads).toHaveLength(1);
    const description = String(fake.leads[0]!.Description);
    expect(occurrences(description, first.id)).toBe(1);
    expect(occurrences(description, second.id)).toBe(1);
    expect(description.indexOf(second.id)).toBeLessThan(description.indexOf(first.id));
    expect(fake.leads[0]!.Company).toBe("Acme Corp");
    // One create and one update: the repeats wrote nothing.
    expect(leadWrites().map((request) => request.method)).toEqual(["POST", "PATCH"]);
    expect(leadWrites()[1]!.headers["sforce-auto-assign"]).toBe("FALSE");

    // Once converted, the Lead is no longer the address's open one: a new message starts another.
    fake.convertLead(fake.leads[0]!.Id);
    await delivery.deliver(leadMessage(), "msg_3");
    expect(fake.leadsByEmail("jane.doe@acme.test")).toHaveLength(2);
  });

  it("quotes an address with an apostrophe in SOQL, and lets the org assign a Lead whose owner is no Salesforce user", async () => {
    const delivery = salesforce({ ownerOf: async () => "nobody@vendor.test" });
    const message = leadMessage({ email: "o'brien@acme.test", name: "Pat O'Brien", company: "" });
    await delivery.deliver(message, "msg_1");
    await delivery.deliver(message, "msg_1");

    expect(fake.leads).toHaveLength(1);
    expect(fake.leads[0]).toMatchObject({ Email: "o'brien@acme.test", LastName: "O'Brien", Company: "[not provided]", OwnerId: integrationUser.Id });
    expect(leadWrites()[0]!.headers["sforce-auto-assign"]).toBe("TRUE");
  });

  it("asks to be tried later with Salesforce's wait on a 429", async () => {
    fake.failNext({ kind: "rate-limit", retryAfter: "30" });
    const error = await failureOf(salesforce().deliver(leadMessage(), "msg_1"));
    expect(error).toBeInstanceOf(RetryLater);
    expect((error as RetryLater).afterMs).toBe(30_000);
    expect(fake.leads).toHaveLength(0);
  });

  it("asks for a new token once when the session expired, and refuses for good if the API still answers 401", async () => {
    const delivery = salesforce();
    await delivery.deliver(leadMessage(), "msg_1");
    expect(fake.tokens).toHaveLength(1);

    fake.expireTokens();
    await delivery.deliver(leadMessage({ email: "alex@beta.test" }), "msg_2");
    expect(fake.tokens).toHaveLength(2);
    expect(fake.leads).toHaveLength(2);

    fake.failNext({ kind: "unauthorized" }, { count: 2 });
    const error = await failureOf(delivery.deliver(leadMessage({ email: "kim@gamma.test" }), "msg_3"));
    expect(error).toBeInstanceOf(PermanentFailure);
    expect((error as Error).message).toBe("Salesforce refused the lead (401): Session expired or invalid (INVALID_SESSION_ID)");
    expect(fake.tokens).toHaveLength(3);
  });

  it("refuses for good when the connected app's credentials are wrong, quoting Salesforce", async () => {
    const error = await failureOf(salesforce({ clientSecret: "rotated" }).deliver(leadMessage(), "msg_1"));
    expect(error).toBeInstanceOf(PermanentFailure);
    expect((error as Error).message).toBe("Salesforce refused the lead (400): invalid client credentials (invalid_client)");
  });

  it("fails to be retried with backoff on a 5xx", async () => {
    fake.failNext({ kind: "server-error" });
    expectRetryable(await failureOf(salesforce().deliver(leadMessage(), "msg_1")), /^Salesforce failed \(500\): An unexpected error occurred.*\(UNKNOWN_EXCEPTION\)$/);
  });

  it("refuses for good on a validation error, quoting the field Salesforce names", async () => {
    await fake.close();
    fake = await startFakeSalesforce({ users: [integrationUser, seller] });
    const error = await failureOf(salesforce().deliver(leadMessage(), "msg_1"));
    expect(error).toBeInstanceOf(PermanentFailure);
    expect((error as Error).message).toBe("Salesforce refused the lead (400): No such column 'first_utm_source__c' on sobject of type Lead (INVALID_FIELD)");
  });
});

describe("Pipedrive", () => {
  let fake: FakePipedrive;
  const keys = { source: "a".repeat(40), campaign: "b".repeat(40), click: "c".repeat(40) };
  const attributionFields = parseAttributionFieldNames(`first_utm_source=${keys.source}, first_utm_campaign=${keys.campaign}, click_id=${keys.click}`);
  const pipedrive = (settings: Partial<PipedriveSettings> = {}) => createPipedriveDelivery({ apiToken: fake.apiToken, apiUrl: fake.url, ownerOf, attributionFields, ...settings });
  const apiUser = { id: 1001, name: "Api User", email: "api-user@company.test", active_flag: true };
  const seller = { id: 1002, name: "Sam Seller", email: OWNER, active_flag: true };

  beforeEach(async () => {
    // The person search lags a minute behind writes, as Pipedrive's index can.
    fake = await startFakePipedrive({ users: [apiUser, seller], searchLagMs: 60_000 });
  });
  afterEach(() => fake.close());

  it("adds a person, a lead with the attribution and owner, and the message as a note on the lead", async () => {
    const message = leadMessage();
    await pipedrive().deliver(message, "msg_1");

    expect(fake.persons).toHaveLength(1);
    expect(fake.persons[0]).toMatchObject({ name: "Jane Q. Doe", owner_id: seller.id, emails: [{ value: "jane.doe@acme.test", primary: true }], phones: [{ value: "+44 20 7946 0958" }] });
    expect(fake.leads).toHaveLength(1);
    expect(fake.leads[0]).toMatchObject({
      title: "Jane Q. Doe (Acme Corp)",
      person_id: fake.persons[0]!.id,
      owner_id: seller.id,
      custom: { [keys.source]: "google", [keys.campaign]: "spring-launch", [keys.click]: "gclid=Cj0KCQ-test" },
    });
    const notes = fake.notesOf(fake.leads[0]!.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.content).toContain(`lead ${message.id}`);
    expect(notes[0]!.content).toContain("Last touch: newsletter / email, campaign november");
    // The token travels in a header, never in a URL that logs keep.
    expect(fake.requests.every((request) => request.headers["x-api-token"] === fake.apiToken && !request.query.has("api_token"))).toBe(true);
  });

  it("keeps one person and one lead per address, one note per message, even before search sees the new person", async () => {
    const delivery = pipedrive();
    const first = leadMessage();
    // The same address is the same contact in the store.
    const second = leadMessage({ contactId: first.contactId, email: "JANE.DOE@acme.test", message: "Following up." });
    await deliverEachTwice(delivery, [first, second]);

    expect(fake.persons).toHaveLength(1);
    expect(fake.leads).toHaveLength(1);
    const contents = fake.notesOf(fake.leads[0]!.id).map((note) => note.content);
    expect(contents).toHaveLength(2);
    expect(contents.filter((content) => content.includes(first.id))).toHaveLength(1);
    expect(contents.filter((content) => content.includes(second.id))).toHaveLength(1);
  });

  it("leaves Pipedrive's default owner when the inbox owner is no Pipedrive user", async () => {
    await pipedrive({ ownerOf: async () => "nobody@vendor.test" }).deliver(leadMessage(), "msg_1");
    expect(fake.persons[0]!.owner_id).toBe(apiUser.id);
    expect(fake.leads[0]!.owner_id).toBe(apiUser.id);
  });

  it("asks to be tried later with Pipedrive's wait on a 429", async () => {
    fake.failNext({ kind: "rate-limit", retryAfter: "2" });
    const error = await failureOf(pipedrive().deliver(leadMessage(), "msg_1"));
    expect(error).toBeInstanceOf(RetryLater);
    expect((error as RetryLater).afterMs).toBe(2_000);
    expect((error as Error).message).toMatch(/^Pipedrive asked to wait \(429\): Request over limit/);
  });

  it("refuses for good on a 401, quoting Pipedrive", async () => {
    const error = await failureOf(pipedrive({ apiToken: "revoked" }).deliver(leadMessage(), "msg_1"));
    expect(error).toBeInstanceOf(PermanentFailure);
    expect((error as Error).message).toBe("Pipedrive refused the lead (401): unauthorized access");
  });

  it("fails to be retried with backoff on a 5xx", async () => {
    const delivery = pipedrive();
    const message = leadMessage();
    fake.failNext({ kind: "server-error", status: 500 }, { method: "POST", path: "/v1/leads" });
    expectRetryable(await failureOf(delivery.deliver(message, "msg_1")), /^Pipedrive failed \(500\): Internal server error$/);
    // The retry finishes the job without a second person.
    await delivery.deliver(message, "msg_1");
    expect(fake.persons).toHaveLength(1);
    expect(fake.leads).toHaveLength(1);
  });

  it("refuses for good on a validation error, quoting Pipedrive", async () => {
    fake.failNext({ kind: "validation", message: "Validation failed: emails: Invalid email address" }, { method: "POST", path: "/api/v2/persons" });
    const error = await failureOf(pipedrive().deliver(leadMessage(), "msg_1"));
    expect(error).toBeInstanceOf(PermanentFailure);
    expect((error as Error).message).toBe("Pipedrive refused the lead (400): Validation failed: emails: Invalid email address");
  });
});
