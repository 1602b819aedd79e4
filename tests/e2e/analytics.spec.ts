/**
 * Analytics providers by configuration, each on its own build of the site
 * (scripts/build-analytics-variants.ts) served by the real server, with the provider's script
 * stubbed (no internet here): the right script after first paint, a CSP that allows it, the
 * conversion events; GA4 only after consent; and with no provider, nothing at all.
 */
import { expect, test, type Page, type Request } from "@playwright/test";
import { ANALYTICS_VARIANTS, variantClientDir, variantsToTest, type AnalyticsVariant } from "#scripts/build-analytics-variants.ts";
import { E2E_PORT } from "./e2e-server.ts";
import { axeViolations } from "#tests/shared/axe.ts";
import { schedulerThatBooks, startOwnServer, VIEWPORTS } from "./support.ts";

const PROVIDER_HOSTS = ["plausible.io", "cloud.umami.is", "www.googletagmanager.com", "google-analytics.com", "analytics.google.com"];
const isProviderRequest = (request: Request) => PROVIDER_HOSTS.some((host) => new URL(request.url()).hostname.endsWith(host));

/** The site built for one provider, on its own port and database. */
function serve(variant: AnalyticsVariant, port: number) {
  return startOwnServer(variant, port, { STATIC_DIR: variantClientDir(variant) });
}

/** Stubs of the providers' scripts that record what the page asks of them in window.__analytics. */
async function stubProviders(page: Page) {
  const record = "window.__analytics = window.__analytics || [];";
  await page.route("https://plausible.io/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `${record} var q = (window.plausible && window.plausible.q) || []; window.plausible = function () { window.__analytics.push(Array.from(arguments)); }; q.forEach(function (a) { window.plausible.apply(null, a); }); window.__analytics.push(["loaded", document.currentScript.dataset.domain]);`,
    }),
  );
  await page.route("https://cloud.umami.is/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `${record} window.umami = { track: function (name, data) { window.__analytics.push([name, data]); } }; window.__analytics.push(["loaded", document.currentScript.dataset.websiteId]);`,
    }),
  );
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: `${record} window.__analytics.push(["loaded", "gtag"]);` }),
  );
}

/** Resolves once the page has loaded and the browser has been idle: when the loader adds a provider it may. */
/**
 * The page's scripts start once its first paint is seen and it has loaded (afterFirstPaint). An
 * observer made after theirs hears of the paint after them, and a load listener added after theirs
 * runs after it: so this waits for them however busy the machine, then for an idle moment.
 */
const loaderHadItsTurn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => requestIdleCallback(() => resolve()), { timeout: 3000 });
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName("first-contentful-paint").length) return;
          observer.disconnect();
          if (document.readyState === "complete") idle();
          else addEventListener("load", idle, { once: true });
        }).observe({ type: "paint", buffered: true });
      }),
  );

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __analytics?: unknown[] }).__analytics ?? []);
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry)));

async function sendContact(page: Page) {
  await page.goto("/contact");
  await page.locator("#contact-name").fill("Ines Duarte");
  await page.locator("#contact-email").fill(`ines-${Date.now()}@prospect.example`);
  await page.locator("#contact-message").fill("Measuring the analytics events end to end.");
  await page.getByRole("button", { name: /send/i }).click();
  await page.waitForURL("**/thank-you");
}

test("with no provider configured the site loads no analytics and allows no analytics host", async ({ page, request }) => {
  const providerRequests: string[] = [];
  page.on("request", (r) => isProviderRequest(r) && providerRequests.push(r.url()));
  await page.goto("/pricing");
  await page.locator("fieldset label", { hasText: "Annual" }).click();
  await sendContact(page);
  expect(providerRequests).toEqual([]);
  expect(await page.locator("#analytics-config, [data-consent-banner]").count()).toBe(0);
  const csp = (await request.get("/")).headers()["content-security-policy"]!;
  for (const host of PROVIDER_HOSTS) expect(csp).not.toContain(host);
});

