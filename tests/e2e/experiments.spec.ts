/**
 * An experiment as the marketing team runs one (ADR 042): an editor drafts a test of the home
 * page's hero (trying another page's sections first, then a new headline in variant B) and starts it; two fresh browsers get different
 * variants and keep them on reload; a lead from each counts for its variant; a crawler gets the
 * page as published; the report shows both and calls no winner yet; stopping it publishes B.
 * Runs last (playwright.config.ts): while it runs, the home page is not the same for everyone.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { sendContactForm, signedIn } from "./admin.ts";
import { expectNoHorizontalScroll, gotoReady } from "./support.ts";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const OUTCOME = `Book twice the demos ${Date.now()}`;
const NOT_THE_PREVIEW = { exclude: "iframe" };

const headlineOf = (page: Page) => page.getByRole("heading", { level: 1 }).innerText();

let browsers = 0;

/** A fresh browser's first view of the home page: its context and the headline it got. */
async function freshVisitor(browser: Browser) {
  // Each a browser of its own: before its cookie, a client is known by its address and user agent for the day.
  browsers += 1;
  const context = await browser.newContext({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${browsers}.0 Safari/537.36` });
  const page = await context.newPage();
  await gotoReady(page, "/");
  return { context, page, headline: await headlineOf(page) };
}

test("an editor tests the home hero: each visitor keeps a variant, leads count for it, the winner goes live", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await gotoReady(page, "/");
  const control = await headlineOf(page);
  await signedIn(page, "experiments-editor@vendor.example", "editor", "Posts");

  await page.goto("/admin/experiments");
  await page.getByRole("heading", { name: "Experiments", level: 1 }).waitFor();
  await page.getByRole("button", { name: "New experiment" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Home hero: outcome headline");
  await page.getByLabel("Page to test").selectOption("/");
  await page.getByRole("button", { name: "Create draft" }).click();
  await page.getByRole("heading", { name: "Home hero: outcome headline", level: 1 }).waitFor();

  // A variant can be another page's sections (shown under this page's address), or this page's again.
  const previewHeadline = page.frameLocator("iframe[title^='The page as it will look']").getByRole("heading", { level: 1 });
  await page.getByLabel("Sections of Variant B from").selectOption("/aisdr");
  await expect(previewHeadline).toHaveText(/^Outbound/, { timeout: 5_000 });
  await page.getByLabel("Sections of Variant B from").selectOption("");
  await expect(previewHeadline).toHaveText(control, { timeout: 5_000 });
  // Variant B's page is open: its hero gets the new headline, and the preview follows.
  await page.getByLabel("Title", { exact: true }).first().fill(OUTCOME);
  await expect(previewHeadline).toHaveText(OUTCOME, { timeout: 5_000 });
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, NOT_THE_PREVIEW), `the experiment at ${width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
  }
  await page.getByRole("button", { name: "Start experiment" }).click();
  await expect(page.getByText("Running", { exact: true })).toBeVisible();

  // Fresh browsers until one got each variant; each keeps its own on reload.
  const visitors = new Map<string, Awaited<ReturnType<typeof freshVisitor>>>();
  for (let tries = 0; tries < 20 && visitors.size < 2; tries++) {
    const visitor = await freshVisitor(browser);
    if (visitors.has(visitor.headline)) await visitor.context.close();
    else visitors.set(visitor.headline, visitor);
  }
  expect([...visitors.keys()].sort()).toEqual([OUTCOME, control].sort());
  for (const [headline, visitor] of visitors) {
    for (let reload = 0; reload < 2; reload++) {
      await visitor.page.reload();
      expect(await headlineOf(visitor.page)).toBe(headline);
    }
    await sendContactForm(visitor.page, { name: "Avery Quinn", email: `experiment-${headline === OUTCOME ? "b" : "control"}-${Date.now()}@example.com`, message: "Show me the stack." });
  }

  // A crawler gets the page as published.
  const crawled = await request.get("/", { headers: { "user-agent": GOOGLEBOT } });
  expect(await crawled.text()).toContain(control);

  // Both variants in the report, one lead each, and no verdict before the minimum.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  const leads = page.getByRole("table", { name: "Contact leads" });
  await expect(leads.getByRole("row", { name: /The page as it is/ }).getByRole("cell").nth(1)).toHaveText("1");
  await expect(leads.getByRole("row", { name: /Variant B/ }).getByRole("cell").nth(1)).toHaveText("1");
  await expect(page.getByTestId("verdict")).toHaveText(/^Too early to call/);

  // Stopping it publishes variant B for everyone.
  await page.getByRole("button", { name: "Stop experiment…" }).click();
  const dialog = page.getByRole("dialog", { name: "Stop this experiment" });
  await dialog.getByLabel("Publish “Variant B” as the page").check();
  await dialog.getByRole("button", { name: "Stop experiment" }).click();
  await expect(page.getByText("Stopped", { exact: true })).toBeVisible();
  const after = await freshVisitor(browser);
  expect(after.headline).toBe(OUTCOME);
  for (const visitor of [...visitors.values(), after]) await visitor.context.close();
});
