/**
 * One workflow for every kind of document (ADR 045), held by the same tests for each kind through
 * the admin API: review (submitted, sent back with a note, an unfinished one refused), scheduling
 * (the one job handler puts on the site what the editor approved, at its time; a schedule
 * cancelled), a scheduled unpublish, conflicts (a stale save kept, not applied; a stale publish
 * refused), revisions restored, preview links (shared, revoked, ended by unpublishing), and who may
 * take each step: by role, and by owner where the kind declares a rule on the row.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contentJobs, formJobs, forms, pageJobs, pages, posts } from "#server/platform/db/schema.ts";
import type { DocumentKind, DocumentRow } from "#server/documents/kind.ts";
import { formKind, pageKind, postKind } from "#server/document-kinds.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { PostFields } from "#shared/post-fields.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness, type Harness } from "./harness.ts";
import { runSchedule } from "./run-schedule.ts";

const track = closedAfterEach();

type Client = Awaited<ReturnType<typeof adminClient>>;

/** A document as its editor opens it, whatever its kind. */
interface Opened {
  revision: number;
  status: string;
  title: string;
  hasPendingChanges: boolean;
}

/** How the tests reach one kind through the API: its own routes for creating, opening and saving. */
interface KindCase {
  kind: DocumentKind<DocumentRow, unknown>;
  noun: "post" | "page" | "form";
  plural: "posts" | "pages" | "forms";
  /** A finished draft started by `writer`; `unfinished`: one the site could not show yet (a form's: kept under older rules, in `h`'s store). */
  create(writer: Client, name: string, unfinished?: boolean, h?: Harness): Promise<number>;
  open(client: Client, id: number): Promise<Opened>;
  /** Saves the copy with a new title, based on `base`, from the tab `session`. */
  save(client: Client, id: number, title: string, base: number, session: string): Promise<Response>;
  restore(client: Client, id: number, revision: number): Promise<Response>;
  /** The title the row itself holds: what the site shows of a live one. */
  ownTitle(h: Harness, id: number): Promise<string>;
  /** An unfinished copy is refused by field (posts) or by what is left to write (pages). */
  unfinishedStatus: 409 | 422;
  /** The queue its scheduled jobs wait in. */
  pendingJobs(h: Harness, id: number): Promise<number>;
  /** Who may delete it: writers only the drafts they started, editors alone (pages), or nobody from the studio. */
  deletes: "own drafts" | "editors" | "never";
  /** Its preview links: a page of its own to share, or none (a form, seen in its builder). */
  previews: boolean;
  /** What the audit log names it by. */
  auditTarget(id: number): string;
}

const POST_FIELDS: PostFields = {
  title: "",
  slug: "",
  excerpt: "What we learned.",
  body: "Text.",
  author: "Editorial Team",
  category: "SEO",
  tags: ["SEO"],
  cover: null,
  coverAlt: null,
  seoTitle: null,
  seoDescription: null,
  canonicalUrl: null,
  noindex: false,
};

const postCase: KindCase = {
  kind: postKind as unknown as KindCase["kind"],
  noun: "post",
  plural: "posts",
  async create(writer, name, unfinished = false) {
    const fields = { ...POST_FIELDS, title: name, slug: name.toLowerCase().replaceAll(" ", "-"), excerpt: unfinished ? "" : POST_FIELDS.excerpt };
    const created = await writer.post("/posts", { fields, editSession: `create-${name}` });
    expect(created.status).toBe(201);
    return ((await created.json()) as { post: { id: number } }).post.id;
  },
  async open(client, id) {
    const { post } = await client.get<{ post: Opened & { fields: PostFields } }>(`/posts/${id}/edit`);
    return { ...post, title: post.fields.title };
  },
  async save(client, id, title, base, session) {
    const { post } = await client.get<{ post: { fields: PostFields } }>(`/posts/${id}/edit`);
    return client.put(`/posts/${id}`, { fields: { ...post.fields, title }, baseRevision: base, editSession: session });
  },
  restore: (client, id, revision) => client.post(`/posts/${id}/revisions/${revision}/restore`, {}),
  ownTitle: async (h, id) => (await h.pipeline.database.db.select({ title: posts.title }).from(posts).where(eq(posts.id, id)))[0]!.title,
  unfinishedStatus: 422,
  pendingJobs: async (h, id) =>
    (
      await h.pipeline.database.db
        .select()
        .from(contentJobs)
        .where(and(eq(contentJobs.postId, id), eq(contentJobs.status, "pending")))
    ).filter((job) => job.action !== "cover").length,
  deletes: "own drafts",
  previews: true,
  auditTarget: () => "pricing-update",
};

