/**
 * The site's pages as the marketing team works them through the admin API (ADR 040): an edit to a
 * live page waits for an editor and then is on the site; a writer drafts a landing page from a
 * template and submits it; an editor schedules it and it goes live at its time, noindex and out of
 * the sitemap; a moved page answers 301 from its old address, an unpublished one 410; a stale
 * tab's save is refused and kept; a price change shows in both billing periods. Sales has no page
 * route. Over the real build and seeded store. The workflow's steps, the same for every kind of
 * document, are held by document-workflow.test.ts.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pageRevisions } from "#server/platform/db/schema.ts";
import { createScheduleWorkers } from "#server/documents/jobs.ts";
import { pageKind } from "#server/document-kinds.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { SectionOf } from "#shared/pages/sections.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness, type Harness } from "./harness.ts";

const track = closedAfterEach();

interface PageAnswer {
  page: { id: number; status: string; revision: number; document: PageDocument; hasPendingChanges: boolean };
  error?: string;
  problems?: Record<string, string>;
}

const get = (h: Harness, path: string) => fetch(`${h.url}${path}`, { redirect: "manual" });
const text = async (h: Harness, path: string) => (await get(h, path)).text();

/** The template's placeholder copy replaced, as a writer would, in every string. */
function written(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/^\[Write (.*)\]$/, (_, what: string) => `Our ${what}`);
  if (Array.isArray(value)) return value.map(written);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, written(item)]));
  return value;
}

