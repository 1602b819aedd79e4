import { expect, test, type Page } from "@playwright/test";
import { firstVisitSeen, watchFirstVisit } from "#scripts/lib/first-visit-watch.ts";
import { gotoReady } from "./support.ts";

/**
 * When Inter is fetched (ADR 021, app/enhance/web-font.ts): on a visitor's first page after the
 * first paint, in a stand-in with Inter's metrics, then swapped in without moving anything; on the
 * visit's later pages at once, as a preload; without JavaScript, by the markup's own preload.
 */
const FONT = /\/assets\/inter-latin-[^/]+\.woff2$/;

/** Milliseconds from navigation: when the font was requested, and the first contentful paint. */
const timings = (page: Page) =>
  page.evaluate((pattern) => {
    const font = performance.getEntriesByType("resource").find((entry) => new RegExp(pattern).test(entry.name));
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return { fontRequested: font?.startTime, firstPaint: paint?.startTime };
  }, FONT.source);

const headingFace = (page: Page) => page.locator("main h1").evaluate((heading) => getComputedStyle(heading).fontFamily);

// The legal pages: their prose used to link the site's own address, whose width changes with the
// face and moved the rest of the paragraph sideways at 412 px. /pricing at 768 px: the billing
// switch is on the first screen, and its box, shrunk to fit, widened when the note under it was
// parsed after a first paint, moving the switch.
for (const [route, viewport] of [
  ["/", { width: 412, height: 823 }],
  ["/", { width: 1280, height: 800 }],
  ["/terms", { width: 412, height: 823 }],
  ["/privacy", { width: 412, height: 823 }],
  ["/pricing", { width: 768, height: 1024 }],
] as const) {
  test(`a visitor's first page paints before the font is fetched, then shows Inter without moving anything (${route}, ${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await watchFirstVisit(page);
    await gotoReady(page, route);
    const { fontRequested, firstPaint } = await timings(page);
    expect(firstPaint, "first contentful paint").toBeDefined();
    expect(fontRequested, "the font is fetched after the first paint").toBeGreaterThanOrEqual(firstPaint!);
    expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
    expect(await headingFace(page)).toMatch(/^"Inter Variable"/);
    const { shift, usedFallback } = await firstVisitSeen(page);
    expect(usedFallback, "the first paint used the stand-in").toBe(true);
    // Zero as Lighthouse reports CLS (three decimals): a full stop after a link may move a pixel.
    expect(shift, "layout shift when Inter replaced the stand-in").toBeLessThan(0.0005);
  });
}

test("where Inter would move a line on the screen, the first page keeps the stand-in and nothing moves", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await watchFirstVisit(page);
  // Hold the font (requested after the first paint) while the page gets a line that breaks in the
  // stand-in and not in Inter.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const fontRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(FONT, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await page.goto("/");
  await fontRequested;
  await page.evaluate(() => {
    // Capitals: the stand-in's are wider than Inter's (Inter's capitals are narrow beside its lower
    // case, Arial's are not), so a box one pixel narrower than the stand-in's line holds it in Inter.
    // Placed over the top of the page, it moves nothing there; only the swap could move its second line.
    const box = document.createElement("div");
    box.style.cssText = "position: absolute; top: 120px; left: 0; font-size: 40px; font-weight: 400; line-height: 1.2";
    box.innerHTML = "<p>CONVERSION PIPELINE</p><p>below</p>";
    document.querySelector("main")!.prepend(box);
    const line = box.firstElementChild as HTMLElement;
    line.style.width = "max-content";
    const oneLine = line.getBoundingClientRect().width;
    line.style.width = `${oneLine - 1}px`;
  });
  release();
  await page.waitForSelector('html[data-font="kept"]', { state: "attached" });
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"')), "Inter arrived").toBe(true);
  expect(await headingFace(page)).toMatch(/^"Inter Fallback"/);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect((await firstVisitSeen(page)).shift, "layout shift").toBe(0);
  // The visit's next page is in Inter from its first paint.
  await page.locator('main a[href="/pricing"]').first().click();
  await page.waitForURL("**/pricing");
  await page.waitForSelector("html[data-enhanced]", { state: "attached" });
  await expect(page.locator("html")).not.toHaveAttribute("data-font");
  expect(await headingFace(page)).toMatch(/^"Inter Variable"/);
});

test("a page reached from another page of the site is in Inter from its first paint", async ({ page, baseURL }) => {
  await watchFirstVisit(page);
  await page.goto("/pricing", { referer: `${baseURL}/` });
  await page.waitForSelector("html[data-enhanced]", { state: "attached" });
  const { fontRequested, firstPaint } = await timings(page);
  expect(fontRequested, "the font is fetched before the first paint").toBeLessThan(firstPaint!);
  expect((await firstVisitSeen(page)).usedFallback).toBe(false);
  expect(await headingFace(page)).toMatch(/^"Inter Variable"/);
});

// The pages an action leads to: visitors arrive from the site, so a cold load is a bookmark or a
// test tool. A swap there moved /booking-confirmation's centred title in capitals (narrower in
// Inter) sideways, which the swap's check, reading where elements start, cannot see (ADR 021, rule 5).
for (const route of ["/thank-you", "/booking-confirmation"]) {
  test(`${route}, reached only from the site, loads Inter before its first paint even without a referrer`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await watchFirstVisit(page);
    await gotoReady(page, route);
    const { fontRequested, firstPaint } = await timings(page);
    expect(fontRequested, "the font is fetched before the first paint").toBeLessThan(firstPaint!);
    expect((await firstVisitSeen(page)).usedFallback).toBe(false);
    expect(await headingFace(page)).toMatch(/^"Inter Variable"/);
    expect((await firstVisitSeen(page)).shift).toBe(0);
  });
}

test("a link to a part of a page lands in Inter, so no swap can move what it points at", async ({ page }) => {
  await watchFirstVisit(page);
  await gotoReady(page, "/pricing#comparison");
  await expect(page.locator("#comparison h2")).toBeInViewport();
  expect((await firstVisitSeen(page)).usedFallback).toBe(false);
  const { fontRequested, firstPaint } = await timings(page);
  expect(fontRequested, "the font is fetched before the first paint").toBeLessThan(firstPaint!);
});

test("a referrer on another host that only starts like the site's origin counts as a first visit", async ({ page, baseURL }) => {
  await watchFirstVisit(page);
  await page.goto("/pricing", { referer: `${baseURL}.evil.example/` });
  await page.waitForSelector("html[data-enhanced]", { state: "attached" });
  expect((await firstVisitSeen(page)).usedFallback).toBe(true);
});

test("when the font cannot be fetched, the page keeps the stand-in and nothing breaks", async ({ page }) => {
  const failures: string[] = [];
  page.on("pageerror", (error) => failures.push(error.message));
  await page.route(FONT, (route) => route.abort());
  await watchFirstVisit(page);
  await gotoReady(page, "/");
  await expect(page.locator("html")).not.toHaveAttribute("data-font");
  expect((await firstVisitSeen(page)).usedFallback).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(false);
  // The stylesheet's stack names the stand-in right after Inter: the text keeps its metrics.
  expect(await headingFace(page)).toMatch(/"Inter Variable", "Inter Fallback"/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(failures).toEqual([]);
});
