/**
 * An experiment as the marketing team runs it through the admin API (ADR 042), over the real build
 * and seeded store: a writer drafts one on the home page and changes its variant's hero, but only
 * an editor starts it; each visitor's lead counts for the variant they saw; the report refuses a
 * verdict before the minimum; stale saves, a second experiment on the page and a variant over
 * unpublished edits are refused in words; stopping publishes the chosen variant as the page, with
 * a revision, for everyone.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageRevisions, pages } from "#server/platform/db/schema.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { ExperimentResults } from "#server/experiments/report.ts";
import type { EditableExperiment } from "#server/experiments/workflow.ts";
import { CACHE_REVALIDATE } from "#server/site/static-site.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness } from "./harness.ts";

const track = closedAfterEach();
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const OUTCOME = "Book twice the demos with the team you have";

interface ExperimentAnswer {
  experiment: EditableExperiment;
  results?: ExperimentResults | null;
  error?: string;
  problems?: Record<string, string>;
}

describe("experiments in the studio", () => {
  it("are drafted by writers, run by editors, counted by leads, and end with the chosen variant live", { timeout: 60_000 }, async () => {
    const h = track(await startHarness({ builtSite: true }));
    const writer = await adminClient(h, "writer@vendor.example", "writer");
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const json = async (response: Response) => (await response.json()) as ExperimentAnswer;

    // Only a live page can be tested.
    const nowhere = await writer.post("/experiments", { name: "Nowhere", pagePath: "/no-such-page" });
    expect([nowhere.status, (await json(nowhere)).problems]).toEqual([422, { pagePath: "Choose a page that is on the site: an experiment compares versions of a live page." }]);

    const created = await json(await writer.post("/experiments", { name: "Home hero", pagePath: "/" }));
    const { id } = created.experiment;
    expect(created.experiment).toMatchObject({ status: "draft", goal: "lead", variants: [{ key: "control", weight: 50, document: null }, { key: "b", weight: 50 }] });
    const page = created.experiment.variants[1]!.document!;
    const changed: PageDocument = { ...page, sections: page.sections.map((section) => (section.type === "hero" ? { ...section, title: OUTCOME } : section)) };
    const definition = { name: "Home hero", goal: "lead", secondaryGoals: ["demo"], minimumLift: 0.2, endsAt: null, variants: [{ key: "control", name: "The page as it is", weight: 50 }, { key: "b", name: "Outcome headline", weight: 50 }] };

    // Shares that do not add up are refused by field, in words.
    const uneven = await writer.put(`/experiments/${id}`, { definition: { ...definition, variants: [{ ...definition.variants[0], weight: 70 }, definition.variants[1]] }, baseRevision: 1 });
    expect([uneven.status, (await json(uneven)).problems]).toEqual([422, { variants: "The shares add up to 120%; make them 100%." }]);
    const saved = await json(await writer.put(`/experiments/${id}`, { definition, documents: { b: changed }, baseRevision: 1 }));
    expect(saved.experiment.revision).toBe(2);
    // A tab still on revision 1 is refused, not applied.
    const stale = await writer.put(`/experiments/${id}`, { definition: { ...definition, name: "Old tab" }, baseRevision: 1 });
    expect(stale.status).toBe(409);

    // A writer cannot start it however often she asks at once; of two drafts on the page started at once by
    // two editors, one runs and the other is refused in words.
    const attempts = await Promise.all(Array.from({ length: 12 }, () => writer.post(`/experiments/${id}/start`, { revision: 2 })));
    expect(attempts.map((answer) => answer.status)).toEqual(Array(12).fill(403));
    const rival = await json(await writer.post("/experiments", { name: "Home hero: rival", pagePath: "/" }));
    const otherEditor = await adminClient(h, "editor2@vendor.example", "editor");
    const [ours, theirs] = await Promise.all([editor.post(`/experiments/${id}/start`, { revision: 2 }), otherEditor.post(`/experiments/${rival.experiment.id}/start`, { revision: rival.experiment.revision })]);
    const started = [ours.status, theirs.status].sort();
    expect(started).toEqual([200, 409]);
    if (ours.status === 409) {
      // The rival won the race: stopped, it leaves the page to ours.
      expect((await otherEditor.post(`/experiments/${rival.experiment.id}/stop`, { publish: null })).status).toBe(200);
      expect((await json(await editor.post(`/experiments/${id}/start`, { revision: 2 }))).experiment.status).toBe("running");
    }
    // Its variants stay as they started.
    expect((await writer.put(`/experiments/${id}`, { definition, baseRevision: 3 })).status).toBe(409);
    // One experiment at a time on a page.
    const second = await json(await writer.post("/experiments", { name: "Home hero again", pagePath: "/" }));
    const refused = await editor.post(`/experiments/${second.experiment.id}/start`, { revision: second.experiment.revision });
    expect([refused.status, (await json(refused)).error]).toEqual([409, "Another experiment is running on this page: stop it first."]);

    // Visitors, and a lead from some of them.
    const byVariant = new Map<string, number>();
    for (let visitor = 0; visitor < 30; visitor += 1) {
      // Thirty browsers (one client without a cookie is one visitor a day).
      const visit = await fetch(`${h.url}/`, { headers: { "user-agent": CHROME.replace("Chrome/131.0.0.0", `Chrome/131.0.${visitor}.0`), "sec-fetch-dest": "document" } });
      const variant = (await visit.text()).includes(OUTCOME) ? "b" : "control";
      byVariant.set(variant, (byVariant.get(variant) ?? 0) + 1);
      if (visitor % 3 !== 0) continue;
      const cookie = /^vid=[^;]+/.exec(visit.headers.get("set-cookie")!)![0];
      const lead = await h.post({ name: `Visitor ${visitor}`, email: `visitor${visitor}@example.com`, company: "", phone: "", message: "Tell me more." }, { headers: { cookie } });
      expect(lead.status).toBe(201);
    }
    await h.experiments!.exposures.flush();
    const { results } = await json(await fetch(`${h.url}/admin/api/experiments/${id}`, { headers: editor.headers }));
    const [leads, demos] = results!.goals;
    expect(leads!.goal).toBe("lead");
    expect(leads!.variants.map(({ key, visitors }) => [key, visitors])).toEqual([["control", byVariant.get("control") ?? 0], ["b", byVariant.get("b") ?? 0]]);
    expect(leads!.variants.reduce((sum, variant) => sum + variant.conversions, 0)).toBe(10);
    expect(leads!.verdict).toMatchObject({ kind: "waiting" });
    expect(demos!.goal).toBe("demo");

    // Sales sees the same leads in the reports, by experiment and version.
    const sales = await adminClient(h, "sales@vendor.example", "sales");
    const report = await sales.get<{ byExperiment: Array<{ key: string; leads: number; booked: number }> }>("/reports");
    const names: Record<string, string> = { control: "The page as it is", b: "Outcome headline" };
    const expected = leads!.variants.filter((variant) => variant.conversions > 0).map((variant) => [`Home hero: ${names[variant.key]}`, variant.conversions]);
    expect(report.byExperiment.map(({ key, leads: count }) => [key, count]).sort()).toEqual(expected.sort());

    // The variant cannot go live over edits not yet published.
    const [home] = await h.pipeline.database.db.select().from(pages).where(eq(pages.path, "/"));
    await h.pipeline.database.db.update(pages).set({ pending: { ...home!.document, description: "An edit waiting for review." } }).where(eq(pages.id, home!.id));
    const blocked = await editor.post(`/experiments/${id}/stop`, { publish: "b" });
    expect([blocked.status, (await json(blocked)).error]).toEqual([
      409,
      `“${home!.document.title}” has edits not published yet: “Outcome headline” was tested against the page without them, and they would undo it once published. Stop without publishing, or publish or discard the edits and test again.`,
    ]);
    await h.pipeline.database.db.update(pages).set({ pending: null }).where(eq(pages.id, home!.id));

    const stopped = await json(await editor.post(`/experiments/${id}/stop`, { publish: "b" }));
    expect(stopped.experiment).toMatchObject({ status: "stopped", winner: "b" });
    const everyone = await fetch(`${h.url}/`, { headers: { "user-agent": CHROME } });
    expect([everyone.headers.get("cache-control"), everyone.headers.get("set-cookie")]).toEqual([CACHE_REVALIDATE, null]);
    expect(await everyone.text()).toContain(OUTCOME);
    const kept = await h.pipeline.database.db.select({ kind: pageRevisions.kind, actor: pageRevisions.actor }).from(pageRevisions).where(eq(pageRevisions.pageId, home!.id));
    expect(kept).toContainEqual({ kind: "experiment", actor: "editor@vendor.example" });
  });
});
