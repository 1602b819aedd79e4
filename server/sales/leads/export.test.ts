import { describe, expect, it } from "vitest";
import type { LeadRecord } from "./queries.ts";
import { choiceField, emailField, formOf, storedLead, textField, versionsPort as formVersions } from "#tests/shared/form-leads.ts";
import { exportStream, toCsv, toJsonExport, UTF8_BOM, type ExportOutcome } from "./export.ts";

function lead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  const row = storedLead({ id: "lead-1", contactId: "contact-1", createdAt: new Date("2026-01-02T03:04:05.678Z"), email: "jane@example.com", message: "Hello", payloadHash: "x" });
  return { ...row, owner: null, ...overrides };
}

/** The message is the last column: its cell is what follows a lead with no message, up to its CRLF. */
const messageCell = (message: string) => toCsv([lead({ message })]).slice(toCsv([lead({ message: "" })]).length - "\r\n".length);

async function* pagesOf(...pages: LeadRecord[][]) {
  yield* pages;
}

/** The text as downloaded, byte order mark included (Response.text() would drop it). */
const read = async (stream: ReadableStream<Uint8Array>) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

describe("the CSV export", () => {
  it("writes the header, then each lead with ISO times, lines ending in CRLF", () => {
    const csv = toCsv([lead({ company: "Acme", owner: "ana@vendor.example" })]);
    const [header, row, end] = csv.split("\r\n");
    expect(header).toMatch(
      /^id,createdAt,name,email,company,phone,sourcePage,locale,status,owner,contactId,dueAt,firstResponseAt,firstSource,.*,secondsToConvert,experiments,form,form_version,answers,message$/,
    );
    expect(row).toBe("lead-1,2026-01-02T03:04:05.678Z,Jane Doe,jane@example.com,Acme,,,,new,ana@vendor.example,contact-1,,,,,,,,,,,,,,,,,,,,,,,,,,Hello");
    expect(end).toBe("");
  });

  it("names the versions of the page experiments the visitor saw, as the CRM note does", () => {
    const touch = { source: "(direct)", medium: "(none)", campaign: null, term: null, content: null, clickIds: {}, landingPage: "/", referrer: null, at: null };
    const experiments = [
      { experiment: 1, name: "Home hero", variant: "b" },
      { experiment: 2, name: "Pricing offer", variant: "control" },
    ];
    const csv = toCsv([lead({ attribution: { version: 1, capturedBy: "server", first: touch, last: touch, secondsToConvert: null, experiments } })]);
    const [header, row] = csv.split("\r\n");
    const column = header!.split(",").indexOf("experiments");
    expect(row!.split(",")[column]).toBe('"Home hero: b; Pricing offer: control"');
  });

  it.each([
    ["Hello;=cmd|' /C calc'!A0", `"Hello;=cmd|' /C calc'!A0"`],
    ["a\t=1+1", `"a\t=1+1"`],
    ["a|=1+1", `"a|=1+1"`],
    ["a,=1+1", `"a,=1+1"`],
  ])("quotes %j, whose separator some locale's spreadsheet splits on", (message, cell) => {
    expect(messageCell(message)).toBe(`${cell}\r\n`);
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+1+1", "'+1+1"],
    ["-1+1", "'-1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", `"'\t=1"`],
    ["\r=1", `"'\r=1"`],
    ["＝1+1", "'＝1+1"],
    ["＋1", "'＋1"],
    ["－1", "'－1"],
    ["＠SUM(A1)", "'＠SUM(A1)"],
  ])("makes %j text, not a formula, with a leading apostrophe", (message, cell) => {
    expect(messageCell(message)).toBe(`${cell}\r\n`);
  });

  /** The phone column's cell of a lead with this phone number (none of these holds a separator). */
  const phoneCell = (phone: string) => {
    const [header, row] = toCsv([lead({ phone })]).split("\r\n");
    return row!.split(",")[header!.split(",").indexOf("phone")];
  };

  it.each(["+44 20 7946 0000", "+1 (555) 010-9999", "+33.1.23.45.67.89", "-555 0100", "020 7946 0000"])(
    "writes %j, only a phone number, as it is: a CRM import reads what the visitor typed",
    (phone) => {
      expect(phoneCell(phone)).toBe(phone);
    },
  );

  it.each([
    ["+44 20 7946 0000 =1+1", "'+44 20 7946 0000 =1+1"],
    ["+1 555 0100+1", "'+1 555 0100+1"],
    ["-1+1", "'-1+1"],
    ["+44 20 @A1", "'+44 20 @A1"],
    ["+", "'+"],
    ["+ ( )", "'+ ( )"],
  ])("still makes %j text, as it is more than a phone number", (phone, cell) => {
    expect(phoneCell(phone)).toBe(cell);
  });

  it.each([
    ['Line 1, "quoted"\r\nLine 2', `"Line 1, ""quoted""\r\nLine 2"`],
    ["Line 1\nLine 2", `"Line 1\nLine 2"`],
    ["Line 1\rLine 2", `"Line 1\rLine 2"`],
  ])("keeps commas, quotes and line breaks of %j inside one cell", (message, cell) => {
    expect(messageCell(message)).toBe(`${cell}\r\n`);
  });
});

