/**
 * A translation in the store stays out of the default locale's site (ADR 054): a published German
 * page and a published German post (the post at its original's slug, as a translation keeps it) show
 * nowhere in the English pages, sitemap, feed, blog list or search, and the studio's lists hold
 * originals only. Over the real build and the seeded store.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, posts } from "#server/platform/db/schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

/** Words no English page holds: any of them on the English site is a leak. */
const GERMAN = { pageTitle: "Preisgestaltungsübersicht", postTitle: "Kontenbasiertes Vermarktungshandbuch", postBody: "Zahlungsbereitschaftsanalyse" };
const POST_SLUG = "account-based-marketing-guide-2025";

describe("translations on the default locale's site", () => {
  let h: Harness;
  let editor: Awaited<ReturnType<typeof adminClient>>;
  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    editor = await adminClient(h, "editor@vendor.example", "editor");
    const { db } = h.pipeline.database;
    const [pricing] = await db.select().from(pages).where(eq(pages.path, "/pricing"));
    const german: PageDocument = { ...pricing!.document, path: "/de/preise", title: GERMAN.pageTitle };
    await db.insert(pages).values({ path: german.path, document: german, status: "published", publishAt: new Date(), locale: "de", translationOf: pricing!.id });
    const [original] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.slug, POST_SLUG), isNull(posts.translationOf)));
    const { id: _id, search: _search, textSearch: _textSearch, ...copy } = original!;
    await db.insert(posts).values({ ...copy, id: 9001, title: GERMAN.postTitle, excerpt: GERMAN.postBody, body: `${GERMAN.postBody}.`, locale: "de", translationOf: original!.id });
    await db.transaction((tx) => nextGeneration(tx));
    await h.content!.refresh();
  });
  afterAll(async () => h?.close());

  const textOf = async (path: string) => {
    const response = await fetch(`${h.url}${path}`);
    return { status: response.status, text: await response.text() };
  };
  const leaks = (text: string) => Object.values(GERMAN).filter((word) => text.includes(word));

  it("shows no word of them on the English pages, sitemap, feed, blog list or search", async () => {
    for (const path of ["/", "/pricing", "/blog", `/blog/${POST_SLUG}`, "/blog/rss.xml", "/sitemap.xml", "/blog/search?q=marketing"]) {
      const { status, text } = await textOf(path);
      expect(status, path).toBe(200);
      expect(leaks(text), path).toEqual([]);
    }
    const sitemaps = [...(await textOf("/sitemap.xml")).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    for (const part of sitemaps.filter((loc) => loc.endsWith(".xml"))) expect(leaks((await textOf(part)).text), part).toEqual([]);
    // The search box says what was asked; no result answers it.
    const searched = (await textOf(`/blog/search?q=${GERMAN.postBody}`)).text;
    expect(searched).not.toContain(`/blog/${POST_SLUG}`);
    expect(searched).not.toContain(GERMAN.postTitle);
    // Until the site has German, its address is no page.
    expect((await textOf("/de/preise")).status).toBe(404);
  });

  it("lists originals only in the studio", async () => {
    const { pages: listed } = await editor.get<{ pages: Array<{ path: string }> }>("/pages");
    expect(listed.map((page) => page.path)).not.toContain("/de/preise");
    const { posts: found, total } = await editor.get<{ posts: Array<{ id: number }>; total: number }>(`/posts?q=${encodeURIComponent("Kontenbasiertes")}`);
    expect({ found, total }).toEqual({ found: [], total: 0 });
  });
});
