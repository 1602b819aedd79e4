/**
 * Issue 72's "Done means", walked once as the people it is for. A marketer uploads the benchmark PDF,
 * builds "Download the 2025 AI marketing benchmark" in the studio (name, work email, company size
 * and job title each mapped to a HubSpot property, a hidden utm_campaign, consent), offers the PDF
 * for an hour, gives the "1,000 or more" answer to the enterprise rep, publishes it and a new
 * landing page that shows it. A visitor without JavaScript and one with it each get a wrong email's
 * error beside the field, then the thank-you and a link that downloads the PDF (a tampered link is
 * refused). The enterprise rep finds the lead with its answers, consent and download; the webhook
 * carries the answers; the run's HubSpot (a fake in the documented shapes, tests/e2e/delivery-sinks.ts)
 * gets the mapped properties; the form's analytics count both visits; an experiment on the page,
 * judged by the form, counts its visitors and the lead for the version each saw. That the link
 * refuses once its hour is over, with a page in words, is gated-downloads.test.ts's: without moving
 * the server's clock, the journey runs beside the other tests.
 */
import { randomUUID } from "node:crypto";
import { devices, expect, test, type Browser, type Page } from "@playwright/test";
import { TESTED_PAGE_CACHE } from "#server/experiments/serving.ts";
import { signedIn } from "./admin.ts";
import { hubspotContactFor, webhookWhere } from "./sinks.ts";
import { addFormField, addFormSection } from "./studio.ts";
import { trackConsoleErrors } from "./support.ts";

const run = randomUUID().slice(0, 8);
const FORM = `Download the 2025 AI marketing benchmark ${run}`;
const PDF_TITLE = `The 2025 AI marketing benchmark ${run}`;
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");
const PATH = `/ai-benchmark-${run}`;
const ENTERPRISE = `enterprise-${run}@vendor.example`;
const HEADLINE = "Download the 2025 AI marketing benchmark";
/** Variant B's headline in the experiment. */
const FREE_HEADLINE = "The 2025 AI marketing benchmark, free";
const THANKS = "Your benchmark is ready";
const LINK = "Download the benchmark (PDF)";
const WRONG_EMAIL = "Please enter a valid email address";
/** The page asked for as a script does: no view of it is counted, nor does it take part in a test. */
const AS_A_SCRIPT = { "sec-fetch-dest": "empty" };
const visitors = { nojs: `nojs-${run}@acme.example`, js: `js-${run}@acme.example` };

/** The PDF into the media library, from the media screen. */
async function uploadReport(page: Page) {
  await page.goto("/admin/media");
  const files = page.getByRole("region", { name: "Files" });
  await files.getByLabel("Title", { exact: true }).fill(PDF_TITLE);
  await files.getByLabel("PDF file").setInputFiles({ name: "ai-marketing-benchmark-2025.pdf", mimeType: "application/pdf", buffer: PDF });
  await files.getByRole("button", { name: "Upload file" }).click();
  await expect(files.getByText("Uploaded ai-marketing-benchmark-2025.pdf.")).toBeVisible();
}

