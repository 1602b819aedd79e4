/**
 * The blog in the store (ADR 024): the seed imported once whatever the number of processes
 * starting, and the pages a process serves following a change the store makes, lists included.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readAll, type PostSummary } from "#server/site/render/blog.server.ts";
import { categoryPath } from "#shared/blog-paths.ts";
import { searchPath } from "#shared/blog-search.ts";
import { articleCoverPath } from "#shared/cover-images.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { createApp } from "#server/app.ts";
import { readImport } from "#server/cli/content-files.ts";
import { runContentCommand } from "#server/studio/commands.ts";
import { ContentPages } from "#server/site/pages.ts";
import type { ChangedPages } from "#server/site/changed-pages.ts";
import { exportPosts, importPosts } from "#server/studio/transfer.ts";
import { loadStaticSite } from "#server/site/static-site.ts";
import { publish, schedule, unpublish } from "#server/documents/workflow.ts";
import { pageKind, postKind } from "#server/document-kinds.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { CoverStore } from "#server/site/cover-store.ts";
import { coverFiles } from "#server/site/covers.ts";
import { createCoverWorker } from "#server/site/job-workers.ts";
import { createScheduleWorkers } from "#server/documents/jobs.ts";
import { setScheduleJobs } from "#server/documents/timed-jobs.ts";
import { listenForPublishes } from "#server/platform/db/notify.ts";
import { currentGeneration, loadSnapshot, storedContent } from "#server/site/source.ts";
import { searchPosts } from "#server/site/search.ts";
import { loadRenderer, serverBuildFile, type Renderer } from "#server/site/renderer.ts";
import { seedContent, seedDirOf } from "#server/studio/seed.ts";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { articleRenders, contentJobs, contentState, images, media, pages as pagesTable, posts } from "#server/platform/db/schema.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { readMenus } from "#server/site/menus.ts";
import { saveSettings } from "#server/platform/site-settings.ts";
import { DEFAULT_SETTINGS } from "#shared/site-settings.ts";
import { saveMenus } from "#server/studio/menus.ts";
import { freshPostgresDatabase } from "./harness.ts";

const postgresUrl = inject("postgresUrl");
const clientDir = path.resolve("build/client");
const seedDir = seedDirOf(clientDir);
const seedFiles = readAll(seedDir);

describe("the blog's store", () => {
  const opened: OpenDatabase[] = [];
  let open: () => Promise<OpenDatabase>;

  beforeAll(async () => {
    const databaseUrl = await freshPostgresDatabase(postgresUrl);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    open = async () => {
      const database = await openDatabase({ databaseUrl, dataDir, migrationsFolder: path.resolve("drizzle") });
      opened.push(database);
      return database;
    };
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it("imports the seed once, even when every process starts at the same moment", async () => {
    const first = await open();
    const handles = [first, await open(), await open()];
    const imported = await Promise.all(handles.map((handle) => seedContent(handle.db, seedDir)));
    expect(imported.sort()).toEqual([0, 0, seedFiles.length]);
    expect(await seedContent(first.db, seedDir)).toBe(0);
    const [stored] = await first.db.select({ count: sql<number>`count(*)::int` }).from(posts);
    expect(stored?.count).toBe(seedFiles.length);
  });

  it("serves a change made in the store, on the article and in the lists, from the next refresh on", async () => {
    const { db } = opened[0]!;
    const { logger } = memoryLogger();
    const pages = new ContentPages({ db, render: await loadRenderer(serverBuildFile(clientDir)), origin: SITE_URL, logger });
    const [newest] = await db
      .select()
      .from(posts)
      .where(eq(posts.status, "published"))
      .orderBy(sql`${posts.publishAt} desc`)
      .limit(1);
    const articlePath = `/blog/${newest!.slug}`;
    const before = (await pages.file(articlePath))!.body.toString();
    expect(before).toContain(newest!.title);

    const title = "A title changed in the store";
    await db.transaction(async (tx) => {
      await tx.update(posts).set({ title }).where(eq(posts.id, newest!.id));
      await tx.update(contentState).set({ generation: sql`${contentState.generation} + 1` });
    });
    // Until the process looks, it serves the generation it has, whole.
    expect((await pages.file(articlePath))!.body.toString()).toBe(before);

    expect(pages.kept(articlePath)?.body.toString()).toBe(before);

    await pages.refresh();
    // Nothing of the old generation is served, on either path.
    expect(pages.kept(articlePath)).toBeUndefined();
    expect((await pages.file(articlePath))!.body.toString()).toContain(title);
    expect(pages.kept(articlePath)?.body.toString()).toContain(title);
    expect((await pages.file("/blog"))!.body.toString()).toContain(title);
    expect(await pages.file("/blog/no-such-article")).toBeNull();
  });

  it("refreshes asked for together read the store's posts once, and serve what it held when they were asked", async () => {
    const { db } = opened[0]!;
    // Counts the snapshot's reads: each is one read-only transaction.
    let snapshotsRead = 0;
    const counted = new Proxy(db, {
      get(target, name, receiver) {
        if (name !== "transaction") return Reflect.get(target, name, receiver) as unknown;
        return (...args: Parameters<typeof db.transaction>) => {
          snapshotsRead += 1;
          return target.transaction(...args);
        };
      },
    });
    const pages = new ContentPages({ db: counted, render: await loadRenderer(serverBuildFile(clientDir)), origin: SITE_URL, logger: memoryLogger().logger });
    await pages.refresh();
    await db.update(contentState).set({ generation: sql`${contentState.generation} + 1` });
    snapshotsRead = 0;
    // A publish's own answer, its notification and the one-second poll, at once.
    await Promise.all([pages.refresh(), pages.refresh(), pages.refresh()]);
    expect(snapshotsRead).toBe(1);
    expect(await pages.generation()).toBe(await currentGeneration(db));
  });

  it("says how long its store took for a page made for the request (Server-Timing), and nothing for a kept one", async () => {
    const { db } = opened[0]!;
    const { logger } = memoryLogger();
    const pages = new ContentPages({ db, render: await loadRenderer(serverBuildFile(clientDir)), origin: SITE_URL, logger });
    const app = createApp({ site: loadStaticSite(clientDir), content: pages, logger });
    const made = await app.request("/blog");
    expect([made.status, made.headers.get("server-timing")]).toEqual([200, expect.stringMatching(/^store;dur=\d+\.\d$/)]);
    const kept = await app.request("/blog");
    expect([kept.status, kept.headers.get("server-timing")]).toEqual([200, null]);
  });

  it("renders again only the pages that show a change: the others keep their bytes and ETag", async () => {
    const { db } = opened[0]!;
    const renderer = await loadRenderer(serverBuildFile(clientDir));
    const rendered: string[] = [];
    const render: Renderer = {
      ...renderer,
      page: (url, content) => {
        rendered.push(new URL(url).pathname);
        return renderer.page(url, content);
      },
    };
    const pages = new ContentPages({ db, render, origin: SITE_URL, logger: memoryLogger().logger });
    const { posts: published, index } = await loadSnapshot(db);
    const shows = (post: PostSummary, target: PostSummary) => index.related(post).some((related) => related.slug === target.slug);
    const others = (target: PostSummary) => published.filter((post) => post.slug !== target.slug);
    // A post some articles list under "related" and others do not.
    const changed = published.find((target) => others(target).some((post) => shows(post, target)) && others(target).some((post) => !shows(post, target)))!;
    const other = others(changed).find((post) => !shows(post, changed))!;
    const showing = others(changed).find((post) => shows(post, changed))!;
    const archive = categoryPath(changed.category);
    const addresses = [`/blog/${changed.slug}`, `/blog/${other.slug}`, `/blog/${showing.slug}`, archive];
    const before = new Map<string, string>();
    for (const address of addresses) before.set(address, (await pages.file(address))!.etag);

    await db.transaction(async (tx) => {
      await tx
        .update(posts)
        .set({ title: `${changed.title}, revised` })
        .where(eq(posts.id, changed.id));
      await nextGeneration(tx);
    });
    await pages.refresh();
    rendered.length = 0;
    const after = new Map<string, string>();
    for (const address of addresses) after.set(address, (await pages.file(address))!.etag);

    expect(after.get(`/blog/${other.slug}`)).toBe(before.get(`/blog/${other.slug}`));
    for (const address of [`/blog/${changed.slug}`, `/blog/${showing.slug}`, archive]) expect(after.get(address), address).not.toBe(before.get(address));
    // Only the pages showing the change are rendered; no loader runs for the others.
    expect(rendered.sort()).toEqual([`/blog/${changed.slug}`, `/blog/${showing.slug}`, archive].sort());
  });

  it("names for a shared cache in front exactly the pages whose bytes a change altered (what a publish purges)", async () => {
    const { db } = opened[0]!;
    let changed: (() => ChangedPages) | undefined;
    const pages = new ContentPages({ db, render: await loadRenderer(serverBuildFile(clientDir)), origin: SITE_URL, logger: memoryLogger().logger, onNewGeneration: (list) => (changed = list) });
    // Every page and text file (images keep their own short lifetime in a shared cache).
    const addresses = (await pages.addresses()).filter((address) => !/\.(avif|webp|png|jpe?g|svg|gif)$/.test(address));
    // One at a time: a busy machine's pool would time out under every page at once.
    const etags = async () => {
      const tags = new Map<string, string | undefined>();
      for (const address of addresses) tags.set(address, (await pages.file(address))?.etag);
      return tags;
    };
    const before = await etags();
    const [post] = await db
      .select()
      .from(posts)
      .where(eq(posts.status, "published"))
      .orderBy(sql`${posts.publishAt} asc`)
      .limit(1);

    await db.transaction(async (tx) => {
      await tx
        .update(posts)
        .set({ title: `${post!.title}, for the cache` })
        .where(eq(posts.id, post!.id));
      await nextGeneration(tx);
    });
    await pages.refresh();
    const after = await etags();

    const altered = addresses.filter((address) => before.get(address) !== after.get(address));
    expect(altered).toContain(`/blog/${post!.slug}`);
    expect(altered.length).toBeLessThan(addresses.length / 2);
    const { direct, related } = changed!();
    expect([...direct, ...(await related())].sort()).toEqual(altered.sort());
    // The article itself is in the part purged at once.
    expect(direct).toContain(`/blog/${post!.slug}`);
  });

  it("a scheduled post goes live at its time exactly once, with several processes and across a restart", async () => {
    const first = opened[0]!;
    const [post] = await first.db.select().from(posts).where(eq(posts.status, "published")).limit(1);
    let clock = new Date("2030-01-01T09:00:00Z");
    await unpublish(postKind, first.db, post!.id, { now: clock });
    await schedule(postKind, first.db, post!.id, new Date("2030-01-01T10:00:00Z"), { now: clock });

    // The server stops before the time comes; the job outlives it.
    await first.close();
    opened.shift();
    const restarted = await open();
    const processes = [restarted, await open()];
    const schedulers = processes.map(({ db }) => createScheduleWorkers([postKind], { db, logger: memoryLogger().logger, now: () => clock })[0]!);
    expect(await Promise.all(schedulers.map((scheduler) => scheduler.runOnce()))).toEqual([0, 0]);

    const generation = await currentGeneration(restarted.db);
    clock = new Date("2030-01-01T10:00:01Z");
    const ran = await Promise.all(schedulers.map((scheduler) => scheduler.runOnce()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await Promise.all(schedulers.map((scheduler) => scheduler.runOnce()))).toEqual([0, 0]);
    const [live] = await restarted.db.select().from(posts).where(eq(posts.id, post!.id));
    expect(live).toMatchObject({ status: "published", publishAt: new Date("2030-01-01T10:00:00Z") });
    expect(await currentGeneration(restarted.db)).toBe(generation + 1);
    // Its history says who did what: the operator unpublished and scheduled it, the schedule published it.
    const history = (await postKind.events.history(restarted.db, post!.id)).slice(-3).map(({ actor, action }) => `${actor} ${action}`);
    expect(history).toEqual(["cli unpublished", "cli scheduled", "schedule published"]);
  });

  it("a publish the database finds due a moment before the server's clock does waits for its time, never dropped", async () => {
    const { db } = opened[0]!;
    const [post] = await db.select().from(posts).where(eq(posts.status, "published")).limit(1);
    await unpublish(postKind, db, post!.id);
    const at = new Date(Date.now() + 1_500);
    await schedule(postKind, db, post!.id, at);
    // The database's clock runs ahead of this process's: the job is claimed before the post is due here.
    await db
      .update(contentJobs)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(and(eq(contentJobs.postId, post!.id), eq(contentJobs.action, "publish"), eq(contentJobs.status, "pending")));
    const scheduler = createScheduleWorkers([postKind], { db, logger: memoryLogger().logger })[0]!;
    expect(await scheduler.runOnce()).toBe(0);
    const [waiting] = await db
      .select()
      .from(contentJobs)
      .where(and(eq(contentJobs.postId, post!.id), eq(contentJobs.action, "publish"), eq(contentJobs.status, "pending")));
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(at.getTime() - 50);
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 50));
    expect(await scheduler.runOnce()).toBe(1);
    const [live] = await db.select().from(posts).where(eq(posts.id, post!.id));
    expect(live!.status).toBe("published");
  });

  it("a running scheduler publishes at the scheduled time, not at its next poll", async () => {
    const { db } = opened[0]!;
    const [post] = await db.select().from(posts).where(eq(posts.status, "published")).limit(1);
    await unpublish(postKind, db, post!.id);
    const at = new Date(Date.now() + 300);
    await schedule(postKind, db, post!.id, at);
    // A poll far longer than the wait: only sleeping until the job's own time can publish it promptly.
    let published!: (at: number) => void;
    const publishedAt = new Promise<number>((resolve) => (published = resolve));
    const scheduler = createScheduleWorkers([postKind], { db, logger: memoryLogger().logger, pollMs: 10_000, onChange: () => published(Date.now()) })[0]!;
    scheduler.start();
    const lateBy = (await publishedAt) - at.getTime();
    await scheduler.stop();
    // Polling, it would wait for the next pass, ~10 s on; the margin is for a busy CI machine.
    expect(lateBy).toBeLessThan(500);
    const [live] = await db.select().from(posts).where(eq(posts.id, post!.id));
    expect(live!.status).toBe("published");
  });

  it("renders an article's text once for every process, not again for a menu's edit, and again when its Markdown changes", async () => {
    const { db } = opened[0]!;
    const render = await loadRenderer(serverBuildFile(clientDir));
    const process = () => new ContentPages({ db, render, origin: SITE_URL, logger: memoryLogger().logger });
    const [post] = await db.select().from(posts).where(eq(posts.status, "published")).limit(1);
    const address = `/blog/${post!.slug}`;
    await process().file(address);
    const [kept] = await db.select().from(articleRenders).where(eq(articleRenders.postId, post!.id));
    expect(kept?.html).toContain("<h2");
    // Another process (or this one after a restart) takes the kept text: the mark proves it was not rendered again.
    await db
      .update(articleRenders)
      .set({ html: `${kept!.html}<!--kept-->` })
      .where(eq(articleRenders.postId, post!.id));
    const other = process();
    expect((await other.file(address))!.body.toString()).toContain("<!--kept-->");
    // Every page shows the menus, but no article's text does: the edit is drawn around the kept text.
    const { menus, version } = await readMenus(db);
    const entries = menus.header.entries.map((entry) => (entry.href === "/contact" ? { ...entry, label: "Talk to sales" } : entry));
    expect(await saveMenus(db, { menus: { ...menus, header: { ...menus.header, entries } }, baseVersion: version }, { actor: "editor@vendor.example" })).toHaveProperty("changed", true);
    await other.refresh();
    const redrawn = (await other.file(address))!.body.toString();
    expect(redrawn.includes(">Talk to sales</a>"), "the page shows the edited menu").toBe(true);
    expect(redrawn.includes("<!--kept-->"), "the article's text is the kept one").toBe(true);
    await db.transaction(async (tx) => {
      await tx
        .update(posts)
        .set({ body: `${post!.body}\n\nA closing line, added.` })
        .where(eq(posts.id, post!.id));
      await nextGeneration(tx);
    });
    await other.refresh();
    const page = (await other.file(address))!.body.toString();
    expect(page).not.toContain("<!--kept-->");
    expect(page).toContain("A closing line, added.");
  });

  it("an import with --publish is served by a running process as it returns, each article's text rendered on its first request and kept", async () => {
    const { db } = opened[0]!;
    const pages = new ContentPages({ db, render: await loadRenderer(serverBuildFile(clientDir)), origin: SITE_URL, logger: memoryLogger().logger });
    const served = await pages.generation();
    const slug = "imported-and-read-at-once";
    const source = `---\nslug: ${slug}\ntitle: "Imported and read at once"\nexcerpt: "An excerpt."\nauthor: "Maya Chen"\ndate: "2026-01-05"\ncategory: "SEO"\ntags: ["SEO"]\n---\n\n## What "smart" quotes do\n\nIt's the text a reader sees.\n`;
    const lines: string[] = [];
    // As the CLI runs it: the server hears of the import by a notification, a moment after the command returns.
    const deps = { db, loadPageKind: async () => pageKind };
    expect(await runContentCommand(["import", "one-post", "--publish"], { documents: [{ fileName: `${slug}.md`, source }] }, deps, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual(["Imported 1 posts: 1 new, 0 updated."]);
    const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug));
    // Rendering a thousand articles in the import's own process cost it 4/5 of its time (issue 74).
    expect(await db.select().from(articleRenders).where(eq(articleRenders.postId, post!.id))).toEqual([]);

    // A visitor who follows the link at once gets the article, not the list: the process reads the store's newer generation.
    expect(await pages.generation()).toBe(served);
    const html = (await pages.answer(`/blog/${slug}`)).page!.body.toString();
    expect(html).toContain("What “smart” quotes do</h2>");
    expect(html).toContain("<p>It’s the text a reader sees.</p>");
    const [kept] = await db.select().from(articleRenders).where(eq(articleRenders.postId, post!.id));
    expect(kept?.html).toContain("It’s the text a reader sees.");
    // An address no post has is still not found.
    expect((await pages.answer("/blog/no-post-here")).page).toBeUndefined();
  });

  it("a snapshot that reuses the one before it shows what a whole read shows: written, withdrawn and retitled posts", async () => {
    const { db } = opened[0]!;
    const whole = async () => loadSnapshot(db);
    const shown = ({ posts: list, versions, index }: Awaited<ReturnType<typeof loadSnapshot>>) => ({ list, versions, categories: index.archives("category"), tags: index.archives("tag") });
    const previous = await whole();
    const [retitled, withdrawn] = previous.posts;
    await db.transaction(async (tx) => {
      await tx.update(posts).set({ title: "Questions for {email}" }).where(eq(posts.id, retitled!.id));
      await tx.update(posts).set({ status: "unpublished" }).where(eq(posts.id, withdrawn!.id));
      await nextGeneration(tx);
    });
    const next = await loadSnapshot(db, previous);
    expect(shown(next)).toEqual(shown(await whole()));
    expect(next.bySlug.get(retitled!.slug)?.title).toBe(`Questions for ${previous.site.email}`);
    expect(next.bySlug.has(withdrawn!.slug)).toBe(false);

    // The site's facts fill the titles: a new address is in every post that names it.
    await saveSettings(db, { ...DEFAULT_SETTINGS, email: "press@vendor.example" }, { actor: "test" });
    const afterSettings = await loadSnapshot(db, next);
    expect(afterSettings.bySlug.get(retitled!.slug)?.title).toBe("Questions for press@vendor.example");
    expect(shown(afterSettings)).toEqual(shown(await whole()));

    await saveSettings(db, DEFAULT_SETTINGS, { actor: "test" });
    await db.transaction(async (tx) => {
      await tx.update(posts).set({ title: retitled!.title }).where(eq(posts.id, retitled!.id));
      await tx.update(posts).set({ status: "published" }).where(eq(posts.id, withdrawn!.id));
      await nextGeneration(tx);
    });
    expect(shown(await loadSnapshot(db, afterSettings))).toEqual(shown(await whole()));
  });

  it("a snapshot that reuses the one before it checks again only the pages written since, and shows what a whole read shows", async () => {
    const { db } = opened[0]!;
    const shown = ({ pages: served, unservable, gone }: Awaited<ReturnType<typeof loadSnapshot>>) => ({ served, unservable, gone });
    const previous = await loadSnapshot(db);
    const [hidden, broken, withdrawn, untouched] = [...previous.pages.values()].filter((page) => page.path !== "/").map((page) => page.path);
    const rows = await db.select({ id: pagesTable.id, path: pagesTable.path, document: pagesTable.document }).from(pagesTable);
    const idOf = (path: string) => rows.find((row) => row.path === path)!.id;
    await db.transaction(async (tx) => {
      await tx
        .update(pagesTable)
        .set({ document: sql`jsonb_set(${pagesTable.document}, '{noindex}', 'true')` })
        .where(eq(pagesTable.id, idOf(hidden!)));
      // Written around the studio: the schema refuses it, so its address is not served.
      await tx
        .update(pagesTable)
        .set({ document: sql`jsonb_set(${pagesTable.document}, '{sections}', '"none"')` })
        .where(eq(pagesTable.id, idOf(broken!)));
      await tx
        .update(pagesTable)
        .set({ status: "unpublished" })
        .where(eq(pagesTable.id, idOf(withdrawn!)));
      await nextGeneration(tx);
    });
    const next = await loadSnapshot(db, previous);
    expect(shown(next)).toEqual(shown(await loadSnapshot(db)));
    expect(next.pages.get(hidden!)?.noindex).toBe(true);
    expect([next.pages.has(broken!), next.unservable.has(broken!), next.gone.has(withdrawn!)]).toEqual([false, true, true]);
    // An unwritten page is the one checked before, not parsed again.
    expect(next.pages.get(untouched!)).toBe(previous.pages.get(untouched!));

    await db.transaction(async (tx) => {
      for (const path of [hidden!, broken!])
        await tx
          .update(pagesTable)
          .set({ document: rows.find((row) => row.path === path)!.document })
          .where(eq(pagesTable.id, idOf(path)));
      await tx
        .update(pagesTable)
        .set({ status: "published" })
        .where(eq(pagesTable.id, idOf(withdrawn!)));
      await nextGeneration(tx);
    });
    expect(shown(await loadSnapshot(db, next))).toEqual(shown(await loadSnapshot(db)));
  });

  it("the public search finds a post the moment it is published, and no longer once it is taken down", async () => {
    const { db } = opened[0]!;
    const pages = new ContentPages({ db, render: await loadRenderer(serverBuildFile(clientDir)), origin: SITE_URL, logger: memoryLogger().logger });
    const word = "quetzalcoatlus";
    const found = async () => (await pages.searchPage(word))!.body.toString();
    const [post] = await db.select().from(posts).where(eq(posts.status, "published")).limit(1);
    await unpublish(postKind, db, post!.id);
    await db
      .update(posts)
      .set({ body: `${post!.body}\n\nA ${word} in the text.` })
      .where(eq(posts.id, post!.id));
    await pages.refresh();
    expect(await found()).not.toContain(`href="/blog/${post!.slug}"`);
    await publish(postKind, db, post!.id);
    await pages.refresh();
    const page = await found();
    expect(page).toContain(`href="/blog/${post!.slug}"`);
    expect(page).toContain(`<mark class="rounded-sm bg-primary-soft px-0.5 text-foreground">${word}</mark>`);
    await unpublish(postKind, db, post!.id);
    await pages.refresh();
    expect(await found()).not.toContain(`href="/blog/${post!.slug}"`);
    await publish(postKind, db, post!.id);
  });

  it("a results page is the kept search page with the query's parts put in: the same bytes as the whole page rendered", async () => {
    const { db } = opened[0]!;
    const renderer = await loadRenderer(serverBuildFile(clientDir));
    const pages = new ContentPages({ db, render: renderer, origin: SITE_URL, logger: memoryLogger().logger });
    const snapshot = await loadSnapshot(db);
    const wholePage = async (query: string, page: number) => {
      const response = await renderer.page(new URL(searchPath(query, page), SITE_URL).href, storedContent(db, snapshot), snapshot.site);
      return response.text();
    };
    // Results with pages after them, a page between two, none, and a query with every character HTML escapes.
    const asked: Array<[string, number]> = [
      ["marketing", 1],
      ["marketing", 2],
      ["zzyzx", 1],
      ['"account list" <b>&\'x', 1],
    ];
    for (const [query, page] of asked) {
      const spliced = (await pages.searchPage(query, page))!.body.toString();
      expect(spliced, `${query}, page ${page}`).toBe(await wholePage(query, page));
    }
    expect(await wholePage("marketing", 2)).toContain('rel="prev"');
  });

  it("a quoted phrase finds the posts that hold its words side by side, and a minus leaves a phrase out", async () => {
    const { db } = opened[0]!;
    const live = await db.select().from(posts).where(eq(posts.status, "published")).orderBy(posts.id).limit(3);
    const [together, apart, both] = live as [(typeof live)[0], (typeof live)[0], (typeof live)[0]];
    const add = (post: typeof together, line: string) =>
      db
        .update(posts)
        .set({ body: `${post.body}\n\n${line}` })
        .where(eq(posts.id, post.id));
    await add(together, "An ornithopter quetzal flew over.");
    await add(apart, "The quetzal watched an ornithopter.");
    await add(both, "An ornithopter quetzal, and a quetzal ornithopter.");
    const slugs = async (query: string) => (await searchPosts(db, await loadSnapshot(db), query)).results.map((result) => result.slug).sort();

    expect(await slugs("ornithopter quetzal")).toEqual([together.slug, apart.slug, both.slug].sort());
    expect(await slugs('"ornithopter quetzal"')).toEqual([together.slug, both.slug].sort());
    expect(await slugs('ornithopter -"quetzal ornithopter"')).toEqual([together.slug, apart.slug].sort());
    for (const post of live) await db.update(posts).set({ body: post.body }).where(eq(posts.id, post.id));
  });

  it("an import updates by id: a new slug answers 301 from the old one, an unpublished post 410, an export reads back the same", async () => {
    const { db } = opened[0]!;
    const { logger } = memoryLogger();
    const pages = new ContentPages({ db, render: await loadRenderer(serverBuildFile(clientDir)), origin: SITE_URL, logger });
    const app = createApp({ site: loadStaticSite(clientDir), content: pages, logger });
    const exported = await exportPosts(db);
    const original = exported.posts.find((document) => document.source.includes("status: published"))!;
    const oldSlug = original.fileName.replace(/\.md$/, "");
    const renamed = original.source.replace(`slug: ${oldSlug}`, "slug: a-renamed-article");
    expect(await importPosts(db, [{ fileName: "a-renamed-article.md", source: renamed }])).toEqual({ created: [], updated: ["a-renamed-article"], authors: 0 });

    await pages.refresh();
    const moved = await app.request(`/blog/${oldSlug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog/a-renamed-article");
    expect((await app.request("/blog/a-renamed-article")).status).toBe(200);

    const [post] = await db.select().from(posts).where(eq(posts.slug, "a-renamed-article"));
    await unpublish(postKind, db, post!.id);
    await pages.refresh();
    expect((await app.request("/blog/a-renamed-article")).status).toBe(410);
    // The old address follows it down rather than leading to a page that is gone.
    expect((await app.request(`/blog/${oldSlug}`)).status).toBe(301);
    expect(await (await app.request("/blog")).text()).not.toContain("/blog/a-renamed-article");

    // Out and back in: the same posts, field for field.
    const before = await db.select().from(posts).orderBy(posts.id);
    const again = await exportPosts(db);
    await importPosts(db, again.posts);
    const after = await db.select().from(posts).orderBy(posts.id);
    const fields = ({ createdAt: _c, updatedAt: _u, revision: _r, ...rest }: (typeof before)[number]) => rest;
    expect(after.map(fields)).toEqual(before.map(fields));
  });

  it("draws a drawn cover on request in milliseconds, and a cover photo's sizes before anyone asks, once across processes", async () => {
    const handles = [opened[0]!, await open()];
    const { db } = handles[0]!;
    const render = await loadRenderer(serverBuildFile(clientDir));
    const processes = handles.map((handle) => {
      const covers = new CoverStore(handle.db);
      return {
        jobs: createCoverWorker({ db: handle.db, covers, logger: memoryLogger().logger }),
        pages: new ContentPages({ db: handle.db, render, origin: SITE_URL, covers, logger: memoryLogger().logger }),
      };
    });
    const runAll = async () => (await Promise.all(processes.map(({ jobs }) => jobs.runOnce()))).reduce((sum, count) => sum + count, 0);
    await runAll();
    const [post, other] = await db.select().from(posts).where(eq(posts.status, "published")).limit(2);

    // A drawn cover: its SVG, made when asked for, cheaply (once the font is loaded), with nothing kept in the store.
    await processes[0]!.pages.file(`/images/blog/${post!.slug}.svg`);
    const svgPath = `/images/blog/${other!.slug}.svg`;
    const started = process.cpuUsage();
    const svg = await processes[0]!.pages.file(svgPath);
    const { user, system } = process.cpuUsage(started);
    expect(svg?.contentType).toBe("image/svg+xml");
    expect((user + system) / 1000, "ms of CPU").toBeLessThan(100);
    // A list's first cover is a phone's largest paint: its title outlines are sent compact (11-16 KB before).
    expect(svg?.br?.length, "bytes sent").toBeLessThan(8 * 1024);
    expect(await processes[0]!.pages.file(`/images/blog/${other!.slug}-800.avif`)).toBeNull();
    expect((await processes[0]!.pages.file(`/images/blog/${other!.slug}-og.png`))?.contentType).toBe("image/png");

    // A cover photo: its sizes made by one process's job as it goes live, then served by every process.
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0b3d2e" } })
      .jpeg()
      .toBuffer();
    await db.insert(images).values({ name: "images/cover-photo.jpg", body: photo, contentType: "image/jpeg", width: 1600, height: 1000, sha256: "cover-photo" });
    await db.transaction(async (tx) => {
      const [changed] = await tx.update(posts).set({ cover: "images/cover-photo.jpg", coverAlt: "A green wall" }).where(eq(posts.id, post!.id)).returning();
      await setScheduleJobs(postKind, tx, changed!);
      await nextGeneration(tx);
    });
    const keptFiles = async () =>
      (
        await db
          .select({ path: media.path })
          .from(media)
          .where(sql`${media.path} like ${`/images/blog/${post!.slug}-%`}`)
      )
        .map((row) => row.path)
        .sort();
    expect(await runAll()).toBe(1);
    expect(await runAll()).toBe(0);
    // The sizes the pages show; the share card waits for a crawler to ask.
    expect(await keptFiles()).toEqual([800, 1200].flatMap((width) => [`/images/blog/${post!.slug}-${width}.avif`, `/images/blog/${post!.slug}-${width}.webp`]).sort());
    const cover = `/images/blog/${post!.slug}-800.avif`;
    const [drawn] = await db.select().from(media).where(eq(media.path, cover));
    await processes[1]!.pages.refresh();
    const served = await processes[1]!.pages.file(cover);
    expect(served?.contentType).toBe("image/avif");
    expect((await sharp(served!.body).metadata()).width).toBe(800);
    expect(served!.body.equals(drawn!.body)).toBe(true);
    expect(await processes[1]!.pages.file("/images/blog/no-such-post-800.avif")).toBeNull();
  });

  it("an import brings the images and authors its posts name: served at their sizes, drawn into the cover, written back by an export", async () => {
    const { db } = opened[0]!;
    const { logger } = memoryLogger();
    const pages = new ContentPages({ db, render: await loadRenderer(serverBuildFile(clientDir)), origin: SITE_URL, logger });
    const run = async (args: string[], input?: unknown) => {
      const lines: string[] = [];
      const code = await runContentCommand(args, input, { db, loadPageKind: async () => pageKind, onChange: () => pages.refresh() }, (line) => lines.push(line));
      return { code, output: lines.join("\n") };
    };
    // A folder as the team keeps one: a post, a chart for its text and a cover photo that says where it was taken.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "import-images-"));
    fs.mkdirSync(path.join(folder, "images"));
    const chart = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#5b3df5" } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(folder, "images/import-chart.png"), chart);
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0b3d2e" } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" } })
      .toFile(path.join(folder, "images/import-photo.jpg"));
    const exported = await exportPosts(db);
    const original = exported.posts.find((document) => document.source.includes("status: published"))!;
    const slug = original.fileName.replace(/\.md$/, "");
    const withImages = original.source
      .replace(/^status: published$/m, "status: published\ncover: images/import-photo.jpg\ncoverAlt: The launch team at work")
      .concat("\n\n![Imports by quarter](images/import-chart.png)\n");
    fs.writeFileSync(path.join(folder, original.fileName), withImages);
    // Its author as authors.yaml describes them, with a portrait beside the other images.
    const author = /^author: (.+)$/m.exec(original.source)![1]!.replace(/^"|"$/g, "");
    await sharp({ create: { width: 256, height: 256, channels: 3, background: "#d4a373" } })
      .jpeg()
      .toFile(path.join(folder, "images/import-portrait.jpg"));
    const authorsYaml = (photo: string) => `- name: ${author}\n  role: Head of Imports\n  bio: Writes about moving content between systems.\n  photo: ${photo}\n`;
    fs.writeFileSync(path.join(folder, "authors.yaml"), authorsYaml("images/import-portrait.jpg"));

    // Refused whole, each mistake named: a picture with no description, an SVG named .png, an image nowhere.
    const refused = readImport(folder);
    refused.documents[0]!.source = withImages.replace("![Imports by quarter]", "![]").concat("\n![Gone](images/missing.png)\n");
    refused.images!.push({ name: "images/evil.png", base64: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString("base64") });
    refused.authorsYaml = authorsYaml("images/no-portrait.jpg");
    const generation = await currentGeneration(db);
    const answer = await run(["import", folder], refused);
    expect(answer.code).toBe(1);
    expect(answer.output).toContain("images/evil.png: not a JPEG, PNG, WebP, AVIF or GIF image");
    expect(answer.output).toContain(`${slug}.md: image "images/missing.png" is neither in the import's images/ folder nor in the store`);
    expect(answer.output).toContain(`${slug}.md: image "images/import-chart.png" needs a description`);
    expect(answer.output).toContain(`authors.yaml, ${author}: image "images/no-portrait.jpg" is neither in the import's images/ folder nor in the store`);
    expect((await run(["import", folder], { ...readImport(folder), authorsYaml: "- name: Cher\n" })).output).toBe('authors.yaml, author 1: field "name": must be the author\'s full name');
    expect(await currentGeneration(db)).toBe(generation);

    expect(await run(["import", folder], readImport(folder))).toEqual({ code: 0, output: "Imported 1 posts, 3 images and 1 author: 0 new, 1 updated." });
    const html = (await pages.file(`/blog/${slug}`))!.body.toString();
    expect(html).toContain("Writes about moving content between systems.");
    expect(html).toContain("Head of Imports");
    expect(html).toMatch(/<img src="\/images\/blog\/authors\/import-portrait-\d+\.webp"/);
    expect(html).toMatch(/<img src="\/images\/blog\/content\/import-chart-768\.webp"[^>]*alt="Imports by quarter" width="768" height="384"/);
    const picture = await pages.file("/images/blog/content/import-chart-768.avif");
    expect(picture?.contentType).toBe("image/avif");
    expect((await sharp(picture!.body).metadata()).width).toBe(768);
    expect(await pages.file("/images/blog/content/import-chart-1536.avif")).toBeNull(); // never upscaled
    // The cover is the team's photo, cropped to 16:9, and keeps no trace of where it was taken.
    const cover = await sharp((await pages.file(`/images/blog/${slug}-800.webp`))!.body).metadata();
    expect([cover.width, cover.height, cover.exif]).toEqual([800, 450, undefined]);
    const card = await pages.file(`/images/blog/${slug}-og.jpg`);
    expect(card?.contentType).toBe("image/jpeg");
    expect((await sharp(card!.body).metadata()).exif).toBeUndefined();

    const backup = JSON.parse((await run(["export", "unused"])).output) as { files: Array<{ path: string; base64?: string }> };
    expect(Buffer.from(backup.files.find((file) => file.path === "images/import-chart.png")!.base64!, "base64").equals(chart)).toBe(true);
    expect(backup.files.map((file) => file.path)).toContain("images/import-photo.jpg");
    expect(backup.files.find((file) => file.path === "authors.yaml")).toMatchObject({ text: expect.stringContaining("photo: images/import-portrait.jpg") });
  });

  it("an operator sets a post to come down at a time, a manual redirect and a removed address", async () => {
    const { db } = opened[0]!;
    const { logger } = memoryLogger();
    const pages = new ContentPages({ db, render: await loadRenderer(serverBuildFile(clientDir)), origin: SITE_URL, logger });
    const app = createApp({ site: loadStaticSite(clientDir), content: pages, logger });
    const run = async (...args: string[]) => {
      const lines: string[] = [];
      const code = await runContentCommand(args, undefined, { db, loadPageKind: async () => pageKind, onChange: () => pages.refresh() }, (line) => lines.push(line));
      return { code, output: lines.join("\n") };
    };
    const [post] = await db.select().from(posts).where(eq(posts.status, "published")).limit(1);
    expect(await run("unpublish", post!.slug, "--at", "+010000-01-01T09:00:00Z")).toEqual({ code: 1, output: "Give a time before the year 10000." });
    const at = new Date(Date.now() + 60 * 60 * 1000);
    expect(await run("unpublish", post!.slug, "--at", at.toISOString())).toEqual({ code: 0, output: `${post!.slug}: published until ${at.toISOString()}` });
    expect((await app.request(`/blog/${post!.slug}`)).status).toBe(200);
    const scheduler = createScheduleWorkers([postKind], { db, logger, now: () => new Date(at.getTime() + 1_000), onChange: () => void pages.refresh() })[0]!;
    expect(await scheduler.runOnce()).toBe(1);
    await pages.refresh();
    const gone = await app.request(`/blog/${post!.slug}`);
    const page = await gone.text();
    // Says the article was taken down and leads to the blog, not "page not found".
    expect([gone.status, page.includes("This page was removed"), page.includes('href="/blog"'), page.includes("Oops")]).toEqual([410, true, true, false]);
    expect((await app.request("/410")).status).toBe(404);

    expect(await run("redirect", "/old-campaign", "/pricing")).toMatchObject({ code: 0 });
    expect(await run("redirect", "/retired-offer", "--gone")).toMatchObject({ code: 0 });
    expect(await run("redirect", "not a path", "/pricing")).toMatchObject({ code: 1, output: expect.stringContaining("give the old address as a path") });
    const moved = await app.request("/old-campaign");
    expect([moved.status, moved.headers.get("location")]).toEqual([301, "/pricing"]);
    expect((await app.request("/retired-offer")).status).toBe(410);
    expect((await run("redirects")).output).toContain("/old-campaign -> /pricing (manual)");

    // Refused in words at the terminal; a row written around the rules never sends a visitor off the site.
    expect(await run("redirect", "/leave", "//evil.example/x")).toMatchObject({ code: 1, output: expect.stringContaining("as another site") });
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into redirects (from_path, to_path, reason) values ('/leave-1', ${"//evil.example/x"}, 'manual'), ('/leave-2', ${"/\\evil.example/x"}, 'manual')`);
      await nextGeneration(tx);
    });
    await pages.refresh();
    for (const path of ["/leave-1", "/leave-2"]) {
      const answer = await app.request(path);
      expect([path, answer.status, answer.headers.get("location")]).toEqual([path, 404, null]);
    }
  });

  it("a post unpublished while its page is drawn answers 410, never another address, and its page once published again", async () => {
    const { db } = opened[0]!;
    const { logger } = memoryLogger();
    const renderer = await loadRenderer(serverBuildFile(clientDir));
    const [post] = await db.select().from(posts).where(eq(posts.status, "published")).limit(1);
    const address = `/blog/${post!.slug}`;
    // Another process takes the post down as this one starts drawing its page; its notification has not come yet.
    let unpublished: Promise<unknown> | undefined;
    const render: Renderer = {
      ...renderer,
      page: async (url, content, site) => {
        if (new URL(url).pathname.startsWith(address)) await (unpublished ??= unpublish(postKind, db, post!.id));
        return renderer.page(url, content, site);
      },
    };
    const pages = new ContentPages({ db, render, origin: SITE_URL, logger });
    const app = createApp({ site: loadStaticSite(clientDir), content: pages, logger });

    const answer = await app.request(address);
    expect([answer.status, answer.headers.get("location")]).toEqual([410, null]);

    await publish(postKind, db, post!.id);
    await pages.refresh();
    const again = await app.request(address);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(post!.title);
  });

  it("a refresh whose read of the store comes back late never puts an older generation back", async () => {
    const { db } = opened[0]!;
    const { logger } = memoryLogger();
    const [post] = await db.select().from(posts).where(eq(posts.status, "published")).limit(1);
    const address = `/blog/${post!.slug}`;
    // The next snapshot read is answered after a later one, as two connections of a pool may answer.
    let holdNext = false;
    let release!: () => void;
    let read!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const wasRead = new Promise<void>((resolve) => (read = resolve));
    const lateRead = new Proxy(db, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (key !== "transaction") return typeof value === "function" ? value.bind(target) : value;
        return async (...args: Parameters<typeof db.transaction>) => {
          const held = holdNext;
          holdNext = false;
          const result = await target.transaction(...args);
          if (held) {
            read();
            await released;
          }
          return result;
        };
      },
    });
    const pages = new ContentPages({ db: lateRead, render: await loadRenderer(serverBuildFile(clientDir)), origin: SITE_URL, logger });
    const app = createApp({ site: loadStaticSite(clientDir), content: pages, logger });
    expect((await app.request(address)).status).toBe(200);

    await unpublish(postKind, db, post!.id);
    holdNext = true;
    const late = pages.refresh();
    await wasRead;
    await publish(postKind, db, post!.id);
    // Asked for while the late one runs: it waits for it, then serves the publish.
    const later = pages.refresh();
    release();
    await Promise.all([late, later]);
    expect((await app.request(address)).status).toBe(200);
    expect(await pages.generation()).toBe(await currentGeneration(db));
  });

  it("refuses an import with mistakes, names each, and changes nothing", async () => {
    const { db } = opened[0]!;
    const generation = await currentGeneration(db);
    const [good] = (await exportPosts(db)).posts;
    const file = (slug: string, extra: string) =>
      `---\nid: ${slug === "broken" ? 9998 : 9999}\nslug: ${slug}\ntitle: "A title"\nexcerpt: "An excerpt."\nauthor: "Maya Chen"\ndate: "2026-01-05"\nimage: "/images/blog/${slug}.webp"\ncategory: "SEO"\ntags: ["SEO"]\n${extra}---\n\nText.\n`;
    const broken = { fileName: "broken.md", source: file("broken", "").replace('title: "A title"', 'title: ""'), where: "drafts/broken.md" };
    const unknown = { fileName: "other.md", source: file("other", "subtitle: x\n") };
    await expect(importPosts(db, [good!, broken, unknown])).rejects.toThrow(/drafts\/broken\.md: field "title"[\s\S]*other\.md: unknown field "subtitle"/);
    expect(await currentGeneration(db)).toBe(generation);
  });

  it("refuses an image that the pages would show at another image's address, naming both, and changes nothing", async () => {
    const { db } = opened[0]!;
    const post = (id: number, slug: string, image: string) => ({
      fileName: `${slug}.md`,
      source: `---\nid: ${id}\nslug: ${slug}\ntitle: "Charts"\nexcerpt: "A chart."\nauthor: "Maya Chen"\ndate: "2026-01-05"\nimage: "/images/blog/${slug}.webp"\ncategory: "SEO"\ntags: ["SEO"]\n---\n\n![A chart](${image})\n`,
    });
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    await importPosts(db, [post(9101, "first-chart", "images/own-address.png")], { images: [{ name: "images/own-address.png", body: png }] });
    const generation = await currentGeneration(db);
    // The same name in another format (or case) would be served at /images/blog/content/own-address-768.webp too.
    const webp = await sharp(png).webp().toBuffer();
    await expect(importPosts(db, [post(9102, "second-chart", "images/Own-Address.webp")], { images: [{ name: "images/Own-Address.webp", body: webp }] })).rejects.toThrow(
      "images/Own-Address.webp: the pages would show it at the addresses of images/own-address.png (/images/blog/content/own-address-<width>.webp)",
    );
    expect(await currentGeneration(db)).toBe(generation);
    expect(await db.select({ id: posts.id }).from(posts).where(eq(posts.id, 9102))).toEqual([]);
    expect(
      await db
        .select({ name: images.name })
        .from(images)
        .where(sql`lower(${images.name}) like 'images/own-address%'`),
    ).toEqual([{ name: "images/own-address.png" }]);
    // Brought again under its own name, it is the same image, replaced.
    await importPosts(db, [post(9101, "first-chart", "images/own-address.png")], { images: [{ name: "images/own-address.png", body: webp }] });
  });

  it("answers 404 for a stored image that cannot be drawn, and logs it: never 500", async () => {
    const { db } = opened[0]!;
    const { logger, lines } = memoryLogger();
    const pages = new ContentPages({ db, render: await loadRenderer(serverBuildFile(clientDir)), origin: SITE_URL, logger });
    const app = createApp({ site: loadStaticSite(clientDir), content: pages, logger });
    // A photo cut short, kept before imports read every pixel: its header still gives its size.
    const whole = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0b3d2e" } })
      .jpeg()
      .toBuffer();
    await db.insert(images).values({ name: "images/cut-short.jpg", contentType: "image/jpeg", width: 1600, height: 900, sha256: "0".repeat(64), body: whole.subarray(0, whole.length / 2) });
    const [post] = await db.select().from(posts).where(eq(posts.status, "published")).limit(1);
    await db.transaction(async (tx) => {
      await tx
        .update(posts)
        .set({ cover: "images/cut-short.jpg", coverAlt: "A photo", body: `${post!.body}\n\n![A photo](images/cut-short.jpg)\n` })
        .where(eq(posts.id, post!.id));
      await nextGeneration(tx);
    });
    await pages.refresh();
    const addresses = [
      ...coverFiles(articleCoverPath(post!.slug), true),
      ...[768, 1536].flatMap((width) => [`/images/blog/content/cut-short-${width}.avif`, `/images/blog/content/cut-short-${width}.webp`]),
    ];
    const answers = async () => Promise.all(addresses.map(async (address) => `${address} ${(await app.request(address)).status}`));
    expect(await answers()).toEqual(addresses.map((address) => `${address} 404`));
    expect(await answers()).toEqual(addresses.map((address) => `${address} 404`));
    expect((await app.request(`/blog/${post!.slug}`)).status).toBe(200);
    const logged = lines.filter((line) => line.includes("cannot be drawn")).map((line) => (JSON.parse(line) as { path: string }).path);
    expect(logged.sort()).toEqual([...addresses].sort());
    await db.transaction(async (tx) => {
      await tx.update(posts).set({ cover: post!.cover, coverAlt: post!.coverAlt, body: post!.body }).where(eq(posts.id, post!.id));
      await nextGeneration(tx);
    });
  });
});

describe("two processes on one PostgreSQL", () => {
  it("a publish in one is served by the other at once, through the notification, with no poll", { timeout: 120_000 }, async () => {
    const databaseUrl = await freshPostgresDatabase(postgresUrl);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    const open = () => openDatabase({ databaseUrl, dataDir, migrationsFolder: path.resolve("drizzle") });
    const one = await open();
    const two = await open();
    await seedContent(one.db, seedDir);
    const render = await loadRenderer(serverBuildFile(clientDir));
    const other = new ContentPages({ db: two.db, render, origin: SITE_URL, logger: memoryLogger().logger });
    const stopListening = await listenForPublishes(databaseUrl, () => void other.refresh(), memoryLogger().logger);
    try {
      const [post] = await one.db.select().from(posts).where(eq(posts.status, "published")).limit(1);
      expect((await other.file(`/blog/${post!.slug}`))?.body.toString()).toContain(post!.title);
      await unpublish(postKind, one.db, post!.id);
      const started = performance.now();
      await expect.poll(() => other.file(`/blog/${post!.slug}`), { timeout: 1_000, interval: 20 }).toBeNull();
      console.log(`[notify] unpublished in one process, gone from the other after ${Math.round(performance.now() - started)} ms`);
    } finally {
      await stopListening();
      await one.close();
      await two.close();
    }
  });
});
