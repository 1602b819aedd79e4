/**
 * Writing a post through the admin API as the studio's editor does: a new draft, saves refused by
 * field in words, two people saving over one revision (the later refused, both versions kept), a
 * published post's edits kept off the site until "Update", revisions restored, the text's preview
 * sanitized.
 */
import { eq, inArray, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostFields } from "#shared/post-fields.ts";
import { auditLog, authors, contentState, postEvents, posts, previewLinks, redirects } from "#server/platform/db/schema.ts";
import { previewedPost } from "#server/site/previews.ts";
import { editablePost, savePost } from "#server/studio/editing.ts";
import { importPosts } from "#server/studio/transfer.ts";
import { listRevisions, readRevision, RECENT_REVISIONS } from "#server/studio/revisions.ts";
import { postKind } from "#server/document-kinds.ts";
import { nameVersion } from "#server/documents/versions.ts";
import { publish } from "#server/documents/workflow.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

interface Editable {
  id: number;
  status: string;
  revision: number;
  fields: PostFields;
  hasPendingChanges: boolean;
}

const complete = (fields: PostFields): PostFields => ({
  ...fields,
  title: "Ten ways to grow",
  slug: "ten-ways-to-grow",
  excerpt: "What worked for us.",
  body: "## First\n\nWrite often.",
  category: "SEO",
  tags: ["SEO"],
});