/** Builds the form from a new one (name, work email, consent) and publishes it; its id. */
async function buildForm(page: Page): Promise<number> {
  await page.getByRole("link", { name: "Forms", exact: true }).click();
  await page.getByRole("button", { name: "New form" }).click();
  await page.getByLabel("Name").fill(FORM);
  await page.getByRole("button", { name: "Create form" }).click();
  await page.getByRole("heading", { name: FORM, level: 1 }).waitFor();

  await addFormField(page, "Single choice");
  await page.getByLabel("Label", { exact: true }).fill("Company size");
  for (const [index, label] of ["1–49", "50–999"].entries()) await page.getByLabel(`Choice ${index + 1} label`).fill(label);
  await page.getByRole("button", { name: "Add a choice" }).click();
  await page.getByLabel("Choice 3 label").fill("1,000 or more");
  await expect(page.getByLabel("Choice 3 value")).toHaveValue("1000-or-more");
  await page.getByLabel("Required").check();
  // The HubSpot portal has a custom contact property for it, whose internal values are the choices' values.
  await page.getByText("CRM properties", { exact: true }).click();
  await page.getByLabel("HubSpot property").fill("company_size");

  await addFormField(page, "Short text");
  await page.getByLabel("Label", { exact: true }).fill("Job title");
  await page.getByText("CRM properties", { exact: true }).click();
  await page.getByLabel("HubSpot property").fill("jobtitle");
  // A new hidden field is the visit's utm_campaign.
  await addFormField(page, "Hidden");
  await expect(page.getByLabel("Parameter")).toHaveValue("utm_campaign");

  const after = page.getByRole("region", { name: "After sending" });
  await after.getByLabel("Heading").fill(THANKS);
  await after.getByRole("button", { name: "Offer a download" }).click();
  await after.getByLabel("File", { exact: true }).selectOption({ label: `${PDF_TITLE} (ai-marketing-benchmark-2025.pdf, 1 KB)` });
  await after.getByLabel("Link text").fill(LINK);
  await after.getByLabel("Link works for (hours)").fill("1");

  const routing = page.getByRole("region", { name: "Routing by answer" });
  await routing.getByRole("button", { name: "Add a rule" }).click();
  await routing.getByLabel("Name").fill("Enterprise");
  await routing.getByLabel("When this field").selectOption({ label: "Company size" });
  await routing.getByRole("group", { name: "Is one of" }).getByLabel("1,000 or more").check();
  await routing.getByRole("group", { name: "Give the lead to" }).getByLabel(ENTERPRISE).check();

  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Live: version 1")).toBeVisible();
  return Number(/\/admin\/forms\/(\d+)/.exec(page.url())![1]);
}

/** A new landing page whose Form section shows the form, published. */
async function publishLandingPage(page: Page) {
  await page.getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByRole("button", { name: "New page" }).click();
  await page.getByText("Blank page", { exact: true }).click();
  await page.getByLabel("Title", { exact: true }).fill(HEADLINE);
  await page.getByLabel("Address").fill(PATH);
  await page.getByRole("button", { name: "Create page" }).click();
  await page.getByRole("heading", { name: HEADLINE, level: 1 }).waitFor();
  await page.getByLabel("Description").fill("What 400 B2B marketing teams spend on AI, what it returns, and where it fails: the 2025 benchmark.");
  // The hero opens with the new page: what the template left to write is its lead.
  await page.getByLabel("Lead paragraph").fill("What 400 B2B marketing teams spend on AI, and what it returns.");
  await addFormSection(page, FORM);
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();
}

let browsers = 0;

/**
 * A person's browser of its own, with or without JavaScript. Before its cookie, a browser is known
 * by its address and user agent for the day: each gets a version no other browser of the run has.
 */
