import { expect, test, type Locator, type Page } from "@playwright/test";
import { displayPrice, type BillingPeriod } from "#app/site/lib/pricing.ts";
import { typeset } from "#shared/content/typography.ts";
import { seedSection } from "#tests/shared/seed-pages.ts";
import { expectNoHorizontalScroll, gotoReady, trackConsoleErrors, VIEWPORTS } from "./support.ts";

/** The pricing page's seed (content/pages/pricing.yaml), set as the page sets it (ranges joined). */
const packages = typeset(seedSection("/pricing", "pricing-packages", "packages"));
const corePackages = packages.items;
const billingCopy = packages.billing;
const addOns = typeset(seedSection("/pricing", "add-ons", "add-ons")).items;
const sdr = typeset(seedSection("/pricing", "sdr-pricing", "ai-sdr"));
const faq = typeset(seedSection("/pricing", "faq", "faq")).items;

/** The visible text of a price (the other billing period is in the DOM but not displayed). */
const price = (page: Page, selector: string) => page.locator(`${selector} [data-price]`).first();
const visibleText = (page: Page, selector: string) => shownText(price(page, selector));

/**
 * What a visitor reads in an element once it is on screen. It is scrolled to first: bands below
 * the first screen are rendered only when they come near the viewport (content-visibility), and
 * until then their innerText is empty.
 */
async function shownText(locator: Locator): Promise<string> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, " ").trim());
}

/**
 * Every price the switch changes, as the seed states it and the billing rule (lib/pricing.ts)
 * displays it: a new price in content/pages/pricing.yaml needs no change here.
 */
async function expectPrices(page: Page, period: BillingPeriod) {
  const [firstPackage, ...otherPackages] = corePackages;
  await expect.poll(() => visibleText(page, `#package-${firstPackage!.id}`)).toBe(`${displayPrice(firstPackage!.monthly, period)} ${billingCopy.perMonth}`);
  for (const pkg of otherPackages) expect(await visibleText(page, `#package-${pkg.id}`)).toBe(`${displayPrice(pkg.monthly, period)} ${billingCopy.perMonth}`);
  for (const addOn of addOns.filter((item) => item.price.kind !== "custom")) {
    const row = page.locator("#add-ons tr", { hasText: addOn.name });
    await expect.poll(() => shownText(row.locator("[data-price]"))).toContain(displayPrice(addOn.price, period));
  }
  for (const plan of sdr.plans.filter((item) => item.monthly.kind !== "custom")) {
    const card = page.locator("#ai-sdr li", { hasText: plan.description });
    await expect.poll(() => shownText(card.locator("[data-price]").first())).toContain(displayPrice(plan.monthly, period));
  }
}
const expectMonthly = (page: Page) => expectPrices(page, "monthly");
const expectAnnual = (page: Page) => expectPrices(page, "annual");

test("the prerendered page shows monthly prices; annual and back switch every price and the URL", async ({ page, request }) => {
  const html = await (await request.get("/pricing")).text();
  expect(html).toContain(displayPrice(corePackages[0]!.monthly, "monthly"));
  const errors = trackConsoleErrors(page);
  await gotoReady(page, "/pricing");
  await expectMonthly(page);
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();

  await page.locator("fieldset label", { hasText: "Annual" }).click();
  await expect(page.getByRole("radio", { name: /Annual/ })).toBeChecked();
  await expectAnnual(page);
  await expect(page).toHaveURL(/\/pricing\?billing=annual$/);
  await expect(page.locator("[aria-live=polite]")).toHaveText(/annual prices/i);

  await page.locator("fieldset label", { hasText: "Monthly" }).click();
  await expectMonthly(page);
  await expect(page).toHaveURL(/\/pricing$/);
  expect(errors).toEqual([]);
});

test("a shared ?billing=annual link opens on annual prices from the first paint", async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await gotoReady(page, "/pricing?billing=annual");
  await expect(page.getByRole("radio", { name: /Annual/ })).toBeChecked();
  await expectAnnual(page);
  expect(errors).toEqual([]);
});

test("the billing control is a keyboard radio group", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await page.getByRole("radio", { name: "Monthly" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: /Annual/ })).toBeChecked();
  await expectAnnual(page);
  await expect(page.getByRole("group", { name: "Billing period" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the billing switch still changes the prices", async ({ page }) => {
    await page.goto("/pricing");
    await expectMonthly(page);
    await page.locator("fieldset label", { hasText: "Annual" }).click();
    await expectAnnual(page);
  });
});

