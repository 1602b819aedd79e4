/**
 * First visits, with the web font swapped in after the first paint (ADR 021): on every route at the
 * widths phones, tablets and desktops use, whether the page moved when Inter replaced the stand-in
 * (the layout shifts Chromium reports, summed as CLS sums them on one screen), and whether it kept
 * the stand-in because Inter would have moved it (`data-font="kept"`). Lighthouse sees one width per
 * preset; a metric match holds on average, not for every string at every width, so this looks at eight.
 */
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#scripts/lib/chromium.ts";
import { FONT_SETTLED, firstVisitSeen, watchFirstVisit } from "#scripts/lib/first-visit-watch.ts";

/** Phones at Lighthouse's mobile pixel ratio, a tablet, and two desktops. */
export const SCREENS = [
  { width: 360, height: 780, deviceScaleFactor: 1.75 },
  { width: 375, height: 812, deviceScaleFactor: 1.75 },
  { width: 390, height: 844, deviceScaleFactor: 1.75 },
  { width: 412, height: 823, deviceScaleFactor: 1.75 },
  { width: 430, height: 932, deviceScaleFactor: 1.75 },
  { width: 768, height: 1024, deviceScaleFactor: 1 },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
  { width: 1350, height: 940, deviceScaleFactor: 1 },
] as const;

export interface FirstVisit {
  route: string;
  width: number;
  /** Sum of the layout shifts from the first paint until the page settled. */
  shift: number;
  /** How the page ended: "inter" (swapped), "kept" (stand-in kept), "at-once" (no swap: preloaded). */
  font: "inter" | "kept" | "at-once";
}

/** Loads every route at every screen as a first visit (no referrer), one fresh context each. */
export async function firstVisits(baseUrl: string, routes: readonly string[], blockedOrigins: readonly string[]): Promise<FirstVisit[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const visits: FirstVisit[] = [];
  try {
    for (const route of routes) {
      for (const screen of SCREENS) {
        const context = await browser.newContext({
          viewport: { width: screen.width, height: screen.height },
          deviceScaleFactor: screen.deviceScaleFactor,
        });
        // The third-party embeds are on the internet, which this machine cannot reach.
        for (const origin of blockedOrigins) await context.route(`${origin}/**`, (request) => request.abort());
        const page = await context.newPage();
        await watchFirstVisit(page);
        await page.goto(`${baseUrl}${route}`);
        await page.waitForSelector(FONT_SETTLED, { state: "attached" });
        // Two frames after the swap, so a shift it caused has been painted and reported.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const { shift, usedFallback } = await firstVisitSeen(page);
        const kept = (await page.locator("html").getAttribute("data-font")) === "kept";
        visits.push({ route, width: screen.width, shift, font: kept ? "kept" : usedFallback ? "inter" : "at-once" });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return visits;
}

/** CLS as Lighthouse prints it: three decimals. */
const rounded = (shift: number) => shift.toFixed(3);

/** The section's Markdown: totals, then every route whose first visit kept the stand-in or moved. */
export function firstVisitsMarkdown(visits: readonly FirstVisit[]): string {
  const moved = visits.filter((visit) => rounded(visit.shift) !== "0.000");
  const kept = visits.filter((visit) => visit.font === "kept");
  const atOnce = visits.filter((visit) => visit.font === "at-once");
  const routes = [...new Set(visits.map((visit) => visit.route))];
  const rows = routes.flatMap((route) => {
    const own = visits.filter((visit) => visit.route === route);
    const keptAt = own.filter((visit) => visit.font === "kept").map((visit) => visit.width);
    const movedAt = own.filter((visit) => rounded(visit.shift) !== "0.000").map((visit) => `${visit.width} px (${rounded(visit.shift)})`);
    if (!keptAt.length && !movedAt.length) return [];
    return [`| ${route} | ${keptAt.map((width) => `${width} px`).join(", ") || "none"} | ${movedAt.join(", ") || "none"} |`];
  });
  const widths = SCREENS.map((screen) => screen.width).join(", ");
  return [
    `${visits.length} first visits (${routes.length} routes at ${widths} px): ${moved.length} with a layout shift (CLS as Lighthouse rounds it, above 0.000), ` +
      `${kept.length} kept the stand-in because Inter would have moved the screen, ${atOnce.length} loaded Inter at once (pages reached only from the site), ` +
      `the rest swapped to Inter. Largest shift: ${rounded(Math.max(0, ...visits.map((visit) => visit.shift)))}.`,
    "",
    rows.length ? "| route | kept the stand-in at | moved at (CLS) |\n|---|---|---|\n" + rows.join("\n") : "No route kept the stand-in or moved.",
  ].join("\n");
}
