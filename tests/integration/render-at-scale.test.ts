/**
 * The blog's pages at a thousand posts (ADR 038): a publish renders again only the pages that show
 * the new post; older list pages keep their bytes and links; the sitemap splits into parts and a
 * new post changes only the newest. The posts are the seed's articles copied (scripts/lib/scale-posts.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { articlePath, listPagePath, numberedPageCount, tagPath, categoryPath } from "#shared/blog-paths.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { ContentPages } from "#server/site/pages.ts";
import { publish } from "#server/documents/workflow.ts";
import { postKind } from "#server/document-kinds.ts";
import { loadRenderer, serverBuildFile, type Renderer } from "#server/site/renderer.ts";
import { loadSnapshot } from "#server/site/source.ts";
import { seedContent, seedDirOf } from "#server/studio/seed.ts";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { posts } from "#server/platform/db/content-schema.ts";
import { addSeedCopies } from "#scripts/lib/scale-posts.ts";
import { freshPostgresDatabase } from "./harness.ts";

const clientDir = path.resolve("build/client");
const POSTS = 1_000;
/** Small enough that a thousand posts need several parts. */
const PART_URLS = 400;
const NEW_ID = 99_999;

describe("a thousand posts", () => {
  let database: OpenDatabase;
  let pages: ContentPages;
  const rendered: string[] = [];

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scale-"));
    database = await openDatabase({ databaseUrl: await freshPostgresDatabase(inject("postgresUrl")), dataDir, migrationsFolder: path.resolve("drizzle") });
    const seeded = await seedContent(database.db, seedDirOf(clientDir));
    await addSeedCopies(database.db, POSTS - seeded);
    // The posts to publish: draft copies of the newest seed article.
    await database.db.execute(sql`
      insert into posts (id, slug, title, excerpt, body, author, category, tags, status)
      select ${NEW_ID} - drafts.copy, drafts.slug, 'A post published now', newest.excerpt, newest.body, newest.author, newest.category, newest.tags, 'draft'
      from (values (0, 'a-post-published-now'), (1, 'another-post-now')) as drafts (copy, slug),
           (select * from posts where status = 'published' order by publish_at desc limit 1) as newest`);
    const renderer = await loadRenderer(serverBuildFile(clientDir));
    const counted: Renderer = {
      ...renderer,
      page: (url, content, site) => {
        rendered.push(new URL(url).pathname);
        return renderer.page(url, content, site);
      },
    };
    pages = new ContentPages({ db: database.db, render: counted, origin: SITE_URL, logger: memoryLogger().logger, sitemapPartUrls: PART_URLS });
  }, 120_000);
  afterAll(() => database?.close());

  const etags = async (addresses: Iterable<string>) => {
    const tags = new Map<string, string>();
    for (const address of addresses) tags.set(address, (await pages.file(address))!.etag);
    return tags;
  };
  const listPages = (base: string, count: number) => [base, ...Array.from({ length: numberedPageCount(count) }, (_, index) => listPagePath(base, index + 1))];
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);

  it("a publish renders only the pages that show the post; older list pages keep their bytes and links", { timeout: 180_000 }, async () => {
    const before = await loadSnapshot(database.db);
    expect(before.posts).toHaveLength(POSTS);
    const [draft] = await database.db.select({ category: posts.category, tags: posts.tags }).from(posts).where(eq(posts.id, NEW_ID));
    const { category, tags } = draft!;
    const archive = (kind: "tag" | "category", name: string) => before.index.archive(kind, (kind === "tag" ? tagPath(name) : categoryPath(name)).split("/").at(-1)!)!;
    const lists = [
      listPages("/blog", POSTS),
      listPages(categoryPath(category), archive("category", category).posts.length),
      ...tags.map((tag) => listPages(tagPath(tag), archive("tag", tag).posts.length)),
    ];
    const articles = [...before.posts.slice(0, 20), ...before.posts.filter((_, index) => index % 50 === 0), ...archive("category", category).posts.slice(-3)].map((post) => articlePath(post.slug));
    const asked = new Set([...lists.flat(), ...articles]);
    const etagsBefore = await etags(asked);
    expect(asked.size).toBeGreaterThan(150);

    await publish(postKind, database.db, NEW_ID);
    await pages.refresh();
    rendered.length = 0;
    const etagsAfter = await etags([...asked, articlePath("a-post-published-now")]);

    const after = await loadSnapshot(database.db);
    const post = after.bySlug.get("a-post-published-now")!;
    // What shows the post: its article, the front of each list it joins, the newest numbered pages
    // those fronts push an article to, articles that list it as related, and /blog's topic counts.
    const showing = new Set([
      articlePath(post.slug),
      ...lists.flatMap((list) => [list[0]!, ...list.slice(-2)]),
      ...articles.filter((address) => after.index.related(after.bySlug.get(address.slice("/blog/".length))!).includes(post)),
    ]);
    const renderedPages = new Set(rendered);
    expect(rendered.length, "each page rendered once").toBe(renderedPages.size);
    for (const address of renderedPages) expect(showing, `${address} does not show the post`).toContain(address);
    for (const list of lists) expect(renderedPages, `the front ${list[0]}`).toContain(list[0]);
    expect(renderedPages).toContain(articlePath(post.slug));
    expect(renderedPages.size).toBeLessThan(20);

    // Every page older than the newest two of /blog: the same bytes, so the same links.
    const blogPages = lists[0]!;
    for (const address of blogPages.slice(1, -2)) expect(etagsAfter.get(address), address).toBe(etagsBefore.get(address));
    const oldest = (await pages.file(blogPages[1]!))!.body.toString();
    expect(oldest).toContain(`href="${listPagePath("/blog", 2)}"`);
    expect(oldest).not.toContain(`href="${listPagePath("/blog", numberedPageCount(POSTS))}"`);
  });

  it("the sitemap is an index of parts past its limit; a new post changes only the newest part", { timeout: 120_000 }, async () => {
    const files = async () => {
      const index = (await pages.file("/sitemap.xml"))!.body.toString();
      const parts = new Map<string, string>();
      for (const part of locs(index)) parts.set(part, (await pages.file(part))!.body.toString());
      return { index, parts };
    };
    const { index, parts } = await files();
    expect(index).toContain("<sitemapindex");
    expect(parts.size).toBeGreaterThan(2);
    const listed = [...parts.values()].flatMap(locs);
    for (const xml of parts.values()) expect(locs(xml).length).toBeLessThanOrEqual(PART_URLS);
    expect(new Set(listed).size).toBe(listed.length);
    const { posts } = await loadSnapshot(database.db);
    for (const post of posts) expect(listed).toContain(articlePath(post.slug));
    expect(listed).toContain("/blog");

    const articleParts = [...parts.keys()].filter((part) => part.startsWith("/sitemap-articles-"));
    const beforeTags = await etags(articleParts);
    await publish(postKind, database.db, NEW_ID - 1);
    await pages.refresh();
    const afterTags = await etags(articleParts);
    for (const part of articleParts.slice(0, -1)) expect(afterTags.get(part), part).toBe(beforeTags.get(part));
    const { parts: newParts } = await files();
    expect([...newParts.values()].flatMap(locs)).toContain(articlePath("another-post-now"));
  });
});
