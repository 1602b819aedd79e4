/**
 * A form in another language (ADR 054), through the admin API and the site: made from the original
 * with every word to write, refused on the site until written, changed by its translator in words
 * only; a page of that language shows it, never the original's words, and its leads name it; a
 * page of that language cannot go live before it, nor it leave while such a page shows it; out of
 * date once the original's words change, until made again from the original.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { assignedVariant } from "#server/experiments/assignment.ts";
import { formConversions, siteConversions } from "#server/experiments/goals.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { contactMessages, experiments, pages } from "#server/platform/db/schema.ts";
import { FORM_EVENTS_ENDPOINT } from "#shared/forms/analytics.ts";
import { formGoal } from "#shared/experiments/experiment.ts";
import { benchmarkForm, publishForm, publishFormPage } from "#tests/shared/benchmark-form.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

interface Opened {
  form: { id: number; revision: number; status: string; document: FormDocument };
  translation: { locale: string; original: { id: number }; outOfDate: boolean; changes: unknown[] } | null;
  translations: Array<{ id: number; locale: string; status: string; outOfDate: boolean }>;
}

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Every word still to write, in German. */
const inGerman = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\[Write[^\]]*\]/g, "Auf Deutsch")) as T;

describe("a form in another language", () => {
  let h: Harness;
  let editor: Awaited<ReturnType<typeof adminClient>>;
  let formId: number;
  let germanPageId: number;
  const original = { ...benchmarkForm(), download: undefined };
  const open = (id: number) => editor.get<Opened>(`/forms/${id}`);
  const page = async (path: string) => (await fetch(`${h.url}${path}`)).text();

  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    const admin = await adminClient(h, "admin@vendor.example", "admin");
    editor = await adminClient(h, "editor@vendor.example", "editor");
    expect((await admin.put("/settings/locales", { locales: { default: "en-US", others: ["de", "fr"], missing: "default-page" } })).status).toBe(200);
    formId = await publishForm(h.pipeline.database.db, original);
    await publishFormPage(h.pipeline.database.db, "/benchmark", formId);
    // The landing page in German, written: what waits for its form's German words.
    const { pages } = await editor.get<{ pages: Array<{ id: number; path: string }> }>("/pages");
    const english = pages.find((listed) => listed.path === "/benchmark")!;
    const made = (await (await editor.post(`/pages/${english.id}/translations`, { locale: "de" })).json()) as { page: { id: number; revision: number; document: PageDocument } };
    germanPageId = made.page.id;
    const saved = await editor.put(`/pages/${germanPageId}`, { document: inGerman(made.page.document), baseRevision: made.page.revision, editSession: "tab" });
    expect(saved.status).toBe(200);
  }, 60_000);
  afterAll(async () => h?.close());

  const publishGermanPage = async () => {
    const { page: opened } = await editor.get<{ page: { revision: number } }>(`/pages/${germanPageId}`);
    return editor.post(`/pages/${germanPageId}/publish`, { revision: opened.revision });
  };

  it("keeps a page of that language off the site until it is written and published, and is made with every word to write", async () => {
    const refused = await publishGermanPage();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(`Form ${formId} has no published German translation: translate it in Forms and publish that first.`);

    const made = await editor.post(`/forms/${formId}/translations`, { locale: "de" });
    expect(made.status).toBe(201);
    const { form } = (await made.json()) as Opened;
    expect(form.document.name).toBe("2025 AI marketing benchmark (German)");
    expect(form.document.fields.map((field) => field.key)).toEqual(original.fields.map((field) => field.key));
    expect(form.document.submitLabel).toBe("[Write the button]");
    expect((await editor.post(`/forms/${formId}/translations`, { locale: "de" })).status).toBe(409);
    expect((await editor.post(`/forms/${form.id}/translations`, { locale: "de" })).status).toBe(409);
    const french = await editor.post(`/forms/${formId}/translations`, { locale: "fr" });
    expect([french.status, ((await french.json()) as { problems: Record<string, string> }).problems]).toEqual([
      422,
      { locale: "Forms do not speak French yet (their messages, alerts and button states), so a form cannot be translated into it." },
    ]);
    expect((await editor.post(`/forms/${formId}/translations`, { locale: "es" })).status).toBe(422);

    const unwritten = await editor.post(`/forms/${form.id}/publish`, { revision: form.revision });
    expect(unwritten.status).toBe(409);
    expect(((await unwritten.json()) as { error: string }).error).toMatch(
      /^Write every word of the translation first: name's label; email's label; email's placeholder; company_size's label; company_size's choice 1-50/,
    );
    expect(await open(formId)).toMatchObject({ translation: null, translations: [{ id: form.id, locale: "de", status: "draft", outOfDate: false }] });
    expect(await open(form.id)).toMatchObject({ translation: { locale: "de", original: { id: formId }, outOfDate: false } });
  });

  it("takes only words from its translator; published, the German page shows it and its leads name it, the English page keeps the original", async () => {
    const { id } = (await open(formId)).translations[0]!;
    const { form } = await open(id);
    const written = inGerman(form.document);
    written.fields[1] = { ...written.fields[1]!, label: "Geschäftliche E-Mail" } as FormDocument["fields"][number];
    written.fields[3] = { ...written.fields[3]!, required: true } as FormDocument["fields"][number];
    written.submitLabel = "Studie anfordern";
    const saved = (await (await editor.put(`/forms/${id}`, { document: { ...written, routing: [] }, baseRevision: form.revision, editSession: "tab" })).json()) as Opened;
    expect(saved.form.document.fields[1]).toMatchObject({ key: "email", label: "Geschäftliche E-Mail" });
    expect(saved.form.document.fields[3]).toMatchObject({ key: "job_title", required: false });
    expect((await editor.post(`/forms/${id}/publish`, { revision: saved.form.revision })).status).toBe(200);
    expect((await publishGermanPage()).status).toBe(200);

    const german = await page("/de/benchmark");
    expect(german).toContain(`action="/api/forms/${id}"`);
    expect(german).toContain("Geschäftliche E-Mail");
    expect(german).toContain("Studie anfordern");
    // The words around the team's are German too: the select's empty choice, and the script's messages in the markup.
    expect(german).toContain("Bitte wählen");
    expect(german).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    for (const english of ["Work email", "Company size", "Get the benchmark", "Job title", ">Choose one<", ">Leave this field empty<"]) expect(german).not.toContain(english);
    const english = await page("/benchmark");
    expect(english).toContain(`action="/api/forms/${formId}"`);
    expect(english).toContain("Get the benchmark");

    const wrong = await fetch(`${h.url}/api/forms/${id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Jana", email: "jana@", company_size: "51-500", consent: true, page: "/de/benchmark" }),
    });
    expect([wrong.status, ((await wrong.json()) as { fields: Record<string, string> }).fields]).toEqual([422, { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein" }]);
    const sent = await fetch(`${h.url}/api/forms/${id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Jana", email: "jana@firma.example", company_size: "51-500", consent: true, page: "/de/benchmark" }),
    });
    expect(sent.status).toBe(201);
    const { id: leadId } = (await sent.json()) as { id: string };
    const [lead] = await h.pipeline.database.db.select().from(contactMessages).where(eq(contactMessages.id, leadId));
    expect([lead!.formId, lead!.formVersion, lead!.consent?.[0]?.text, lead!.locale]).toEqual([id, 1, "Auf Deutsch", "de"]);
  });

  it("cannot leave the site while a German page shows it; the original's new words put it out of date until made again from the original", async () => {
    const { id } = (await open(formId)).translations[0]!;
    const leaving = await editor.post(`/forms/${id}/unpublish`, {});
    expect(leaving.status).toBe(409);
    expect(((await leaving.json()) as { error: string }).error).toMatch(/^The page \/de\/benchmark shows this form/);

    const live = (await open(formId)).form;
    const changed = { ...live.document, fields: [...live.document.fields, { kind: "text", key: "job_level", label: "Seniority", required: false, maxLength: 200 }] };
    const saved = (await (await editor.put(`/forms/${formId}`, { document: changed, baseRevision: live.revision, editSession: "tab" })).json()) as Opened;
    expect((await editor.post(`/forms/${formId}/update`, { revision: saved.form.revision })).status).toBe(200);
    expect((await open(id)).translation).toMatchObject({ outOfDate: true });
    expect((await open(formId)).translations).toMatchObject([{ id, outOfDate: true }]);

    const refreshed = (await (await editor.post(`/forms/${id}/up-to-date`, {})).json()) as Opened;
    expect(refreshed.form.document.fields.map((field) => [field.key, field.label])).toContainEqual(["job_level", "[Write the label]"]);
    expect(refreshed.form.document.submitLabel).toBe("Studie anfordern");
    expect((await open(id)).translation).toMatchObject({ outOfDate: false });
    // The live German form keeps its words until the new one is written and updated.
    expect(await page("/de/benchmark")).not.toContain("[Write");
  });

  it("goes to a translation agency as XLIFF and comes back checked whole: refused naming each word, else every word taken, up to date", async () => {
    const { id } = (await open(formId)).translations[0]!;
    const file = (format = "xliff") => fetch(`${h.url}/admin/api/forms/${id}/translation-file?format=${format}`, { headers: editor.headers });
    const send = (body: string) =>
      fetch(`${h.url}/admin/api/forms/${id}/translation-file?format=xliff`, { method: "PUT", headers: { ...editor.headers, "content-type": "application/xliff+xml" }, body });
    const downloaded = await file();
    expect(downloaded.headers.get("content-disposition")).toBe('attachment; filename="de-2025-ai-marketing-benchmark.xlf"');
    const units = (await xliff2js(await downloaded.text())).resources![`form-${id}`]!;
    // Named by key and choice value; the German words as targets, the one still to write empty.
    expect(units["fields.email.label"]).toEqual({ source: "Work email", target: "Geschäftliche E-Mail" });
    expect(units["fields.job_level.label"]).toEqual({ source: "Seniority", target: "" });
    expect(units["fields.company_size.choices.1-50"]).toEqual({ source: "1–50 people", target: "Auf Deutsch" });
    const written = (words: Record<string, string>) =>
      js2xliff({
        sourceLanguage: "en-US",
        targetLanguage: "de",
        resources: { [`form-${id}`]: Object.fromEntries(Object.entries(units).map(([field, unit]) => [field, { ...unit, target: words[field] ?? unit.target }])) },
      });

    const before = (await open(id)).form;
    const untranslated = await send(await written({}));
    expect([untranslated.status, ((await untranslated.json()) as { problems: Record<string, string> }).problems]).toEqual([422, { file: "fields.job_level.label: not translated yet." }]);
    const tooLong = await send(await written({ "fields.job_level.label": "Stufe ".repeat(30) }));
    expect([tooLong.status, ((await tooLong.json()) as { problems: Record<string, string> }).problems]).toEqual([422, { file: "fields.job_level.label: Keep this under 120 characters." }]);
    expect((await open(id)).form).toEqual(before);

    const taken = await send(await written({ "fields.job_level.label": "Karrierestufe", submitLabel: "Jetzt anfordern" }));
    expect(taken.status).toBe(200);
    const after = await open(id);
    expect(after.form.document.fields.map((field) => [field.key, field.label])).toContainEqual(["job_level", "Karrierestufe"]);
    expect(after.form.document.submitLabel).toBe("Jetzt anfordern");
    expect(after.translation).toMatchObject({ outOfDate: false });
    // A live translation's words wait in its edits, as an editor's would: the site keeps the published ones.
    expect(await page("/de/benchmark")).toContain("Studie anfordern");
    // An original has no file: its translations do.
    expect((await fetch(`${h.url}/admin/api/forms/${formId}/translation-file`, { headers: editor.headers })).status).toBe(409);
  });

  it("under a test on the German page: each variant shows the German form, takes its events and posts, and its leads judge the test", async () => {
    const { id: germanForm } = (await open(formId)).translations[0]!;
    const db = h.pipeline.database.db;
    const [german] = await db.select({ revision: pages.revision, document: pages.document }).from(pages).where(eq(pages.id, germanPageId));
    const document = german!.document as PageDocument;
    const variants = [
      { key: "control", name: "The page as it is", weight: 50, document: null },
      {
        key: "short",
        name: "A shorter hero",
        weight: 50,
        document: { ...document, sections: document.sections.map((section, at) => (at === 0 ? { ...section, title: "Die Studie, kurz" } : section)) } as PageDocument,
      },
    ];
    let experiment = 0;
    const startedAt = new Date();
    await db.transaction(async (tx) => {
      [{ id: experiment }] = (await tx
        .insert(experiments)
        .values({
          name: "German hero",
          pagePath: "/de/benchmark",
          pageId: germanPageId,
          pageRevision: german!.revision,
          status: "running",
          variants,
          goal: formGoal(formId),
          createdBy: "editor@vendor.example",
          startedAt,
        })
        .returning({ id: experiments.id })) as [{ id: number }];
      await nextGeneration(tx);
    });
    await h.content!.refresh();
    let visitor = "";
    while (!visitor) {
      const id = randomUUID().replaceAll("-", "").slice(0, 22);
      if (assignedVariant(String(experiment), id, variants).key === "short") visitor = id;
    }
    const browser = { "user-agent": CHROME, cookie: `vid=${visitor}` };

    const shown = await (await fetch(`${h.url}/de/benchmark`, { headers: { ...browser, "sec-fetch-dest": "document" } })).text();
    expect([shown.includes("Die Studie, kurz"), shown.includes(`action="/api/forms/${germanForm}"`)]).toEqual([true, true]);
    const beacon = await fetch(`${h.url}${FORM_EVENTS_ENDPOINT}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: h.url, "sec-fetch-site": "same-origin", "user-agent": CHROME },
      body: JSON.stringify({ form: germanForm, event: "start", path: "/de/benchmark" }),
    });
    expect(beacon.status).toBe(204);
    // Without JavaScript: answered by the variant the visitor was on, in German.
    const posted = await fetch(`${h.url}/api/forms/${germanForm}`, {
      method: "POST",
      headers: { ...browser, "content-type": "application/x-www-form-urlencoded", "sec-fetch-dest": "document", referer: `${h.url}/de/benchmark`, origin: h.url },
      body: "name=Jonas&email=jonas%40firma.example&company_size=51-500&consent=on&page=%2Fde%2Fbenchmark",
      redirect: "manual",
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain("Die Studie, kurz");
    const until = new Date(Date.now() + 60_000);
    expect(await siteConversions(db, `form:${formId}`, startedAt, until)).toBe(1);
    expect((await formConversions(db, startedAt, until)).get(`form:${formId}`)).toBe(1);
  });
});
