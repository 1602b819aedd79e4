/**
 * A published translation of a page served at its locale's address (ADR 054): its own `lang`,
 * `dir` and canonical, the hreflang cluster in the head of every member and in the sitemap, an
 * untranslated page's address answered as the operator chose, and a translation that is not
 * published never shown. With no other locale the site is as it was. Over the real build.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "#server/platform/db/schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import type { LocaleSettings } from "#shared/i18n/locales.ts";
import type { PostStatus } from "#shared/post-status.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { absoluteUrl } from "#shared/seo.ts";
import { ContentPages } from "#server/site/pages.ts";
import type { ChangedPages } from "#server/site/changed-pages.ts";
import { loadRenderer, serverBuildFile } from "#server/site/renderer.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";
import { headOf, notLiveStates } from "./translation-checks.ts";

const GERMAN_HOME = { title: "Ihr Marketingteam, vervielfacht durch KI", pageTitle: "KI-Marketing und Vertriebsautomatisierung" };
const ARABIC_PRICING = { title: "الأسعار", path: "/ar/asaar" };

/** `document` with its title and its first section's heading in another language, at `path`. */
function translated(document: PageDocument, path: string, words: { title: string; pageTitle: string }): PageDocument {
  const [first, ...rest] = document.sections;
  return { ...document, path, title: words.pageTitle, sections: [{ ...first!, title: words.title } as PageDocument["sections"][number], ...rest] };
}