for (const [index, variant] of variantsToTest().filter((variant) => variant !== "ga4").entries()) {
  test(`${variant}: its script after first paint, a CSP that allows it, and the conversion events`, async ({ browser }) => {
    // Its own server and four page loads with a provider: more than most tests on a busy machine.
    test.setTimeout(120_000);
    const site = await serve(variant, E2E_PORT + 20 + index);
    try {
      const context = await browser.newContext({ baseURL: site.url });
      const page = await context.newPage();
      await stubProviders(page);
      const response = await page.goto("/pricing");
      const csp = response!.headers()["content-security-policy"]!;
      const origin = new URL(ANALYTICS_VARIANTS[variant].scriptUrl).origin;
      expect(csp).toMatch(new RegExp(`script-src [^;]*${origin.replace(/\./g, "\\.")}`));
      expect(csp).toMatch(new RegExp(`connect-src [^;]*${origin.replace(/\./g, "\\.")}`));
      // Not in the HTML: the loader adds it once the page has loaded.
      expect(await response!.text()).not.toContain(`src="${ANALYTICS_VARIANTS[variant].scriptUrl}"`);
      const id = variant === "plausible" ? ANALYTICS_VARIANTS.plausible.domain : ANALYTICS_VARIANTS.umami.websiteId;
      await expect.poll(() => recorded(page)).toContainEqual(["loaded", id]);
      expect(await page.locator("[data-consent-banner]").count()).toBe(0);

      await page.locator("fieldset label", { hasText: "Annual" }).click();
      const annual = variant === "plausible" ? ["Pricing period switched", { props: { period: "annual" } }] : ["Pricing period switched", { period: "annual" }];
      await expect.poll(() => recorded(page)).toContainEqual(annual);

      // Sent just before the page is left: delivered from /thank-you.
      await sendContact(page);
      await expect.poll(() => recorded(page)).toContainEqual(variant === "plausible" ? ["Contact message sent"] : ["Contact message sent", undefined]);

      // A demo booked in the scheduler: counted from the confirmation page.
      await schedulerThatBooks(page);
      await page.goto("/booking");
      await page.waitForURL("**/booking-confirmation");
      await expect.poll(() => recorded(page)).toContainEqual(variant === "plausible" ? ["Demo booked"] : ["Demo booked", undefined]);
      await context.close();
    } finally {
      site.stop();
    }
  });
}

test("GA4 loads only after consent; the choice is remembered, and Cookie Settings reopens it", async ({ browser }) => {
  test.setTimeout(120_000);
  const site = await serve("ga4", E2E_PORT + 30);
  try {
    const context = await browser.newContext({ baseURL: site.url });
    const page = await context.newPage();
    await stubProviders(page);
    const googleRequests: string[] = [];
    page.on("request", (r) => isProviderRequest(r) && googleRequests.push(r.url()));

    const response = await page.goto("/");
    expect(response!.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
    const banner = page.getByRole("region", { name: "Can we measure your visit?" });
    await expect(banner).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The banner floats over the page: nothing moved to make room for it.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    await loaderHadItsTurn(page);
    expect(googleRequests, "nothing from Google before consent").toEqual([]);

    // Reject: nothing loads, now or on the next page.
    await banner.getByRole("button", { name: "Reject" }).click();
    await expect(banner).toBeHidden();
    await page.goto("/pricing");
    await expect(page.getByRole("region", { name: "Can we measure your visit?" })).toBeHidden();
    await loaderHadItsTurn(page);
    expect(googleRequests).toEqual([]);

    // Cookie Settings in the footer opens the banner again, focused; accepting loads GA4 with consent mode.
    // Asked again if the first press is lost: under a full run's load the page has twice taken more
    // than 5 s to act on it, and a second press shows the banner the same way.
    await expect(async () => {
      await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Settings" }).click();
      await expect(banner).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(banner.getByRole("heading")).toBeFocused();
    await banner.getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => recorded(page)).toContainEqual(["loaded", "gtag"]);
    expect(googleRequests[0]).toBe("https://www.googletagmanager.com/gtag/js?id=G-E2ETEST123");
    const layer = await dataLayer(page);
    expect(layer).toContainEqual(["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }]);
    expect(layer).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(layer).toContainEqual(["config", "G-E2ETEST123"]);

    await page.locator("fieldset label", { hasText: "Annual" }).click();
    await expect.poll(() => dataLayer(page)).toContainEqual(["event", "pricing_period_switched", { period: "annual" }]);

    // Remembered: the next page loads GA4 without asking.
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Can we measure your visit?" })).toBeHidden();
    await expect.poll(() => recorded(page)).toContainEqual(["loaded", "gtag"]);
    await context.close();
  } finally {
    site.stop();
  }
});

test("while the consent banner is up, a validation toast shows under the header and covers neither", async ({ browser }) => {
  test.setTimeout(120_000);
  const site = await serve("ga4", E2E_PORT + 31);
  try {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const context = await browser.newContext({ baseURL: site.url, viewport });
      const page = await context.newPage();
      await stubProviders(page);
      await page.goto("/contact");
      await page.waitForSelector("html[data-enhanced]", { state: "attached" });
      const banner = page.getByRole("region", { name: "Can we measure your visit?" });
      await expect(banner).toBeVisible();
      await page.getByRole("button", { name: "Send Message" }).click();
      const toast = page.getByRole("alert").filter({ hasText: "Validation Error" });
      await expect(toast).toBeVisible();
      const box = (locator: typeof toast) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
      const [toastBox, bannerBox, headerBox] = [await box(toast), await box(banner), await box(page.locator("[data-site-header]"))];
      const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlaps(toastBox, bannerBox), `toast over the banner at ${viewport.width} px`).toBe(false);
      expect(overlaps(toastBox, headerBox), `toast over the header at ${viewport.width} px`).toBe(false);
      // Choosing closes the banner; the next toast is back at the bottom.
      await banner.getByRole("button", { name: "Reject" }).click();
      await expect(banner).toBeHidden();
      expect((await box(page.locator("[data-toaster]"))).bottom).toBeCloseTo(viewport.height, 0);
      await context.close();
    }
  } finally {
    site.stop();
  }
});
