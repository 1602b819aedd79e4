/**
 * Stored XSS: every field a staff member writes (a post's title, excerpt, text, category, tags,
 * search title and description, original address; an author's role and bio; every copy and link
 * field of every section type, a page's search and share fields, the menus) carries script in
 * several shapes, and the pages that show it (the article, the blog list, its preview link, the feed,
 * each page of sections) run none of it. Rendered by the build's own server bundle, as the site serves them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import sharp from "sharp";
import type { z } from "zod";
import { afterAll, describe, expect, inject, it } from "vitest";
import { SITE_URL } from "#shared/site-url.ts";
import { ContentPages } from "#server/site/pages.ts";
import { createPreviewLink } from "#server/documents/previews.ts";
import { postKind } from "#server/document-kinds.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { loadRenderer, serverBuildFile } from "#server/site/renderer.ts";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { authors, images, pages, posts, siteMenus } from "#server/platform/db/schema.ts";
import { readPageFiles } from "#server/site/render/page-files.server.ts";
import { DEFAULT_MENUS, siteMenus as siteMenusSchema } from "#shared/pages/menus.ts";
import { pageDocument, type PageDocument } from "#shared/pages/page.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { freshPostgresDatabase } from "./harness.ts";

type Node = DefaultTreeAdapterMap["node"];
const MARK = "xss-mark";
const payload = (label: string) => `${label} <script>alert("${MARK}")</script> "><img src=x onerror="alert('${MARK}')"> <a href="javascript:alert('${MARK}')">x</a>`;

/** What a page would run of the marked script: handlers, javascript: URLs, script elements. */
function executable(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if ("attrs" in node) {
      for (const { name, value } of node.attrs) {
        if (name.startsWith("on") && value.includes(MARK)) found.push(`${node.nodeName}[${name}]`);
        if (/^(href|src|action|formaction|srcset)$/.test(name) && /^\s*javascript:/i.test(value)) found.push(`${node.nodeName}[${name}=${value}]`);
      }
      if (node.nodeName === "script") {
        const text = node.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
        const type = node.attrs.find((attr) => attr.name === "type")?.value;
        // Structured data may quote the text, as data: it must stay valid JSON and never close its element.
        if (text.includes(MARK) && type !== "application/ld+json") found.push("script with the payload");
        if (type === "application/ld+json") expect(() => JSON.parse(text)).not.toThrow();
      }
    }
    if ("childNodes" in node) for (const child of node.childNodes) walk(child);
    if ("content" in node && node.content) walk(node.content as Node);
  };
  walk(parse(html) as unknown as Node);
  return found;
}

/** Every free-text string (anything but a token: a type, an icon, an anchor, a path) carries the payload. */
function hostile(value: unknown, where = ""): unknown {
  if (typeof value === "string") return /^[a-z0-9-]+$/.test(value) || /^(\/|https?:|images\/)/.test(value) ? value : payload(where);
  if (Array.isArray(value)) return value.map((item, index) => hostile(item, `${where}[${index}]`));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, name === "type" ? item : hostile(item, `${where}.${name}`)]));
  return value;
}

const SHORT = `<i onclick=${MARK}>`;
const setAt = (target: unknown, at: readonly PropertyKey[], value: unknown) => {
  const parent = at.slice(0, -1).reduce((node: unknown, key) => (node as Record<PropertyKey, unknown>)[key], target) as Record<PropertyKey, unknown>;
  parent[at.at(-1)!] = value;
};
const getAt = (target: unknown, at: readonly PropertyKey[]) => at.reduce((node: unknown, key) => (node as Record<PropertyKey, unknown>)?.[key], target);

/**
 * `schema`'s document with the payload in every field the schema lets hold it: where it is too long
 * for a field, a shorter one; where the field takes no markup at all, the original. Only a document
 * the schema accepts is ever served (a row written around the studio that breaks it answers 404).
 */
function hostileWithin<T>(schema: z.ZodType<T>, original: T): T {
  const candidate = hostile(original) as T;
  for (const fallback of [(): unknown => SHORT, (at: readonly PropertyKey[]) => getAt(original, at)]) {
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) if (typeof getAt(candidate, issue.path) === "string") setAt(candidate, issue.path, fallback(issue.path));
  }
  return schema.parse(candidate);
}

const PICTURE = "picture.jpg";

/** The section types and fields the seed's pages lack, so every type and field is tried. */
const EXTRA_SECTIONS = [
  { type: "rich-text", id: "words", tone: "default", width: "narrow", markdown: "Some **text** and [a link](/pricing)." },
  { type: "image-text", id: "picture", tone: "default", side: "right", title: "A picture", markdown: "Beside it.", image: { name: `images/${PICTURE}`, alt: "The inbox" }, primary: { label: "Go", href: "/pricing" } },
  { type: "logo-wall", id: "logos", tone: "default", intro: { title: "Customers" }, logos: [{ image: { name: `images/${PICTURE}`, alt: "Acme" }, href: "https://acme.example" }, { image: { name: `images/${PICTURE}`, alt: "Globex" } }] },
  { type: "testimonials", id: "people", tone: "default", items: [{ quote: "A quote.", name: "Dana", role: "VP", companyType: "Acme", photo: { name: `images/${PICTURE}`, alt: "Dana" }, logo: { name: `images/${PICTURE}`, alt: "Acme" } }] },
];