describe("the streamed export", () => {
  const leads = [lead({ id: "a", name: "Ann; =1" }), lead({ id: "b", message: "two\nlines" }), lead({ id: "c" })];

  it("streams CSV page by page after a byte order mark, the same text as the whole file", async () => {
    expect(await read(exportStream(pagesOf(leads.slice(0, 2), leads.slice(2)), "csv"))).toBe(`${UTF8_BOM}${toCsv(leads)}`);
    expect(await read(exportStream(pagesOf(), "csv"))).toBe(`${UTF8_BOM}${toCsv([])}`);
  });

  it("streams one JSON array, the same text as the whole file, empty included", async () => {
    const json = await read(exportStream(pagesOf([leads[0]!], leads.slice(1)), "json"));
    expect(json).toBe(toJsonExport(leads));
    expect(JSON.parse(json)).toHaveLength(3);
    expect(await read(exportStream(pagesOf(), "json"))).toBe(toJsonExport([]));
  });

  it("reports how many leads it exported once the file is complete, and a partial count when the download stops", async () => {
    const outcomes: ExportOutcome[] = [];
    await read(exportStream(pagesOf(leads.slice(0, 2), leads.slice(2)), "csv", (outcome) => void outcomes.push(outcome)));
    expect(outcomes).toEqual([{ count: 3, complete: true }]);

    const reader = exportStream(pagesOf(leads.slice(0, 2), leads.slice(2)), "json", (outcome) => void outcomes.push(outcome)).getReader();
    await reader.read();
    await reader.cancel();
    expect(outcomes.at(-1)).toMatchObject({ complete: false });
    expect(outcomes).toHaveLength(2);
  });
});

/** Two versions of one form: the second renamed it, added `team_size` and dropped `budget`. */
const topics = choiceField("choices", "topics", "Topics", [
  ["ai", "AI"],
  ["seo", "SEO"],
]);
const VERSION_1 = formOf("Benchmark", [emailField(), textField("budget", "Budget"), topics]);
const VERSION_2 = formOf("2025 AI benchmark", [topics, { kind: "number", key: "team_size", label: "Team size", required: false, wholeNumber: true }, textField("status", "Status"), emailField()]);
const versionsPort = () =>
  formVersions([
    { formId: 7, version: 2, document: VERSION_2 },
    { formId: 7, version: 1, document: VERSION_1 },
  ]);

const formLeads = [
  lead({ id: "old", formId: 7, formVersion: 1, answers: { email: "jane@example.com", budget: '=HYPERLINK("http://x")', topics: ["ai", "seo"] } }),
  lead({
    id: "new",
    formId: 7,
    formVersion: 2,
    answers: { email: "jane@example.com", topics: ["seo"], team_size: 40, status: "employed" },
    consent: [{ key: "consent", text: "I agree to be contacted.", version: "2026-12" }],
    unlocked: { file: "f1", label: "The report", expiresAt: "2026-12-09T10:00:00.000Z" },
  }),
];

describe("a form's leads in the export", () => {
  it("gives one form's export a column per field key, the latest version's order first, older keys after, cells as text and guarded", async () => {
    const csv = await read(exportStream(pagesOf(formLeads), "csv", undefined, { publishedForms: versionsPort(), formId: 7 }));
    const [header, first, second] = csv.slice(UTF8_BOM.length).split("\r\n");
    // The email answer is the lead's email column already; a field keyed like another column gets a prefix.
    expect(header).toMatch(/,experiments,form,form_version,topics,team_size,answer_status,budget,message$/);
    expect(first).toMatch(/,Benchmark,1,"ai;seo",,,"'=HYPERLINK\(""http:\/\/x""\)",Hello$/);
    expect(second).toMatch(/,2025 AI benchmark,2,seo,40,employed,,Hello$/);
  });

  it("gives an export of every lead one answers column of JSON, and the contact form's leads empty form cells", async () => {
    const csv = await read(exportStream(pagesOf([lead({ id: "contact" }), ...formLeads]), "csv", undefined, { publishedForms: versionsPort() }));
    const [header, contact, first] = csv.slice(UTF8_BOM.length).split("\r\n");
    expect(header).toMatch(/,experiments,form,form_version,answers,message$/);
    expect(contact).toMatch(/,,,,Hello$/);
    expect(first).toContain(',Benchmark,1,"{""email"":""jane@example.com"",""budget"":""=HYPERLINK(\\""http://x\\"")"",""topics"":[""ai"",""seo""]}",Hello');
  });

  it("carries the form, its version, the answers, the consent's words and what was unlocked in the JSON export", async () => {
    const json = JSON.parse(await read(exportStream(pagesOf([lead({ id: "contact" }), ...formLeads]), "json", undefined, { publishedForms: versionsPort() }))) as Record<string, unknown>[];
    expect(json[0]).toMatchObject({ id: "contact", form: null, answers: null, consent: null, unlocked: null });
    expect(json[2]).toMatchObject({
      id: "new",
      form: { id: 7, name: "2025 AI benchmark", version: 2 },
      answers: { email: "jane@example.com", topics: ["seo"], team_size: 40, status: "employed" },
      consent: [{ key: "consent", text: "I agree to be contacted.", version: "2026-12" }],
      unlocked: { file: "f1", label: "The report", expiresAt: "2026-12-09T10:00:00.000Z" },
    });
  });
});
