/**
 * Attribution end to end: a visitor arrives from a campaign on a product page, goes to
 * /contact and writes; the lead sales receive (stored, emailed, webhooked) says where it came from.
 * Without JavaScript the server records what it saw: the sending page and the campaign it carried.
 */
import { expect, test, type Page } from "@playwright/test";
import { mailFor, webhookWhere } from "./sinks.ts";
import { leadsCli } from "./admin.ts";
import { ATTRIBUTION_STORAGE_KEY } from "#shared/attribution-keys.ts";

function storedLead(id: string) {
  const printed = leadsCli("show", id);
  return (JSON.parse(printed) as { message: { sourcePage: string; attribution: Record<string, unknown> } }).message;
}

async function writeToSales(page: Page, email: string) {
  await page.locator("#contact-name").fill("Mara Okafor");
  await page.locator("#contact-email").fill(email);
  await page.locator("#contact-message").fill("We saw your AI SDR campaign and would like a demo.");
  await page.getByRole("button", { name: /send/i }).click();
  await page.waitForURL("**/thank-you");
}

/** The lead's id, from the webhook the site sent for this visitor's address. */
const leadIdFor = async (email: string) => (await webhookWhere((data) => data.email === email)).data.id;

test("a campaign visit that lands on a product page and writes from /contact carries its source everywhere", async ({ page }) => {
  const email = `mara-${Date.now()}@prospect.example`;
  await page.goto("/aisdr?utm_source=LinkedIn&utm_medium=paid-social&utm_campaign=q4-sdr&li_fat_id=abc123", { referer: "https://www.linkedin.com/feed/" });
  // On through the site, as a visitor would: the pricing page, then Contact.
  await page.goto("/pricing");
  await page.goto("/contact");
  await writeToSales(page, email);

  const id = await leadIdFor(email);
  const expected = {
    first: { source: "linkedin", medium: "paid-social", campaign: "q4-sdr", landingPage: "/aisdr", referrer: "https://www.linkedin.com/feed/", clickIds: { li_fat_id: "abc123" } },
    last: { source: "linkedin", landingPage: "/aisdr" },
    capturedBy: "browser",
  };
  expect(storedLead(id)).toMatchObject({ sourcePage: "/contact", attribution: expected });
  expect(await webhookWhere((data) => data.id === id)).toMatchObject({ version: 3, data: { attribution: expected } });
  const mail = await mailFor(id);
  expect(mail.text).toContain("First and last touch: linkedin / paid-social · campaign q4-sdr · landing page /aisdr · referrer https://www.linkedin.com/feed/");
  expect(mail.text).toMatch(/First visit to message: \d+ s/);
});

test("a later visit through another campaign in the same tab becomes the last touch", async ({ page }) => {
  const email = `lee-${Date.now()}@prospect.example`;
  await page.goto("/blog", { referer: "https://www.google.com/" });
  await page.goto("/contentos?utm_source=newsletter&utm_medium=email&utm_campaign=november");
  await page.goto("/contact");
  await writeToSales(page, email);
  const id = await leadIdFor(email);
  expect(storedLead(id).attribution).toMatchObject({
    first: { source: "google", medium: "organic", landingPage: "/blog", campaign: null },
    last: { source: "newsletter", medium: "email", campaign: "november", landingPage: "/contentos" },
  });
});

test("without JavaScript the lead records the page it was sent from and that page's campaign", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `nojs-${Date.now()}@prospect.example`;
  await page.goto("/contact?utm_source=Partner-Site&utm_medium=referral&utm_campaign=co-webinar");
  await writeToSales(page, email);
  const id = await leadIdFor(email);
  expect(storedLead(id)).toMatchObject({
    sourcePage: "/contact",
    attribution: { capturedBy: "server", first: { source: "partner-site", medium: "referral", campaign: "co-webinar", landingPage: "/contact", at: null } },
  });
  expect((await mailFor(id)).text).toContain("Only the page the form was sent from is known");
  await context.close();
});

test("the landing page writes its record at the visitor's first press, not while it loads, and its form sends it at once", async ({ page }) => {
  const email = `ada-${Date.now()}@prospect.example`;
  await page.goto("/contact?utm_source=Podcast&utm_medium=audio&utm_campaign=ep12", { referer: "https://podcasts.example/show/12" });
  await page.waitForLoadState("load");
  // Loading the page touched no storage (ADR 022): nothing is recorded yet.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), ATTRIBUTION_STORAGE_KEY)).toBeNull();
  await page.locator("#contact-name").click();
  expect(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), ATTRIBUTION_STORAGE_KEY))!)).toMatchObject({ first: { page: "/contact", referrer: "https://podcasts.example/show/12" } });
  await writeToSales(page, email);
  expect(storedLead(await leadIdFor(email)).attribution).toMatchObject({
    first: { source: "podcast", medium: "audio", campaign: "ep12", landingPage: "/contact" },
    capturedBy: "browser",
  });
});