describe("text the staff writes is shown, never run", () => {
  let database: OpenDatabase;
  afterAll(async () => database?.close());

  it("on every page of sections and in the menus, whatever the field", { timeout: 120_000 }, async () => {
    const pagesDatabase = await openDatabase({ databaseUrl: await freshPostgresDatabase(inject("postgresUrl")), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "xss-pages-")), migrationsFolder: path.resolve("drizzle") });
    try {
      const { db } = pagesDatabase;
      const seed = readPageFiles();
      const documents = seed.map((page, index) => {
        const withEvery = index === 0 ? { ...page, sections: [...page.sections, ...EXTRA_SECTIONS], breadcrumbs: [{ name: "Crumb", path: "/pricing" }], product: { name: "Product", category: "Category" } } : page;
        return hostileWithin(pageDocument, withEvery as PageDocument);
      });
      const now = new Date("2026-11-01T00:00:00Z");
      await db.insert(pages).values(documents.map((document) => ({ path: document.path, document, status: "published" as const, publishAt: now, createdAt: now, updatedAt: now, updatedBy: "test" })));
      const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#345" } }).jpeg().toBuffer();
      await db.insert(images).values({ name: `images/${PICTURE}`, body: picture, contentType: "image/jpeg", width: 1600, height: 900, sha256: "picture", alt: payload("Library alt") });
      await db.insert(siteMenus).values({ menus: hostileWithin(siteMenusSchema, DEFAULT_MENUS), updatedAt: now, updatedBy: "test" });
      await db.transaction((tx) => nextGeneration(tx));

      const log = memoryLogger();
      const site = new ContentPages({ db, render: await loadRenderer(serverBuildFile(path.resolve("build/client"))), origin: SITE_URL, logger: log.logger });
      const types = new Set(documents.flatMap((document) => document.sections.map((item) => item.type)));
      expect(types.size).toBeGreaterThanOrEqual(25);
      for (const document of documents) {
        const html = (await site.file(document.path))?.body.toString("utf8");
        expect(html, `${document.path}: ${log.lines.join("\n")}`).toContain("&lt;script&gt;");
        expect(executable(html!), document.path).toEqual([]);
      }
    } finally {
      await pagesDatabase.close();
    }
  });

  it("on the article, the blog list, a preview link and the feed, whatever the field", { timeout: 60_000 }, async () => {
    database = await openDatabase({ databaseUrl: await freshPostgresDatabase(inject("postgresUrl")), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "xss-")), migrationsFolder: path.resolve("drizzle") });
    const { db } = database;
    expect(fs.existsSync(serverBuildFile(path.resolve("build/client")))).toBe(true);
    await db.insert(authors).values({ name: "Eve Mallory", role: payload("Role"), bio: payload("Bio") });
    const fields = {
      title: payload("Title"),
      excerpt: payload("Excerpt"),
      body: `${payload("Text")}\n\n[link](javascript:alert('${MARK}'))\n\n<iframe src="javascript:alert('${MARK}')"></iframe>\n\n![${MARK}](javascript:alert(1))`,
      author: "Eve Mallory",
      category: payload("Category"),
      tags: [payload("Tag")],
      seoTitle: payload("Search title"),
      seoDescription: payload("Search description"),
      // The studio refuses this address; written straight to the store, the page must still not run it.
      canonicalUrl: `javascript:alert('${MARK}')`,
    };
    await db.insert(posts).values({ id: 1, slug: "hostile", ...fields, status: "published", publishAt: new Date("2026-11-01T00:00:00Z") });
    await db.insert(posts).values({ id: 2, slug: "hostile-draft", ...fields, status: "draft" });
    await db.transaction((tx) => nextGeneration(tx));

    const pages = new ContentPages({ db, render: await loadRenderer(serverBuildFile(path.resolve("build/client"))), origin: SITE_URL, logger: memoryLogger().logger });
    const preview = await createPreviewLink(db, postKind, 2);
    const shown = {
      article: (await pages.file("/blog/hostile"))?.body.toString("utf8"),
      list: (await pages.file("/blog"))?.body.toString("utf8"),
      preview: (await pages.preview(preview.token))?.body.toString("utf8"),
      feed: (await pages.file("/blog/rss.xml"))?.body.toString("utf8"),
    };
    for (const [page, html] of Object.entries(shown)) {
      if (page === "feed") continue;
      expect(html, page).toContain("Title &lt;script&gt;");
      expect(executable(html!), page).toEqual([]);
    }
    // The feed is XML whose title readers render as HTML: escaped as HTML, then as XML, never raw markup.
    expect(shown.feed).toContain("Title &amp;lt;script&amp;gt;");
    expect(shown.feed).not.toMatch(/<script|<img/);
  });
});
