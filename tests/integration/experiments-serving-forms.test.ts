/**
 * A built form that only a variant of a page under test shows (ADR 042, ADR 049), on the real build
 * and a real PostgreSQL: a view of that variant counts a view of its form, its beacons are taken on
 * the page's path, and a post without JavaScript is answered by the variant its visitor was on.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignedVariant } from "#server/experiments/assignment.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { contactMessages, experiments, formStats, pages } from "#server/platform/db/schema.ts";
import { FORM_EVENTS_ENDPOINT } from "#shared/forms/analytics.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { benchmarkForm, publishForm } from "#tests/shared/benchmark-form.ts";
import { startHarness, type Harness } from "./harness.ts";

const HOME_TITLE = "Your marketing team, multiplied by AI";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("a form only a variant shows", () => {
  let h: Harness;
  let formId: number;
  let elsewhere: number;
  /** A form the published page shows and the variant does not. */
  let onPage: number;
  /** A visitor the experiment shows the variant with the form, and one it shows the page as published. */
  const visitors = { form: "", control: "" };
  const db = () => h.pipeline.database.db;

  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    formId = await publishForm(db(), benchmarkForm());
    // Published, but on no page and no variant.
    elsewhere = await publishForm(db(), benchmarkForm());
    onPage = await publishForm(db(), benchmarkForm());
    const [home] = await db().select({ id: pages.id, revision: pages.revision, document: pages.document }).from(pages).where(eq(pages.path, "/"));
    const document = home!.document as PageDocument;
    const withForm = { ...document, sections: [...document.sections, { type: "form", id: "get-report", form: formId }] } as PageDocument;
    const variants = [
      { key: "control", name: "The page as it is", weight: 50, document: null },
      { key: "form", name: "With the benchmark form", weight: 50, document: withForm },
    ];
    let experiment = 0;
    await db().transaction(async (tx) => {
      const published = { ...document, sections: [...document.sections, { type: "form", id: "get-report", form: onPage }] } as PageDocument;
      await tx.update(pages).set({ document: published }).where(eq(pages.id, home!.id));
      [{ id: experiment }] = (await tx
        .insert(experiments)
        .values({
          name: "Home form",
          pagePath: "/",
          pageId: home!.id,
          pageRevision: home!.revision,
          status: "running",
          variants,
          goal: `form:${formId}`,
          createdBy: "editor@vendor.example",
          startedAt: new Date(),
        })
        .returning({ id: experiments.id })) as [{ id: number }];
      await nextGeneration(tx);
    });
    await h.content!.refresh();
    while (!visitors.form || !visitors.control) {
      const id = randomUUID().replaceAll("-", "").slice(0, 22);
      visitors[assignedVariant(String(experiment), id, variants).key as keyof typeof visitors] ||= id;
    }
  });
  afterAll(() => h?.close());

  const visit = (visitor: string) => fetch(`${h.url}/`, { headers: { "user-agent": CHROME, "sec-fetch-dest": "document", cookie: `vid=${visitor}` } });
  const beacon = (body: unknown) =>
    fetch(`${h.url}${FORM_EVENTS_ENDPOINT}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: h.url, "sec-fetch-site": "same-origin", "user-agent": CHROME },
      body: JSON.stringify(body),
    });
  const counted = async () => {
    await h.experiments!.forms.flush();
    const rows = await db().select().from(formStats).where(eq(formStats.formId, formId));
    return { views: rows.reduce((sum, row) => sum + row.views, 0), starts: rows.reduce((sum, row) => sum + row.starts, 0) };
  };

  it("counts a view of the form for each view of the variant that shows it, and none for the page as published", async () => {
    const before = await counted();
    for (const visitor of [visitors.form, visitors.form, visitors.control]) {
      const page = await visit(visitor);
      expect(page.status).toBe(200);
      expect((await page.text()).includes(`action="/api/forms/${formId}"`), visitor).toBe(visitor === visitors.form);
    }
    expect((await counted()).views - before.views).toBe(2);
  });

  it("takes the variant's form's starts and stops on the page's path; refuses a form neither shows", async () => {
    const before = await counted();
    expect((await beacon({ form: formId, event: "start", path: "/" })).status).toBe(204);
    expect((await beacon({ form: formId, event: "stop", path: "/", field: "email" })).status).toBe(204);
    expect((await beacon({ form: elsewhere, event: "start", path: "/" })).status).toBe(422);
    expect((await beacon({ form: formId, event: "start", path: "/pricing" })).status).toBe(422);
    expect((await counted()).starts - before.starts).toBe(1);
  });

  it("answers a post without JavaScript with the variant its visitor was on: the thank-you, or the form again with its errors", async () => {
    const post = (fields: string, form = formId) =>
      fetch(`${h.url}/api/forms/${form}`, {
        method: "POST",
        // A browser's form post: a navigation of the page, with the visitor's cookie.
        headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": CHROME, "sec-fetch-dest": "document", cookie: `vid=${visitors.form}`, referer: `${h.url}/`, origin: h.url },
        body: `${fields}&page=%2F`,
        redirect: "manual",
      });
    const thanked = await post("name=Nina&email=nina%40variant.example&company_size=1-50&consent=on");
    expect(thanked.status).toBe(200);
    const thanks = await thanked.text();
    expect(thanks).toContain(HOME_TITLE);
    expect(thanks).toContain("Your benchmark is ready");
    // Drawn at the page's own address: the index route's marker does not show.
    expect(thanks).not.toContain("?index");
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, "nina@variant.example"))).toHaveLength(1);

    const refused = await post("name=Nina&email=nina%40&company_size=1-50&consent=on");
    expect(refused.status).toBe(422);
    const again = await refused.text();
    expect(again).toContain(HOME_TITLE);
    expect(again).toContain("Please enter a valid email address");
    expect(again).toContain('value="Nina"');

    // A form the published page shows and the variant does not (seen before the test, say): the published page answers.
    const fromPage = await post("name=Nina&email=nina%40page.example&company_size=1-50&consent=on", onPage);
    expect(fromPage.status).toBe(200);
    expect(await fromPage.text()).toContain(HOME_TITLE);
  });
});
