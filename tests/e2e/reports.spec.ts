/**
 * The marketing team's question, end to end: a campaign link brings a visitor who writes
 * and another who books a demo; in the admin app's Reports the campaign's source has the lead, the
 * booking-page visit and the booked demo.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { signedIn } from "./admin.ts";
import { expectNoHorizontalScroll, gotoReady, schedulerThatBooks, VIEWPORTS } from "./support.ts";

test("a campaign link's lead, booking-page visit and booked demo show under its source in Reports", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const source = `spring-${Date.now()}`;
  const campaign = `?utm_source=${source}&utm_medium=email&utm_campaign=launch`;

  // One visitor lands on a product page from the campaign email and writes from /contact.
  const writer = await (await browser.newContext()).newPage();
  await gotoReady(writer, `/seogenesis${campaign}`);
  await gotoReady(writer, "/contact");
  await writer.locator("#contact-name").fill("Noor Haddad");
  await writer.locator("#contact-email").fill(`${source}@prospect.example`);
  await writer.locator("#contact-message").fill("Your launch email convinced me: can we talk about SEO Genesis?");
  await writer.getByRole("button", { name: /send/i }).click();
  await writer.waitForURL("**/thank-you");

  // Another lands on the booking page from the same link and books.
  const booker = await (await browser.newContext()).newPage();
  await schedulerThatBooks(booker);
  await gotoReady(booker, `/booking${campaign}`);
  await expect(booker).toHaveURL(/\/booking-confirmation$/);

  await signedIn(page, `marketing-${Date.now()}@vendor.example`);
  await page.getByRole("link", { name: "Reports" }).click();
  await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();

  const bySource = page.getByRole("region", { name: "By source / medium" });
  await expect(bySource.getByRole("row", { name: new RegExp(`^${source} / email 1 `) })).toBeVisible();
  const booking = page.getByRole("region", { name: /Booking page: visits and booked demos/ });
  await expect(booking.getByRole("row", { name: `${source} / email 1 1 100%` })).toBeVisible();

  // The same figures by last touch, and as a table under the chart.
  await page.getByLabel("Last touch").check();
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/touch=last/);
  await expect(bySource.getByRole("row", { name: new RegExp(`^${source} / email 1 `) })).toBeVisible();
  await page.getByText("Leads per week by source / medium, as a table").click();
  await expect(page.getByRole("region", { name: "Leads per week by source / medium, as a table" })).toBeVisible();

  // With its charts and tables filled: axe-clean and within the screen on a phone and a desktop.
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `reports at ${viewport.width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
  }
});
