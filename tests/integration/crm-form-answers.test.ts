/**
 * A built form's answers in each CRM (docs/crm.md, "Form answers"): every field that names a
 * property of that CRM gets its answer as text (a list joined with ";"), the note or Description
 * says the form and each answer under its label, and hostile answers (a script, quotes, line breaks)
 * arrive as typed in property fields (which show text), escaped in the HTML notes, one line where the field is one line, and
 * never over the lead's own email or owner.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContactMessageRow } from "#server/platform/db/schema.ts";
import { createHubSpotDelivery } from "#server/sales/outbox/crm/hubspot.ts";
import { createPipedriveDelivery } from "#server/sales/outbox/crm/pipedrive.ts";
import { createSalesforceDelivery } from "#server/sales/outbox/crm/salesforce.ts";
import { startFakeHubSpot, type FakeHubSpot } from "#tests/fakes/hubspot.ts";
import { startFakePipedrive, type FakePipedrive } from "#tests/fakes/pipedrive.ts";
import { startFakeSalesforce, type FakeSalesforce } from "#tests/fakes/salesforce.ts";
import { choiceField, COMPANY_SIZES, TOPICS, consentField, emailField, formOf, storedLead, textField, versionsPort } from "#tests/shared/form-leads.ts";

const OWNER = "sam.seller@vendor.test";
const ownerOf = async () => OWNER;
const HOSTILE = `<script>alert("x")</script>\r\nO'Brien & "co"`;
const PIPEDRIVE_KEYS = { title: "d".repeat(40), size: "e".repeat(40), topics: "f".repeat(40), about: "a1".repeat(20), hijack: "b2".repeat(20) };

const FORM = formOf("2025 AI benchmark", [
  textField("name", "Name"),
  emailField(),
  textField("job_title", "Job title", { hubspot: "jobtitle", salesforce: "Title", pipedrive: PIPEDRIVE_KEYS.title }),
  choiceField("choice", "company_size", "Company size", COMPANY_SIZES, { hubspot: "company_size", salesforce: "Company_Size__c", pipedrive: PIPEDRIVE_KEYS.size }),
  choiceField("choices", "topics", "Topics", TOPICS, { hubspot: "topics", salesforce: "Topics__c", pipedrive: PIPEDRIVE_KEYS.topics }),
  textField("about", "About you", { hubspot: "about", salesforce: "About__c", pipedrive: PIPEDRIVE_KEYS.about }),
  // A hidden field pointed at the lead's own address or owner cannot move the record.
  { kind: "hidden", key: "ref", label: "Referrer", required: false, from: "query", name: "ref", crm: { hubspot: "email", salesforce: "OwnerId" } },
  consentField("I agree to be contacted about the report.", "2026-12"),
]);

/** A form that asks for no name (a newsletter), and one that asks for it in two fields. */
const NO_NAME = formOf("Newsletter", [emailField(), consentField("I agree to receive the newsletter.", "2026-12")]);
const TWO_PARTS = formOf("Webinar seats", [textField("first_name", "First name"), textField("last_name", "Last name"), emailField(), consentField("I agree to be contacted.", "2026-12")]);

const publishedForms = versionsPort([
  { formId: 4, version: 2, document: FORM },
  { formId: 5, version: 1, document: NO_NAME },
  { formId: 6, version: 1, document: TWO_PARTS },
]);

/** A lead of the newsletter form: no name of its own. */
const unnamedLead = (overrides: Partial<ContactMessageRow> = {}) =>
  storedLead({
    formId: 5,
    formVersion: 1,
    name: "",
    answers: { email: "jane.doe@acme.test", consent: true },
    consent: [{ key: "consent", text: "I agree to receive the newsletter.", version: "2026-12" }],
    ...overrides,
  });

function formLead(overrides: Partial<ContactMessageRow> = {}): ContactMessageRow {
  return storedLead({
    formId: 4,
    formVersion: 2,
    answers: {
      name: "Jane Doe",
      email: "jane.doe@acme.test",
      job_title: "Head of Marketing",
      company_size: "1000+",
      topics: ["ai", "seo"],
      about: HOSTILE,
      ref: "mallory@evil.test",
      consent: true,
    },
    consent: [{ key: "consent", text: "I agree to be contacted about the report.", version: "2026-12" }],
    unlocked: { file: "file-1", label: "The 2025 AI marketing benchmark (PDF)", expiresAt: "2026-12-05T10:00:00.000Z" },
    sourcePage: "/benchmark",
    ...overrides,
  });
}