describe("a translated page", () => {
  let h: Harness;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    admin = await adminClient(h, "admin@vendor.example", "admin");
    const { db } = h.pipeline.database;
    const original = async (path: string) => (await db.select().from(pages).where(eq(pages.path, path)))[0]!;
    const home = await original("/");
    const pricing = await original("/pricing");
    const contact = await original("/contact");
    const add = async (name: string, row: typeof pages.$inferInsert) => {
      ids[name] = (await db.insert(pages).values(row).returning())[0]!.id;
    };
    await add("de-home", { path: "/de", document: translated(home.document, "/de", GERMAN_HOME), status: "published", publishAt: new Date(), locale: "de", translationOf: home.id });
    await add("ar-pricing", {
      path: ARABIC_PRICING.path,
      document: translated(pricing.document, ARABIC_PRICING.path, { title: ARABIC_PRICING.title, pageTitle: ARABIC_PRICING.title }),
      status: "published",
      publishAt: new Date(),
      locale: "ar",
      translationOf: pricing.id,
    });
    await add("de-contact", {
      path: "/de/kontakt",
      document: translated(contact.document, "/de/kontakt", { title: "Kontakt", pageTitle: "Kontakt" }),
      status: "draft",
      locale: "de",
      translationOf: contact.id,
    });
    await refresh();
  });
  afterAll(async () => h?.close());

  const refresh = async () => {
    await h.pipeline.database.db.transaction((tx) => nextGeneration(tx));
    await h.content!.refresh();
  };
  const get = async (path: string) => {
    const response = await fetch(`${h.url}${path}`, { redirect: "manual" });
    return { status: response.status, text: await response.text(), etag: response.headers.get("etag") };
  };
  const setLocales = async (locales: LocaleSettings) => expect((await admin.put("/settings/locales", { locales })).status).toBe(200);
  const setStatus = async (name: string, status: PostStatus, publishAt: Date | null = null) => {
    await h.pipeline.database.db.update(pages).set({ status, publishAt }).where(eq(pages.id, ids[name]!));
    await refresh();
  };
  const setOriginalStatus = async (path: string, status: PostStatus) => {
    await h.pipeline.database.db.update(pages).set({ status }).where(eq(pages.path, path));
    await refresh();
  };

  it("is nowhere while the site has one language, which stays byte for byte en-US", async () => {
    expect((await get("/de")).status).toBe(404);
    expect(headOf((await get("/")).text)).toEqual({ html: '<html lang="en-US">', canonical: absoluteUrl("/"), alternates: [] });
  });

  it("is served at its locale's address with its language, direction and canonical, in a cluster every member names", async () => {
    await setLocales({ default: "en-US", others: ["de", "ar"], missing: "default-page" });
    const cluster = [`en-US ${absoluteUrl("/")}`, `de ${absoluteUrl("/de")}`, `x-default ${absoluteUrl("/")}`];
    const german = await get("/de");
    expect(german.status).toBe(200);
    expect(german.text).toContain(GERMAN_HOME.title);
    expect(headOf(german.text)).toEqual({ html: '<html lang="de" dir="ltr">', canonical: absoluteUrl("/de"), alternates: cluster });
    expect(headOf((await get("/")).text)).toEqual({ html: '<html lang="en-US" dir="ltr">', canonical: absoluteUrl("/"), alternates: cluster });
    const arabic = await get(ARABIC_PRICING.path);
    expect(arabic.text).toContain(ARABIC_PRICING.title);
    expect(headOf(arabic.text).html).toBe('<html lang="ar" dir="rtl">');
    expect(headOf((await get("/pricing")).text).alternates).toEqual([`en-US ${absoluteUrl("/pricing")}`, `ar ${absoluteUrl(ARABIC_PRICING.path)}`, `x-default ${absoluteUrl("/pricing")}`]);
    // The English page keeps its own words: no field of one locale in another's page.
    expect((await get("/")).text).not.toContain(GERMAN_HOME.title);
  });

  it("lists each member in the sitemap with the cluster's links, and no stand-in", async () => {
    const sitemap = (await get("/sitemap.xml")).text;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (path: string) => new RegExp(`<url><loc>${absoluteUrl(path).replace(/[/.]/g, "\\$&")}</loc>(.*?)</url>`).exec(sitemap)?.[1];
    const links = `<xhtml:link rel="alternate" hreflang="en-US" href="${absoluteUrl("/")}"/><xhtml:link rel="alternate" hreflang="de" href="${absoluteUrl("/de")}"/><xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl("/")}"/>`;
    expect(entry("/")).toBe(links);
    expect(entry("/de")).toBe(links);
    expect(sitemap).not.toContain("/de/pricing");
    expect(sitemap).not.toContain("/de/kontakt");
  });

  it("answers an untranslated page's address with the original, canonical to it, or as not found", async () => {
    const standIn = await get("/de/pricing");
    expect(standIn.status).toBe(200);
    expect(headOf(standIn.text)).toEqual({ html: '<html lang="en-US" dir="ltr">', canonical: absoluteUrl("/pricing"), alternates: [] });
    expect((await get("/de/de")).status).toBe(404);
    // The original's address in a locale that translated it at another slug leads there.
    expect((await get("/ar/pricing")).status).toBe(301);
    await setLocales({ default: "en-US", others: ["de", "ar"], missing: "not-found" });
    expect((await get("/de/pricing")).status).toBe(404);
    expect((await get("/de")).status).toBe(200);
  });

  it("never shows a translation in draft, in review or scheduled", async () => {
    for (const [status, publishAt] of notLiveStates()) {
      await setStatus("de-contact", status, publishAt);
      expect((await get("/de/kontakt")).status, status).toBe(404);
      expect(headOf((await get("/contact")).text).alternates, status).toEqual([]);
      expect((await get("/sitemap.xml")).text, status).not.toContain("/de/kontakt");
    }
  });

  it("goes off the site with its original, and comes back with it", async () => {
    await setStatus("de-contact", "published", new Date());
    expect((await get("/de/kontakt")).status).toBe(200);
    await setOriginalStatus("/contact", "unpublished");
    expect((await get("/de/kontakt")).status).toBe(410);
    expect((await get("/sitemap.xml")).text).not.toContain("/de/kontakt");
    await setOriginalStatus("/contact", "draft");
    expect((await get("/de/kontakt")).status).toBe(404);
    await setOriginalStatus("/contact", "published");
    expect((await get("/de/kontakt")).status).toBe(200);
    await setStatus("de-contact", "draft");
  });

  it("changes the original's page, and names it for a cache in front, when a translation of it is withdrawn", async () => {
    let changed: (() => ChangedPages) | undefined;
    const watcher = new ContentPages({
      db: h.pipeline.database.db,
      render: await loadRenderer(serverBuildFile(path.resolve("build/client"))),
      origin: SITE_URL,
      logger: memoryLogger().logger,
      onNewGeneration: (list) => (changed = list),
    });
    expect(await watcher.file("/pricing")).not.toBeNull();
    const before = await get("/pricing");
    await setStatus("ar-pricing", "unpublished");
    await watcher.refresh();
    expect(changed!().direct).toEqual(expect.arrayContaining(["/pricing", ARABIC_PRICING.path, "/sitemap.xml"]));
    expect(changed!().direct).not.toContain("/contact");
    const after = await get("/pricing");
    expect(headOf(after.text).alternates).toEqual([]);
    expect(after.etag).not.toBe(before.etag);
    // Withdrawn, its address is gone, as a page's is.
    expect((await get(ARABIC_PRICING.path)).status).toBe(410);
  });
});