describe("writing a post", () => {
  // One server and two accounts for the file: each account costs a password hash.
  let h: Harness;
  let writer: Awaited<ReturnType<typeof adminClient>>;
  let editor: Awaited<ReturnType<typeof adminClient>>;
  beforeAll(async () => {
    h = await startHarness();
    writer = await adminClient(h, "writer@vendor.example", "writer");
    editor = await adminClient(h, "editor@vendor.example", "editor");
  });
  afterAll(async () => h?.close());

  it("refuses a text nested too deep to draw, in words, on preview and save, before drawing it", async () => {
    // Cards opened line after line and never closed: on main, 20 KB of them held the server 35 s.
    const hostile = ":::callout\n".repeat(2_000);
    const blank = (await writer.get<{ post: Editable }>("/posts/new/edit")).post;
    const started = performance.now();
    const preview = await writer.post(`/posts/${blank.id}/preview`, { body: hostile });
    expect([preview.status, ((await preview.json()) as { problems: Record<string, string> }).problems.body]).toEqual([422, expect.stringContaining("at most 10 deep; this one goes 2,000 deep")]);
    expect(performance.now() - started).toBeLessThan(2_000);
    const save = await writer.post("/posts", { fields: { ...blank.fields, title: "Deep", body: hostile }, editSession: "tab-deep" });
    expect([save.status, ((await save.json()) as { problems: Record<string, string> }).problems.body]).toEqual([422, expect.stringContaining("Close the cards (:::) you opened.")]);
    const tenDeep = await writer.post(`/posts/${blank.id}/preview`, { body: `${":::callout\n".repeat(10)}Fine.\n${":::\n".repeat(10)}` });
    expect(tenDeep.status).toBe(200);
  });

  it("saves a draft by field, refuses a stale save and keeps it, holds a live post's edits until Update", async () => {
    const { db } = h.pipeline.database;
    await db.insert(authors).values([{ name: "Maya Chen" }, { name: "Sam Ortiz" }]);
    await db.insert(posts).values({ id: 4, slug: "old-news", title: "Old news", excerpt: "Old.", body: "Old.", author: "Maya Chen", category: "SEO", tags: ["SEO"] });
    const save = async (client: typeof writer, post: Editable, fields: PostFields, editSession = "tab-w") => {
      const answer = await client.put(`/posts/${post.id}`, { fields, baseRevision: post.revision, editSession });
      return { status: answer.status, body: (await answer.json()) as { post: Editable; problems?: Record<string, string>; error?: string; keptAs?: number } };
    };

    // A new post is stored by its first save, by the author the writer's account writes as (else the
    // house byline, never a colleague's); the same tab's repeat finds the post it made.
    const blank = async () => (await writer.get<{ post: Editable }>("/posts/new/edit")).post;
    expect([(await blank()).id, (await blank()).fields.author, (await db.select().from(posts)).length]).toEqual([0, "Editorial Team", 1]);
    expect((await editor.post("/authors", { name: "Sam Ortiz", account: "nobody@vendor.example" })).status).toBe(422);
    expect((await editor.post("/authors", { name: "Sam Ortiz", account: "Writer@vendor.example" })).status).toBe(200);
    expect((await editor.post("/authors", { name: "Maya Chen", account: "writer@vendor.example" })).status).toBe(422);
    const first = { fields: { ...(await blank()).fields, body: "A first line." }, editSession: "tab-w" };
    expect((await writer.post("/posts", { fields: first.fields })).status).toBe(400);
    const [created, again] = await Promise.all([writer.post("/posts", first), writer.post("/posts", first)]);
    expect([created.status, again.status].sort()).toEqual([200, 201]);
    let post = ((await created.json()) as { post: Editable }).post;
    expect(post).toMatchObject({ id: 5, status: "draft", fields: { title: "", slug: "untitled-5", author: "Sam Ortiz", body: "A first line." } });
    expect(((await again.json()) as { post: Editable }).post.id).toBe(5);
    expect((await db.select().from(posts)).length).toBe(2);

    // What the store cannot keep is refused by field, in words; nothing is changed.
    const refused = await save(writer, post, { ...complete(post.fields), slug: "old-news", title: "x".repeat(121), author: "Nobody Here" });
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual({ title: "Keep it to 120 characters or fewer." });
    const taken = await save(writer, post, { ...complete(post.fields), slug: "old-news", author: "Nobody Here" });
    expect(taken.body.problems).toEqual({
      slug: "Another post, “Old news”, already has this address; choose another.",
      author: "“Nobody Here” is not among the authors; choose one from the list, or add them under Authors.",
    });
    expect((await save(writer, post, { ...post.fields, slug: "tag" })).body.problems).toEqual({ slug: '"tag" is one of the blog\'s own addresses; choose another.' });

    // An incomplete draft saves, but cannot go to review.
    const draft = await save(writer, post, { ...post.fields, title: "Ten ways" });
    expect(draft.status).toBe(200);
    post = draft.body.post;
    const early = await writer.post(`/posts/${post.id}/submit`, {});
    expect(early.status).toBe(422);
    expect(((await early.json()) as { problems: Record<string, string> }).problems).toMatchObject({ excerpt: expect.stringMatching(/sentence or two/), tags: "Add at least one tag." });

    // Two people on one revision: the first save lands, the second is refused and kept as a revision.
    const base = post;
    post = (await save(writer, base, complete(base.fields))).body.post;
    const stale = await save(editor, base, { ...complete(base.fields), body: "The editor's text." }, "tab-e");
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("writer@vendor.example saved this post while you were editing. Your version was not applied; it is kept in the post's revisions.");
    expect(stale.body.post.fields.body).toBe("## First\n\nWrite often.");
    const kept = await editor.get<{ revision: { fields: PostFields; kind: string; actor: string } }>(`/posts/${post.id}/revisions/${stale.body.keptAs}`);
    expect(kept.revision).toMatchObject({ kind: "conflict", actor: "editor@vendor.example", fields: { body: "The editor's text." } });
    // The writer's own save repeated (its answer lost on the way) is not a conflict with itself.
    const repeated = await save(writer, base, { ...complete(base.fields), body: "## First\n\nWrite often. Then more." });
    expect([repeated.status, repeated.body.post.revision]).toEqual([200, post.revision + 1]);
    post = repeated.body.post;

    // Published, its edits wait for Update: the site keeps the old text until then.
    expect((await writer.post(`/posts/${post.id}/submit`, {})).status).toBe(200);
    expect((await editor.post(`/posts/${post.id}/publish`, { revision: post.revision })).status).toBe(200);
    post = (await editor.get<{ post: Editable }>(`/posts/${post.id}/edit`)).post;
    const typo = await save(editor, post, { ...post.fields, body: "## First\n\nWrite often, then more.", slug: "ten-ways-to-grow-traffic" }, "tab-e");
    expect(typo.body.post.hasPendingChanges).toBe(true);
    const live = async () => (await db.select({ slug: posts.slug, body: posts.body }).from(posts).where(eq(posts.id, post.id)))[0]!;
    expect(await live()).toEqual({ slug: "ten-ways-to-grow", body: "## First\n\nWrite often. Then more." });
    expect((await writer.post(`/posts/${post.id}/update`, { revision: typo.body.post.revision })).status).toBe(403);
    expect((await editor.post(`/posts/${post.id}/update`, { revision: typo.body.post.revision })).status).toBe(200);
    expect(await live()).toEqual({ slug: "ten-ways-to-grow-traffic", body: "## First\n\nWrite often, then more." });
    expect(await db.select({ from: redirects.from, to: redirects.to }).from(redirects)).toEqual([{ from: "/blog/ten-ways-to-grow", to: "/blog/ten-ways-to-grow-traffic" }]);

    // Every save that changed it is a revision, and each version the site showed; restoring the writer's makes it the editor's copy again.
    const { revisions } = await editor.get<{ revisions: Array<{ id: number; actor: string; kind: string }> }>(`/posts/${post.id}/revisions`);
    expect(revisions.map(({ actor, kind }) => `${kind} ${actor}`)).toEqual([
      "published editor@vendor.example",
      "edit editor@vendor.example",
      "published editor@vendor.example",
      "edit writer@vendor.example",
      "conflict editor@vendor.example",
      "edit writer@vendor.example",
    ]);
    const writers = revisions.find((revision) => revision.kind === "edit" && revision.actor.startsWith("writer"))!;
    const restored = await editor.post(`/posts/${post.id}/revisions/${writers.id}/restore`, {});
    expect(((await restored.json()) as { post: Editable }).post).toMatchObject({ hasPendingChanges: true, fields: { body: "## First\n\nWrite often. Then more.", slug: "ten-ways-to-grow" } });
    expect((await editor.post(`/posts/${post.id}/revisions/99999/restore`, {})).status).toBe(404);

    // A preview link shows the copy for a week, then nothing; its token is stored only as a hash.
    const shared = await writer.post(`/posts/${post.id}/preview-link`, {});
    const { path } = (await shared.json()) as { path: string };
    expect([shared.status, path]).toEqual([201, expect.stringMatching(/^\/preview\/[\w-]{43}$/)]);
    const token = path.split("/").pop()!;
    expect((await previewedPost(db, token))?.row.id).toBe(post.id);
    expect(await previewedPost(db, token, new Date(Date.now() + 8 * 24 * 60 * 60 * 1000))).toBeUndefined();
    expect(await previewedPost(db, `${token.slice(0, -1)}x`)).toBeUndefined();
    expect(JSON.stringify(await db.select().from(previewLinks))).not.toContain(token);

    const logged = await db.select({ action: auditLog.action, actor: auditLog.actor }).from(auditLog);
    expect(
      logged
        .filter(({ action }) => /post-(created|updated|restored)/.test(action))
        .map(({ actor, action }) => `${actor} ${action}`)
        .sort(),
    ).toEqual(["editor@vendor.example post-restored", "editor@vendor.example post-updated", "writer@vendor.example post-created"]);
  });

  it("holds a writer's edits to a scheduled post until an editor approves them: it goes live as approved", async () => {
    const { db } = h.pipeline.database;
    await db.insert(authors).values({ name: "Noor Haddad" }).onConflictDoNothing();
    await db
      .insert(posts)
      .values({ id: 40, slug: "launch-plan", title: "Launch plan", excerpt: "The plan.", body: "Approved text.", author: "Noor Haddad", category: "SEO", tags: ["SEO"], status: "in_review" });
    expect((await editor.post("/posts/40/schedule", { at: new Date(Date.now() + 60 * 60 * 1000).toISOString(), revision: 1 })).status).toBe(200);
    let post = (await writer.get<{ post: Editable }>("/posts/40/edit")).post;

    const answer = await writer.put("/posts/40", { fields: { ...post.fields, body: "Unreviewed text." }, baseRevision: post.revision, editSession: "tab-w40" });
    post = ((await answer.json()) as { post: Editable }).post;
    expect([answer.status, post.status, post.hasPendingChanges, post.fields.body]).toEqual([200, "scheduled", true, "Unreviewed text."]);
    const scheduledCopy = async () => (await db.select({ body: posts.body, status: posts.status }).from(posts).where(eq(posts.id, 40)))[0]!;
    // What goes live at its time is what the editor approved.
    expect(await scheduledCopy()).toEqual({ body: "Approved text.", status: "scheduled" });
    expect((await writer.post("/posts/40/update", { revision: post.revision })).status).toBe(403);
    expect((await editor.post("/posts/40/update", { revision: post.revision })).status).toBe(200);
    expect(await scheduledCopy()).toEqual({ body: "Unreviewed text.", status: "scheduled" });
  });

  it("deletes a post off the site for an editor or the writer who started it, asked once; a live or scheduled post stays", async () => {
    const { db } = h.pipeline.database;
    await db.insert(authors).values({ name: "Noor Haddad" }).onConflictDoNothing();
    const started = async (client: typeof writer) => {
      const { fields } = (await client.get<{ post: Editable }>("/posts/new/edit")).post;
      return ((await (await client.post("/posts", { fields: { ...fields, title: "Started" }, editSession: crypto.randomUUID() })).json()) as { post: Editable }).post.id;
    };
    const colleague = await adminClient(h, "second-writer@vendor.example", "writer");
    const [mine, theirs] = [await started(writer), await started(colleague)];
    const mayDelete = async (client: typeof writer, id: number) => (await client.get<{ mayDelete: boolean }>(`/posts/${id}`)).mayDelete;
    expect([await mayDelete(writer, mine), await mayDelete(writer, theirs), await mayDelete(editor, theirs)]).toEqual([true, false, true]);

    // A writer cannot delete a colleague's draft, however often at once.
    const tries = await Promise.all(Array.from({ length: 6 }, () => writer.delete(`/posts/${theirs}`)));
    expect(tries.map((answer) => answer.status)).toEqual(Array(6).fill(403));
    // Asked twice at once, one deletes and the other finds nothing; revisions and history go with it.
    const twice = await Promise.all([writer.delete(`/posts/${mine}`), writer.delete(`/posts/${mine}`)]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect([await db.select().from(posts).where(eq(posts.id, mine)), await db.select().from(postEvents).where(eq(postEvents.postId, mine))]).toEqual([[], []]);
    const [logged] = await db.select().from(auditLog).where(eq(auditLog.action, "post-deleted"));
    expect([logged?.actor, logged?.target]).toEqual(["writer@vendor.example", `untitled-${mine}`]);
    expect((await editor.delete(`/posts/${theirs}`)).status).toBe(200);

    // What is on the site, or will be, comes down first; a post that was on the site stays gone (410).
    await db.insert(posts).values([
      { id: 46, slug: "was-live", title: "Was live", excerpt: "Live.", body: "Text.", author: "Noor Haddad", category: "SEO", tags: ["SEO"], status: "published", publishAt: new Date() },
      {
        id: 47,
        slug: "goes-live",
        title: "Goes live",
        excerpt: "Soon.",
        body: "Text.",
        author: "Noor Haddad",
        category: "SEO",
        tags: ["SEO"],
        status: "scheduled",
        publishAt: new Date(Date.now() + 3_600_000),
      },
    ]);
    const refused = await Promise.all([editor.delete("/posts/46"), editor.delete("/posts/47")]);
    expect(await Promise.all(refused.map(async (answer) => [answer.status, ((await answer.json()) as { error: string }).error]))).toEqual([
      [409, "This post is on the site: unpublish it before deleting it."],
      [409, "This post is scheduled: cancel the schedule before deleting it."],
    ]);
    expect((await editor.post("/posts/46/unpublish", {})).status).toBe(200);
    expect((await editor.delete("/posts/46")).status).toBe(200);
    expect(await db.select({ to: redirects.to, reason: redirects.reason }).from(redirects).where(eq(redirects.from, "/blog/was-live"))).toEqual([{ to: null, reason: "removed" }]);
  });

  it("imports files from another system without an id or a cover: new posts numbered in turn, then the same posts by address", async () => {
    const { db } = h.pipeline.database;
    const file = (slug: string, title: string) => ({
      fileName: `${slug}.md`,
      source: `---\nslug: ${slug}\ntitle: "${title}"\nexcerpt: "Moved in."\nauthor: "Maya Chen"\ndate: "2026-01-05"\ncategory: "SEO"\ntags: ["SEO"]\n---\n\nText.\n`,
    });
    const [{ top }] = (await db.select({ top: max(posts.id) }).from(posts)) as [{ top: number }];
    expect(await importPosts(db, [file("from-elsewhere", "From elsewhere"), file("also-elsewhere", "Also")])).toEqual({ created: ["from-elsewhere", "also-elsewhere"], updated: [], authors: 0 });
    const imported = () =>
      db
        .select({ id: posts.id, title: posts.title, cover: posts.cover })
        .from(posts)
        .where(inArray(posts.slug, ["from-elsewhere", "also-elsewhere"]))
        .orderBy(posts.id);
    expect(await imported()).toEqual([
      { id: top + 1, title: "From elsewhere", cover: null },
      { id: top + 2, title: "Also", cover: null },
    ]);
    expect(await importPosts(db, [file("from-elsewhere", "From elsewhere, edited")])).toEqual({ created: [], updated: ["from-elsewhere"], authors: 0 });
    expect((await imported()).map(({ id, title }) => `${id} ${title}`)).toEqual([`${top + 1} From elsewhere, edited`, `${top + 2} Also`]);
  });

  it("keeps a bounded history: a stale tab's refused autosaves are one revision, a burst of saves at most the newest fifty", async () => {
    const { db } = h.pipeline.database;
    await db.insert(authors).values({ name: "Noor Haddad" }).onConflictDoNothing();
    await db.insert(posts).values({ id: 42, slug: "busy-post", title: "Busy post", excerpt: "Busy.", body: "Start.", author: "Noor Haddad", category: "SEO", tags: ["SEO"] });
    const fields = (await editablePost(db, 42))!.fields;
    const stale = (await editablePost(db, 42))!.revision;
    // Two people taking turns, 120 saves in a few minutes: each turn would otherwise be a revision.
    for (let turn = 0; turn < 120; turn += 1) {
      const post = (await editablePost(db, 42))!;
      await savePost(
        db,
        42,
        { fields: { ...fields, body: `Turn ${turn}.` }, baseRevision: post.revision, editSession: `tab-${turn % 2}` },
        { actor: turn % 2 ? "a@vendor.example" : "b@vendor.example", anyAuthor: true },
      );
    }
    // A tab left open on the first revision, autosaving 60 times: every save refused, one revision kept.
    for (let save = 0; save < 60; save += 1) {
      const answer = await savePost(db, 42, { fields: { ...fields, body: `Stale ${save}.` }, baseRevision: stale, editSession: "tab-stale" }, { actor: "c@vendor.example", anyAuthor: true });
      expect("conflict" in answer).toBe(true);
    }
    const kept = (await listRevisions(db, 42))!;
    expect(kept.filter(({ kind }) => kind === "conflict")).toHaveLength(1);
    expect((await readRevision(db, 42, kept[0]!.id))?.fields.body).toBe("Stale 59.");
    expect(kept).toHaveLength(RECENT_REVISIONS + 1);
    expect(kept.at(-1)).toMatchObject({ kind: "before" });
    expect((await readRevision(db, 42, kept[1]!.id))?.fields.body).toBe("Turn 119.");
  });

  it("keeps every published and named version whatever the burst of saves after it", async () => {
    const { db } = h.pipeline.database;
    await db.insert(authors).values({ name: "Noor Haddad" }).onConflictDoNothing();
    await db.insert(posts).values({ id: 45, slug: "kept-versions", title: "Kept versions", excerpt: "Kept.", body: "Launch text.", author: "Noor Haddad", category: "SEO", tags: ["SEO"] });
    await publish(postKind, db, 45, { actor: "editor@vendor.example" });
    const save = async (body: string, actor: string) => {
      const post = (await editablePost(db, 45))!;
      await savePost(db, 45, { fields: { ...post.fields, body }, baseRevision: post.revision, editSession: actor }, { actor, anyAuthor: true });
    };
    await save("Draft for the board.", "a@vendor.example");
    await nameVersion(postKind, db, 45, "Board review", { actor: "a@vendor.example" });
    for (let turn = 0; turn < 120; turn += 1) await save(`Turn ${turn}.`, turn % 2 ? "a@vendor.example" : "b@vendor.example");

    const kept = (await listRevisions(db, 45))!;
    const bodyOf = async (kind: string) => (await readRevision(db, 45, kept.find((revision) => revision.kind === kind)!.id))?.fields.body;
    expect(kept.filter(({ kind }) => kind === "published" || kind === "named").map(({ kind, actor }) => `${kind} ${actor}`)).toEqual(["named a@vendor.example", "published editor@vendor.example"]);
    expect([await bodyOf("published"), await bodyOf("named")]).toEqual(["Launch text.", "Draft for the board."]);
    expect(kept).toHaveLength(RECENT_REVISIONS + 2);
  });

  it("keeps an import over a post open in the editor: a revision of its own, and the open tab's next save a conflict", async () => {
    const { db } = h.pipeline.database;
    await db.insert(authors).values({ name: "Noor Haddad" }).onConflictDoNothing();
    await db.insert(posts).values({ id: 43, slug: "imported-later", title: "Imported later", excerpt: "Later.", body: "Typed in the studio.", author: "Noor Haddad", category: "SEO", tags: ["SEO"] });
    let open = (await writer.get<{ post: Editable }>("/posts/43/edit")).post;
    const save = (body: string) => writer.put("/posts/43", { fields: { ...open.fields, body }, baseRevision: open.revision, editSession: "tab-open" });
    open = ((await (await save("Typed in the studio, then more.")).json()) as { post: Editable }).post;

    const file = [
      "---",
      "id: 43",
      'slug: "imported-later"',
      'title: "Imported later"',
      'excerpt: "Later."',
      'author: "Noor Haddad"',
      'date: "2026-01-05"',
      'image: "/images/blog/imported-later.webp"',
      'category: "SEO"',
      'tags: ["SEO"]',
      "---",
      "",
      "From the other system.",
    ].join("\n");
    await importPosts(db, [{ fileName: "imported-later.md", source: file }]);

    // The tab still shows the older copy: its next autosave must not put that back over the import.
    const stale = await save("Typed in the studio, then more, and more.");
    expect(stale.status).toBe(409);
    expect((await db.select({ body: posts.body }).from(posts).where(eq(posts.id, 43)))[0]!.body.trim()).toBe("From the other system.");
    const { revisions } = await writer.get<{ revisions: Array<{ id: number; kind: string; actor: string }> }>("/posts/43/revisions");
    expect(revisions.map(({ kind }) => kind)).toEqual(["conflict", "import", "edit", "before"]);
    const imported = await writer.get<{ revision: { fields: PostFields } }>(`/posts/43/revisions/${revisions[1]!.id}`);
    expect(imported.revision.fields.body.trim()).toBe("From the other system.");
  });

  it("says how each revision differs from the copy, and a restore of the copy's own content adds nothing, however often", async () => {
    const { db } = h.pipeline.database;
    await db.insert(authors).values({ name: "Noor Haddad" }).onConflictDoNothing();
    await db.insert(posts).values({ id: 44, slug: "restored-twice", title: "Restored twice", excerpt: "Twice.", body: "First text.", author: "Noor Haddad", category: "SEO", tags: ["SEO"] });
    const open = (await writer.get<{ post: Editable }>("/posts/44/edit")).post;
    expect((await writer.put("/posts/44", { fields: { ...open.fields, title: "Restored once", body: "Second text." }, baseRevision: open.revision, editSession: "tab" })).status).toBe(200);
    type Listed = { id: number; kind: string; changed: string[] };
    const listed = async () => (await writer.get<{ revisions: Listed[] }>("/posts/44/revisions")).revisions;
    const [latest, before] = await listed();
    expect(latest).toMatchObject({ kind: "edit", changed: [] });
    expect(before).toMatchObject({ kind: "before", changed: ["title", "body"] });

    const restore = () => editor.post(`/posts/44/revisions/${before!.id}/restore`, {});
    const answers = await Promise.all([restore(), restore(), restore()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await listed()).map(({ kind, changed }) => [kind, changed])).toEqual([
      ["restore", []],
      ["edit", ["title", "body"]],
      ["before", []],
    ]);
    const { events } = await editor.get<{ events: Array<{ action: string }> }>("/posts/44");
    expect(events.filter(({ action }) => action === "restored")).toHaveLength(1);
    expect((await writer.get<{ post: Editable }>("/posts/44/edit")).post.fields.body).toBe("First text.");
  });

  it("draws the share card a post without a cover photo sends, from the editor's copy, for anyone who writes", async () => {
    const card = (title: string) => fetch(`${h.url}/admin/api/posts/share-card?${new URLSearchParams({ slug: "ten-ways", title, category: "SEO", author: "Maya Chen" })}`, { headers: writer.headers });
    const [first, second] = [await card("Ten ways to grow"), await card("Eleven ways to grow")];
    expect([first.status, first.headers.get("content-type"), first.headers.get("content-security-policy")]).toEqual([200, "image/svg+xml", "default-src 'none'"]);
    const [drawn, other] = [await first.text(), await second.text()];
    expect(drawn).toMatch(/^<svg [^>]*width="1200" height="630"/);
    // The words are drawn, never written into the picture as text or markup.
    expect([drawn.includes("Ten ways"), drawn === other]).toEqual([false, false]);
  });

  it("previews the text through the public article's sanitizer, and says which image cannot be shown", async () => {
    const answer = await writer.post("/posts/1/preview", { body: '## Hello\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror="alert(1)">' });
    const { html } = (await answer.json()) as { html: string };
    expect(html).toContain('<h2 id="hello"');
    expect(html).not.toMatch(/<script|onerror|javascript:/);
    const missing = await writer.post("/posts/1/preview", { body: "![A chart](images/nowhere.png)" });
    expect([missing.status, ((await missing.json()) as { error: string }).error]).toEqual([422, 'image "images/nowhere.png" is not in the media library']);
  });

  it("keeps authors and redirects for editors: refused by field in words, each change a new generation", async () => {
    const { db } = h.pipeline.database;
    const generation = async () => (await db.select({ generation: contentState.generation }).from(contentState))[0]?.generation ?? 0;
    const before = await generation();

    const vague = await editor.post("/authors", { name: "Maya", bio: "x".repeat(601), photo: "images/nowhere.jpg" });
    expect([vague.status, ((await vague.json()) as { problems: Record<string, string> }).problems]).toEqual([
      422,
      { name: "Give the author's full name, e.g. Maya Chen.", bio: "Keep it to 600 characters or fewer.", photo: "“images/nowhere.jpg” is not in the media library." },
    ]);
    expect((await editor.post("/authors", { name: "Rae Lindqvist", role: "Head of Content", bio: "Writes about search." })).status).toBe(200);
    expect((await editor.post("/authors", { name: "Rae Lindqvist", role: "VP Content", bio: "" })).status).toBe(200);
    expect((await editor.get<{ authors: unknown[] }>("/authors")).authors).toContainEqual({ name: "Rae Lindqvist", role: "VP Content", bio: null, photo: null, account: null, posts: 0 });

    const loop = await editor.post("/redirects", { from: "/old", to: "/old" });
    expect([loop.status, ((await loop.json()) as { error: string }).error]).toEqual([422, "An address cannot lead to itself."]);
    expect((await editor.post("/redirects", { from: "/old-pricing", to: "/pricing" })).status).toBe(200);
    expect((await editor.post("/redirects", { from: "/retired", to: null })).status).toBe(200);
    const { redirects: listed } = await editor.get<{ redirects: Array<{ from: string; to: string | null }> }>("/redirects");
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ from: "/old-pricing", to: "/pricing" }), expect.objectContaining({ from: "/retired", to: null })]));
    expect((await editor.post("/redirects/remove", { from: "/retired" })).status).toBe(200);
    expect((await editor.post("/redirects/remove", { from: "/retired" })).status).toBe(404);
    // Two author saves, two redirects and a removal: five generations, so every process follows.
    expect((await generation()) - before).toBe(5);
  });

  it("refuses a redirect that loops, leaves the site, takes the server's own address or runs on, by field in words", async () => {
    const refused = async (from: string, to: string) => {
      const answer = await editor.post("/redirects", { from, to });
      return [answer.status, ((await answer.json()) as { problems?: Record<string, string> }).problems];
    };
    expect((await editor.post("/redirects", { from: "/spring-sale", to: "/summer-sale" })).status).toBe(200);
    expect(await refused("/summer-sale", "/spring-sale")).toEqual([
      422,
      { to: "This would send visitors round in a loop: /summer-sale → /spring-sale → /summer-sale. Change or remove one of those redirects first." },
    ]);
    expect(await refused("/x", "/x/")).toEqual([422, { to: "“/x/” is the same page as “/x”: an address cannot lead to itself." }]);
    expect(await refused("//evil.example/x", "/pricing")).toEqual([422, { from: expect.stringContaining("as another site") }]);
    expect(await refused("/go", "/\\evil.example/x")).toEqual([422, { to: expect.stringContaining("as another site") }]);
    for (const from of ["/admin/x", "/api/x", "/.well-known/x"]) expect(await refused(from, "/pricing")).toEqual([422, { from: expect.stringContaining("the server's own") }]);
    expect(await refused(`/${"x".repeat(5000)}`, "/pricing")).toEqual([422, { from: "Keep it to 2,000 characters or fewer." }]);
    const { redirects: listed } = await editor.get<{ redirects: Array<{ from: string; to: string }> }>("/redirects");
    const tried = new Set(["/spring-sale", "/summer-sale", "/x", "//evil.example/x", "/go", "/admin/x", "/api/x", "/.well-known/x"]);
    expect(listed.filter((row) => tried.has(row.from))).toEqual([expect.objectContaining({ from: "/spring-sale", to: "/summer-sale" })]);
  });

  it("a writer writes as themselves: a colleague's byline is refused by field, however often at once; an editor sets any", async () => {
    const { db } = h.pipeline.database;
    await db
      .insert(authors)
      .values([{ name: "Noor Haddad" }, { name: "Lee Park", accountEmail: "lee@vendor.example" }])
      .onConflictDoNothing();
    const lee = await adminClient(h, "lee@vendor.example", "writer");
    const byline = async (id: number) => (await db.select({ author: posts.author }).from(posts).where(eq(posts.id, id)))[0]?.author;
    const refusal = async (answer: Response) => [answer.status, ((await answer.json()) as { problems?: Record<string, string> }).problems];
    const notTheirs = { author: "Only an editor can change a post's author: writers write as themselves." };

    // A new post is the writer's own: started under a colleague's name, it is refused and nothing is stored.
    const { fields } = (await lee.get<{ post: Editable }>("/posts/new/edit")).post;
    expect(fields.author).toBe("Lee Park");
    const stored = await db.$count(posts);
    expect(await refusal(await lee.post("/posts", { fields: { ...fields, title: "Mine", author: "Noor Haddad" }, editSession: "tab-lee-1" }))).toEqual([
      403,
      { author: "A new post is by “Lee Park”, the author you write as; an editor can change it." },
    ]);
    expect(await db.$count(posts)).toBe(stored);
    const made = await lee.post("/posts", { fields: { ...fields, title: "Mine" }, editSession: "tab-lee-2" });
    let post = ((await made.json()) as { post: Editable }).post;
    expect([made.status, post.fields.author]).toEqual([201, "Lee Park"]);

    // Saved under a colleague's name, many times at once: each refused, naming the field; the byline stays.
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, turn) =>
        lee.put(`/posts/${post.id}`, { fields: { ...post.fields, author: "Noor Haddad", body: `Try ${turn}.` }, baseRevision: post.revision, editSession: "tab-lee-2" }),
      ),
    );
    expect(await Promise.all(tries.map(refusal))).toEqual(Array(6).fill([403, notTheirs]));
    expect(await byline(post.id)).toBe("Lee Park");

    // A colleague's post: the writer may edit its text, not put their own name on it.
    await db.insert(posts).values({ id: 149, slug: "noors-notes", title: "Noor's notes", excerpt: "Notes.", body: "Text.", author: "Noor Haddad", category: "SEO", tags: ["SEO"] });
    const theirs = (await lee.get<{ post: Editable }>("/posts/149/edit")).post;
    expect(await refusal(await lee.put("/posts/149", { fields: { ...theirs.fields, author: "Lee Park" }, baseRevision: theirs.revision, editSession: "tab-lee-149" }))).toEqual([403, notTheirs]);
    expect((await lee.put("/posts/149", { fields: { ...theirs.fields, body: "Text, tidied." }, baseRevision: theirs.revision, editSession: "tab-lee-149" })).status).toBe(200);
    expect(await byline(149)).toBe("Noor Haddad");

    // An editor sets any author; the writer cannot take the post back through an older revision.
    post = (await editor.get<{ post: Editable }>(`/posts/${post.id}/edit`)).post;
    expect((await editor.put(`/posts/${post.id}`, { fields: { ...post.fields, author: "Noor Haddad" }, baseRevision: post.revision, editSession: "tab-e-lee" })).status).toBe(200);
    const { revisions } = await lee.get<{ revisions: Array<{ id: number; actor: string }> }>(`/posts/${post.id}/revisions`);
    const leesOwn = revisions.find((revision) => revision.actor === "lee@vendor.example")!;
    expect(await refusal(await lee.post(`/posts/${post.id}/revisions/${leesOwn.id}/restore`, {}))).toEqual([403, notTheirs]);
    expect(await byline(post.id)).toBe("Noor Haddad");
  });
});