/** The template's placeholder copy replaced, as a writer would, in every string. */
function written(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/^\[Write (.*)\]$/, (_, what: string) => `Our ${what}`);
  if (Array.isArray(value)) return value.map(written);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, written(item)]));
  return value;
}

const pageCase: KindCase = {
  kind: pageKind as unknown as KindCase["kind"],
  noun: "page",
  plural: "pages",
  async create(writer, name, unfinished = false) {
    const created = await writer.post("/pages", { template: "campaign", path: `/${name.toLowerCase().replaceAll(" ", "-")}`, title: name });
    expect(created.status).toBe(201);
    const { page } = (await created.json()) as { page: { id: number; revision: number; document: PageDocument } };
    if (!unfinished) expect((await writer.put(`/pages/${page.id}`, { document: written(page.document), baseRevision: page.revision, editSession: `create-${name}` })).status).toBe(200);
    return page.id;
  },
  async open(client, id) {
    const { page } = await client.get<{ page: Opened & { document: PageDocument } }>(`/pages/${id}`);
    return { ...page, title: page.document.title };
  },
  async save(client, id, title, base, session) {
    const { page } = await client.get<{ page: { document: PageDocument } }>(`/pages/${id}`);
    return client.put(`/pages/${id}`, { document: { ...page.document, title }, baseRevision: base, editSession: session });
  },
  restore: (client, id, revision) => client.post(`/pages/${id}/restore`, { revision }),
  ownTitle: async (h, id) => (await h.pipeline.database.db.select({ document: pages.document }).from(pages).where(eq(pages.id, id)))[0]!.document.title,
  unfinishedStatus: 409,
  pendingJobs: async (h, id) =>
    (
      await h.pipeline.database.db
        .select()
        .from(pageJobs)
        .where(and(eq(pageJobs.pageId, id), eq(pageJobs.status, "pending")))
    ).length,
  deletes: "editors",
  previews: true,
  auditTarget: () => "/pricing-update",
};

const formCase: KindCase = {
  kind: formKind as unknown as KindCase["kind"],
  noun: "form",
  plural: "forms",
  async create(writer, name, unfinished = false, h) {
    const created = await writer.post("/forms", { name });
    expect(created.status).toBe(201);
    const { form } = (await created.json()) as { form: { id: number; revision: number; document: FormDocument } };
    // Written as a marketer would: the button's words changed from the starter's.
    expect((await writer.put(`/forms/${form.id}`, { document: { ...form.document, submitLabel: "Get the report" }, baseRevision: form.revision, editSession: `create-${name}` })).status).toBe(200);
    // A form kept before a rule it breaks (no email field): only the store can hold one now.
    if (unfinished)
      await h!.pipeline.database.db
        .update(forms)
        .set({ document: { ...form.document, fields: form.document.fields.filter((field) => field.kind !== "email") } })
        .where(eq(forms.id, form.id));
    return form.id;
  },
  async open(client, id) {
    const { form } = await client.get<{ form: Opened & { document: FormDocument } }>(`/forms/${id}`);
    return { ...form, title: form.document.name };
  },
  async save(client, id, title, base, session) {
    const { form } = await client.get<{ form: { document: FormDocument } }>(`/forms/${id}`);
    return client.put(`/forms/${id}`, { document: { ...form.document, name: title }, baseRevision: base, editSession: session });
  },
  restore: (client, id, revision) => client.post(`/forms/${id}/restore`, { revision }),
  ownTitle: async (h, id) => (await h.pipeline.database.db.select({ document: forms.document }).from(forms).where(eq(forms.id, id)))[0]!.document.name,
  unfinishedStatus: 422,
  pendingJobs: async (h, id) =>
    (
      await h.pipeline.database.db
        .select()
        .from(formJobs)
        .where(and(eq(formJobs.formId, id), eq(formJobs.status, "pending")))
    ).length,
  deletes: "never",
  previews: false,
  auditTarget: (id) => `form ${id}`,
};

interface Detail {
  events: Array<{ actor: string; action: string; detail: { at?: string; note?: string; revision?: number } | null }>;
  previewLinks: Array<{ id: string }>;
}

