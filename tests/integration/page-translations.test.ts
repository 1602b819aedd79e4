/**
 * A page's translation made and kept in the studio through the admin API (ADR 054): made from its
 * original with every word a placeholder at its locale's address, one per original and language,
 * not published while a placeholder is left, out of date once the original's words change on the
 * site until marked up to date; and a language with translations cannot be removed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageDocument } from "#shared/pages/page.ts";
import { eq } from "drizzle-orm";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { experiments, pages } from "#server/platform/db/schema.ts";
import { CLIENT_DIR, elementsOf, pageWeight } from "#scripts/lib/built-site.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

interface PageAnswer {
  page: { id: number; status: string; revision: number; document: PageDocument };
  translation: { locale: string; outOfDate: boolean; changes: Array<{ field: string; change: string }>; original: { id: number } } | null;
  translations: Array<{ id: number; locale: string; path: string }>;
  error?: string;
  problems?: Record<string, string>;
}

/** Every placeholder replaced, as a translator would. */
function translated(value: unknown): unknown {
  if (typeof value === "string") return value === "[Write]" ? "Unser" : value.replace(/^\[Write (.*)\]$/, (_, what: string) => `Unser ${what}`);
  if (Array.isArray(value)) return value.map(translated);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translated(item)]));
  return value;
}