/** The note's text as the CRM's HTML shows it: what a person reads, and proof no tag is in it. */
function expectInertHtml(html: string) {
  expect(html).not.toMatch(/<(?!br>)/);
  expect(html).not.toContain('"');
}

describe("a form's answers in HubSpot", () => {
  let fake: FakeHubSpot;
  beforeEach(async () => {
    fake = await startFakeHubSpot({ owners: [{ id: "77", email: OWNER }], customProperties: ["company_size", "topics", "about"] });
  });
  afterEach(() => fake.close());

  it("sets each mapped contact property to its answer as typed, and names the form and every answer in the note, escaped", async () => {
    const message = formLead();
    await createHubSpotDelivery({ accessToken: fake.accessToken, apiUrl: fake.url, ownerOf, publishedForms }).deliver(message, "msg_1");

    const contact = fake.contactByEmail("jane.doe@acme.test")!;
    expect(fake.contacts).toHaveLength(1);
    expect(contact.properties).toMatchObject({
      email: "jane.doe@acme.test",
      hubspot_owner_id: "77",
      jobtitle: "Head of Marketing",
      company_size: "1000+",
      topics: "ai;seo",
      // A property field shows text as text: what the visitor typed, on one line.
      about: `<script>alert("x")</script> O'Brien & "co"`,
    });
    const body = fake.notesOf(contact.id)[0]!.properties.hs_note_body!;
    expect(body).toContain(`lead ${message.id}`);
    expect(body).toContain("Form: 2025 AI benchmark (version 2)<br>Name: Jane Doe<br>Work email: jane.doe@acme.test<br>Job title: Head of Marketing<br>Company size: Over 1,000<br>Topics: AI, Search");
    expect(body).toContain("About you: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(body).toContain("Consent (version 2026-12): I agree to be contacted about the report.");
    expect(body).toContain("Unlocked: The 2025 AI marketing benchmark (PDF) (link works until 2026-12-05T10:00:00.000Z)");
    expectInertHtml(body);
  });

  it("sends a contact form's lead as before, with no property of a form", async () => {
    await createHubSpotDelivery({ accessToken: fake.accessToken, apiUrl: fake.url, ownerOf, publishedForms }).deliver(
      formLead({ formId: null, formVersion: null, answers: null, consent: null, unlocked: null, message: "Hello" }),
      "msg_1",
    );
    expect(Object.keys(fake.contacts[0]!.properties).sort()).toEqual(["email", "firstname", "hubspot_owner_id", "lastname"]);
  });
});

describe("a form without a name field in each CRM", () => {
  it("keeps a HubSpot contact's name, and takes first_name and last_name answers as the contact's name", async () => {
    const fake = await startFakeHubSpot({ owners: [{ id: "77", email: OWNER }] });
    try {
      const hubspot = createHubSpotDelivery({ accessToken: fake.accessToken, apiUrl: fake.url, ownerOf, publishedForms });
      await hubspot.deliver(storedLead({ message: "Hello" }), "msg_1");
      await hubspot.deliver(unnamedLead(), "msg_2");
      expect(fake.contactByEmail("jane.doe@acme.test")!.properties).toMatchObject({ firstname: "Jane", lastname: "Doe" });
      await hubspot.deliver(
        storedLead({ formId: 6, formVersion: 1, name: "", email: "mary@acme.test", answers: { first_name: "Mary Ann", last_name: "van Dyke", email: "mary@acme.test", consent: true } }),
        "msg_3",
      );
      expect(fake.contactByEmail("mary@acme.test")!.properties).toMatchObject({ firstname: "Mary Ann", lastname: "van Dyke" });
    } finally {
      await fake.close();
    }
  });

  it("creates a Salesforce Lead named by the address's local part", async () => {
    const fake = await startFakeSalesforce({ users: [{ Id: "005000000000002AAA", Email: OWNER, Name: "Sam Seller", IsActive: true }] });
    try {
      await createSalesforceDelivery({ instanceUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret, ownerOf, publishedForms }).deliver(unnamedLead(), "msg_1");
      expect(fake.leadsByEmail("jane.doe@acme.test")[0]).toMatchObject({ LastName: "jane.doe", Company: "[not provided]" });
    } finally {
      await fake.close();
    }
  });

  it("creates a Pipedrive person and lead named by the address", async () => {
    const fake = await startFakePipedrive({ users: [{ id: 1002, name: "Sam Seller", email: OWNER, active_flag: true }] });
    try {
      await createPipedriveDelivery({ apiToken: fake.apiToken, apiUrl: fake.url, ownerOf, publishedForms }).deliver(unnamedLead(), "msg_1");
      expect(fake.personsByEmail("jane.doe@acme.test")[0]!.name).toBe("jane.doe@acme.test");
      expect(fake.leads[0]!.title).toBe("jane.doe@acme.test");
    } finally {
      await fake.close();
    }
  });
});

describe("a form's answers in Salesforce", () => {
  let fake: FakeSalesforce;
  const seller = { Id: "005000000000002AAA", Email: OWNER, Name: "Sam Seller", IsActive: true };
  beforeEach(async () => {
    fake = await startFakeSalesforce({
      users: [{ Id: "005000000000001AAA", Email: "integration@org.test", Name: "Integration", IsActive: true }, seller],
      customLeadFields: ["Company_Size__c", "Topics__c", "About__c"],
    });
  });
  afterEach(() => fake.close());

  it("sets each mapped Lead field to its answer as one line of text, and the Description names the form and every answer", async () => {
    const message = formLead();
    await createSalesforceDelivery({ instanceUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret, ownerOf, publishedForms }).deliver(message, "msg_1");

    const [lead] = fake.leadsByEmail("jane.doe@acme.test");
    expect(fake.leads).toHaveLength(1);
    // Salesforce shows field values as text, escaping them itself, as it does the Description: no HTML entities, no line break.
    expect(lead).toMatchObject({
      Email: "jane.doe@acme.test",
      OwnerId: seller.Id,
      Title: "Head of Marketing",
      Company_Size__c: "1000+",
      Topics__c: "ai;seo",
      About__c: `<script>alert("x")</script> O'Brien & "co"`,
    });
    expect(lead!.Description).toContain("Form: 2025 AI benchmark (version 2)\nName: Jane Doe\nWork email: jane.doe@acme.test\nJob title: Head of Marketing\nCompany size: Over 1,000");
    expect(lead!.Description).toContain("Consent (version 2026-12): I agree to be contacted about the report.");
  });
});

describe("a form's answers in Pipedrive", () => {
  let fake: FakePipedrive;
  const seller = { id: 1002, name: "Sam Seller", email: OWNER, active_flag: true };
  beforeEach(async () => {
    fake = await startFakePipedrive({ users: [{ id: 1001, name: "Api User", email: "api-user@company.test", active_flag: true }, seller] });
  });
  afterEach(() => fake.close());

  const pipedrive = () => createPipedriveDelivery({ apiToken: fake.apiToken, apiUrl: fake.url, ownerOf, publishedForms });

  it("sets the mapped person custom fields to their answers as typed, the note escaped, on a new person and on one found again", async () => {
    const message = formLead();
    await pipedrive().deliver(message, "msg_1");

    const [person] = fake.personsByEmail("jane.doe@acme.test");
    expect(person!.custom_fields).toEqual({
      [PIPEDRIVE_KEYS.title]: "Head of Marketing",
      [PIPEDRIVE_KEYS.size]: "1000+",
      [PIPEDRIVE_KEYS.topics]: "ai;seo",
      [PIPEDRIVE_KEYS.about]: `<script>alert("x")</script> O'Brien & "co"`,
    });
    const note = fake.notesOf(fake.leads[0]!.id)[0]!.content;
    expect(note).toContain("Form: 2025 AI benchmark (version 2)<br>");
    expectInertHtml(note);

    // The person writes again with another answer: the person found is updated, as typed; its note escaped.
    await pipedrive().deliver(formLead({ contactId: message.contactId, answers: { ...message.answers, job_title: "R&D <lead>" } }), "msg_2");
    expect(fake.personsByEmail("jane.doe@acme.test")).toHaveLength(1);
    expect(person!.custom_fields[PIPEDRIVE_KEYS.title]).toBe("R&D <lead>");
    const notes = fake.notesOf(fake.leads[0]!.id);
    expect(notes.at(-1)!.content).toContain("Job title: R&amp;D &lt;lead&gt;");
    for (const each of notes) expectInertHtml(each.content);
  });
});
