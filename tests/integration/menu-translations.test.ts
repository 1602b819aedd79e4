/**
 * The menus in another language (ADR 054), through the admin API and the site: offered only in a
 * language whose chrome words exist, started from the original's shape with every label to write,
 * saved like the original, and shown on that language's pages with each link led to its page's
 * translation or left out; the English pages keep their menus, and a page without its language's
 * menus keeps the English chrome, marked as English. Out of date once the original changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MENUS, placementOf, withPagePlaced, type SiteMenus } from "#shared/pages/menus.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

interface MenusInLocale {
  locale: string;
  menus: SiteMenus;
  version: number;
  state: "unwritten" | "current" | "out-of-date";
  original: { menus: SiteMenus; version: number };
  untranslated: string[];
  error?: string;
  problems?: Record<string, string>;
}

/** Every empty label written in German, as a translator would. */
function inGerman(menus: SiteMenus, original: SiteMenus): SiteMenus {
  const words = (value: unknown, from: unknown): unknown => {
    if (typeof value === "string") return value === "" ? `DE ${from as string}` : value;
    if (Array.isArray(value)) return value.map((item, index) => words(item, (from as unknown[])[index]));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, words(item, (from as Record<string, unknown>)[key])]));
    return value;
  };
  return words(menus, original) as SiteMenus;
}

const headerOf = (html: string) => html.slice(html.indexOf("<header"), html.indexOf("</header>"));
const footerOf = (html: string) => html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));

