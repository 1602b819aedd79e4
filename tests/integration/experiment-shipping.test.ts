/**
 * Only what was tested ships (issue 70), through the admin API over the real build and a real
 * PostgreSQL: a variant is its sections, whatever a writer saved it with, while it runs and once
 * published; Start runs the revision the editor reviewed; a variant is not published over a page
 * changed since the start; pauses are kept; and a test ends with its page: unpublished or moved,
 * it stops in words, and a new page at the old address is never served as its variant nor counted.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { auditLog, experimentExposures, experiments, pages } from "#server/platform/db/schema.ts";
import { dayInWords } from "#shared/dates.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { EditableExperiment } from "#server/experiments/workflow.ts";
import type { EditablePage } from "#server/studio/page-workflow.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const TESTED = "Book twice the demos with the team you have";
const SWAPPED = "SWAPPED AFTER REVIEW";
const TESTED_PAGE_CACHE = "private, max-age=0, must-revalidate";

interface ExperimentAnswer {
  experiment: EditableExperiment;
  error?: string;
  problems?: Record<string, string>;
}

type Client = Awaited<ReturnType<typeof adminClient>>;

describe("only what was tested ships", () => {
  let h: Harness;
  let writer: Client;
  let editor: Client;

  const db = () => h.pipeline.database.db;
  const json = async (response: Response) => (await response.json()) as ExperimentAnswer;
  const visit = (path: string, headers: Record<string, string> = {}) => fetch(`${h.url}${path}`, { headers: { "user-agent": CHROME, "sec-fetch-dest": "document", ...headers }, redirect: "manual" });
  const titleTag = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const withHero = (page: PageDocument, title: string): PageDocument => ({ ...page, sections: page.sections.map((section) => (section.type === "hero" ? { ...section, title } : section)) });
  const experimentRow = async (id: number) => (await db().select().from(experiments).where(eq(experiments.id, id)))[0]!;
  const pageRow = async (path: string) => (await db().select().from(pages).where(eq(pages.path, path)))[0]!;

  /** A writer's draft on `path` whose variant B has `hero` as its headline; answers it as saved. */
  async function drafted(path: string, hero: string, extra: Partial<PageDocument> = {}): Promise<EditableExperiment> {
    const created = await json(await writer.post("/experiments", { name: `Test of ${path}`, pagePath: path }));
    const page = created.experiment.variants[1]!.document!;
    const definition = {
      name: `Test of ${path}`,
      goal: "lead",
      secondaryGoals: [],
      minimumLift: 0.2,
      endsAt: null,
      variants: [
        { key: "control", name: "The page as it is", weight: 50 },
        { key: "b", name: "Variant B", weight: 50 },
      ],
    };
    const saved = await writer.put(`/experiments/${created.experiment.id}`, { definition, documents: { b: { ...withHero(page, hero), ...extra } }, baseRevision: created.experiment.revision });
    expect(saved.status).toBe(200);
    return (await json(saved)).experiment;
  }

  /** Started by the editor, who read it first. */
  async function started(experiment: EditableExperiment): Promise<EditableExperiment> {
    const { experiment: read } = await editor.get<ExperimentAnswer>(`/experiments/${experiment.id}`);
    const answer = await editor.post(`/experiments/${experiment.id}/start`, { revision: read.revision });
    expect(answer.status).toBe(200);
    return (await json(answer)).experiment;
  }

  /** The page at `path` with its pending edit `change`, published by the editor. */
  async function published(path: string, change: (document: PageDocument) => PageDocument): Promise<EditablePage> {
    const { id } = await pageRow(path);
    const { page } = await editor.get<{ page: EditablePage }>(`/pages/${id}`);
    const saved = await editor.put(`/pages/${id}`, { document: change(page.document), baseRevision: page.revision, editSession: "shipping-test" });
    expect(saved.status).toBe(200);
    const { page: edited } = (await saved.json()) as { page: EditablePage };
    // Earlier tests here take product pages down that these pages link to: the editor goes ahead anyway.
    const update = await editor.post(`/pages/${id}/update`, { revision: edited.revision, brokenLinks: "publish-anyway" });
    expect(update.status).toBe(200);
    return ((await update.json()) as { page: EditablePage }).page;
  }

  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    writer = await adminClient(h, "writer@vendor.example", "writer");
    editor = await adminClient(h, "editor@vendor.example", "editor");
  });
  afterAll(() => h.close());

  it("serves and publishes a variant's sections only: a writer's title, canonical, noindex and menu place never reach the site", { timeout: 60_000 }, async () => {
    const home = (await pageRow("/")).document;
    const hostile = { title: "Hijacked title", description: "Hijacked description", canonical: "https://evil.example/", noindex: true, navigation: { menu: "header" as const, label: "Hijack" } };
    const draft = await drafted("/", TESTED, hostile);
    // Kept: the sections alone; shown to the studio as the page's own fields with them.
    expect(Object.keys((await experimentRow(draft.id)).variants[1]!.document!)).toEqual(["sections"]);
    expect(draft.variants[1]!.document).toMatchObject({ title: home.title, description: home.description, noindex: false });
    expect(draft.variants[1]!.document).not.toHaveProperty("canonical");
    expect(draft.variants[1]!.document).not.toHaveProperty("navigation");
    await started(draft);

    const control = await (await visit("/", { "user-agent": GOOGLEBOT })).text();
    let variants = 0;
    for (let browser = 0; browser < 30; browser += 1) {
      // Thirty browsers: one client without a cookie is one visitor a day.
      const html = await (await visit("/", { "user-agent": CHROME.replace("Chrome/131.0.0.0", `Chrome/131.0.${browser}.0`) })).text();
      if (!html.includes(TESTED)) continue;
      variants += 1;
      expect(titleTag(html)).toBe(titleTag(control));
      expect(html).not.toMatch(/evil\.example|Hijack|name="robots" content="noindex/);
    }
    expect(variants).toBeGreaterThan(0);

    const stopped = await json(await editor.post(`/experiments/${draft.id}/stop`, { publish: "b" }));
    expect(stopped.experiment).toMatchObject({ status: "stopped", winner: "b", stopReason: null });
    const live = await pageRow("/");
    expect(live.document).toEqual({ ...home, sections: withHero(home, TESTED).sections });
    const everyone = await (await visit("/", { "user-agent": GOOGLEBOT })).text();
    expect(everyone).toContain(TESTED);
    expect(titleTag(everyone)).toBe(titleTag(control));
    expect(everyone).not.toMatch(/evil\.example|Hijack|name="robots" content="noindex/);

    // What shipped and when, as the studio reads it.
    const { experiment } = await editor.get<ExperimentAnswer>(`/experiments/${draft.id}`);
    expect(experiment).toMatchObject({ status: "stopped", winner: "b", stopReason: null, stoppedAt: stopped.experiment.stoppedAt });
    expect(experiment.variants[1]!.publishedRevision).toBe(live.revision);
  });

  it("starts what the editor reviewed: a save after the review is a conflict, and nothing is served", { timeout: 60_000 }, async () => {
    const draft = await drafted("/pricing", TESTED);
    const { experiment: reviewed } = await editor.get<ExperimentAnswer>(`/experiments/${draft.id}`);
    // The writer swaps the variant after the editor read it.
    const { variants, name, goal, secondaryGoals, minimumLift, trafficEstimate, endsAt } = reviewed;
    const definition = { name, goal, secondaryGoals, minimumLift, trafficEstimate, endsAt, variants: variants.map(({ key, name: variantName, weight }) => ({ key, name: variantName, weight })) };
    const swapped = await writer.put(`/experiments/${draft.id}`, { definition, documents: { b: withHero(reviewed.variants[1]!.document!, SWAPPED) }, baseRevision: reviewed.revision });
    expect(swapped.status).toBe(200);

    const unnamed = await editor.post(`/experiments/${draft.id}/start`, {});
    expect([unnamed.status, (await json(unnamed)).problems]).toEqual([422, { revision: "Send the revision you read (revision): the site gets the copy you saw, or nothing." }]);
    const stale = await editor.post(`/experiments/${draft.id}/start`, { revision: reviewed.revision });
    expect([stale.status, (await json(stale)).error]).toEqual([409, "“Test of /pricing” was saved again since you opened it: nothing was started. Read its variants again, then start it."]);
    expect((await experimentRow(draft.id)).status).toBe("draft");
    for (let browser = 0; browser < 10; browser += 1) {
      const answer = await visit("/pricing");
      expect(answer.headers.get("cache-control")).not.toBe(TESTED_PAGE_CACHE);
      expect(await answer.text()).not.toContain(SWAPPED);
    }
    // Read again, it starts.
    expect((await started(draft)).status).toBe("running");
    await editor.post(`/experiments/${draft.id}/stop`, { publish: null });
  });

  it("refuses to publish a variant over the page's changes since the start, in words, and stops without it", { timeout: 60_000 }, async () => {
    const draft = await drafted("/contentos", TESTED);
    await started(draft);
    const changed = await published("/contentos", (document) => ({ ...document, description: "Changed during the test." }));
    const refused = await editor.post(`/experiments/${draft.id}/stop`, { publish: "b" });
    expect([refused.status, (await json(refused)).error]).toEqual([
      409,
      `“${changed.document.title}” was changed on ${dayInWords(new Date())} by editor@vendor.example, after the experiment started: “Variant B” was tested against the earlier page. Stop without publishing, then make its change on the page as it is now, or test it again.`,
    ]);
    expect((await experimentRow(draft.id)).status).toBe("running");
    const stopped = await json(await editor.post(`/experiments/${draft.id}/stop`, { publish: null }));
    expect(stopped.experiment).toMatchObject({ status: "stopped", winner: null });
    expect((await pageRow("/contentos")).document).toEqual(changed.document);
  });

  it("keeps each pause, from its start to its resume or the stop", { timeout: 60_000 }, async () => {
    const draft = await drafted("/insightstream", TESTED);
    await started(draft);
    for (const step of ["pause", "resume", "pause", "stop"]) expect((await editor.post(`/experiments/${draft.id}/${step}`, { publish: null })).status).toBe(200);
    const { pauses, stoppedAt } = await experimentRow(draft.id);
    expect(pauses).toHaveLength(2);
    const times = pauses.flatMap(({ from, to }) => [Date.parse(from), Date.parse(to!)]);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(pauses[1]!.to).toBe(stoppedAt!.toISOString());
  });

  it("ends a test when its page is unpublished, in words, audited, no variant published", { timeout: 60_000 }, async () => {
    const draft = await drafted("/solutions/enterprise", TESTED);
    await started(draft);
    await editor.post(`/experiments/${draft.id}/pause`, {});
    const page = await pageRow("/solutions/enterprise");
    expect((await editor.post(`/pages/${page.id}/unpublish`, {})).status).toBe(200);
    const reason = `The page was unpublished on ${dayInWords(new Date())} by editor@vendor.example: the experiment ended with it, and no variant was published.`;
    const { experiment } = await editor.get<ExperimentAnswer>(`/experiments/${draft.id}`);
    expect(experiment).toMatchObject({ status: "stopped", winner: null, stopReason: reason });
    expect(experiment.pauses.every((pause) => pause.to !== null)).toBe(true);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "experiment-stopped"), eq(auditLog.target, `/solutions/enterprise #${draft.id}`)));
    expect(audited.map(({ actor, detail }) => [actor, detail])).toEqual([["editor@vendor.example", { reason }]]);
  });

  it("settles a stop and an unpublish sent at once, in either order, never with a server error", { timeout: 60_000 }, async () => {
    for (const path of ["/aisdr", "/seogenesis", "/authorityengine"]) {
      const draft = await started(await drafted(path, TESTED));
      const page = await pageRow(path);
      const [stop, unpublish] = await Promise.all([editor.post(`/experiments/${draft.id}/stop`, { publish: "b" }), editor.post(`/pages/${page.id}/unpublish`, {})]);
      expect(unpublish.status).toBe(200);
      const { status, winner } = await experimentRow(draft.id);
      // The stop came first (B published, then the page came down) or second (the test had ended with its page).
      expect([stop.status, status, winner]).toEqual(stop.status === 200 ? [200, "stopped", "b"] : [409, "stopped", null]);
    }
  });

  it("ends a test when its page moves, and never serves nor counts it on a new page at the old address", { timeout: 60_000 }, async () => {
    const draft = await drafted("/solutions/agencies", TESTED);
    await started(draft);
    const moved = await published("/solutions/agencies", (document) => ({ ...document, path: "/solutions/agency-partners" }));
    const { experiment } = await editor.get<ExperimentAnswer>(`/experiments/${draft.id}`);
    expect(experiment).toMatchObject({
      status: "stopped",
      winner: null,
      stopReason: `The page moved from /solutions/agencies to /solutions/agency-partners on ${dayInWords(new Date())} by editor@vendor.example: the experiment ended with it, and no variant was published.`,
    });

    // A test left running on the old address (as an earlier version left them), then a new page there.
    const [{ id: leftRunning }] = (await db()
      .insert(experiments)
      .values({
        name: "Left running",
        pagePath: "/solutions/agencies",
        pageId: moved.id,
        pageRevision: moved.revision,
        status: "running",
        variants: (await experimentRow(draft.id)).variants,
        goal: "lead",
        createdBy: "editor@vendor.example",
        startedAt: new Date(),
      })
      .returning({ id: experiments.id })) as [{ id: number }];
    const created = await editor.post("/pages", { template: "blank", path: "/solutions/agencies", title: "Agencies, again" });
    expect(created.status).toBe(201);
    const { page: fresh } = (await created.json()) as { page: EditablePage };
    const saved = await editor.put(`/pages/${fresh.id}`, {
      document: { ...moved.document, path: "/solutions/agencies", title: "Agencies, again" },
      baseRevision: fresh.revision,
      editSession: "shipping-test",
    });
    const { page: written } = (await saved.json()) as { page: EditablePage };
    expect((await editor.post(`/pages/${fresh.id}/publish`, { revision: written.revision, brokenLinks: "publish-anyway" })).status).toBe(200);
    await db().transaction(async (tx) => nextGeneration(tx));
    await h.content!.refresh();

    for (let browser = 0; browser < 12; browser += 1) {
      const answer = await visit("/solutions/agencies");
      expect(answer.status).toBe(200);
      expect([answer.headers.get("cache-control"), answer.headers.get("set-cookie")]).toEqual([expect.not.stringMatching(/^private/), null]);
      expect(await answer.text()).not.toContain(TESTED);
    }
    await h.experiments!.exposures.flush();
    expect(await db().select().from(experimentExposures).where(eq(experimentExposures.experimentId, leftRunning))).toEqual([]);
  });
});
