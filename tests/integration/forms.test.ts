/**
 * A built form's answers through POST /api/forms/:id, as a campaign's visitors send them: stored
 * durably with the version they answered, their consent in its exact words, the hidden fields from
 * the page and the visit, and the download they unlocked; refused field by field in words; hostile
 * posts refused in words, never a 5xx; an enterprise-size answer to the enterprise owner; a retried
 * post stored once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser } from "#server/auth/users.ts";
import { adminUsers, contactMessages, contacts } from "#server/platform/db/schema.ts";
import type { FormDeps } from "#server/sales/forms/route.ts";
import { benchmarkForm, CONSENT_TEXT, publishForm, unpublishForm } from "#tests/shared/benchmark-form.ts";
import { challengeFrom, solved } from "#tests/shared/proof-of-work.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { FORM_PLACEHOLDER } from "#sections/form/section.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

const given: Array<{ file: string; leadId: string }> = [];
const giveDownload: FormDeps["giveDownload"] = async (unlocked, leadId) => {
  given.push({ file: unlocked.file, leadId });
  return { href: `/downloads/${unlocked.file}?lead=${leadId}&sig=test`, label: unlocked.label, expiresAt: unlocked.expiresAt };
};

const answers = (extra: Record<string, unknown> = {}) => ({
  name: "Jane Smith",
  email: "jane@acme.example",
  company_size: "51-500",
  job_title: "Head of growth",
  interests: ["seo", "ads"],
  consent: true,
  page: "/benchmark?utm_campaign=spring-launch",
  ...extra,
});

/** `bytes` of JSON-ish text in 10 KB chunks, as a client streams a body it does not measure first. */
const streamOf = (bytes: number) =>
  new ReadableStream({
    start(controller) {
      for (let sent = 0; sent < bytes; sent += 10_000) controller.enqueue(new TextEncoder().encode("x".repeat(10_000)));
      controller.close();
    },
  });