describe("the menus in another language", () => {
  let h: Harness;
  let editor: Awaited<ReturnType<typeof adminClient>>;
  let writer: Awaited<ReturnType<typeof adminClient>>;

  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    const admin = await adminClient(h, "admin@vendor.example", "admin");
    editor = await adminClient(h, "editor@vendor.example", "editor");
    writer = await adminClient(h, "writer@vendor.example", "writer");
    expect((await admin.put("/settings/locales", { locales: { default: "en-US", others: ["de", "fr"], missing: "default-page" } })).status).toBe(200);
    // The German home page, published: the one page the German menus can lead to.
    const { pages } = await editor.get<{ pages: Array<{ id: number; path: string }> }>("/pages");
    const home = pages.find((page) => page.path === "/")!;
    const made = (await (await editor.post(`/pages/${home.id}/translations`, { locale: "de" })).json()) as { page: { id: number; revision: number; document: PageDocument } };
    const document = JSON.parse(JSON.stringify(made.page.document).replace(/\[Write( [^\]]*)?\]/g, "Willkommen")) as PageDocument;
    const saved = (await (await editor.put(`/pages/${made.page.id}`, { document, baseRevision: made.page.revision, editSession: "tab" })).json()) as { page: { revision: number } };
    expect((await editor.post(`/pages/${made.page.id}/publish`, { revision: saved.page.revision })).status).toBe(200);
  }, 60_000);
  afterAll(async () => h?.close());

  it("is offered only in a language whose header and footer words exist, started from the original's shape with every label to write", async () => {
    const { languages } = await editor.get<{ languages: unknown[] }>("/menus");
    expect(languages).toEqual([{ locale: "de", state: "unwritten" }]);
    const french = await fetch(`${h.url}/admin/api/menus/fr`, { headers: editor.headers });
    expect([french.status, ((await french.json()) as MenusInLocale).error]).toEqual([404, "The site's header and footer are not written in fr yet, so its menus cannot be translated."]);
    expect((await fetch(`${h.url}/admin/api/menus/es`, { headers: editor.headers })).status).toBe(404);

    const german = await editor.get<MenusInLocale>("/menus/de");
    expect(german).toMatchObject({ locale: "de", version: 0, state: "unwritten", original: { menus: DEFAULT_MENUS } });
    expect(german.menus.header.entries.map((entry) => [entry.label, entry.href, entry.items.map((item) => item.href)])).toEqual(
      DEFAULT_MENUS.header.entries.map((entry) => ["", entry.href, entry.items.map((item) => item.href)]),
    );
    expect(german.menus.footer.blurb).toBe("");
    // Only the home page is in German so far: every other link waits for its page's translation.
    expect(german.untranslated).toContain("/pricing");
    expect(german.untranslated).not.toContain("/");
  });

  it("is refused with a label left to write, and by a writer; saved, it shows on the German pages only, each link at its German page or left out", async () => {
    const german = await editor.get<MenusInLocale>("/menus/de");
    const blank = await editor.put("/menus/de", { menus: german.menus, baseVersion: 0 });
    expect(blank.status).toBe(422);
    expect(((await blank.json()) as MenusInLocale).problems).toMatchObject({ "header.entries.0.label": "Write this; it cannot be empty.", "footer.blurb": "Write this; it cannot be empty." });
    const written = inGerman(german.menus, german.original.menus);
    expect((await writer.put("/menus/de", { menus: written, baseVersion: 0 })).status).toBe(403);

    const saved = await editor.put("/menus/de", { menus: written, baseVersion: 0 });
    expect(saved.status).toBe(200);
    expect((await saved.json()) as MenusInLocale).toMatchObject({ version: 1, state: "current" });

    const html = await (await fetch(`${h.url}/de`)).text();
    const header = headerOf(html);
    // The home link leads to the German home; the untranslated pages' links and buttons are left out.
    expect(header).toContain('href="/de"');
    expect(header).toContain("DE Home");
    expect(header).not.toContain("DE Pricing");
    expect(header).not.toContain('href="/pricing"');
    expect(header).not.toContain("Products");
    // In German words, with no English part left to mark.
    expect(header).toContain('aria-label="Hauptmenü"');
    expect(header).not.toContain('lang="en-US"');
    const footer = footerOf(html);
    expect(footer).toContain("DE AI systems that research");
    expect(footer).toContain("Alle Rechte vorbehalten.");
    expect(html).toContain("Zum Inhalt springen");

    // A German page not on the site yet is previewed in the studio as it will show: in German, German chrome and all.
    const { pages } = await editor.get<{ pages: Array<{ id: number; path: string }> }>("/pages");
    const pricing = pages.find((page) => page.path === "/pricing")!;
    const draft = (await (await editor.post(`/pages/${pricing.id}/translations`, { locale: "de" })).json()) as { page: { document: PageDocument } };
    const preview = (await (await editor.post("/pages/preview", { document: draft.page.document })).json()) as { html: string };
    expect([preview.html.includes('<html lang="de"'), headerOf(preview.html).includes('aria-label="Hauptmenü"'), headerOf(preview.html).includes('lang="en-US"')]).toEqual([true, true, false]);

    // The English pages keep their menus, whole.
    const english = await (await fetch(`${h.url}/`)).text();
    expect(headerOf(english)).toContain(">Pricing<");
    expect(english).not.toContain("DE ");
    // An untranslated page asked for in German is the English page, whole: its chrome too.
    const standIn = await (await fetch(`${h.url}/de/pricing`)).text();
    expect(standIn).not.toContain("DE ");
    expect(headerOf(standIn)).toContain(">Pricing<");
  });

  it("is out of date once the original's menus change, until saved again; an unchanged save of a current copy changes nothing", async () => {
    const current = await editor.get<MenusInLocale>("/menus/de");
    expect((await editor.put("/menus/de", { menus: current.menus, baseVersion: current.version })).status).toBe(200);
    expect((await editor.get<MenusInLocale>("/menus/de")).version).toBe(current.version);

    const original = await editor.get<{ menus: SiteMenus; version: number }>("/menus");
    const moved = { ...original.menus, footer: { ...original.menus.footer, blurb: "AI systems for marketing and sales." } };
    expect((await editor.put("/menus", { menus: moved, baseVersion: original.version })).status).toBe(200);
    expect((await editor.get<{ languages: unknown[] }>("/menus")).languages).toEqual([{ locale: "de", state: "out-of-date" }]);
    const stale = await editor.get<MenusInLocale>("/menus/de");
    expect(stale.state).toBe("out-of-date");
    expect(stale.original.menus.footer.blurb).toBe("AI systems for marketing and sales.");

    // Saved over a copy another editor changed since: refused, in words.
    const conflict = await editor.put("/menus/de", { menus: stale.menus, baseVersion: stale.version - 1 });
    expect(conflict.status).toBe(409);
    const etag = async (path: string) => (await fetch(`${h.url}${path}`)).headers.get("etag");
    const before = [await etag("/"), await etag("/de")];
    expect(before.every(Boolean)).toBe(true);
    const again = await editor.put("/menus/de", { menus: { ...stale.menus, footer: { ...stale.menus.footer, blurb: "KI-Systeme für Marketing und Vertrieb." } }, baseVersion: stale.version });
    expect((await again.json()) as MenusInLocale).toMatchObject({ version: stale.version + 1, state: "current" });
    expect(footerOf(await (await fetch(`${h.url}/de`)).text())).toContain("KI-Systeme für Marketing und Vertrieb.");
    // Only the German pages changed: an English page keeps its ETag, so a cache in front keeps it too.
    const after = [await etag("/"), await etag("/de")];
    expect([after[0] === before[0], after[1] === before[1]]).toEqual([true, false]);
  });

  it("follows a page that moves or is deleted in every language: its links go along in the German menus, which stay up to date", async () => {
    const created = await editor.post("/pages", { template: "blank", path: "/solutions/health", title: "Healthcare" });
    const { page: draft } = (await created.json()) as { page: { id: number; revision: number; document: PageDocument } };
    const place = (menus: SiteMenus, label: string) => withPagePlaced(menus, "/solutions/health", undefined, { menu: "header", group: menus.header.entries[2]!.label, label });
    const original = await editor.get<{ menus: SiteMenus; version: number }>("/menus");
    expect((await editor.put("/menus", { menus: place(original.menus, "Healthcare"), baseVersion: original.version })).status).toBe(200);
    const stale = await editor.get<MenusInLocale>("/menus/de");
    expect(stale.state).toBe("out-of-date");
    expect((await editor.put("/menus/de", { menus: place(stale.menus, "Gesundheitswesen"), baseVersion: stale.version })).status).toBe(200);

    const moved = await editor.put(`/pages/${draft.id}`, { document: { ...draft.document, path: "/solutions/healthcare" }, baseRevision: draft.revision, editSession: "tab" });
    expect(moved.status).toBe(200);
    let german = await editor.get<MenusInLocale>("/menus/de");
    expect([placementOf(german.menus, "/solutions/health"), placementOf(german.menus, "/solutions/healthcare")?.label, german.state]).toEqual([undefined, "Gesundheitswesen", "current"]);

    expect((await editor.delete(`/pages/${draft.id}`, { address: "not-found" })).status).toBe(200);
    german = await editor.get<MenusInLocale>("/menus/de");
    expect([placementOf(german.menus, "/solutions/healthcare"), placementOf(german.original.menus, "/solutions/healthcare"), german.state]).toEqual([undefined, undefined, "current"]);
  });
});
