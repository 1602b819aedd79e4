/**
 * The form as the studio builds it (ADR 049), through the admin API: a new form starts publishable
 * (name, work email, consent); publishing keeps version 1, an edit to the live form waits for an
 * update that keeps version 2 and leaves version 1 as a lead answered it; a republish of the same
 * document keeps no new version; the page editor's picker lists the live forms only; and a form
 * the rules refuse is refused by field, in words, never stored.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_API } from "#server/auth/http.ts";
import { forms, formVersions, mediaFiles, pages } from "#server/platform/db/schema.ts";
import { benchmarkForm, publishForm, publishFormPage, unpublishForm } from "#tests/shared/benchmark-form.ts";
import { formKind } from "#server/document-kinds.ts";
import { unpublish } from "#server/documents/workflow.ts";
import { createExperiment, saveExperiment, startExperiment, stopExperiment } from "#server/experiments/workflow.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { FormDocument, FormField } from "#shared/forms/form.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness } from "./harness.ts";

const track = closedAfterEach();

interface Opened {
  id: number;
  revision: number;
  status: string;
  version: number;
  hasPendingChanges: boolean;
  document: FormDocument;
}

async function setUp() {
  const h = track(await startHarness());
  const writer = await adminClient(h, "writer@vendor.example", "writer");
  const editor = await adminClient(h, "editor@vendor.example", "editor");
  const open = async (id: number) => await editor.get<{ form: Opened; versions: Array<{ version: number }>; team: Array<{ id: string; email: string }> }>(`/forms/${id}`);
  const save = (id: number, document: unknown, base: number) => writer.put(`/forms/${id}`, { document, baseRevision: base, editSession: "builder-tab" });
  const versions = async (id: number) => (await h.pipeline.database.db.select().from(formVersions).where(eq(formVersions.formId, id))).sort((a, b) => a.version - b.version);
  return { h, writer, editor, open, save, versions };
}

const jobTitle: FormField = { kind: "text", key: "job_title", label: "Job title", required: false, maxLength: 200 };

describe("a form built in the studio", () => {
  it("keeps each version that went live, unchanged by later edits; the picker lists live forms by their live name and version", async () => {
    const { writer, editor, open, save, versions } = await setUp();
    const created = await writer.post("/forms", { name: "Benchmark download" });
    expect(created.status).toBe(201);
    const { form } = (await created.json()) as { form: Opened };
    expect(form.document.fields.map((field) => `${field.kind} ${field.key}`)).toEqual(["text name", "email email", "consent consent"]);
    expect(form.version).toBe(0);
    const draft = await writer.post("/forms", { name: "Webinar sign-up" });
    expect(draft.status).toBe(201);

    expect((await editor.post(`/forms/${form.id}/publish`, { revision: form.revision })).status).toBe(200);
    expect((await open(form.id)).form).toMatchObject({ status: "published", version: 1 });
    const first = await versions(form.id);
    expect(first.map((row) => [row.version, row.document.fields.length])).toEqual([[1, 3]]);

    // An edit to the live form waits for an editor; the page keeps showing version 1 meanwhile.
    const live = (await open(form.id)).form;
    expect((await save(form.id, { ...live.document, name: "2025 benchmark download", fields: [...live.document.fields, jobTitle] }, live.revision)).status).toBe(200);
    expect((await open(form.id)).form).toMatchObject({ version: 1, hasPendingChanges: true });
    expect((await versions(form.id)).map((row) => row.version)).toEqual([1]);
    const picker = async () =>
      (await editor.get<{ forms: Array<{ id: number; name: string; version: number }> }>("/forms?status=published")).forms.map(({ id, name, version }) => ({ id, name, version }));
    expect(await picker()).toEqual([{ id: form.id, name: "Benchmark download", version: 1 }]);

    expect((await editor.post(`/forms/${form.id}/update`, { revision: (await open(form.id)).form.revision })).status).toBe(200);
    const [one, two] = await versions(form.id);
    expect(one).toEqual(first[0]);
    expect(two!.document.fields.map((field) => field.key)).toEqual(["name", "email", "consent", "job_title"]);
    expect(await open(form.id)).toMatchObject({ form: { version: 2, hasPendingChanges: false }, versions: [{ version: 2 }, { version: 1 }] });
    expect(await picker()).toEqual([{ id: form.id, name: "2025 benchmark download", version: 2 }]);

    // Taken down and put back as it was: the same document is the same version.
    expect((await editor.post(`/forms/${form.id}/unpublish`, {})).status).toBe(200);
    expect(await picker()).toEqual([]);
    expect((await editor.post(`/forms/${form.id}/publish`, { revision: (await open(form.id)).form.revision })).status).toBe(200);
    expect((await versions(form.id)).map((row) => row.version)).toEqual([1, 2]);
    expect((await writer.get<{ forms: Array<{ name: string; status: string }> }>("/forms")).forms.map(({ name, status }) => `${name} ${status}`)).toEqual([
      "2025 benchmark download published",
      "Webinar sign-up draft",
    ]);
  });

  it("will not take a form off the site while a live page shows it", async () => {
    const { h, editor, writer, open } = await setUp();
    const db = h.pipeline.database.db;
    const { form } = (await (await writer.post("/forms", { name: "Benchmark download" })).json()) as { form: Opened };
    expect((await editor.post(`/forms/${form.id}/publish`, { revision: form.revision })).status).toBe(200);
    await publishFormPage(db, "/benchmark", form.id);

    const refused = await editor.post(`/forms/${form.id}/unpublish`, {});
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
      409,
      "The page /benchmark shows this form: choose another form there, or take the page off the site, first.",
    ]);
    expect((await open(form.id)).form.status).toBe("published");

    await db.update(pages).set({ status: "unpublished" }).where(eq(pages.path, "/benchmark"));
    expect((await editor.post(`/forms/${form.id}/unpublish`, {})).status).toBe(200);
  });

  it("will not put a form on the site whose file left the library after it was saved, in the save's words", async () => {
    const { h, writer, editor, open, save } = await setUp();
    const db = h.pipeline.database.db;
    const body = new FormData();
    body.set("file", new File([new TextEncoder().encode("%PDF-1.7\n%%EOF\n")], "Benchmark.pdf"));
    const uploaded = (await (await fetch(`${h.url}${ADMIN_API}/files`, { method: "POST", headers: editor.headers, body })).json()) as { file: { id: string } };
    const { form } = (await (await writer.post("/forms", { name: "Benchmark download" })).json()) as { form: Opened };
    const offering = { ...form.document, download: { file: uploaded.file.id, label: "Download the report", expiresInHours: 72 } };
    expect((await save(form.id, offering, form.revision)).status).toBe(200);
    // Gone behind the library's back (a delete racing the save, a hand-made fix in the database).
    await db.delete(mediaFiles).where(eq(mediaFiles.id, uploaded.file.id));

    const saved = (await open(form.id)).form;
    const refused = await editor.post(`/forms/${form.id}/publish`, { revision: saved.revision });
    expect([refused.status, ((await refused.json()) as { problems: unknown }).problems]).toEqual([
      422,
      { "download.file": "This file is no longer in the media library: choose another, or remove the download." },
    ]);
    expect((await open(form.id)).form).toMatchObject({ status: "draft", version: 0 });
    const scheduled = await editor.post(`/forms/${form.id}/schedule`, { revision: saved.revision, at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(scheduled.status).toBe(422);
    expect(await db.select().from(formVersions).where(eq(formVersions.formId, form.id))).toEqual([]);
  });

  it("never lets a page go live showing a form taken off the site after the page was saved", async () => {
    const { h, editor, writer, open } = await setUp();
    const { form } = (await (await writer.post("/forms", { name: "Benchmark download" })).json()) as { form: Opened };
    expect((await editor.post(`/forms/${form.id}/publish`, { revision: form.revision })).status).toBe(200);
    type PageAnswer = { page: { id: number; revision: number; document: PageDocument } };
    const hero = { type: "hero", id: "top", title: "The 2025 benchmark", lead: "Budgets, tools and results.", variant: "light" };
    const finished = (document: PageDocument) => ({ ...document, description: "The 2025 benchmark.", sections: [hero] });
    const withForm = (document: PageDocument) => ({ ...finished(document), sections: [hero, { type: "form", id: "get-report", form: form.id }] });
    const words = `Form ${form.id} is not published: publish it in Forms first, or choose another form.`;
    const refusal = async (response: Response) => [response.status, ((await response.json()) as { error: string }).error];

    // A draft saved with the form; the form comes down (no live page shows it); publish and schedule are refused.
    const { page: draft } = (await (await editor.post("/pages", { template: "blank", path: "/benchmark", title: "Benchmark" })).json()) as PageAnswer;
    expect((await editor.put(`/pages/${draft.id}`, { document: withForm(draft.document), baseRevision: draft.revision, editSession: "tab" })).status).toBe(200);
    expect((await editor.post(`/forms/${form.id}/unpublish`, {})).status).toBe(200);
    expect(await refusal(await editor.post(`/pages/${draft.id}/publish`, { revision: draft.revision + 1 }))).toEqual([409, words]);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect(await refusal(await editor.post(`/pages/${draft.id}/schedule`, { at, revision: draft.revision + 1 }))).toEqual([409, words]);

    // A live page's pending edits show the form: it cannot come down; and were it down, the update is refused.
    expect((await editor.post(`/forms/${form.id}/publish`, { revision: (await open(form.id)).form.revision })).status).toBe(200);
    const { page: live } = (await (await editor.post("/pages", { template: "blank", path: "/webinar", title: "Webinar" })).json()) as PageAnswer;
    expect((await editor.put(`/pages/${live.id}`, { document: finished(live.document), baseRevision: live.revision, editSession: "tab" })).status).toBe(200);
    expect((await editor.post(`/pages/${live.id}/publish`, { revision: live.revision + 1 })).status).toBe(200);
    expect((await editor.put(`/pages/${live.id}`, { document: withForm(live.document), baseRevision: live.revision + 2, editSession: "tab" })).status).toBe(200);
    expect(await refusal(await editor.post(`/forms/${form.id}/unpublish`, {}))).toEqual([
      409,
      "The page /webinar shows this form in edits not published yet: choose another form there, or take the page off the site, first.",
    ]);
    await unpublishForm(h.pipeline.database.db, form.id);
    expect(await refusal(await editor.post(`/pages/${live.id}/update`, { revision: live.revision + 3 }))).toEqual([409, words]);
    const shown = await h.pipeline.database.db.select({ status: pages.status, document: pages.document }).from(pages).where(eq(pages.id, live.id));
    expect(shown[0]!.document.sections.some((section) => section.type === "form")).toBe(false);
  });

  it("is shown by a test's variant only when published, and stays on the site while a running test shows it", async () => {
    const { h } = await setUp();
    const db = h.pipeline.database.db;
    const shown = await publishForm(db, benchmarkForm());
    const draft = await publishForm(db, benchmarkForm(), "draft");
    await publishFormPage(db, "/benchmark", shown);
    const experiment = await createExperiment(db, { name: "Shorter form", pagePath: "/benchmark" });
    const definition = { name: "Shorter form", goal: "lead", secondaryGoals: [], variants: experiment.variants.map(({ key, name, weight }) => ({ key, name, weight })) };
    const page = experiment.variants[1]!.document!;
    const showing = (form: number) => ({ sections: page.sections.map((section) => (section.type === "form" ? { ...section, form } : section)) });
    const index = page.sections.findIndex((section) => section.type === "form");
    const words = (form: number) => `Form ${form} is not published: publish it in Forms first, or choose another form.`;

    await expect(saveExperiment(db, h.pipeline.publishedForms, experiment.id, { definition, documents: { b: showing(draft) }, baseRevision: experiment.revision })).rejects.toMatchObject({
      problems: { [`documents.b.sections.${index}.form`]: words(draft) },
    });
    const other = await publishForm(db, benchmarkForm());
    const saved = await saveExperiment(db, h.pipeline.publishedForms, experiment.id, { definition, documents: { b: showing(other) }, baseRevision: experiment.revision });
    const revision = "saved" in saved ? saved.saved.revision : -1;
    // Taken down between the save and the start: the start is refused in the same words.
    await unpublishForm(db, other);
    await expect(startExperiment(db, experiment.id, { revision, plan: null })).rejects.toThrow(words(other));
    await db.update(forms).set({ status: "published" }).where(eq(forms.id, other));
    expect((await startExperiment(db, experiment.id, { revision, plan: null })).status).toBe("running");

    await expect(unpublish(formKind, db, other)).rejects.toThrow("The experiment “Shorter form” on /benchmark shows this form in a variant: stop it first.");
    await stopExperiment(db, experiment.id, null);
    expect((await unpublish(formKind, db, other)).status).toBe("unpublished");
  });

  it("refuses a form the rules refuse, by field and in words, and keeps the last good copy", async () => {
    const { h, writer, open, save } = await setUp();
    const sales = await adminClient(h, "enterprise@vendor.example", "sales");
    expect(sales).toBeDefined();
    const { form } = (await (await writer.post("/forms", { name: "Demo request" })).json()) as { form: Opened };
    const [name, email, consent] = form.document.fields;
    const size: FormField = { kind: "choice", key: "company_size", label: "Company size", required: true, display: "select", choices: [{ value: "1-49", label: "1–49" }] };
    const broken = {
      ...form.document,
      fields: [name, email, { ...email, key: "name" }, size, { ...consent, version: "" }, { kind: "text", key: "website", label: "Website", required: false, maxLength: 200 }],
      routing: [{ name: "Enterprise", field: "team_size", values: ["1000-plus"], owners: ["nobody"] }],
    };
    const refused = await save(form.id, broken, form.revision);
    expect(refused.status).toBe(422);
    const { problems } = (await refused.json()) as { problems: Record<string, string> };
    expect(problems).toMatchObject({
      "fields.2.key": "Another field already has the key name.",
      "fields.3.choices": "Give at least two choices.",
      "fields.4.version": "Write this; it cannot be empty.",
      "fields.5.key": "“website” is reserved: choose another key.",
      "routing.0.field": "Choose one of this form's fields.",
    });
    expect(problems["fields"]).toBe("A form needs exactly one email field: the lead's address.");

    // A rule that passes the schema but names no one on the sales team, and a file not in the library.
    const { team } = await open(form.id);
    expect(team.map((member) => member.email)).toEqual(["enterprise@vendor.example"]);
    const sized = { ...form.document, fields: [...form.document.fields, { ...size, choices: [...size.choices, { value: "1000-plus", label: "1,000+" }] }] };
    const strangers = await save(
      form.id,
      {
        ...sized,
        routing: [{ name: "Enterprise", field: "company_size", values: ["1000-plus"], owners: ["nobody"] }],
        download: { file: "no-such-file", label: "Download the report", expiresInHours: 72 },
      },
      form.revision,
    );
    expect([strangers.status, ((await strangers.json()) as { problems: unknown }).problems]).toEqual([
      422,
      {
        "routing.0.owners": "Choose owners from the sales team: one of these is not on it any more.",
        "download.file": "This file is no longer in the media library: choose another, or remove the download.",
      },
    ]);
    const routed = await save(form.id, { ...sized, routing: [{ name: "Enterprise", field: "company_size", values: ["1000-plus"], owners: [team[0]!.id] }] }, form.revision);
    expect(routed.status).toBe(200);
    const stored = (await h.pipeline.database.db.select().from(forms).where(eq(forms.id, form.id)))[0]!;
    expect(stored.document.routing).toEqual([{ name: "Enterprise", field: "company_size", values: ["1000-plus"], owners: [team[0]!.id] }]);
    expect((await writer.post("/forms", { name: "  " })).status).toBe(422);
  });
});