const errorOf = async (answer: Response) => [answer.status, ((await answer.json()) as { error: string }).error];

describe.each([["post", postCase] as const, ["page", pageCase] as const, ["form", formCase] as const])("a %s's way to the site", (_noun, c) => {
  const setUp = async () => {
    const h = track(await startHarness());
    const writer = await adminClient(h, "writer@vendor.example", "writer");
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const detail = (client: Client, id: number) => client.get<Detail>(`/${c.plural}/${id}`);
    const history = async (id: number) => (await detail(editor, id)).events.map(({ actor, action }) => `${actor} ${action}`);
    return { h, writer, editor, detail, history };
  };

  it("is reviewed: an unfinished draft is refused, a finished one submitted once, sent back with a note by an editor only", async () => {
    const { h, writer, editor, detail, history } = await setUp();
    const unfinished = await c.create(writer, "Half written", true, h);
    expect((await writer.post(`/${c.plural}/${unfinished}/submit`, {})).status).toBe(c.unfinishedStatus);
    expect((await c.open(writer, unfinished)).status).toBe("draft");

    const id = await c.create(writer, "Launch notes");
    expect((await writer.post(`/${c.plural}/${id}/submit`, {})).status).toBe(200);
    const named = c.noun === "post" ? '"Launch notes"' : "“Launch notes”";
    expect(await errorOf(await writer.post(`/${c.plural}/${id}/submit`, {}))).toEqual([409, `${named} is in review: only a draft can be submitted for review.`]);
    expect((await writer.post(`/${c.plural}/${id}/return`, { note: "Mine." })).status).toBe(403);
    expect((await editor.post(`/${c.plural}/${id}/return`, { note: "Add the numbers from Q3." })).status).toBe(200);
    expect(await errorOf(await editor.post(`/${c.plural}/${id}/return`, {}))).toEqual([409, `${named} is not in review.`]);
    expect((await c.open(writer, id)).status).toBe("draft");
    expect((await history(id)).slice(-2)).toEqual(["writer@vendor.example submitted", "editor@vendor.example returned"]);
    expect((await detail(writer, id)).events.at(-1)!.detail).toEqual({ note: "Add the numbers from Q3." });
  });

  it("goes live at its time by the schedule's one handler, with the copy the editor approved; a cancelled schedule leaves a draft", async () => {
    const { h, writer, editor, history } = await setUp();
    const id = await c.create(writer, "Spring webinar");
    const at = new Date("2030-06-01T13:00:00Z");
    expect((await editor.post(`/${c.plural}/${id}/schedule`, { at: at.toISOString(), revision: (await c.open(editor, id)).revision })).status).toBe(200);
    expect(await c.pendingJobs(h, id)).toBe(1);
    // A writer's edit after the schedule waits for an editor: the schedule puts on the site what was approved.
    const scheduled = await c.open(writer, id);
    expect((await c.save(writer, id, "Edited after the schedule", scheduled.revision, "writer-tab")).status).toBe(200);
    expect((await c.open(writer, id)).hasPendingChanges).toBe(true);

    await runSchedule(h, c.kind, new Date(at.getTime() + 1_000), async () => (await c.open(editor, id)).status === "published");
    expect(await c.ownTitle(h, id)).toBe("Spring webinar");
    expect(await c.open(editor, id)).toMatchObject({ title: "Edited after the schedule", hasPendingChanges: true });
    expect((await history(id)).at(-1)).toBe("schedule published");
    // Its day is the one it was scheduled for, not the moment the job ran.
    expect((await c.kind.lock(h.pipeline.database.db, id)).publishAt).toEqual(at);

    // Scheduled again and cancelled by an editor (not a writer): a draft holding the edits, nothing left to run.
    const other = await c.create(writer, "Autumn webinar");
    expect((await editor.post(`/${c.plural}/${other}/schedule`, { at: at.toISOString(), revision: (await c.open(editor, other)).revision })).status).toBe(200);
    expect((await c.save(writer, other, "Autumn webinar, edited", (await c.open(writer, other)).revision, "writer-tab")).status).toBe(200);
    expect((await writer.post(`/${c.plural}/${other}/unschedule`, {})).status).toBe(403);
    const cancelled = await Promise.all([editor.post(`/${c.plural}/${other}/unschedule`, {}), editor.post(`/${c.plural}/${other}/unschedule`, {})]);
    expect(cancelled.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await c.open(editor, other)).toMatchObject({ status: "draft", title: "Autumn webinar, edited", hasPendingChanges: false });
    expect(await c.pendingJobs(h, other)).toBe(0);
  });

  it("comes down at its time when an editor sets one, taking its preview links with it", async () => {
    const { h, writer, editor, detail, history } = await setUp();
    const id = await c.create(writer, "Summer sale");
    expect((await editor.post(`/${c.plural}/${id}/publish`, { revision: (await c.open(editor, id)).revision })).status).toBe(200);
    expect((await writer.post(`/${c.plural}/${id}/preview-link`, {})).status).toBe(c.previews ? 201 : 404);
    const at = new Date("2031-01-01T00:00:00Z");
    expect((await writer.post(`/${c.plural}/${id}/unpublish`, { at: at.toISOString() })).status).toBe(403);
    expect((await editor.post(`/${c.plural}/${id}/unpublish`, { at: at.toISOString() })).status).toBe(200);
    expect((await c.open(editor, id)).status).toBe("published");
    expect((await history(id)).at(-1)).toBe("editor@vendor.example unpublish-scheduled");

    await runSchedule(h, c.kind, new Date(at.getTime() + 1_000), async () => (await c.open(editor, id)).status === "unpublished");
    expect((await history(id)).at(-1)).toBe("schedule unpublished");
    if (c.previews) expect((await detail(writer, id)).previewLinks).toEqual([]);
  });

  it("keeps a save based on a revision another saved over, without applying it, and refuses a step to the site of a copy changed since it was read", async () => {
    const { h, writer, editor } = await setUp();
    const id = await c.create(writer, "Pricing notes");
    const read = await c.open(editor, id);
    expect((await c.save(writer, id, "The writer's title", read.revision, "writer-tab")).status).toBe(200);

    const stale = await c.save(editor, id, "The editor's stale title", read.revision, "editor-tab");
    expect(await errorOf(stale)).toEqual([409, `writer@vendor.example saved this ${c.noun} while you were editing. Your version was not applied; it is kept in the ${c.noun}'s revisions.`]);
    expect((await c.open(editor, id)).title).toBe("The writer's title");
    const { revisions } = await editor.get<{ revisions: Array<{ kind: string }> }>(`/${c.plural}/${id}/revisions`);
    expect(revisions[0]!.kind).toBe("conflict");

    const refusal = (step: string, done: string) => `This ${c.noun} changed since you opened it (last saved by writer@vendor.example): nothing was ${done}. Read the changes, then ${step} it.`;
    expect(await errorOf(await editor.post(`/${c.plural}/${id}/publish`, { revision: read.revision }))).toEqual([409, refusal("publish", "published")]);
    expect(await errorOf(await editor.post(`/${c.plural}/${id}/schedule`, { at: "2030-06-01T09:00:00Z", revision: read.revision }))).toEqual([409, refusal("schedule", "scheduled")]);
    expect((await c.open(editor, id)).status).toBe("draft");

    // Live: the editor reads the waiting edit, the writer changes it again, and the update is refused.
    expect((await editor.post(`/${c.plural}/${id}/publish`, { revision: (await c.open(editor, id)).revision })).status).toBe(200);
    expect((await c.save(writer, id, "Edited while live", (await c.open(writer, id)).revision, "writer-tab")).status).toBe(200);
    const pending = await c.open(editor, id);
    expect((await c.save(writer, id, "Edited again while live", pending.revision, "writer-tab")).status).toBe(200);
    expect(await errorOf(await editor.post(`/${c.plural}/${id}/update`, { revision: pending.revision }))).toEqual([409, refusal("update", "updated")]);
    expect(await c.ownTitle(h, id)).toBe("The writer's title");
  });

  it("restores a revision as the working copy, once however often asked; a live one's waits for an update", async () => {
    const { h, writer, editor, history } = await setUp();
    const id = await c.create(writer, "Case study");
    expect((await editor.post(`/${c.plural}/${id}/publish`, { revision: (await c.open(editor, id)).revision })).status).toBe(200);
    const [approved] = (await writer.get<{ revisions: Array<{ id: number }> }>(`/${c.plural}/${id}/revisions`)).revisions;
    expect((await c.save(editor, id, "Case study, rewritten", (await c.open(editor, id)).revision, "editor-tab")).status).toBe(200);
    expect((await editor.post(`/${c.plural}/${id}/update`, { revision: (await c.open(editor, id)).revision })).status).toBe(200);
    expect(await c.ownTitle(h, id)).toBe("Case study, rewritten");

    const restores = await Promise.all([c.restore(writer, id, approved!.id), c.restore(writer, id, approved!.id)]);
    expect(restores.map((answer) => answer.status)).toEqual([200, 200]);
    const { revisions } = await writer.get<{ revisions: Array<{ kind: string }> }>(`/${c.plural}/${id}/revisions`);
    expect(revisions.filter((revision) => revision.kind === "restore")).toHaveLength(1);
    expect((await history(id)).filter((line) => line.endsWith("restored"))).toEqual(["writer@vendor.example restored"]);
    // The live copy stays until an editor updates it.
    expect(await c.open(editor, id)).toMatchObject({ title: "Case study", hasPendingChanges: true });
    expect(await c.ownTitle(h, id)).toBe("Case study, rewritten");
    expect((await writer.post(`/${c.plural}/${id}/update`, { revision: (await c.open(writer, id)).revision })).status).toBe(403);
    expect((await editor.post(`/${c.plural}/${id}/update`, { revision: (await c.open(editor, id)).revision })).status).toBe(200);
    expect(await c.ownTitle(h, id)).toBe("Case study");

    expect(await errorOf(await c.restore(writer, id, 999_999))).toEqual([404, `There is no revision 999999 of this ${c.noun}.`]);
  });

  it("keeps every published version and any a person names as it was, listed by its name; autosaves merge only into autosaves", async () => {
    const { writer, editor, detail } = await setUp();
    const id = await c.create(writer, "Pricing update");
    type Listed = { id: number; kind: string; actor: string; name: string | null };
    const listed = async () => (await writer.get<{ revisions: Listed[] }>(`/${c.plural}/${id}/revisions`)).revisions;
    const titleOf = async ({ id: revision }: Listed) => {
      const read = await writer.get<{ revision: { fields?: PostFields; document?: { title?: string; name?: string } } }>(`/${c.plural}/${id}/revisions/${revision}`);
      return read.revision.fields?.title ?? read.revision.document?.title ?? read.revision.document?.name;
    };
    const save = async (title: string) => expect((await c.save(writer, id, title, (await c.open(writer, id)).revision, "writer-tab")).status).toBe(200);

    expect((await editor.post(`/${c.plural}/${id}/publish`, { revision: (await c.open(editor, id)).revision })).status).toBe(200);
    const [published] = await listed();
    expect(published).toMatchObject({ kind: "published", actor: "editor@vendor.example", name: null });
    // The writer's next saves, seconds apart, are one revision, beside the published one, never in it.
    await save("Pricing update, second draft");
    await save("Pricing update, third draft");
    const [edited, stillPublished] = await listed();
    expect([edited!.kind, await titleOf(edited!)]).toEqual(["edit", "Pricing update, third draft"]);
    expect([stillPublished!.id, await titleOf(stillPublished!)]).toEqual([published!.id, "Pricing update"]);

    // Named, the copy is kept as it is: the next save starts a revision of its own.
    const naming = await writer.post(`/${c.plural}/${id}/versions`, { name: "  Board review  " });
    expect([naming.status, ((await naming.json()) as { named: { name: string } }).named.name]).toEqual([201, "Board review"]);
    await save("Pricing update, fourth draft");
    const [latest, named] = await listed();
    expect([latest!.kind, await titleOf(latest!)]).toEqual(["edit", "Pricing update, fourth draft"]);
    expect([named!.kind, named!.name, await titleOf(named!)]).toEqual(["named", "Board review", "Pricing update, third draft"]);
    expect((await detail(editor, id)).events.at(-1)).toMatchObject({ actor: "writer@vendor.example", action: "named", detail: { revision: named!.id, note: "Board review" } });
    const unnamed = await writer.post(`/${c.plural}/${id}/versions`, { name: " " });
    expect([unnamed.status, ((await unnamed.json()) as { problems: Record<string, string> }).problems]).toEqual([422, { name: "Give the version a name, e.g. “Launch copy”." }]);

    // Put on the site, the edits are a published version too.
    expect((await editor.post(`/${c.plural}/${id}/update`, { revision: (await c.open(editor, id)).revision })).status).toBe(200);
    const kinds = (await listed()).map((revision) => revision.kind);
    expect(kinds.slice(0, 3)).toEqual(["published", "edit", "named"]);
    expect(kinds.filter((kind) => kind === "published")).toHaveLength(2);
  });

  it("shares a preview link any writer makes, revoked by an editor only, and ended when it is unpublished (a kind with a page of its own)", async () => {
    const { writer, editor, detail, history } = await setUp();
    const id = await c.create(writer, "Product tour");
    if (!c.previews) {
      const refusal = [404, `A ${c.noun} has no preview link: its editor shows it as visitors will see it.`];
      expect(await errorOf(await writer.post(`/${c.plural}/${id}/preview-link`, {}))).toEqual(refusal);
      expect(await errorOf(await editor.post(`/${c.plural}/${id}/preview-links/any/revoke`, {}))).toEqual(refusal);
      return;
    }
    const made = await writer.post(`/${c.plural}/${id}/preview-link`, {});
    expect(made.status).toBe(201);
    const { id: linkId, path } = (await made.json()) as { id: string; path: string };
    expect(path).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    const listed = (await detail(writer, id)).previewLinks;
    expect(listed.map((link) => link.id)).toEqual([linkId]);
    // The list names each link by its token's hash: nothing in it opens the preview.
    expect(JSON.stringify(listed)).not.toContain(path.split("/").pop());
    expect((await writer.post(`/${c.plural}/${id}/preview-links/${linkId}/revoke`, {})).status).toBe(403);
    expect((await editor.post(`/${c.plural}/${id}/preview-links/${linkId}/revoke`, {})).status).toBe(200);
    expect(await errorOf(await editor.post(`/${c.plural}/${id}/preview-links/${linkId}/revoke`, {}))).toEqual([404, `This preview link no longer opens the ${c.noun}.`]);
    expect((await history(id)).slice(-2)).toEqual(["writer@vendor.example preview-shared", "editor@vendor.example preview-revoked"]);

    expect((await writer.post(`/${c.plural}/${id}/preview-link`, {})).status).toBe(201);
    expect((await editor.post(`/${c.plural}/${id}/publish`, { revision: (await c.open(editor, id)).revision })).status).toBe(200);
    expect((await detail(writer, id)).previewLinks).toHaveLength(1);
    expect((await editor.post(`/${c.plural}/${id}/unpublish`, {})).status).toBe(200);
    expect((await detail(writer, id)).previewLinks).toEqual([]);
    expect((await writer.post(`/${c.plural}/999999/preview-link`, {})).status).toBe(404);
  });

  it("refuses a time it cannot keep, a step naming no revision and one not there, in words; audits each step on its address", async () => {
    const { h, writer, editor } = await setUp();
    const id = await c.create(writer, "Pricing update");
    const revision = (await c.open(editor, id)).revision;
    const schedule = (at: string, seen: unknown = revision) => editor.post(`/${c.plural}/${id}/schedule`, { at, revision: seen });
    // The editor's own time zone, made absolute by the browser.
    expect(await errorOf(await schedule("2020-01-01T09:00:00-05:00"))).toEqual([409, "A scheduled time must be in the future; publish now instead."]);
    expect(await errorOf(await schedule("next tuesday"))).toEqual([422, "Give the time to publish as a date and time, e.g. 2026-12-01T09:00:00Z."]);
    expect(await errorOf(await schedule("+010000-01-01T09:00:00Z"))).toEqual([422, "Give a time before the year 10000."]);
    const unnamed = await schedule("2030-06-01T09:00:00-04:00", null);
    expect([unnamed.status, ((await unnamed.json()) as { problems: unknown }).problems]).toEqual([
      422,
      { revision: "Send the revision you read (revision): the site gets the copy you saw, or nothing." },
    ]);
    expect((await c.open(editor, id)).status).toBe("draft");
    const scheduled = await schedule("2030-06-01T09:00:00-04:00");
    expect(((await scheduled.json()) as Record<string, { publishAt: string }>)[c.noun]!.publishAt).toBe("2030-06-01T13:00:00.000Z");
    expect((await editor.post(`/${c.plural}/${id}/publish`, { revision: (await c.open(editor, id)).revision })).status).toBe(200);
    expect(await errorOf(await editor.post(`/${c.plural}/${id}/unpublish`, { at: "+010000-01-01T09:00:00Z" }))).toEqual([422, "Give a time before the year 10000."]);
    expect(await errorOf(await editor.post(`/${c.plural}/${id}/unpublish`, { at: "2020-01-01T00:00:00Z" }))).toEqual([409, "A time to unpublish must be in the future; unpublish now instead."]);
    expect((await editor.post(`/${c.plural}/${id}/unpublish`, {})).status).toBe(200);
    expect(await errorOf(await editor.post(`/${c.plural}/999999/publish`, { revision: 1 }))).toEqual([404, `There is no ${c.noun} 999999.`]);

    const address = c.auditTarget(id);
    const logged = await h.pipeline.database.db.select({ actor: auditLog.actor, action: auditLog.action, target: auditLog.target }).from(auditLog);
    expect(logged.filter((row) => row.action.startsWith(`${c.noun}-`) && row.action !== `${c.noun}-created`).map((row) => `${row.actor} ${row.action} ${row.target}`)).toEqual([
      `editor@vendor.example ${c.noun}-scheduled ${address}`,
      `editor@vendor.example ${c.noun}-published ${address}`,
      `editor@vendor.example ${c.noun}-unpublished ${address}`,
    ]);
  });

  it("lets a writer draft and submit, never publish, whatever they ask at once; sales takes no step", async () => {
    const { h, writer, editor } = await setUp();
    const sales = await adminClient(h, "sales@vendor.example", "sales");
    const id = await c.create(writer, "Launch day");
    const steps = ["publish", "schedule", "unpublish", "update", "return", "unschedule"];
    const tries = await Promise.all(steps.flatMap((step) => [writer.post(`/${c.plural}/${id}/${step}`, { at: "2030-01-01T09:00:00Z", revision: 1 }), writer.post(`/${c.plural}/${id}/${step}`, {})]));
    expect(tries.map((answer) => answer.status)).toEqual(Array(tries.length).fill(403));
    const salesTries = await Promise.all([...steps, "submit"].map((step) => sales.post(`/${c.plural}/${id}/${step}`, {})));
    expect(salesTries.map((answer) => answer.status)).toEqual(Array(salesTries.length).fill(403));
    expect((await c.open(editor, id)).status).toBe("draft");
    expect((await editor.post(`/${c.plural}/${id}/submit`, {})).status).toBe(200);
    expect((await editor.post(`/${c.plural}/${id}/publish`, { revision: (await c.open(editor, id)).revision })).status).toBe(200);
  });

  it("lets any writer work on a colleague's draft, and delete only by the kind's rule on the row", async () => {
    const { h, writer, editor } = await setUp();
    const colleague = await adminClient(h, "colleague@vendor.example", "writer");
    const mine = await c.create(writer, "My draft");
    const theirs = await c.create(colleague, "Their draft");
    // Saving and submitting a colleague's draft: every writer's, for both kinds.
    expect((await c.save(writer, theirs, "Their draft, improved", (await c.open(writer, theirs)).revision, "writer-tab")).status).toBe(200);
    expect((await writer.post(`/${c.plural}/${theirs}/submit`, {})).status).toBe(200);

    if (c.deletes === "never") {
      expect([(await writer.delete(`/${c.plural}/${mine}`)).status, (await editor.delete(`/${c.plural}/${theirs}`)).status]).toEqual([403, 403]);
      return;
    }
    const mayDelete = async (client: Client, id: number) => (await client.get<{ mayDelete: boolean }>(`/${c.plural}/${id}`)).mayDelete;
    if (c.deletes === "editors") {
      // A draft never had an address: it asks nothing of one.
      expect([await mayDelete(writer, mine), await mayDelete(editor, theirs)]).toEqual([false, true]);
      expect((await writer.delete(`/${c.plural}/${mine}`, { address: "not-found" })).status).toBe(403);
      expect((await editor.delete(`/${c.plural}/${theirs}`, { address: "not-found" })).status).toBe(200);
      return;
    }
    expect([await mayDelete(writer, mine), await mayDelete(writer, theirs), await mayDelete(editor, theirs)]).toEqual([true, false, true]);
    expect(await errorOf(await writer.delete(`/${c.plural}/${theirs}`))).toEqual([403, "Writers delete only the drafts they started; ask an editor to delete this one."]);
    expect((await writer.delete(`/${c.plural}/${mine}`)).status).toBe(200);
    expect((await editor.delete(`/${c.plural}/${theirs}`)).status).toBe(200);
  });
});
