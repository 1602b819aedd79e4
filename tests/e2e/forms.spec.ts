/**
 * A campaign's landing page with a built form ("Download the 2025 AI marketing benchmark"), as
 * visitors meet it: with JavaScript the answers are checked as they go and the thank-you shows in
 * place; without it the server answers the plain post with the page, each error beside its field
 * and every value kept, then the thank-you. The form and its page are published straight into the
 * store (the studio's own tests build them through its screens).
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { contactMessages } from "#server/platform/db/schema.ts";
import { axeViolations } from "#tests/shared/axe.ts";
import { benchmarkForm, CONSENT_TEXT, publishForm, publishFormPage } from "#tests/shared/benchmark-form.ts";
import { e2eDatabase } from "./admin.ts";
import { expectNoHorizontalScroll, VIEWPORTS } from "./support.ts";

// Each run of the hook publishes its own page: workers, and one worker given the file's tests in two groups, never share an address.
let path: string;
let formId: number;

test.beforeAll(async ({ request }) => {
  path = `/benchmark-${randomUUID().slice(0, 8)}`;
  const db = await e2eDatabase();
  formId = await publishForm(db, benchmarkForm());
  await publishFormPage(db, path, formId);
  // Every process serves a publish within a second (LISTEN, and a poll behind it).
  await expect.poll(async () => (await request.get(path)).status(), { timeout: 10_000 }).toBe(200);
});

const form = (page: Page) => page.locator("#get-report");

async function fillAnswers(page: Page, email: string) {
  await page.getByLabel("Name").fill("Jane Smith");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Company size").selectOption("501+");
  await page.getByLabel("Job title").fill("Head of growth");
  await page.getByRole("group", { name: "Topics you care about" }).getByLabel("Search").check();
  await page.getByLabel(CONSENT_TEXT).check();
}

async function storedAnswers(email: string) {
  const db = await e2eDatabase();
  const [row] = await db
    .select({ answers: contactMessages.answers, consent: contactMessages.consent })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, email), eq(contactMessages.formId, formId)));
  return row;
}

test("with JavaScript: a wrong email is shown beside its field as the visitor leaves it, and the thank-you replaces the form", async ({ page }) => {
  const email = `js-${Date.now()}@acme.example`;
  await page.goto(`${path}?utm_campaign=spring-e2e`);
  await fillAnswers(page, "jane@acme");
  await page.getByLabel("Job title").focus();
  const emailField = page.getByLabel("Work email");
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expect(emailField).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(page.locator("#get-report-email-error")).toHaveText("Please enter a valid email address");
  expect(await axeViolations(page)).toEqual([]);

  await emailField.fill(email);
  await expect(page.locator("#get-report-email-error")).toHaveText("");
  await page.getByRole("button", { name: "Get the benchmark" }).click();
  const thanks = page.getByRole("heading", { name: "Your benchmark is ready" });
  await expect(thanks).toBeFocused();
  await expect(form(page).getByText("Thank you! Download it below; the link works for three days.")).toBeVisible();
  await expect(form(page).locator("form")).toHaveCount(0);
  expect(page.url()).toContain(path);
  expect(await axeViolations(page)).toEqual([]);
  expect(await storedAnswers(email)).toEqual({
    answers: { name: "Jane Smith", email, company_size: "501+", job_title: "Head of growth", interests: ["seo"], consent: true, utm_campaign: "spring-e2e", landing: path },
    consent: [{ key: "consent", text: CONSENT_TEXT, version: "2026-12" }],
  });
});

test("without JavaScript: the server shows the wrong email's error beside its field with every value kept, then the thank-you", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `nojs-${Date.now()}@acme.example`;
  try {
    await page.goto(`${path}?utm_campaign=no-script`);
    // The browser takes "jane@acme" (its own check lets a domain without a dot through); the server's rule does not.
    await fillAnswers(page, "jane@acme");
    await page.getByRole("button", { name: "Get the benchmark" }).click();
    const emailField = page.getByLabel("Work email");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(page.getByRole("alert")).toContainText("Please enter a valid email address");
    await expect(page.getByLabel("Name")).toHaveValue("Jane Smith");
    await expect(page.getByLabel("Company size")).toHaveValue("501+");
    await expect(page.getByLabel(CONSENT_TEXT)).toBeChecked();

    await emailField.fill(email);
    await page.getByRole("button", { name: "Get the benchmark" }).click();
    await expect(page.getByRole("heading", { name: "Your benchmark is ready" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Download the 2025 AI marketing benchmark", level: 1 })).toBeVisible();
    // The page it was sent from (its query) filled the hidden field.
    expect((await storedAnswers(email))?.answers).toMatchObject({ email, utm_campaign: "no-script", interests: ["seo"] });
  } finally {
    await context.close();
  }
});

test("the server's answers to a plain post pass axe: the form with its errors, then the thank-you", async ({ page }) => {
  await page.goto(path);
  await fillAnswers(page, "jane@acme");
  // submit() skips the script's handler: the browser posts the form as it does without JavaScript, and axe can still run on the answer.
  await page.locator("form[data-form]").evaluate((element) => (element as HTMLFormElement).submit());
  await expect(page.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Work email").fill(`axe-${Date.now()}@acme.example`);
  await page.locator("form[data-form]").evaluate((element) => (element as HTMLFormElement).submit());
  await expect(page.getByRole("heading", { name: "Your benchmark is ready" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the form fits a phone and a desktop, light and dark, with nothing to scroll sideways", async ({ page }) => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await form(page).scrollIntoViewIfNeeded();
      await expectNoHorizontalScroll(page);
      expect(await axeViolations(page), `${viewport.width}px ${colorScheme}`).toEqual([]);
    }
  }
});

test("a form with a download and a thank-you page gives the link first, then the way on, with and without JavaScript", async ({ browser }) => {
  const db = await e2eDatabase();
  const toPage = `/benchmark-${randomUUID().slice(0, 8)}`;
  await publishFormPage(db, toPage, await publishForm(db, { ...benchmarkForm(), thankYou: { kind: "page", path: "/thank-you" } }));
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    try {
      await expect.poll(async () => (await page.goto(toPage))?.status(), { timeout: 10_000 }).toBe(200);
      await fillAnswers(page, `next-${javaScriptEnabled ? "js" : "nojs"}-${randomUUID()}@acme.example`);
      await page.getByRole("button", { name: "Get the benchmark" }).click();
      await expect(page.getByRole("heading", { name: "Your download is ready" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Download the benchmark (PDF)" })).toHaveAttribute("href", /^\/downloads\/benchmark-2025\?lead=[^&]+&expires=\d+&sig=[\w-]{43}$/);
      expect(page.url()).not.toContain("sig=");
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        await page.setViewportSize(viewport);
        await expectNoHorizontalScroll(page);
      }
      // axe runs in the page: only where scripts do (the plain post's answer is the same markup).
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/thank-you$/);
    } finally {
      await context.close();
    }
  }
});