describe("a built form's endpoint", () => {
  let h: Harness;
  let formId: number;
  let ben: string;
  const db = () => h.pipeline.database.db;
  /** `streamed`: a body of that many bytes sent in chunks, without a Content-Length. */
  const post = (id: number | string, body: unknown, init: { headers?: Record<string, string>; raw?: string; contentType?: string; streamed?: number } = {}) =>
    fetch(`${h.url}/api/forms/${id}`, {
      method: "POST",
      headers: { "content-type": init.contentType ?? "application/json", ...init.headers },
      body: init.streamed ? streamOf(init.streamed) : (init.raw ?? JSON.stringify(body)),
      redirect: "manual",
      duplex: "half",
    } as RequestInit);
  const stored = async (id: string) => (await db().select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;

  beforeAll(async () => {
    h = await startHarness({ giveDownload });
    await addUser(db(), "ana@vendor.example", { role: "sales" });
    ben = (await addUser(db(), "ben@vendor.example", { role: "sales" })).id;
    formId = await publishForm(db(), benchmarkForm([ben]));
  });
  afterAll(async () => h?.close());

  it("stores a JSON post with its answers, version, consent, hidden fields and download, and gives the link", async () => {
    const answer = await post(formId, answers());
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as { id: string; thanks: { heading: string; body: string; download: { href: string; label: string } } };
    expect(body.thanks).toMatchObject({ heading: "Your benchmark is ready", download: { href: `/downloads/benchmark-2025?lead=${body.id}&sig=test`, label: "Download the benchmark (PDF)" } });
    const row = await stored(body.id);
    expect(row).toMatchObject({ formId, formVersion: 1, name: "Jane Smith", email: "jane@acme.example", message: "", sourcePage: "/benchmark" });
    const { page: _sentFrom, ...sent } = answers();
    expect(row.answers).toEqual({
      ...sent,
      utm_campaign: "spring-launch",
      // No record of the visit from the browser: the page it was sent from is where it landed.
      landing: "/benchmark",
    });
    expect(row.consent).toEqual([{ key: "consent", text: CONSENT_TEXT, version: "2026-12" }]);
    expect(row.unlocked).toMatchObject({ file: "benchmark-2025", label: "Download the benchmark (PDF)" });
    expect(Date.parse(row.unlocked!.expiresAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect(given.at(-1)).toEqual({ file: "benchmark-2025", leadId: body.id });
  });

  it("stores a plain post (repeated names as a list) and answers it with the thank-you and the link", async () => {
    const plain = new URLSearchParams([
      ["name", "Omar Diaz"],
      ["email", "omar@beta.example"],
      ["company_size", "1-50"],
      ["interests", "seo"],
      ["interests", "email"],
      ["consent", "on"],
      ["website", ""],
    ]);
    const answer = await post(formId, null, { raw: plain.toString(), contentType: "application/x-www-form-urlencoded", headers: { referer: `${h.url}/benchmark?utm_campaign=newsletter` } });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Your benchmark is ready");
    expect(html).toMatch(/<a href="\/downloads\/benchmark-2025\?lead=[^"]+&amp;sig=test">Download the benchmark \(PDF\)<\/a>/);
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.email, "omar@beta.example"));
    expect(row!.answers).toMatchObject({ interests: ["seo", "email"], consent: true, utm_campaign: "newsletter", landing: "/benchmark" });
  });

  it("gives the download before a thank-you page, with and without JavaScript: the link in the form's place and the way on, never in an address", async () => {
    const toPage = await publishForm(db(), { ...benchmarkForm(), thankYou: { kind: "page", path: "/thank-you" } });
    const json = await post(toPage, answers({ email: "page@acme.example" }));
    const body = (await json.json()) as { id: string; redirect?: string; thanks?: { heading: string; download: { href: string }; next: string } };
    expect([json.status, body.redirect]).toEqual([201, undefined]);
    expect(body.thanks).toMatchObject({ heading: "Your download is ready", download: { href: `/downloads/benchmark-2025?lead=${body.id}&sig=test` }, next: "/thank-you" });

    const plainPost = { raw: "name=Omar&email=omar%40page.example&company_size=1-50&consent=on", contentType: "application/x-www-form-urlencoded" };
    const plainAnswer = await post(toPage, null, plainPost);
    expect([plainAnswer.status, plainAnswer.headers.get("location")]).toEqual([200, null]);
    const html = await plainAnswer.text();
    expect(html).toMatch(/<a href="\/downloads\/benchmark-2025\?lead=[^"]+&amp;sig=test">Download the benchmark \(PDF\)<\/a>/);
    expect(html).toContain('<a href="/thank-you">Continue</a>');

    // Without a download, the thank-you page is where the visitor goes at once.
    const noDownload = await publishForm(db(), { ...benchmarkForm(), download: undefined, thankYou: { kind: "page", path: "/thank-you" } });
    expect(await (await post(noDownload, answers({ email: "plain@acme.example" }))).json()).toMatchObject({ redirect: "/thank-you" });
    const redirected = await post(noDownload, null, { ...plainPost, raw: plainPost.raw.replace("omar%40page", "omar%40plain") });
    expect([redirected.status, redirected.headers.get("location")]).toEqual([303, "/thank-you"]);
  });

  it("refuses each answer that breaks its field's rule, in words, by field", async () => {
    const answer = await post(formId, answers({ email: "jane@", company_size: "huge", consent: false, job_title: "x".repeat(81) }));
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      error: "Please enter a valid email address",
      field: "email",
      fields: {
        email: "Please enter a valid email address",
        company_size: "Choose one of the options for Company size",
        job_title: "Job title must be less than 80 characters",
        consent: "Tick this box to continue",
      },
    });
  });

  const plain = (fields: string) => ({ raw: `name=Jane&email=jane%40acme.example&company_size=1-50&consent=on&${fields}`, contentType: "application/x-www-form-urlencoded" });
  const hostile: Array<[string, Parameters<typeof post>[1], Parameters<typeof post>[2], number, RegExp]> = [
    ["NUL in a name", answers({ name: "Jane\u0000Smith" }), {}, 422, /Name contains characters that are not allowed/],
    ["a lone surrogate in a name", answers({ name: "Jane\ud800" }), {}, 422, /Name contains characters that are not allowed/],
    ["a header forged in the email", answers({ email: "jane@acme.example\r\nBcc: all@victim.example" }), {}, 422, /valid email address/],
    ["an object for a text", answers({ job_title: { $gt: "" } }), {}, 422, /Job title was not sent as the form asks/],
    ["a list for a single choice", answers({ company_size: ["1-50", "501+"] }), {}, 422, /Company size was not sent as the form asks/],
    ["a list of lists for the choices", answers({ interests: [["seo"]] }), {}, 422, /Topics you care about was not sent as the form asks/],
    ["a list for the consent", answers({ consent: [true] }), {}, 422, /I agree to receive the benchmark.* was not sent as the form asks/],
    ["a number for the email", answers({ email: 42 }), {}, 422, /Work email was not sent as the form asks/],
    ["a name nested 10,000 deep", null, { raw: `{"name":${"[".repeat(10_000)}${"]".repeat(10_000)}}` }, 422, /Name was not sent as the form asks/],
    ["a field the form does not have", answers({ is_admin: "yes" }), {}, 422, /This form has no field “is_admin”/],
    ["__proto__", null, { raw: JSON.stringify(answers()).replace("{", '{"__proto__":{"isAdmin":true},') }, 422, /This form has no field “__proto__”/],
    ["a hidden field's value sent by the visitor", answers({ utm_campaign: "forged" }), {}, 422, /This form has no field “utm_campaign”/],
    ["a choice that is not offered", answers({ interests: ["seo", "<script>alert(1)</script>"] }), {}, 422, /Choose one of the options for Topics you care about/],
    ["a body of a megabyte", null, { raw: JSON.stringify(answers({ job_title: "x".repeat(1_000_000) })) }, 413, /too long/],
    ["a megabyte without a length", null, { streamed: 1_000_000 }, 413, /too long/],
    ["broken JSON", null, { raw: '{"name": "Jane"' }, 400, /not a JSON object/],
    ["a JSON list", null, { raw: "[1,2]" }, 400, /not a JSON object/],
    ["JSON null", null, { raw: "null" }, 400, /not a JSON object/],
    ["text/plain", null, { raw: "name=Jane", contentType: "text/plain" }, 415, /application\/json or a form post/],
    ["another site's page", answers(), { headers: { origin: "https://evil.example" } }, 403, /only be sent from our website/],
    ["a plain post's name given twice", null, plain("name=Mallory"), 422, /Name was not sent as the form asks/],
    // The refusal names the field: a page shows it as text, never as markup.
    ["a plain post's field named with markup", null, plain("%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E=1"), 422, /no field “&lt;img src=x onerror=alert\(1\)&gt;”/],
    ["a broken multipart post", null, { raw: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJa', contentType: "multipart/form-data; boundary=x" }, 400, /.+/],
  ];
  /** Each hostile post's status and the words it was refused with (a JSON error, or the page a plain post gets). */
  const refusalOf = async ([what, body, init]: (typeof hostile)[number]) => {
    const response = await post(formId, body, init);
    const text = await response.text();
    const words = response.headers.get("content-type")?.includes("json") ? ((JSON.parse(text) as { error?: string }).error ?? "") : text;
    return [what, response.status, words] as const;
  };
  const expected = ([what, , , status, words]: (typeof hostile)[number]) => [what, status, expect.stringMatching(words)] as const;
  const storedCount = async () => (await db().select({ id: contactMessages.id }).from(contactMessages)).length;

  it("refuses hostile posts in words, every one at once, and stores none of them", async () => {
    const before = await storedCount();
    expect(await Promise.all(hostile.map(refusalOf))).toEqual(hostile.map(expected));
    expect(await storedCount()).toBe(before);
  });

  it("answers 200 hostile posts at once with their 4xx, never a 5xx or a dropped connection, and a visitor's post after them is stored", async () => {
    const before = await storedCount();
    const many = Array.from({ length: 200 }, (_, i) => hostile[i % hostile.length]!);
    const answered = await Promise.all(many.map((one) => refusalOf(one).catch((error: unknown) => [one[0], 0, String((error as { cause?: unknown }).cause ?? error)] as const)));
    expect(answered).toEqual(many.map(expected));
    expect(await storedCount()).toBe(before);
    // The connections the 413s were sent on are closed, not handed back to be reused and then dropped.
    const after = await Promise.all(Array.from({ length: 20 }, (_, i) => post(formId, answers({ email: `after${i}@acme.example` })).then((response) => response.status)));
    expect(after).toEqual(Array.from({ length: 20 }, () => 201));
  });

  it("keeps a script typed into an answer as text (the pages and CRMs escape it)", async () => {
    const answer = await post(formId, answers({ email: "xss@acme.example", job_title: '<img src=x onerror="alert(1)">' }));
    expect(answer.status).toBe(201);
    const row = await stored(((await answer.json()) as { id: string }).id);
    expect(row.answers?.["job_title"]).toBe('<img src=x onerror="alert(1)">');
  });

  it("keeps nothing of a post that fills the honeypot, and logs it as a form's", async () => {
    const answer = await post(formId, answers({ email: "bot@acme.example", website: "http://spam.example" }));
    expect(answer.status).toBeLessThan(300);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, "bot@acme.example"))).toEqual([]);
    expect(h.logs.filter((line) => line.includes("honeypot")).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(["form: honeypot hit discarded"]);
  });

  it("answers 404 in words for a form that is not published, a draft or no form at all", async () => {
    const draft = await publishForm(db(), benchmarkForm(), "draft");
    const gone = await publishForm(db(), benchmarkForm());
    await unpublishForm(db(), gone);
    for (const id of [draft, gone, 999_999, "abc", "1e3"]) {
      const answer = await post(id, answers());
      expect([id, answer.status, ((await answer.json()) as { error: string }).error]).toEqual([id, 404, "This form is not on the site any more. Reload the page to see what it offers now."]);
    }
  });

  it("still takes answers for a form live before a rule the studio added since (a rule's answer no choice gives)", async () => {
    const form = benchmarkForm([ben]);
    const older = await publishForm(db(), { ...form, routing: [{ name: "Gone", field: "company_size", values: ["5000-plus"], owners: [ben] }] });
    const answer = await post(older, answers());
    expect(answer.status).toBe(201);
  });

  it("gives an enterprise-size answer's new contact to the enterprise owner; a returning contact keeps its owner", async () => {
    const ownerOf = async (id: string) =>
      (
        await db()
          .select({ owner: adminUsers.id })
          .from(contactMessages)
          .innerJoin(contacts, eq(contacts.id, contactMessages.contactId))
          .leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId))
          .where(eq(contactMessages.id, id))
      )[0]!.owner;
    const send = async (body: Record<string, unknown>) => ((await (await post(formId, answers(body))).json()) as { id: string }).id;
    for (const email of ["big1@corp.example", "big2@corp.example", "big3@corp.example"]) expect(await ownerOf(await send({ email, company_size: "501+" }))).toBe(ben);
    const small = await send({ email: "small@shop.example", company_size: "1-50" });
    const smallOwner = await ownerOf(small);
    expect(smallOwner).not.toBeNull();
    // The same person comes back with an enterprise-size answer: they stay with whoever has them.
    expect(await ownerOf(await send({ email: "small@shop.example", company_size: "501+" }))).toBe(smallOwner);
  });

  it("keeps one lead when a visitor without JavaScript reloads the thank-you (the browser posts the same answers again)", async () => {
    const plain = { raw: "name=Lena&email=lena%40reload.example&company_size=1-50&consent=on&page=%2Fbenchmark", contentType: "application/x-www-form-urlencoded" };
    const [first, again] = [await post(formId, null, plain), await post(formId, null, plain)];
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.text()).toContain("Your benchmark is ready");
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, "lena@reload.example"))).toHaveLength(1);
    // Other answers are another lead.
    expect((await post(formId, null, { ...plain, raw: plain.raw.replace("1-50", "51-500") })).status).toBe(200);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, "lena@reload.example"))).toHaveLength(2);
  });

  it("stores a retried post once, answers the replay as the original, and refuses a key reused for other answers", async () => {
    const headers = { "idempotency-key": "form-retry-1" };
    const first = await post(formId, answers({ email: "retry@acme.example" }), { headers });
    const replay = await post(formId, answers({ email: "retry@acme.example" }), { headers });
    const [a, b] = (await Promise.all([first.json(), replay.json()])) as Array<{ id: string; thanks: { download: { href: string } } }>;
    expect([first.status, replay.status, b!.id]).toEqual([201, 201, a!.id]);
    expect(b!.thanks.download.href).toContain(a!.id);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, "retry@acme.example"))).toHaveLength(1);
    // A later retry gets the link the lead holds: the same end as the stored one, not a new one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = (await (await post(formId, answers({ email: "retry@acme.example" }), { headers })).json()) as { thanks: { download: { expiresAt: string } } };
    expect(later.thanks.download.expiresAt).toBe((await db().select().from(contactMessages).where(eq(contactMessages.id, a!.id)))[0]!.unlocked!.expiresAt);
    const reused = await post(formId, answers({ email: "other@acme.example" }), { headers });
    expect(reused.status).toBe(409);
  });
});

