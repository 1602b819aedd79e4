/**
 * A published translation of a post served in its locale's blog (ADR 054): `/de/blog/{slug}` with
 * its `lang`, canonical, hreflang cluster on both sides and sitemap alternates; `/de/blog` listing
 * that locale's published posts only, framed in German words with German dates; an untranslated
 * post's German address answered as the operator chose; a translation not published never shown.
 * With no other locale the blog is as it was. Over the real build and the seeded store.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "#server/platform/db/schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import type { LocaleSettings } from "#shared/i18n/locales.ts";
import type { PostStatus } from "#shared/post-status.ts";
import { absoluteUrl } from "#shared/seo.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";
import { headOf, notLiveStates } from "./translation-checks.ts";

const ORIGINAL = "account-based-marketing-guide-2025";
const GERMAN = { slug: "leitfaden-account-based-marketing", title: "Leitfaden für kontenbasiertes Marketing", excerpt: "Zahlungsbereitschaftsanalyse für Vertriebsteams" };
const DRAFT = { slug: "entwurf-noch-nicht-fertig", title: "Unfertiger Entwurfsartikel" };

describe("a translated post", () => {
  let h: Harness;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  let draftId = 0;
  let englishBlog = "";
  let englishArticle = "";
  let englishSitemap = "";

  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    admin = await adminClient(h, "admin@vendor.example", "admin");
    const { db } = h.pipeline.database;
    englishBlog = (await get("/blog")).text;
    englishArticle = (await get(`/blog/${ORIGINAL}`)).text;
    englishSitemap = (await get("/sitemap.xml")).text;
    const originals = await db.select().from(posts).where(isNull(posts.translationOf));
    const original = originals.find((post) => post.slug === ORIGINAL)!;
    const other = originals.find((post) => post.slug !== ORIGINAL && post.status === "published")!;
    const copyOf = ({ id: _id, search: _search, textSearch: _textSearch, ...copy }: typeof original) => copy;
    await db.insert(posts).values({
      ...copyOf(original),
      id: 9101,
      slug: GERMAN.slug,
      title: GERMAN.title,
      excerpt: GERMAN.excerpt,
      body: `${GERMAN.excerpt}.`,
      publishAt: new Date("2025-03-10T00:00:00Z"),
      locale: "de",
      translationOf: original.id,
    });
    draftId = (
      await db
        .insert(posts)
        .values({ ...copyOf(other), id: 9102, slug: DRAFT.slug, title: DRAFT.title, status: "draft", locale: "de", translationOf: other.id })
        .returning()
    )[0]!.id;
    await refresh();
  });
  afterAll(async () => h?.close());

  const refresh = async () => {
    await h.pipeline.database.db.transaction((tx) => nextGeneration(tx));
    await h.content!.refresh();
  };
  async function get(path: string) {
    const response = await fetch(`${h.url}${path}`, { redirect: "manual" });
    return { status: response.status, text: await response.text(), location: response.headers.get("location") };
  }
  const setLocales = async (locales: LocaleSettings) => expect((await admin.put("/settings/locales", { locales })).status).toBe(200);
  const setDraft = async (status: PostStatus, publishAt: Date | null) => {
    await h.pipeline.database.db
      .update(posts)
      .set({ status, publishAt })
      .where(and(eq(posts.id, draftId)));
    await refresh();
  };

  it("is nowhere while the site has one language, and the blog stays byte for byte as it was", async () => {
    expect((await get(`/de/blog/${GERMAN.slug}`)).status).toBe(404);
    expect((await get("/de/blog")).status).toBe(404);
    expect((await get("/blog")).text).toBe(englishBlog);
    expect((await get(`/blog/${ORIGINAL}`)).text).toBe(englishArticle);
    expect((await get("/sitemap.xml")).text).toBe(englishSitemap);
  });

  it("is served at its locale's address in German, in a cluster both sides name", async () => {
    await setLocales({ default: "en-US", others: ["de", "ar"], missing: "default-page" });
    const cluster = [`en-US ${absoluteUrl(`/blog/${ORIGINAL}`)}`, `de ${absoluteUrl(`/de/blog/${GERMAN.slug}`)}`, `x-default ${absoluteUrl(`/blog/${ORIGINAL}`)}`];
    const german = await get(`/de/blog/${GERMAN.slug}`);
    expect(german.status).toBe(200);
    expect(headOf(german.text)).toEqual({ html: '<html lang="de" dir="ltr">', canonical: absoluteUrl(`/de/blog/${GERMAN.slug}`), alternates: cluster });
    expect(german.text).toContain(GERMAN.title);
    // The frame in German, the date by Intl, links within the German blog.
    expect(german.text).toContain("Zurück zum Blog");
    expect(german.text).toContain("10. März 2025");
    expect(german.text).toContain('href="/de/blog"');
    expect(german.text).not.toContain("Back to Blog");
    expect(german.text).not.toContain("About the Author");
    // The chrome is not translated yet: it says its words are English (language of parts), the page's are German.
    expect(german.text).toMatch(/<header lang="en-US" dir="ltr" id="site-header"/);
    expect(german.text).toMatch(/<footer lang="en-US" dir="ltr"/);
    expect(headOf((await get(`/blog/${ORIGINAL}`)).text)).toEqual({ html: '<html lang="en-US" dir="ltr">', canonical: absoluteUrl(`/blog/${ORIGINAL}`), alternates: cluster });
    expect((await get(`/blog/${ORIGINAL}`)).text).not.toContain(GERMAN.title);
  });

  it("has a switcher in its footer to the same article in each published locale, without JavaScript", async () => {
    const switcherOf = (html: string) => {
      const nav = /<nav aria-label="(Sprache|Language)" lang="[^"]+" dir="ltr">(.*?)<\/nav>/.exec(html);
      return (
        nav && {
          label: nav[1],
          links: [...nav[2]!.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)" lang="([^"]+)"( aria-current="page")?/g)].map(([, href, , lang, current]) => `${lang} ${href}${current ? " current" : ""}`),
        }
      );
    };
    const german = switcherOf((await get(`/de/blog/${GERMAN.slug}`)).text);
    expect(german).toEqual({ label: "Sprache", links: [`en-US /blog/${ORIGINAL}`, `de /de/blog/${GERMAN.slug} current`] });
    expect(switcherOf((await get(`/blog/${ORIGINAL}`)).text)).toEqual({ label: "Language", links: [`en-US /blog/${ORIGINAL} current`, `de /de/blog/${GERMAN.slug}`] });
    // A page with no translation published has none.
    expect(switcherOf((await get("/pricing")).text)).toBeNull();
  });

  it("lists only the locale's published posts on its blog, and none of them on the English one", async () => {
    const list = await get("/de/blog");
    expect(list.status).toBe(200);
    expect(headOf(list.text).html).toBe('<html lang="de" dir="ltr">');
    expect(headOf(list.text).alternates).toEqual([`en-US ${absoluteUrl("/blog")}`, `de ${absoluteUrl("/de/blog")}`, `x-default ${absoluteUrl("/blog")}`]);
    const articles = [...list.text.matchAll(/<h2[^>]*><a href="([^"]+)"/g)].map(([, href]) => href);
    expect(articles).toEqual([`/de/blog/${GERMAN.slug}`]);
    expect(list.text).toContain("Aktuelle Einblicke und Artikel");
    expect(list.text).not.toContain(DRAFT.title);
    const english = (await get("/blog")).text;
    expect(english).not.toContain(GERMAN.title);
    expect(english).not.toContain("/de/blog/");
  });

  it("lists each member in the sitemap with the cluster's links", async () => {
    const sitemap = (await get("/sitemap.xml")).text;
    const entry = (path: string) => new RegExp(`<url><loc>${absoluteUrl(path).replace(/[/.]/g, "\\$&")}</loc>(?:<lastmod>[^<]+</lastmod>)?(.*?)</url>`).exec(sitemap)?.[1];
    const links = [`/blog/${ORIGINAL}`, `/de/blog/${GERMAN.slug}`].map((path, at) => `<xhtml:link rel="alternate" hreflang="${at ? "de" : "en-US"}" href="${absoluteUrl(path)}"/>`).join("");
    const withDefault = `${links}<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(`/blog/${ORIGINAL}`)}"/>`;
    expect(entry(`/blog/${ORIGINAL}`)).toBe(withDefault);
    expect(entry(`/de/blog/${GERMAN.slug}`)).toBe(withDefault);
    expect(sitemap).not.toContain(DRAFT.slug);
  });

  it("answers an untranslated post's German address as the operator chose, and the original's slug with a 301", async () => {
    const untranslated = (await get("/blog")).text.match(/<h2[^>]*><a href="\/blog\/([^"]+)"/)![1]!;
    expect(untranslated).not.toBe(ORIGINAL);
    const standIn = await get(`/de/blog/${untranslated}`);
    expect(standIn.status).toBe(200);
    expect(headOf(standIn.text)).toEqual({ html: '<html lang="en-US">', canonical: absoluteUrl(`/blog/${untranslated}`), alternates: [] });
    expect((await get(`/de/blog/${ORIGINAL}`)).location).toBe(`/de/blog/${GERMAN.slug}`);
    await setLocales({ default: "en-US", others: ["de", "ar"], missing: "not-found" });
    expect((await get(`/de/blog/${untranslated}`)).status).toBe(404);
    expect((await get(`/de/blog/${GERMAN.slug}`)).status).toBe(200);
    // Arabic has no blog words yet: its blog is not served, in no language.
    expect((await get("/ar/blog")).status).toBe(404);
  });

  it("never shows a translation in draft, in review or scheduled", async () => {
    for (const [status, publishAt] of notLiveStates()) {
      await setDraft(status, publishAt);
      expect((await get(`/de/blog/${DRAFT.slug}`)).status, status).toBe(404);
      expect((await get("/de/blog")).text, status).not.toContain(DRAFT.title);
      expect((await get("/sitemap.xml")).text, status).not.toContain(DRAFT.slug);
    }
  });
});