async function visitor(browser: Browser, javaScriptEnabled: boolean) {
  browsers += 1;
  const { viewport } = devices["Desktop Chrome"];
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${parseInt(run.slice(0, 4), 16)}.${browsers} Safari/537.36`;
  return browser.newContext({ userAgent, viewport, javaScriptEnabled });
}

async function fillAnswers(page: Page, email: string, size: string) {
  await page.getByLabel("Name").fill("Jane Smith");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Company size").selectOption({ label: size });
  await page.getByLabel("Job title").fill("Head of growth");
  await page.getByLabel(/^I agree/).check();
}

/** The thank-you's link downloads the PDF; the same link with another signature is refused. */
async function expectDownload(page: Page): Promise<void> {
  const link = page.getByRole("link", { name: LINK });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/downloads\/[^?]+\?.*sig=/);
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment/);
  expect((await download.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const tampered = href.replace(/sig=([^&])/, (_, first: string) => `sig=${first === "A" ? "B" : "A"}`);
  expect((await page.request.get(tampered)).status()).toBe(403);
}

test("a marketer's benchmark download, from the studio to visitors, the inbox, the CRM, the webhook, the analytics and an experiment", async ({ page, browser, request }) => {
  // About 30 s alone.
  test.setTimeout(90_000);
  // The enterprise rep: a sales account the routing rule can name.
  const rep = await (await browser.newContext()).newPage();
  await signedIn(rep, ENTERPRISE);
  await signedIn(page, `marketer-${run}@vendor.example`, "editor", "Posts");

  await uploadReport(page);
  const formId = await buildForm(page);
  await publishLandingPage(page);
  // Served within a second of publishing.
  await expect.poll(async () => (await request.get(PATH, { headers: AS_A_SCRIPT })).status(), { timeout: 10_000 }).toBe(200);

  await test.step("a visitor without JavaScript", async () => {
    const context = await visitor(browser, false);
    const nojs = await context.newPage();
    await nojs.goto(`${PATH}?utm_campaign=benchmark-2025`);
    // The browser lets "jane@acme" through (no dot needed); the server's rule does not.
    await fillAnswers(nojs, "jane@acme", "1,000 or more");
    await nojs.getByRole("button", { name: "Send" }).click();
    const email = nojs.getByLabel("Work email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(WRONG_EMAIL);
    await expect(nojs.getByLabel("Job title")).toHaveValue("Head of growth");
    await email.fill(visitors.nojs);
    await nojs.getByRole("button", { name: "Send" }).click();
    await expect(nojs.getByRole("heading", { name: THANKS })).toBeVisible();
    await expectDownload(nojs);
    await context.close();
  });

  await test.step("a visitor with JavaScript", async () => {
    const context = await visitor(browser, true);
    const js = await context.newPage();
    const errors = trackConsoleErrors(js);
    await js.goto(`${PATH}?utm_campaign=benchmark-2025`);
    await fillAnswers(js, "jane@acme", "50–999");
    // Leaving the field shows its error beside it, before anything is sent.
    await js.getByLabel("Job title").focus();
    const email = js.getByLabel("Work email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(WRONG_EMAIL);
    await email.fill(visitors.js);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await js.getByRole("button", { name: "Send" }).click();
    await expect(js.getByRole("heading", { name: THANKS })).toBeFocused();
    expect(new URL(js.url()).pathname).toBe(PATH);
    await expect(js.locator("form[data-form]")).toHaveCount(0);
    await expectDownload(js);
    expect(errors).toEqual([]);
    await context.close();
  });

  await test.step("the enterprise rep finds the lead", async () => {
    await rep.getByLabel("Search leads").fill(visitors.nojs);
    await rep.getByLabel("Search leads").press("Enter");
    await expect(rep).toHaveURL(/[?&]q=/);
    // The address changes before the list does: wait for the one lead the search finds.
    await expect(rep.getByRole("link", { name: /Jane Smith/ })).toHaveCount(1);
    await rep.getByRole("link", { name: /Jane Smith/ }).click();
    const answers = rep.getByRole("region", { name: `Form: ${FORM} (version 1)` });
    for (const answer of ["1,000 or more", "Head of growth", "benchmark-2025", /Consent given \(version \d{4}-\d\d\)/, LINK, /The link works until/])
      await expect(answers.getByText(answer)).toBeVisible();
    await expect(rep.getByText(`Owned by ${ENTERPRISE}.`)).toBeVisible();
    await expect(rep.getByText(`gave it to ${ENTERPRISE} by the rule “Enterprise”`)).toBeVisible();
    await rep.context().close();
  });

  await test.step("the webhook carries the answers", async () => {
    const hook = await webhookWhere((data) => data.email === visitors.js);
    expect(hook.data).toMatchObject({ form: { id: formId, name: FORM, version: 1 }, answers: { job_title: "Head of growth", company_size: "50-999", utm_campaign: "benchmark-2025" } });
  });

  await test.step("HubSpot gets the answers in the properties the form maps them to", async () => {
    expect(await hubspotContactFor(visitors.nojs)).toMatchObject({ firstname: "Jane", lastname: "Smith", jobtitle: "Head of growth", company_size: "1000-or-more" });
    expect(await hubspotContactFor(visitors.js)).toMatchObject({ jobtitle: "Head of growth", company_size: "50-999" });
  });

  await test.step("the form's analytics count both visits", async () => {
    await page.goto(`/admin/forms/${formId}/analytics`);
    const row = page.getByRole("region", { name: "By page" }).getByRole("row", { name: new RegExp(`^${PATH} `) });
    // Views are written every few seconds: read again until they are in.
    await expect(async () => {
      await page.reload();
      // As a screen reader reads the row (the figures' names shown on a phone are hidden from it).
      await expect(row).toHaveAccessibleName(new RegExp(`^${PATH} 2 1 2 100%`));
    }).toPass({ timeout: 20_000 });
  });

  await test.step("an experiment on the landing page is judged by the form", async () => {
    const goal = `Leads from “${FORM}”`;
    await page.goto("/admin/experiments");
    await page.getByRole("button", { name: "New experiment" }).click();
    await page.getByLabel("Name", { exact: true }).fill(`Benchmark page ${run}`);
    await page.getByLabel("Page to test").selectOption(PATH);
    await page.getByRole("button", { name: "Create draft" }).click();
    await page.getByRole("heading", { name: `Benchmark page ${run}`, level: 1 }).waitFor();
    await page.getByLabel("What counts as a conversion").selectOption({ label: goal });
    // Variant B's page is open: it tries another headline above the same form.
    await page.getByLabel("Title", { exact: true }).first().fill(FREE_HEADLINE);
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
    await page.reload();
    await expect(page.getByLabel("What counts as a conversion")).toHaveValue(`form:${formId}`);
    await page.getByRole("button", { name: "Start experiment…" }).click();
    await page.getByRole("dialog", { name: "Start this experiment?" }).getByRole("button", { name: "Start experiment" }).click();
    await expect(page.getByText("Running", { exact: true })).toBeVisible();
    // The server takes up the running test within a second: the page's headline then depends on the visitor.
    await expect.poll(async () => (await request.get(PATH, { headers: AS_A_SCRIPT })).headers()["cache-control"], { timeout: 10_000 }).toBe(TESTED_PAGE_CACHE);

    // Two new visitors: one only looks, the other sends the form; each sees the version the headline tells.
    const seen = { [HEADLINE]: { visitors: 0, conversions: 0 }, [FREE_HEADLINE]: { visitors: 0, conversions: 0 } };
    for (const sends of [false, true]) {
      const context = await visitor(browser, true);
      const person = await context.newPage();
      await person.goto(PATH);
      const headline = (await person.getByRole("heading", { level: 1 }).innerText()) as keyof typeof seen;
      expect(Object.keys(seen)).toContain(headline);
      seen[headline].visitors += 1;
      if (sends) {
        await fillAnswers(person, `experiment-${run}@acme.example`, "1–49");
        await person.getByRole("button", { name: "Send" }).click();
        await expect(person.getByRole("heading", { name: THANKS })).toBeFocused();
        seen[headline].conversions += 1;
      }
      await context.close();
    }

    // The report: each version's visitors and leads from the form, as they were seen.
    const report = page.getByRole("table", { name: goal });
    const expected = [
      ["The page as it is", seen[HEADLINE]],
      ["Variant B", seen[FREE_HEADLINE]],
    ] as const;
    await expect(async () => {
      await page.reload();
      for (const [name, { visitors: people, conversions }] of expected) {
        const row = report.getByRole("row", { name: new RegExp(`^${name}`) });
        await expect(row.getByRole("cell").nth(0), `${name}: visitors`).toHaveText(String(people), { timeout: 2_000 });
        await expect(row.getByRole("cell").nth(1), `${name}: conversions`).toHaveText(String(conversions), { timeout: 2_000 });
      }
    }).toPass({ timeout: 20_000 });
  });
});