describe("a page that shows a built form", () => {
  it("is refused by field while its form is not published, in words the editor reads, and saved once it is", { timeout: 30_000 }, async () => {
    const h = await startHarness();
    try {
      const editor = await adminClient(h, "editor@vendor.example", "editor");
      const made = (await (await editor.post("/pages", { template: "blank", path: "/benchmark", title: "Benchmark" })).json()) as { page: { id: number; revision: number; document: PageDocument } };
      const draft = await publishForm(h.pipeline.database.db, benchmarkForm(), "draft");
      const withForm = (form: number) => ({ ...made.page.document, sections: [...made.page.document.sections, { type: "form", id: "get-report", form }] });
      const refused = await editor.put(`/pages/${made.page.id}`, { document: withForm(draft), baseRevision: made.page.revision, editSession: "tab" });
      const index = made.page.document.sections.length;
      expect([refused.status, ((await refused.json()) as { problems: Record<string, string> }).problems]).toEqual([
        422,
        { [`sections.${index}.form`]: `Form ${draft} is not published: publish it in Forms first, or choose another form.` },
      ]);
      const live = await publishForm(h.pipeline.database.db, benchmarkForm());
      const saved = await editor.put(`/pages/${made.page.id}`, { document: withForm(live), baseRevision: made.page.revision, editSession: "tab" });
      expect(saved.status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it("is drawn by the editor's preview with where to choose its form while none is chosen, and cannot be published so", { timeout: 60_000 }, async () => {
    // The real build draws the preview.
    const h = await startHarness({ builtSite: true });
    try {
      const editor = await adminClient(h, "editor@vendor.example", "editor");
      const made = (await (await editor.post("/pages", { template: "blank", path: "/benchmark", title: "Benchmark" })).json()) as { page: { id: number; revision: number; document: PageDocument } };
      const document = { ...made.page.document, description: "The 2025 benchmark.", sections: [...made.page.document.sections, { type: "form", id: "get-report", form: FORM_PLACEHOLDER }] };
      const preview = (await (await editor.post("/pages/preview", { document })).json()) as { html: string };
      expect(preview.html).toContain(">Choose a form for this section</p>");
      // Saved as a draft, but never published without a form: the visitor's page never draws that box.
      expect((await editor.put(`/pages/${made.page.id}`, { document, baseRevision: made.page.revision, editSession: "tab" })).status).toBe(200);
      const refused = await editor.post(`/pages/${made.page.id}/publish`, { revision: made.page.revision + 1 });
      expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([409, expect.stringMatching(/^Replace the template's placeholder copy first: .*sections \d+ › form/)]);
    } finally {
      await h.close();
    }
  });
});

describe("a built form that asks for a proof of work", () => {
  it("refuses a forged proof in words, takes a solved one, and one without a proof within the stricter limit", async () => {
    const h = await startHarness();
    try {
      const id = await publishForm(h.pipeline.database.db, { ...benchmarkForm(), download: undefined, proofOfWork: true });
      const post = async (proof: string | undefined, email: string) =>
        (
          await fetch(`${h.url}/api/forms/${id}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...answers({ email }), proof }),
          })
        ).status;
      const challenge = await challengeFrom(h.url);
      const verdicts = [
        await post(solved(challenge, { signature: "0".repeat(64) }), "forged@acme.example"),
        await post(solved(challenge), "solved@acme.example"),
        await post(undefined, "noscript@acme.example"),
      ];
      expect(verdicts).toEqual([422, 201, 201]);
      const stored = await h.pipeline.database.db.select({ email: contactMessages.email }).from(contactMessages).orderBy(contactMessages.email);
      expect(stored.map((row) => row.email)).toEqual(["noscript@acme.example", "solved@acme.example"]);
    } finally {
      await h.close();
    }
  });
});
