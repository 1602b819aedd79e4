/**
 * Deleting a page (issue 73), through the admin API over the real build and seeded store: the pages
 * the site is built on are refused, and so is a writer; a live page goes in one transaction with its
 * redirect and its links in the menus (a redirect the rules refuse deletes nothing, and leaves the
 * links); its old address answers 301 to the page chosen, or 410; of two deletes at once one
 * deletes and the other finds nothing; the audit log keeps who deleted what.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, redirects } from "#server/platform/db/schema.ts";
import { menuLinks, withLinkAt, type SiteMenus } from "#shared/pages/menus.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness, type Harness } from "./harness.ts";
import { written } from "./written.ts";

const track = closedAfterEach();

type Client = Awaited<ReturnType<typeof adminClient>>;
interface MenusAnswer {
  menus: SiteMenus;
  version: number;
}

const get = (h: Harness, path: string) => fetch(`${h.url}${path}`, { redirect: "manual" });
const footerNav = (html: string) => /<nav aria-label="Footer"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";

/** A page from the blank template at `path`, written and published, with a link in the footer's Solutions column. */
async function livePageInFooter(editor: Client, path: string, title: string): Promise<number> {
  const created = await editor.post("/pages", { template: "blank", path, title });
  const { page } = (await created.json()) as { page: { id: number; revision: number; document: PageDocument } };
  expect((await editor.put(`/pages/${page.id}`, { document: written(page.document), baseRevision: page.revision, editSession: "tab" })).status).toBe(200);
  expect((await editor.post(`/pages/${page.id}/publish`, { revision: page.revision + 1 })).status).toBe(200);
  const { menus, version } = await editor.get<MenusAnswer>("/menus");
  const placed = withLinkAt(menus, path, { menu: "footer", group: "Solutions", label: title });
  expect((await editor.put("/menus", { menus: placed, baseVersion: version })).status).toBe(200);
  return page.id;
}

/** A server over the real build and seeded store, and an editor signed in to it. */
async function started() {
  const h = track(await startHarness({ builtSite: true }));
  return { h, db: h.pipeline.database.db, editor: await adminClient(h, "editor@vendor.example", "editor") };
}

const idOf = async (client: Client, path: string) => (await client.get<{ pages: Array<{ id: number; path: string }> }>("/pages")).pages.find((page) => page.path === path)?.id;

describe("deleting a page", () => {
  it("refuses the site's own pages and writers; a live page goes with its redirect and its menu links, in one transaction", { timeout: 60_000 }, async () => {
    const { h, db, editor } = await started();
    const writer = await adminClient(h, "writer@vendor.example", "writer");
    const id = await livePageInFooter(editor, "/partners", "Partner program");
    expect(footerNav(await (await get(h, "/")).text())).toContain('href="/partners"');

    // The pages the site is built on: changed, never deleted; the studio offers no delete for them.
    const pricing = (await idOf(editor, "/pricing"))!;
    expect((await editor.get<{ mayDelete: boolean }>(`/pages/${pricing}`)).mayDelete).toBe(false);
    const fixed = await editor.delete(`/pages/${pricing}`, { address: "gone" });
    expect([fixed.status, ((await fixed.json()) as { error: string }).error]).toEqual([
      409,
      "“Pricing: AI Marketing Stack Packages” is one of the pages the site is built on (/pricing): change it, but it cannot be deleted.",
    ]);
    // A writer may not; nor may a request that does not say what the address answers.
    expect((await writer.get<{ mayDelete: boolean }>(`/pages/${id}`)).mayDelete).toBe(false);
    expect((await writer.delete(`/pages/${id}`, { address: "gone" })).status).toBe(403);
    expect((await editor.delete(`/pages/${id}`, {})).status).toBe(400);

    // A redirect the rules refuse (to itself) deletes nothing: the page, its link and its address stay.
    const refused = await editor.delete(`/pages/${id}`, { address: "redirect", to: "/partners" });
    expect([refused.status, ((await refused.json()) as { problems: Record<string, string> }).problems]).toEqual([422, { to: "An address cannot lead to itself." }]);
    expect((await get(h, "/partners")).status).toBe(200);
    expect(menuLinks((await editor.get<MenusAnswer>("/menus")).menus).map((link) => link.href)).toContain("/partners");

    const deleted = await editor.delete(`/pages/${id}`, { address: "redirect", to: "/contact", status: 301 });
    expect([deleted.status, await deleted.json()]).toEqual([200, { deleted: { id, title: "Partner program", path: "/partners" } }]);
    const moved = await get(h, "/partners");
    expect([moved.status, moved.headers.get("location")]).toEqual([301, expect.stringMatching(/\/contact$/)]);
    expect(await idOf(editor, "/partners")).toBeUndefined();
    expect(menuLinks((await editor.get<MenusAnswer>("/menus")).menus).map((link) => link.href)).not.toContain("/partners");
    expect(footerNav(await (await get(h, "/pricing")).text())).not.toContain('href="/partners"');
    const [logged] = await db.select().from(auditLog).where(eq(auditLog.action, "page-deleted"));
    expect(logged).toMatchObject({
      actor: "editor@vendor.example",
      target: "/partners",
      detail: { id, title: "Partner program", status: "published", address: { redirect: "/contact", status: 301 } },
    });
  });

  it("of two deletes at once one deletes and the other finds nothing; an unpublished page's address answers 410 when asked", { timeout: 60_000 }, async () => {
    const { h, db, editor } = await started();
    const other = await adminClient(h, "other-editor@vendor.example", "editor");
    const id = await livePageInFooter(editor, "/webinar", "Webinar");
    expect((await editor.post(`/pages/${id}/unpublish`, {})).status).toBe(200);

    const answers = await Promise.all([editor.delete(`/pages/${id}`, { address: "gone" }), other.delete(`/pages/${id}`, { address: "redirect", to: "/pricing" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const won = answers[0]!.status === 200 ? "gone" : "redirect";
    const [row] = await db.select().from(redirects).where(eq(redirects.from, "/webinar"));
    expect(row?.to ?? null).toBe(won === "gone" ? null : "/pricing");
    expect((await get(h, "/webinar")).status).toBe(won === "gone" ? 410 : 301);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "page-deleted"))).toHaveLength(1);

    // A draft never had an address: deleting it leaves none behind (404), and refuses the header's button linking to it without a redirect.
    const created = await editor.post("/pages", { template: "blank", path: "/draft-only", title: "Draft only" });
    const { page } = (await created.json()) as { page: { id: number } };
    const { menus, version } = await editor.get<MenusAnswer>("/menus");
    expect((await editor.put("/menus", { menus: { ...menus, header: { ...menus.header, secondary: { label: "Draft", href: "/draft-only" } } }, baseVersion: version })).status).toBe(200);
    const button = await editor.delete(`/pages/${page.id}`, { address: "not-found" });
    expect([button.status, ((await button.json()) as { error: string }).error]).toEqual([409, expect.stringMatching(/^The header's “Draft” button leads to this page/)]);
    const { menus: now, version: current } = await editor.get<MenusAnswer>("/menus");
    expect((await editor.put("/menus", { menus: { ...now, header: { ...now.header, secondary: menus.header.secondary } }, baseVersion: current })).status).toBe(200);
    expect((await editor.delete(`/pages/${page.id}`, { address: "not-found" })).status).toBe(200);
    expect((await get(h, "/draft-only")).status).toBe(404);
    expect(await db.select().from(redirects).where(eq(redirects.from, "/draft-only"))).toEqual([]);
  });
});