test("the FAQ opens and closes with the keyboard, and its answers are in the HTML", async ({ page, request }) => {
  const html = await (await request.get("/pricing")).text();
  for (const entry of faq) expect(html).toContain(entry.answer.slice(0, 40));

  await gotoReady(page, "/pricing");
  // An exclusive accordion of native disclosures: one answer open at a time.
  const item = (index: number) => page.locator("#faq details").nth(index);
  const first = item(0).locator("summary");
  await first.focus();
  await expect(item(0)).not.toHaveAttribute("open");
  await expect(page.getByText(faq[0]!.answer)).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(item(0)).toHaveAttribute("open");
  await expect(page.getByText(faq[0]!.answer)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(item(1).locator("summary")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByText(faq[1]!.answer)).toBeVisible();
  await expect(page.getByText(faq[0]!.answer)).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(page.getByText(faq[1]!.answer)).toBeHidden();
  await expect(page.getByRole("heading", { name: faq[0]!.question, level: 3 })).toHaveCount(1);
  await expect(page.locator("#faq h3")).toHaveCount(5);
});

test("the comparison matrix is a real table with text for every tick and cross", async ({ page }) => {
  await gotoReady(page, "/pricing");
  const table = page.getByRole("table", { name: "Package comparison" });
  await expect(table.getByRole("columnheader")).toHaveText(["Feature", "Essential", "Growth", "Enterprise"]);
  const row = (feature: string) => table.getByRole("row", { name: new RegExp(`^${feature}`) });
  await expect(row("InsightStream").getByRole("cell")).toHaveText(["Not included", "Included", "Included"]);
  await expect(row("SEO Genesis").getByRole("cell")).toHaveText(["Included", "Not included", "Included"]);
  await expect(row("AI Concierge").getByRole("cell")).toHaveText(["Optional", "Optional", "Included"]);
});

test("every button leads somewhere: demo, comparison, ROI analysis", async ({ page }) => {
  await gotoReady(page, "/pricing");
  const hero = page.getByRole("main").locator("section").first();
  await expect(hero.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", "/booking");
  await hero.getByRole("link", { name: "Compare All Products" }).click();
  await expect(page).toHaveURL(/#comparison$/);
  await expect(page.getByRole("heading", { name: "Package comparison" })).toBeInViewport();

  const closing = page.locator("section[aria-labelledby=closing-cta-title]");
  await expect(closing.getByRole("link", { name: "Book a Demo" })).toHaveAttribute("href", "/booking");
  await closing.getByRole("link", { name: "Request ROI Analysis" }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await gotoReady(page, "/pricing");
  await page.locator("#package-growth").getByRole("link", { name: "Book a Demo" }).click();
  await expect(page).toHaveURL(/\/booking$/);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: VIEWPORTS.phone });
  test("every statistic that is a range stays on one line", async ({ page }) => {
    await gotoReady(page, "/pricing");
    const ranges = [...sdr.benchmarks, ...sdr.roi].map((stat) => stat.value).filter((value) => /\d\D+\d/.test(value));
    expect(ranges.length).toBeGreaterThan(3);
    for (const value of ranges) {
      // The lines the value's text takes where it is shown (a text node's client rects, one per line).
      const lines = await page.evaluate((text) => {
        const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
        const counts: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent !== text) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          counts.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
        }
        return counts;
      }, value);
      expect(lines.length, `${value} is on the page`).toBeGreaterThan(0);
      expect(lines.every((count) => count === 1), `${value} on one line`).toBe(true);
    }
  });

  test("tables scroll inside their own region and the page never scrolls sideways", async ({ page }) => {
    await gotoReady(page, "/pricing");
    await expectNoHorizontalScroll(page);
    const regions = page.locator("[role=region][tabindex='0']");
    expect(await regions.count()).toBeGreaterThanOrEqual(3);
    for (const region of await regions.all()) {
      const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(clientWidth).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      if (scrollWidth > clientWidth) {
        // Retried as a whole: under load the first key press can land before focus has settled.
        await expect(async () => {
          await region.focus();
          await page.keyboard.press("ArrowRight");
          expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        }).toPass({ timeout: 10_000 });
      }
    }
  });
});
