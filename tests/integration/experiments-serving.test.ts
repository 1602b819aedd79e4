/**
 * A page under test as visitors and crawlers get it (ADR 042), on the real build and a real
 * PostgreSQL: each browser its variant from the first byte and on every visit, crawlers and
 * visitors who opted out the control, prefetches declined, every answer private, the other pages
 * untouched; each participant counted once, and a lead carries the variant its visitor saw.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { contactMessages, experimentExposures, experiments, pages } from "#server/platform/db/schema.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { CACHE_REVALIDATE } from "#server/site/static-site.ts";
import { startHarness, type Harness } from "./harness.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CONTROL_TITLE = "Your marketing team, multiplied by AI";
const VARIANT_TITLE = "Book twice the demos with the team you have";

describe("a page under test", () => {
  let h: Harness;
  let experiment: number;

  const visit = (path: string, headers: Record<string, string> = {}) => fetch(`${h.url}${path}`, { headers: { "user-agent": CHROME, "sec-fetch-dest": "document", ...headers }, redirect: "manual" });
  const titleOf = async (response: Response) => {
    const html = await response.text();
    return html.includes(VARIANT_TITLE) ? "outcome" : html.includes(CONTROL_TITLE) ? "control" : "neither";
  };
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const cookieOf = (response: Response) => /^vid=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];

  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    const db = h.pipeline.database.db;
    const [home] = await db.select({ id: pages.id, revision: pages.revision, document: pages.document }).from(pages).where(eq(pages.path, "/"));
    const document = home!.document as PageDocument;
    // A variant is the page's sections: whatever else it was saved with (here a canonical elsewhere and noindex), the page's own are served.
    const outcome = { ...document, canonical: "https://elsewhere.example/", noindex: true, sections: document.sections.map((section) => (section.type === "hero" ? { ...section, title: VARIANT_TITLE } : section)) } as PageDocument;
    const variants = [
      { key: "control", name: "The page as it is", weight: 50, document: null },
      { key: "outcome", name: "Outcome headline", weight: 50, document: outcome },
    ];
    await db.transaction(async (tx) => {
      [{ id: experiment }] = (await tx.insert(experiments).values({ name: "Home hero", pagePath: "/", pageId: home!.id, pageRevision: home!.revision, status: "running", variants, goal: "lead", createdBy: "editor@vendor.example", startedAt: new Date() }).returning({ id: experiments.id })) as [{ id: number }];
      await nextGeneration(tx);
    });
    await h.content!.refresh();
  });
  afterAll(() => h.close());

  it("gives each browser its variant from the first byte, and the same one on every visit", async () => {
    const seen = new Map<string, string>();
    const canonicals = new Set<string | undefined>();
    const robots = new Set<boolean>();
    for (let browser = 0; browser < 40; browser += 1) {
      // Forty browsers: one client without a cookie is one visitor a day, so each has its own version.
      const first = await visit("/", { "user-agent": CHROME.replace("Chrome/131.0.0.0", `Chrome/131.0.${browser}.0`) });
      expect(first.status).toBe(200);
      const html = await first.clone().text();
      canonicals.add(canonicalOf(html));
      robots.add(html.includes('name="robots" content="noindex'));
      expect(first.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
      expect(first.headers.get("set-cookie")).toMatch(/^vid=[A-Za-z0-9_-]{22}; Max-Age=15552000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      const visitor = cookieOf(first)!;
      const variant = await titleOf(first);
      seen.set(visitor, variant);
      for (let again = 0; again < 2; again += 1) {
        const later = await visit("/", { cookie: `vid=${visitor}` });
        expect(later.headers.get("set-cookie")).toBeNull();
        expect(await titleOf(later)).toBe(variant);
      }
    }
    const counts = [...seen.values()].reduce((tally, variant) => tally.set(variant, (tally.get(variant) ?? 0) + 1), new Map<string, number>());
    expect([...counts.keys()].sort()).toEqual(["control", "outcome"]);
    // Every variant names the page's own address as canonical, as the control does, and none is noindex.
    const control = canonicalOf(await (await visit("/", { "user-agent": GOOGLEBOT })).text());
    expect(control).toMatch(/^https:\/\/[^/]+\/$/);
    expect([...canonicals]).toEqual([control]);
    expect(robots).toEqual(new Set([false]));
    // Each browser counted once, however often it came back.
    await h.experiments!.exposures.flush();
    const rows = await h.pipeline.database.db.select().from(experimentExposures).where(eq(experimentExposures.experimentId, experiment));
    expect(new Map(rows.map((row) => [row.visitorId, row.variant]))).toEqual(seen);
  });

  it("gives crawlers and visitors who opted out the control, uncounted and without a cookie", async () => {
    await h.experiments!.exposures.flush();
    const before = await h.pipeline.database.db.select().from(experimentExposures);
    const leftOut: Record<string, string>[] = [{ "user-agent": GOOGLEBOT }, { "sec-gpc": "1" }, { dnt: "1" }, { cookie: "consent=denied" }];
    for (const headers of leftOut) {
      for (let visit_ = 0; visit_ < 10; visit_ += 1) {
        const answer = await visit("/", headers);
        expect(answer.headers.get("set-cookie"), JSON.stringify(headers)).toBeNull();
        expect(answer.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
        expect(await titleOf(answer), JSON.stringify(headers)).toBe("control");
      }
    }
    await h.experiments!.exposures.flush();
    expect(await h.pipeline.database.db.select().from(experimentExposures)).toHaveLength(before.length);
  });

  it("declines a prefetch, which would be shown without counting it, so the browser asks again on the visit", async () => {
    const answer = await visit("/", { "sec-purpose": "prefetch" });
    expect([answer.status, answer.headers.get("cache-control"), answer.headers.get("set-cookie")]).toEqual([503, "no-store", null]);
    expect(h.logs.some((line) => line.includes('"level":50'))).toBe(false);
  });

  it("leaves every other page the same bytes for everyone, cacheable anywhere", async () => {
    const answers = await Promise.all([visit("/pricing"), visit("/pricing", { "user-agent": GOOGLEBOT }), visit("/pricing", { cookie: "vid=AAAAAAAAAAAAAAAAAAAAAA" })]);
    expect(new Set(answers.map((answer) => answer.headers.get("etag"))).size).toBe(1);
    for (const answer of answers) expect([answer.headers.get("cache-control"), answer.headers.get("set-cookie")]).toEqual([CACHE_REVALIDATE, null]);
  });

  it("gives a lead the variant its visitor saw; a forged one in the browser's record is ignored", async () => {
    const first = await visit("/");
    const visitor = cookieOf(first)!;
    const variant = await titleOf(first);
    const forged = { first: { page: "/", referrer: null, params: {}, at: new Date().toISOString() }, last: { page: "/", referrer: null, params: {}, at: new Date().toISOString() }, experiments: [{ experiment, name: "Home hero", variant: "forged" }] };
    const answer = await h.post({ name: "Jane Smith", email: "jane@example.com", company: "Acme", phone: "", message: "Show me the stack.", attribution: forged }, { headers: { cookie: `vid=${visitor}`, referer: `${h.url}/` } });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    const [lead] = await h.pipeline.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(lead!.attribution!.experiments).toEqual([{ experiment, name: "Home hero", variant }]);

    // A visitor who never saw the page under test carries none.
    const stranger = await h.post({ name: "Sam Lee", email: "sam@example.com", company: "", phone: "", message: "Pricing for ten seats?", attribution: forged }, { headers: { cookie: "vid=BBBBBBBBBBBBBBBBBBBBBB" } });
    const [other] = await h.pipeline.database.db.select().from(contactMessages).where(eq(contactMessages.id, ((await stranger.json()) as { id: string }).id));
    expect(other!.attribution!.experiments).toBeUndefined();
  });

  it("serves everyone the page as published once its end has passed, counting no one", async () => {
    const db = h.pipeline.database.db;
    await db.transaction(async (tx) => {
      await tx.update(experiments).set({ endsAt: new Date(Date.now() - 1_000) }).where(eq(experiments.id, experiment));
      await nextGeneration(tx);
    });
    await h.content!.refresh();
    const answers = await Promise.all(Array.from({ length: 10 }, () => visit("/")));
    for (const answer of answers) {
      expect([answer.headers.get("cache-control"), answer.headers.get("set-cookie")]).toEqual([CACHE_REVALIDATE, null]);
      expect(await titleOf(answer)).toBe("control");
    }
  });
});
