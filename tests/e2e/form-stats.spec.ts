/**
 * A built form's analytics as the marketing team reads them (issue 72): the funnel in total, per page
 * and where people stop, from counts and leads already in the running server's database.
 */
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openDatabase } from "#server/platform/db/database.ts";
import { forms, formStats, formStops, formVersions } from "#server/platform/db/schema.ts";
import { ContactStore } from "#server/sales/contact/store.ts";
import { axeViolations } from "#tests/shared/axe.ts";
import { benchmarkForm as benchmark } from "#tests/shared/forms.ts";
import { signedIn } from "./admin.ts";
import { currentSite } from "./e2e-server.ts";
import { expectNothingScrollsSideways, VIEWPORTS } from "./support.ts";

/** A published form with two pages' counts of today and one lead from the first page. */
async function formWithCounts(): Promise<number> {
  const { db, close } = await openDatabase({ dataDir: currentSite().dataDir, migrationsFolder: path.resolve("drizzle"), shareRunningServer: true, poolSize: 2 });
  try {
    const [form] = await db.insert(forms).values({ document: benchmark, status: "published", version: 1 }).returning({ id: forms.id });
    const formId = form!.id;
    await db.insert(formVersions).values({ formId, version: 1, document: benchmark });
    const day = new Date().toISOString().slice(0, 10);
    await db.insert(formStats).values([
      { formId, path: "/ai-marketing-benchmark-2025", day, views: 120, starts: 48 },
      { formId, path: "/resources/a-very-long-landing-page-address-for-the-benchmark-campaign", day, views: 30, starts: 6 },
    ]);
    await db.insert(formStops).values([
      { formId, path: "/ai-marketing-benchmark-2025", day, field: "company_size", stops: 14 },
      { formId, path: "/ai-marketing-benchmark-2025", day, field: "email", stops: 5 },
      { formId, path: "/ai-marketing-benchmark-2025", day, field: "job_title", stops: 2 },
    ]);
    const lead = await new ContactStore(db).store({
      message: { name: "Noor Haddad", email: `noor-${Date.now()}@prospect.example`, company: "Acme", phone: "", message: "" },
      channels: [],
      sourcePage: "/ai-marketing-benchmark-2025",
      form: { id: formId, version: 1, answers: { name: "Noor Haddad" }, consent: [] },
    });
    expect(lead.status).toBe("created");
    return formId;
  } finally {
    await close();
  }
}

test("a form's views, starts, submissions, rates and where people stop, readable on a phone and a desktop", async ({ page }) => {
  const formId = await formWithCounts();
  await signedIn(page, `forms-writer-${Date.now()}@vendor.example`, "writer", "Posts");
  await page.goto(`/admin/forms/${formId}/analytics`);
  await page.getByRole("heading", { name: `${benchmark.name}: analytics`, level: 1 }).waitFor();

  const totals = page.getByRole("region", { name: "In total" });
  await expect(totals.getByText("150", { exact: true })).toBeVisible();
  await expect(totals.getByText("54", { exact: true })).toBeVisible();
  await expect(totals.getByText("0.7%", { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "By page" })
      .getByRole("table")
      .getByRole("row", { name: /^\/ai-marketing-benchmark-2025 120 48 1 0\.8% 40%$/ }),
  ).toBeVisible();
  // Where people stop, in the form's order and words.
  await expect(page.getByRole("region", { name: "Where people stop" }).getByRole("table").getByRole("rowheader")).toHaveText(["Work email", "Company size", "Job title"]);

  await page.getByLabel("Period").selectOption("7");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/days=7/);

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `form analytics at ${viewport.width}`).toEqual([]);
    // The tables too: on a phone each page's figures stack under its address, each named, in a row screen readers still read as one.
    await expectNothingScrollsSideways(page);
    const row = page.getByRole("region", { name: "By page" }).getByRole("row", { name: /^\/ai-marketing-benchmark-2025 120 48 1 0\.8% 40%$/ });
    await expect(row.getByText("Conversion rate", { exact: true })).toBeVisible({ visible: viewport === VIEWPORTS.phone });
    if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/form-analytics-${viewport.width}.png`, fullPage: true });
  }
});

test("an experiment can be judged by a form sent: the goal picker lists the live forms, and the plan names the goal", async ({ page }) => {
  test.setTimeout(120_000);
  const formId = await formWithCounts();
  const goal = `Leads from “${benchmark.name}”`;
  await signedIn(page, `forms-editor-${Date.now()}@vendor.example`, "editor", "Posts");
  await page.goto("/admin/experiments");
  await page.getByRole("button", { name: "New experiment" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Pricing: judged by the benchmark form");
  await page.getByLabel("Page to test").selectOption("/pricing");
  await page.getByRole("button", { name: "Create draft" }).click();
  await page.getByRole("heading", { name: "Pricing: judged by the benchmark form", level: 1 }).waitFor();

  await page.getByLabel("What counts as a conversion").selectOption(`form:${formId}`);
  const ownFigures = page.getByLabel("Use my own figures");
  if (await ownFigures.isVisible()) await ownFigures.check();
  await expect(page.getByLabel(`${goal}: share of visitors (%)`)).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByLabel("What counts as a conversion")).toHaveValue(`form:${formId}`);

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    // The page preview's frame is the page's own, checked with the site's pages.
    expect(await axeViolations(page, { exclude: "iframe" }), `experiment with a form goal at ${viewport.width}`).toEqual([]);
    if (process.env.SCREENSHOTS_DIR) await page.getByRole("region", { name: "Setup" }).screenshot({ path: `${process.env.SCREENSHOTS_DIR}/experiment-form-goal-${viewport.width}.png` });
  }
});
