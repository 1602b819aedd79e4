import { expect, test, type Page } from "@playwright/test";
import { site } from "#shared/content/site.ts";
import { gotoReady, trackConsoleErrors } from "./support.ts";
import { sendContactForm } from "./admin.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { CONVERSIONS_ENDPOINT } from "#shared/conversions.ts";

const schedulerOrigin = new URL(site.scheduling.url).origin;
const legalOrigin = new URL(site.legal.scriptUrl).origin;

/** A local stand-in for the scheduling provider: it reports that it loaded, then optionally a booking. */
async function standInScheduler(page: Page, { book }: { book: boolean }) {
  await page.route(`${schedulerOrigin}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Scheduler</title><h1>Pick a time</h1><script>
        parent.postMessage({ event: "calendly.event_type_viewed", payload: {} }, "*");
        ${book ? 'setTimeout(() => parent.postMessage({ event: "calendly.event_scheduled", payload: { event: { uri: "x" } } }, "*"), 300);' : ""}
      </script>`,
    }),
  );
}

/** A stand-in for the legal-policy loader: counts its runs and renders into the placeholder. */
async function standInLegalLoader(page: Page, { render }: { render: boolean }) {
  await page.route(`${legalOrigin}/**`, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.__legalLoads = (window.__legalLoads || 0) + 1;
        ${render ? 'document.querySelectorAll("[name=termly-embed]").forEach((el) => { const p = document.createElement("p"); p.textContent = "Hosted policy document"; el.appendChild(p); });' : ""}`,
    }),
  );
}

test("the scheduler frame is sandboxed, 800 px tall, lazy, titled and sends no referrer, in the HTML itself", async ({ page, request }) => {
  const html = await (await request.get("/booking")).text();
  const frame = /<iframe[^>]*>/.exec(html)?.[0] ?? "";
  expect(frame).toContain('sandbox="allow-scripts allow-forms allow-same-origin allow-popups"');
  expect(frame.toLowerCase()).toContain('referrerpolicy="no-referrer"');
  expect(frame).toContain('loading="lazy"');
  expect(frame).toContain('height="800"');
  expect(frame).toMatch(/title="[^"]+"/);
  const src = new URL(/src="([^"]+)"/.exec(frame)![1]!.replace(/&amp;/g, "&"));
  expect(src.origin).toBe(schedulerOrigin);
  expect(src.searchParams.get("embed_domain")).toBe(new URL(SITE_URL).host);
  expect(src.searchParams.get("embed_type")).toBe("Inline");

  await standInScheduler(page, { book: false });
  await gotoReady(page, "/booking");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Your Consultation");
  const box = await page.locator("iframe").boundingBox();
  expect(Math.round(box!.height)).toBe(800);
  await expect(page.locator("[data-state]").filter({ has: page.locator("iframe") })).toHaveAttribute("data-state", "ready");
});

test("after the contact form, the scheduler opens with the visitor's name, email and campaign", async ({ page }) => {
  await standInScheduler(page, { book: false });
  await gotoReady(page, "/contact?utm_source=newsletter&utm_medium=email&utm_campaign=winter");
  await sendContactForm(page, { name: "Grace Hopper", email: `grace-${Date.now()}@navy.example`, message: "A demo for our team, please." }, { open: false });
  await gotoReady(page, "/booking");
  await expect.poll(async () => Object.fromEntries(new URL(await page.locator("[data-scheduler] iframe").getAttribute("src") ?? "https://x/").searchParams)).toMatchObject({
    name: "Grace Hopper",
    email: expect.stringMatching(/^grace-\d+@navy\.example$/),
    utm_source: "newsletter",
    utm_campaign: "winter",
    embed_type: "Inline",
  });
});

test("a booking reported by the scheduler's origin leads to the confirmation page", async ({ page }) => {
  await standInScheduler(page, { book: true });
  await gotoReady(page, "/booking");
  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("YOUR CALL IS CONFIRMED!");
  await expect(page.getByText("Check your email for calendar details")).toBeVisible();
});

test("the same message from any other origin is ignored", async ({ page }) => {
  await standInScheduler(page, { book: false });
  await gotoReady(page, "/booking");
  const documents: string[] = [];
  page.on("request", (request) => {
    // The page's own navigations only: the scheduler's lazy frame may still be loading its document.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  // The page's own listener was added first, so it has run when this one hears the message; a
  // navigation it started would be under way two frames later.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        addEventListener("message", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true });
        window.postMessage({ event: "calendly.event_scheduled", payload: {} }, "*");
      }),
  );
  expect(documents).toEqual([]);
  await expect(page).toHaveURL(/\/booking$/);
});

test("when the scheduler cannot be reached, a fallback offers the direct link and the contact page", async ({ page }) => {
  await page.route(`${schedulerOrigin}/**`, (route) => route.abort("internetdisconnected"));
  await gotoReady(page, "/booking");
  const container = page.locator("[data-state]").filter({ has: page.locator("iframe") });
  await expect(container).toHaveAttribute("data-state", "loading");
  const box = await container.boundingBox();
  expect(Math.round(box!.height)).toBe(800);
  const alert = page.getByRole("alert").filter({ hasText: "The scheduler could not be loaded" });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert.getByRole("link", { name: "Open the scheduler" })).toHaveAttribute("href", site.scheduling.url);
  await alert.getByRole("link", { name: "Contact us instead" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the legal loader is present only while a legal page is shown, and runs on every visit", async ({ page }) => {
  await standInLegalLoader(page, { render: false });
  const loader = page.locator(`script[src="${site.legal.scriptUrl}"]`);
  const loads = () => page.evaluate(() => (window as unknown as { __legalLoads?: number }).__legalLoads ?? 0);
  await gotoReady(page, "/privacy");
  await expect(loader).toHaveCount(1);
  await expect.poll(loads).toBe(1);

  // Each step opens the next page by address: a footer click may activate a speculatively loaded
  // page, which headless Chromium under load sometimes never reports to Playwright.
  // 1: leave to a product page: no loader there.
  await gotoReady(page, "/contentos");
  await expect(loader).toHaveCount(0);
  expect(await loads()).toBe(0);
  // 2: to the terms page: the loader runs again.
  await gotoReady(page, "/terms");
  await expect(loader).toHaveCount(1);
  await expect.poll(loads).toBe(1);
  // 3: straight to privacy, then back in history: each legal page keeps its one loader.
  await gotoReady(page, "/privacy");
  await expect(loader).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(loader).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/contentos$/);
  await expect(loader).toHaveCount(0);
});

test("offline, the baseline policy text is shown; once the hosted document renders it takes over", async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await page.route(`${legalOrigin}/**`, (route) => route.abort("internetdisconnected"));
  await gotoReady(page, "/privacy");
  const baseline = page.locator("[data-legal-baseline]");
  await expect(baseline).toBeVisible();
  await expect(baseline).toContainText("contact form");
  await expect(baseline).toContainText(site.email);
  await expect(page.getByRole("link", { name: /View the hosted version/ })).toHaveAttribute("href", site.legal.privacyPolicyUrl);
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e))).toEqual([]);

  await page.unroute(`${legalOrigin}/**`);
  await standInLegalLoader(page, { render: true });
  await gotoReady(page, "/terms");
  await expect(page.getByText("Hosted policy document")).toBeVisible();
  await expect(page.locator("[data-legal-baseline]")).toHaveCount(0);
});

test("the booking page counts a visit once per tab and a booked demo, each with the visit's source", async ({ page }) => {
  const beacons: { kind: string; attribution: { first: { page: string; params: Record<string, string> } } | null }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === CONVERSIONS_ENDPOINT) beacons.push(request.postDataJSON());
  });
  await standInScheduler(page, { book: false });
  // Landing on /booking from a campaign, with nothing recorded yet in the tab (ADR 022).
  await gotoReady(page, "/booking?utm_source=newsletter&utm_medium=email");
  await expect.poll(() => beacons.length).toBe(1);
  expect(beacons[0]).toMatchObject({ kind: "booking_visit", attribution: { first: { page: "/booking", params: { utm_source: "newsletter", utm_medium: "email" } } } });
  // A reload is the same visit.
  await page.reload();
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(beacons.map((beacon) => beacon.kind)).toEqual(["booking_visit"]);

  // A booking then, in the same tab: counted with the same first touch.
  await page.unrouteAll();
  await standInScheduler(page, { book: true });
  await page.reload();
  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect.poll(() => beacons.map((beacon) => beacon.kind)).toEqual(["booking_visit", "demo_booked"]);
  expect(beacons[1]!.attribution?.first.page).toBe("/booking");
});