describe("a page's translation in the studio", () => {
  let h: Harness;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  let editor: Awaited<ReturnType<typeof adminClient>>;
  let home: PageAnswer["page"];
  let german: PageAnswer["page"];

  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    admin = await adminClient(h, "admin@vendor.example", "admin");
    editor = await adminClient(h, "editor@vendor.example", "editor");
    expect((await admin.put("/settings/locales", { locales: { default: "en-US", others: ["de"], missing: "default-page" } })).status).toBe(200);
    const { pages } = await editor.get<{ pages: Array<{ id: number; path: string }> }>("/pages");
    home = (await editor.get<PageAnswer>(`/pages/${pages.find((page) => page.path === "/")!.id}`)).page;
  }, 60_000);
  afterAll(async () => h?.close());

  it("is made from its original: its structure, each word a placeholder, at the language's address; once per language", async () => {
    const refused = await editor.post(`/pages/${home.id}/translations`, { locale: "fr" });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as PageAnswer).problems).toHaveProperty("locale");

    const made = await editor.post(`/pages/${home.id}/translations`, { locale: "de" });
    expect(made.status).toBe(201);
    german = ((await made.json()) as PageAnswer).page;
    expect(german.status).toBe("draft");
    expect(german.document.path).toBe("/de");
    expect(german.document.title).toBe("[Write the title]");
    const [hero] = german.document.sections;
    expect(hero).toMatchObject({ id: home.document.sections[0]!.id, type: home.document.sections[0]!.type, title: "[Write the title]" });
    expect(german.document.sections.map((section) => section.id)).toEqual(home.document.sections.map((section) => section.id));

    const again = await editor.post(`/pages/${home.id}/translations`, { locale: "de" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as PageAnswer).error).toBe("This page already has a Deutsch translation, at /de: open it there.");
    const opened = await editor.get<PageAnswer>(`/pages/${home.id}`);
    expect(opened.translations).toEqual([{ id: german.id, locale: "de", path: "/de", status: "draft" }]);
  });

  it("is not published while a placeholder is left; translated, it is", async () => {
    const refused = await editor.post(`/pages/${german.id}/publish`, { revision: german.revision });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as PageAnswer).error).toMatch(/placeholder/);

    const outside = await editor.put(`/pages/${german.id}`, { document: { ...(translated(german.document) as PageDocument), path: "/kontakt" }, baseRevision: german.revision, editSession: "tab" });
    expect(outside.status).toBe(422);
    expect(((await outside.json()) as PageAnswer).problems).toEqual({ path: "A translation lives under /de: start its address with /de." });

    const saved = await editor.put(`/pages/${german.id}`, { document: translated(german.document), baseRevision: german.revision, editSession: "tab" });
    expect(saved.status).toBe(200);
    const { revision } = ((await saved.json()) as PageAnswer).page;
    expect((await editor.post(`/pages/${german.id}/publish`, { revision })).status).toBe(200);
    const opened = await editor.get<PageAnswer>(`/pages/${german.id}`);
    expect(opened.page.status).toBe("published");
    expect(opened.translation).toMatchObject({ locale: "de", outOfDate: false, changes: [], original: { id: home.id } });
  });

  it("is out of date once its original's words change on the site, with what changed, until marked up to date", async () => {
    const hero = home.document.sections[0] as { id: string; title: string };
    const edited = { ...home.document, sections: [{ ...home.document.sections[0]!, title: "Pipeline on autopilot" }, ...home.document.sections.slice(1)] };
    const saved = await editor.put(`/pages/${home.id}`, { document: edited, baseRevision: home.revision, editSession: "tab" });
    expect(saved.status).toBe(200);
    // An edit waiting for its update is not yet what the original says.
    expect((await editor.get<PageAnswer>(`/pages/${german.id}`)).translation?.outOfDate).toBe(false);
    expect((await editor.post(`/pages/${home.id}/update`, { revision: ((await saved.json()) as PageAnswer).page.revision })).status).toBe(200);

    const opened = await editor.get<PageAnswer>(`/pages/${german.id}`);
    expect(opened.translation?.outOfDate).toBe(true);
    expect(opened.translation?.changes).toEqual([{ field: `sections.${hero.id}.title`, change: "changed", before: hero.title, after: "Pipeline on autopilot" }]);
    const { translations } = await editor.get<{ translations: Array<{ id: number; outOfDate: boolean; translationOf: number; locale: string }> }>("/pages");
    expect(translations).toEqual([expect.objectContaining({ id: german.id, outOfDate: true, translationOf: home.id, locale: "de" })]);

    expect((await editor.post(`/pages/${german.id}/up-to-date`, {})).status).toBe(200);
    expect((await editor.get<PageAnswer>(`/pages/${german.id}`)).translation).toMatchObject({ outOfDate: false, changes: [] });
  });

  it("weighs what its original weighs: the same script and stylesheets, no more HTML than its words", async () => {
    const weighed = async (route: string) => {
      const html = await (await fetch(`${h.url}${route}`)).text();
      return pageWeight({ route, file: "", html, elements: elementsOf(html) }, CLIENT_DIR);
    };
    const [english, german] = await Promise.all([weighed("/"), weighed("/de/")]);
    expect(german.scripts).toEqual(english.scripts);
    expect(german.stylesheets).toEqual(english.stylesheets);
    expect(german.jsGzip).toBe(english.jsGzip);
    // Its words here are shorter than the English ("Unser title"): the language's links and marks add no weight of their own.
    expect(german.htmlGzip).toBeLessThanOrEqual(english.htmlGzip);
  });

  it("runs its own experiment, in its language, leaving the original's page as it is", async () => {
    // The studio offers it for a test beside the original.
    const { pages: offered } = await editor.get<{ pages: Array<{ path: string }> }>("/experiments");
    expect(offered.map((page) => page.path)).toEqual(expect.arrayContaining(["/", "/de"]));
    const db = h.pipeline.database.db;
    const [row] = await db.select({ id: pages.id, revision: pages.revision, document: pages.document }).from(pages).where(eq(pages.path, "/de"));
    const document = row!.document as PageDocument;
    const outcome = { ...document, sections: document.sections.map((section, index) => (index === 0 ? { ...section, title: "Doppelt so viele Demos" } : section)) };
    const variants = [
      { key: "control", name: "Die Seite", weight: 50, document: null },
      { key: "outcome", name: "Demos", weight: 50, document: outcome },
    ];
    await db.transaction(async (tx) => {
      await tx.insert(experiments).values({
        name: "German hero",
        pagePath: "/de",
        pageId: row!.id,
        pageRevision: row!.revision,
        status: "running",
        variants,
        goal: "lead",
        createdBy: "editor@vendor.example",
        startedAt: new Date(),
      });
      await nextGeneration(tx);
    });
    await h.content!.refresh();
    const visit = (path: string, browser: number) =>
      fetch(`${h.url}${path}`, { headers: { "user-agent": `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.${browser}.0 Safari/537.36`, "sec-fetch-dest": "document" } });
    const seen = new Set<string>();
    for (let browser = 0; browser < 30; browser += 1) {
      const answer = await visit("/de", browser);
      expect(answer.headers.get("set-cookie")).toMatch(/^vid=/);
      seen.add((await answer.text()).includes("Doppelt so viele Demos") ? "outcome" : "control");
    }
    expect([...seen].sort()).toEqual(["control", "outcome"]);
    const english = await visit("/", 99);
    expect([english.headers.get("set-cookie"), (await english.text()).includes("Doppelt so viele Demos")]).toEqual([null, false]);
  });

  it("writes its prices and the site's facts as its language does: 10.950 $ and the office's country on the German pricing page", async () => {
    const { pages: listed } = await editor.get<{ pages: Array<{ id: number; path: string }> }>("/pages");
    const pricing = listed.find((page) => page.path === "/pricing")!;
    const answer = (await (await editor.post(`/pages/${pricing.id}/translations`, { locale: "de" })).json()) as PageAnswer;
    const made = answer.page;
    const document = { ...(translated(made.document) as PageDocument), description: "Preise und Pakete für jedes Team. Unser Büro: {address}." };
    const saved = await editor.put(`/pages/${made.id}`, { document, baseRevision: made.revision, editSession: "tab" });
    expect((await editor.post(`/pages/${made.id}/publish`, { revision: ((await saved.json()) as PageAnswer).page.revision })).status).toBe(200);
    const [english, german] = await Promise.all(["/pricing", "/de/pricing"].map(async (path) => (await fetch(`${h.url}${path}`)).text()));
    expect(english).toMatch(/>\$\d{1,3},\d{3}</);
    expect(german).toMatch(/>\d{1,3}\.\d{3}\u00a0\$</);
    expect(german).not.toMatch(/>\$\d{1,3},\d{3}</);
    expect(german).toMatch(/Unser Büro: [^"<]+, Vereinigte Staaten\./);
    expect(german).not.toContain("United States");
  });

  it("gives a lead sent from it its language, on the lead", async () => {
    const sent = (from: string, email: string) =>
      h.post({ name: "Lena Vogel", email, company: "", phone: "", message: "Wir möchten eine Demo." }, { headers: { origin: h.url, referer: `${h.url}${from}` } });
    expect((await sent("/de/", "lena@example.de")).status).toBe(201);
    expect((await sent("/pricing", "ann@example.com")).status).toBe(201);
    const sales = await adminClient(h, "sales@vendor.example", "sales");
    const { leads } = await sales.get<{ leads: Array<{ id: string; email: string }> }>("/leads");
    const localeOf = async (email: string) => (await sales.get<{ lead: { locale: string | null } }>(`/leads/${leads.find((lead) => lead.email === email)!.id}`)).lead.locale;
    expect([await localeOf("lena@example.de"), await localeOf("ann@example.com")]).toEqual(["de", "en-US"]);
  });

  it("keeps its language: the language cannot be removed while it has translations", async () => {
    const refused = await admin.put("/settings/locales", { locales: { default: "en-US", others: [], missing: "default-page" } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as PageAnswer).problems).toEqual({ others: "Deutsch (de) still has 2 translations: delete them before removing the language." });
    expect(await admin.get("/settings/locales")).toEqual({ locales: { default: "en-US", others: ["de"], missing: "default-page" } });
  });
});