describe("pages in the studio", () => {
  it("go from a writer's template to the site at their time, by whom each step may be taken", { timeout: 60_000 }, async () => {
    const h = track(await startHarness({ builtSite: true }));
    const { db } = h.pipeline.database;
    const writer = await adminClient(h, "writer@vendor.example", "writer");
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const sales = await adminClient(h, "sales@vendor.example", "sales");

    // A sales account is refused every page route.
    const refused = await Promise.all([
      fetch(`${h.url}/admin/api/pages`, { headers: sales.headers }),
      sales.post("/pages", { template: "campaign", path: "/x", title: "X" }),
      fetch(`${h.url}/admin/api/pages/1`, { headers: sales.headers }),
      sales.put("/pages/1", { document: {}, baseRevision: 1, editSession: "s" }),
      ...["submit", "publish", "schedule", "unpublish", "update", "return"].map((step) => sales.post(`/pages/1/${step}`, { at: "2030-01-01T00:00:00Z" })),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual(Array(refused.length).fill(403));

    // A reserved or taken address is refused in words.
    const reserved = await writer.post("/pages", { template: "campaign", path: "/blog/spring", title: "Spring webinar" });
    expect([reserved.status, ((await reserved.json()) as PageAnswer).problems]).toEqual([
      422,
      { path: "/blog belongs to the site itself (the blog, its feed and its search); choose another address." },
    ]);
    const taken = await writer.post("/pages", { template: "campaign", path: "/pricing", title: "Spring webinar" });
    expect(((await taken.json()) as PageAnswer).problems).toEqual({ path: "Another page, “Pricing: AI Marketing Stack Packages”, is at /pricing; choose another address." });

    const created = await writer.post("/pages", { template: "campaign", path: "/spring-webinar", title: "Spring webinar" });
    expect(created.status).toBe(201);
    const { page } = (await created.json()) as PageAnswer;
    expect(page.document.sections.map((section) => section.type)).toEqual(["hero", "features", "stats", "contact-form", "faq"]);
    expect((await get(h, "/spring-webinar")).status).toBe(404);

    // The template's placeholders stop a submit, naming where they are.
    const early = await writer.post(`/pages/${page.id}/submit`, {});
    expect(early.status).toBe(409);
    const refusal = (await early.json()) as PageAnswer;
    expect(refusal.error).toMatch(/^Replace the template's placeholder copy first: sections 1 › lead; /);
    // And by path, as the editor keys its fields: the studio names each by its label and opens it.
    expect(refusal.problems).toMatchObject({ "sections.0.lead": expect.any(String), description: expect.any(String) });

    const document = written(page.document) as PageDocument;
    const saved = await writer.put(`/pages/${page.id}`, { document, baseRevision: page.revision, editSession: "writer-tab" });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as PageAnswer).page.revision).toBe(page.revision + 1);
    // A stale tab's save is refused and kept, never applied over the writer's.
    const stale = await editor.put(`/pages/${page.id}`, { document: { ...document, title: "Stale title" }, baseRevision: page.revision, editSession: "editor-tab" });
    expect(stale.status).toBe(409);
    expect((await db.select().from(pageRevisions).where(eq(pageRevisions.pageId, page.id))).map((row) => row.kind)).toEqual(["before", "edit", "conflict"]);
    expect((await writer.post(`/pages/${page.id}/submit`, {})).status).toBe(200);

    // A preview link shows the draft whole to a colleague without an account, never cached or indexed.
    const shared = (await (await writer.post(`/pages/${page.id}/preview-link`, {})).json()) as { path: string };
    const preview = await get(h, shared.path);
    expect([preview.status, preview.headers.get("cache-control"), preview.headers.get("x-robots-tag")]).toEqual([200, "no-store", "noindex, nofollow"]);
    const previewed = await preview.text();
    expect(previewed).toContain("Our why this offer");
    // Marked a draft with the link's last day: nobody takes it for the live site.
    const lastDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const banner = /<aside aria-label="Draft preview"[^>]*>(.*?)<\/aside>/.exec(previewed)?.[1]?.replace(/<!-- -->|<[^>]+>/g, "");
    expect(banner).toBe(`Draft preview · Not on the site yet: shared for review. This link stops working on ${lastDay}.`);

    // Each step that puts the page on the site names the revision its editor read (the document workflow's tests hold the rest).
    const readRevision = async () => (await editor.get<PageAnswer>(`/pages/${page.id}`)).page.revision;
    // The editor schedules it; it goes live at its time, by the schedule, hidden from search engines.
    const at = new Date(Date.now() + 1_500);
    expect((await editor.post(`/pages/${page.id}/schedule`, { at: at.toISOString(), revision: await readRevision() })).status).toBe(200);
    expect((await get(h, "/spring-webinar")).status).toBe(404);
    const worker = createScheduleWorkers([pageKind], { db, logger: memoryLogger().logger, pollMs: 200, onChange: () => void h.content!.refresh() })[0]!;
    worker.start();
    try {
      await expect.poll(async () => (await get(h, "/spring-webinar")).status, { timeout: 10_000 }).toBe(200);
    } finally {
      await worker.stop();
    }
    const live = await text(h, "/spring-webinar");
    expect(live).toContain("<h1");
    expect(live).toContain('<meta name="robots" content="noindex"/>');
    expect(live).toContain('action="/api/submit-contact"');
    expect(await text(h, "/sitemap.xml")).not.toContain("spring-webinar");

    // Moved while live: the new address once an editor updates it, the old one answers 301.
    const opened = (await editor.get<PageAnswer>(`/pages/${page.id}`)).page;
    const moved = await editor.put(`/pages/${page.id}`, { document: { ...opened.document, path: "/campaigns/spring-webinar" }, baseRevision: opened.revision, editSession: "editor-tab" });
    const movedPage = ((await moved.json()) as PageAnswer).page;
    expect(movedPage.hasPendingChanges).toBe(true);
    expect((await get(h, "/spring-webinar")).status).toBe(200);
    expect((await editor.post(`/pages/${page.id}/update`, { revision: movedPage.revision })).status).toBe(200);
    const redirect = await get(h, "/spring-webinar");
    expect([redirect.status, redirect.headers.get("location")]).toEqual([301, "/campaigns/spring-webinar"]);
    const atNewAddress = await get(h, "/campaigns/spring-webinar");
    expect([atNewAddress.status, (await atNewAddress.text()).includes("Draft preview")]).toEqual([200, false]);

    expect((await editor.post(`/pages/${page.id}/unpublish`, {})).status).toBe(200);
    expect((await get(h, "/campaigns/spring-webinar")).status).toBe(410);
    // Taking the page down took its shared copy down too.
    expect((await get(h, shared.path)).status).toBe(404);
  });

  it("an editor's change to the home page and a price is on the site once updated, not before", { timeout: 60_000 }, async () => {
    const h = track(await startHarness({ builtSite: true }));
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const { pages: list } = await editor.get<{ pages: Array<{ id: number; path: string }> }>("/pages");
    const idOf = (path: string) => list.find((item) => item.path === path)!.id;

    const home = (await editor.get<PageAnswer>(`/pages/${idOf("/")}`)).page;
    const [hero, ...rest] = home.document.sections;
    const headline = "Pipeline on autopilot, for teams that ship";
    const [problemAt, capabilitiesAt] = ["problem", "capabilities"].map((id) => rest.findIndex((section) => section.id === id)) as [number, number];
    [rest[problemAt], rest[capabilitiesAt]] = [rest[capabilitiesAt]!, rest[problemAt]!];
    const edited = { ...home.document, sections: [{ ...hero!, title: headline }, ...rest] };
    // The editor's preview draws the unsaved copy as the site would, and keeps nothing.
    const preview = await editor.post("/pages/preview", { document: edited });
    expect(((await preview.json()) as { html: string }).html).toContain(`>${headline}</h1>`);
    expect(await text(h, "/")).not.toContain(headline);
    const savedHome = await editor.put(`/pages/${home.id}`, { document: edited, baseRevision: home.revision, editSession: "tab" });
    expect(savedHome.status).toBe(200);
    expect(await text(h, "/")).not.toContain(headline);
    expect((await editor.post(`/pages/${home.id}/update`, { revision: ((await savedHome.json()) as PageAnswer).page.revision })).status).toBe(200);
    const shown = await text(h, "/");
    expect(shown).toContain(headline);
    expect(shown.indexOf('id="capabilities"')).toBeLessThan(shown.indexOf('id="problem"'));

    const pricing = (await editor.get<PageAnswer>(`/pages/${idOf("/pricing")}`)).page;
    const sections = pricing.document.sections.map((section) => {
      if (section.type !== "pricing-packages") return section;
      const packages = section as SectionOf<"pricing-packages">;
      return { ...packages, items: packages.items.map((item, index) => (index === 0 ? { ...item, monthly: { kind: "fixed" as const, amount: 4_990 } } : item)) };
    });
    const price = await editor.put(`/pages/${pricing.id}`, { document: { ...pricing.document, sections }, baseRevision: pricing.revision, editSession: "tab" });
    expect(price.status).toBe(200);
    expect((await editor.post(`/pages/${pricing.id}/update`, { revision: ((await price.json()) as PageAnswer).page.revision })).status).toBe(200);
    const prices = await text(h, "/pricing");
    // Monthly as written, annual × 0.9 rounded to whole dollars: both in the page, the billing radio shows one.
    expect(prices).toMatch(/data-period="monthly"[^>]*>\$4,990</);
    expect(prices).toMatch(/data-period="annual"[^>]*>\$4,491</);

    // A price that is not a number is refused by field, and nothing changes.
    const broken = pricing.document.sections.map((section) => (section.type === "add-ons" ? { ...section, items: section.items.map((item) => ({ ...item, price: "ask us" })) } : section));
    const refused = await editor.put(`/pages/${pricing.id}`, { document: { ...pricing.document, sections: broken }, baseRevision: pricing.revision + 2, editSession: "tab" });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as PageAnswer).problems).toMatchObject({ "sections.3.items.0.price": "Write a price as a number (4000), a range (7500-12000) or custom." });
  });

  it("revisions say how each differs from the copy; a restore brings one back once, and a live page's waits for an update", { timeout: 60_000 }, async () => {
    const h = track(await startHarness({ builtSite: true }));
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const writer = await adminClient(h, "writer@vendor.example", "writer");
    const { pages: list } = await editor.get<{ pages: Array<{ id: number; path: string }> }>("/pages");
    const contact = (await editor.get<PageAnswer>(`/pages/${list.find((item) => item.path === "/contact")!.id}`)).page;
    const original = contact.document.title;
    const [first, ...others] = contact.document.sections;
    const edited = { ...contact.document, title: "Talk to our team about your pipeline", sections: [...others, first!] };
    expect((await editor.put(`/pages/${contact.id}`, { document: edited, baseRevision: contact.revision, editSession: "tab" })).status).toBe(200);

    interface Revisions {
      revisions: Array<{ id: number; kind: string; changes: Array<{ kind: string; field?: string }> }>;
    }
    const listed = async () => (await writer.get<Revisions>(`/pages/${contact.id}/revisions`)).revisions;
    const [latest, before] = await listed();
    expect([latest!.kind, latest!.changes]).toEqual(["edit", []]);
    expect([before!.kind, before!.changes]).toEqual(["before", [{ kind: "field", field: "title" }, { kind: "order" }]]);

    // A writer restores the page as it was: it waits as the live page's edits; asked twice, it is kept once.
    const restores = await Promise.all([writer.post(`/pages/${contact.id}/restore`, { revision: before!.id }), writer.post(`/pages/${contact.id}/restore`, { revision: before!.id })]);
    expect(restores.map((answer) => answer.status)).toEqual([200, 200]);
    const restored = ((await restores[0]!.json()) as PageAnswer).page;
    expect(restored.document.title).toBe(original);
    expect((await listed()).filter((revision) => revision.kind === "restore")).toHaveLength(1);
    expect(await text(h, "/contact")).toContain(original);

    const missing = await writer.post(`/pages/${contact.id}/restore`, { revision: 999_999 });
    expect([missing.status, ((await missing.json()) as PageAnswer).error]).toEqual([404, "There is no revision 999999 of this page."]);
  });

  it("formatted text is the articles' Markdown, sanitized; a picture must be in the media library and is served at its sizes", { timeout: 60_000 }, async () => {
    const h = track(await startHarness({ builtSite: true }));
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const created = await editor.post("/pages", { template: "blank", path: "/our-story", title: "Our story" });
    const { page } = (await created.json()) as PageAnswer;
    const story = {
      type: "rich-text",
      id: "story",
      markdown: "## Why we started\n\nWe were a content team of three.\n\n- Research\n- Writing\n\n<script>alert(1)</script>\n\n[Our terms](javascript:alert(1)) and [pricing](/pricing).",
    };
    const beside = {
      type: "image-text",
      id: "team",
      title: "The team behind the stack",
      markdown: "Twelve people in one office.",
      image: { name: "images/team-photo.jpg", alt: "The team on the terrace" },
    };
    const document = { ...(written(page.document) as PageDocument), sections: [...(written(page.document) as PageDocument).sections, story, beside] } as PageDocument;

    // The picture is not in the library yet: refused by the field that names it.
    const refused = await editor.put(`/pages/${page.id}`, { document, baseRevision: page.revision, editSession: "tab" });
    expect([refused.status, ((await refused.json()) as PageAnswer).problems]).toEqual([
      422,
      { "sections.2.image.name": "images/team-photo.jpg is not in the media library: upload it there first, or check its name." },
    ]);

    const form = new FormData();
    form.set(
      "file",
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0b3d2e" } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        "team-photo.jpg",
      ),
    );
    form.set("alt", "The team on the terrace");
    expect((await fetch(`${h.url}/admin/api/media`, { method: "POST", headers: editor.headers, body: form })).status).toBe(201);
    expect((await editor.put(`/pages/${page.id}`, { document, baseRevision: page.revision, editSession: "tab" })).status).toBe(200);
    expect((await editor.post(`/pages/${page.id}/publish`, { revision: page.revision + 1 })).status).toBe(200);

    const html = await text(h, "/our-story");
    const storyBand = /<section id="story"[\s\S]*?<\/section>/.exec(html)![0];
    expect(storyBand).toMatch(/<h2[^>]*id="why-we-started"/);
    expect(storyBand).toContain("<li>Research</li>");
    expect(storyBand).toContain('<a href="/pricing">pricing</a>');
    expect(storyBand).not.toMatch(/<script|javascript:/);
    // The picture at the widths the library makes of it, with its size (no layout shift) and its words.
    const picture = /<section id="team"[\s\S]*?<\/section>/.exec(html)![0];
    expect(picture).toMatch(/<img[^>]*alt="The team on the terrace"[^>]*width="1536"[^>]*height="960"/);
    const source = /srcset="([^" ]+) 768w/.exec(picture)![1]!;
    const served = await get(h, source);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/avif"]);
  });

  it("a form sent without JavaScript from a landing page that fails comes back on that page; from a page without the form, on /contact", { timeout: 60_000 }, async () => {
    const h = track(await startHarness({ builtSite: true }));
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const { page } = (await (await editor.post("/pages", { template: "campaign", path: "/spring-webinar", title: "Spring webinar" })).json()) as PageAnswer;
    expect((await editor.put(`/pages/${page.id}`, { document: written(page.document), baseRevision: page.revision, editSession: "tab" })).status).toBe(200);
    expect((await editor.post(`/pages/${page.id}/publish`, { revision: page.revision + 1 })).status).toBe(200);

    const sendFrom = (path: string) =>
      fetch(`${h.url}/api/submit-contact`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: h.url, referer: `${h.url}${path}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name: "Noor Haddad", email: "not-an-address", message: "A seat at the webinar, please." }).toString(),
      });
    const fromLanding = await sendFrom("/spring-webinar");
    const landing = await fromLanding.text();
    expect(fromLanding.status).toBe(422);
    expect(landing).toMatch(/<h1[^>]*>Spring webinar<\/h1>/);
    expect(landing).toContain('value="Noor Haddad"');
    expect(landing).toContain('id="contact-form-alert"');
    const fromPricing = await (await sendFrom("/pricing")).text();
    expect(fromPricing).not.toContain("Spring webinar");
    expect(fromPricing).toContain('id="contact-form-alert"');
    expect(fromPricing).toMatch(/<h1[^>]*>[^<]*Touch<\/h1>/);
  });
});
