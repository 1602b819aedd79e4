/**
 * The header's and footer's menus as the marketing team edits them (ADR 040): an editor's change is
 * on every page at once; a writer reads them but cannot change them, sales cannot even read them;
 * of two editors saving at once, the second is refused and nothing of hers is applied; a broken
 * link is refused by field; a page's link, added from its settings into the same menus, shows to
 * visitors while the page is published and follows it when it moves; a store from when pages kept
 * their own place has it folded into the menus. Over the real build and seeded store.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pages } from "#server/platform/db/schema.ts";
import { seedContent, seedDirOf } from "#server/studio/seed.ts";
import { DEFAULT_MENUS, placementOf, withPagePlaced, type SiteMenus } from "#shared/pages/menus.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness, type Harness } from "./harness.ts";
import { written } from "./written.ts";

const track = closedAfterEach();

interface MenusAnswer {
  menus: SiteMenus;
  version: number;
  places: Array<{ menu: string; group?: string }>;
  error?: string;
  problems?: Record<string, string>;
}

const page = async (h: Harness, path: string) => (await fetch(`${h.url}${path}`)).text();
/** The header's desktop navigation, as the page serves it. */
const mainNav = (html: string) => /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
const footerNav = (html: string) => /<nav aria-label="Footer"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";

describe("the menus", () => {
  it("an editor's change is on every page at once; writers read, sales is refused, two saves at once keep one", { timeout: 60_000 }, async () => {
    const h = track(await startHarness({ builtSite: true }));
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const other = await adminClient(h, "other-editor@vendor.example", "editor");
    const writer = await adminClient(h, "writer@vendor.example", "writer");
    const sales = await adminClient(h, "sales@vendor.example", "sales");

    const start = await writer.get<MenusAnswer>("/menus");
    expect([start.version, start.menus]).toEqual([0, DEFAULT_MENUS]);
    expect(start.places).toContainEqual({ menu: "header", group: "Solutions" });
    const refused = await Promise.all([
      writer.put("/menus", { menus: start.menus, baseVersion: 0 }),
      fetch(`${h.url}/admin/api/menus`, { headers: sales.headers }),
      sales.put("/menus", { menus: start.menus, baseVersion: 0 }),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403]);

    // A broken entry and a script link are refused by field, nothing saved.
    const broken = structuredClone(DEFAULT_MENUS);
    broken.header.entries[1] = { label: "Products", items: [] };
    broken.footer.columns[0]!.items[0]!.href = "javascript:alert(1)";
    const refusedFields = await editor.put("/menus", { menus: broken, baseVersion: 0 });
    expect(refusedFields.status).toBe(422);
    expect(Object.keys(((await refusedFields.json()) as MenusAnswer).problems ?? {})).toEqual(["header.entries.1.href", "footer.columns.0.items.0.href"]);

    // Two editors publish from the same copy at once: one is applied, the other refused and not applied.
    const mine = structuredClone(DEFAULT_MENUS);
    mine.header.entries[4]!.label = "Talk to us";
    mine.footer.columns[2]!.items.push({ label: "Webinars", href: "/webinars" });
    const theirs = structuredClone(DEFAULT_MENUS);
    theirs.header.primary.label = "Book a demo";
    const answers = await Promise.all([editor.put("/menus", { menus: mine, baseVersion: 0 }), other.put("/menus", { menus: theirs, baseVersion: 0 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const applied = answers[0]!.status === 200 ? mine : theirs;
    const conflict = (await answers.find((answer) => answer.status === 409)!.json()) as MenusAnswer;
    expect(conflict.error).toMatch(/changed the menus while you were editing\. Yours are still here, not saved/);
    expect(conflict.menus).toEqual(applied);

    // On every page at once: the home page, a product page and an article.
    for (const path of ["/", "/contentos", "/blog/seo-strategy-guide-2025"]) {
      const html = await page(h, path);
      if (applied === mine) {
        expect(mainNav(html), path).toContain(">Talk to us<");
        expect(footerNav(html), path).toContain('href="/webinars"');
      } else expect(html, path).toContain(">Book a demo<");
    }
  });

  it("a page's link is in the menus, the one place: shown while the page is published, following it when it moves", { timeout: 60_000 }, async () => {
    const h = track(await startHarness({ builtSite: true }));
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const created = await editor.post("/pages", { template: "blank", path: "/solutions/health", title: "Healthcare" });
    const { page: draft } = (await created.json()) as { page: { id: number; revision: number; document: PageDocument } };
    // The page's settings save its link into the menus, as Edit the menus does: both read the same document.
    const start = await editor.get<MenusAnswer>("/menus");
    const placed = withPagePlaced(start.menus, "/solutions/health", undefined, { menu: "header", group: "Solutions", label: "Healthcare" });
    expect((await editor.put("/menus", { menus: placed, baseVersion: start.version })).status).toBe(200);
    expect(placementOf((await editor.get<MenusAnswer>("/menus")).menus, "/solutions/health")).toEqual({ menu: "header", group: "Solutions", label: "Healthcare" });
    expect(mainNav(await page(h, "/"))).not.toContain("/solutions/health");

    // A draft that moves takes its link with it, so the link never points where nothing is.
    const document = { ...(written(draft.document) as PageDocument), path: "/solutions/healthcare" };
    expect((await editor.put(`/pages/${draft.id}`, { document, baseRevision: draft.revision, editSession: "tab" })).status).toBe(200);
    const { menus } = await editor.get<MenusAnswer>("/menus");
    expect([placementOf(menus, "/solutions/health"), placementOf(menus, "/solutions/healthcare")?.label]).toEqual([undefined, "Healthcare"]);
    expect(mainNav(await page(h, "/"))).not.toContain("/solutions/health");

    expect((await editor.post(`/pages/${draft.id}/publish`, { revision: draft.revision + 1 })).status).toBe(200);
    const nav = mainNav(await page(h, "/pricing"));
    // In the Solutions dropdown, after its three seeded links.
    expect(nav.indexOf('href="/solutions/healthcare"')).toBeGreaterThan(nav.indexOf('href="/solutions/enterprise"'));
    expect(nav.indexOf('href="/solutions/healthcare"')).toBeLessThan(nav.indexOf('href="/blog"'));

    expect((await editor.post(`/pages/${draft.id}/unpublish`, {})).status).toBe(200);
    expect(mainNav(await page(h, "/pricing"))).not.toContain('href="/solutions/healthcare"');
    // Still in the menus, for when the page is back.
    expect(placementOf((await editor.get<MenusAnswer>("/menus")).menus, "/solutions/healthcare")?.label).toBe("Healthcare");
  });

  it("a store whose pages kept their own place has each folded into the menus at its next start", { timeout: 60_000 }, async () => {
    const h = track(await startHarness({ builtSite: true }));
    const { db } = h.pipeline.database;
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const [contact] = await db.select().from(pages).where(eq(pages.path, "/contact"));
    const kept = { ...contact!.document, navigation: { menu: "footer", group: "Solutions", label: "Write to us" } };
    await db
      .update(pages)
      .set({ document: kept as PageDocument })
      .where(eq(pages.id, contact!.id));

    expect(await seedContent(db, seedDirOf(path.resolve("build/client")))).toBe(0);
    expect((await editor.get<MenusAnswer>("/menus")).menus.footer.columns[1]!.items.at(-1)).toEqual({ label: "Write to us", href: "/contact" });
    const [after] = await db.select().from(pages).where(eq(pages.id, contact!.id));
    expect(after!.document).toEqual(contact!.document);
    // As at a start: the process reads the store's new generation.
    await h.content!.refresh();
    expect(footerNav(await page(h, "/pricing"))).toContain(">Write to us<");
  });
});
