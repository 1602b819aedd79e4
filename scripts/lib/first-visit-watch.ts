/**
 * What a visitor would notice while a page loads with the web font's swap (ADR 021), recorded from
 * before the page's first script: the layout shifts (summed as CLS sums them on one screen) and
 * whether the first paint used the font's stand-in. Shared by the font-swap bench and web-font.spec.
 */
import type { Page } from "playwright-core";

/** The page's script has run and the font has settled: swapped in, kept out, or never swapped. */
export const FONT_SETTLED = 'html[data-enhanced]:not([data-font="fallback"])';

export interface FirstVisitSeen {
  shift: number;
  usedFallback: boolean;
}

/** Starts recording on the page's next navigation. */
export async function watchFirstVisit(page: Page) {
  await page.addInitScript(() => {
    const seen = { shift: 0, usedFallback: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    // <html> may not exist yet: watch the document for the attribute wherever it appears.
    new MutationObserver(() => {
      if (document.documentElement?.dataset.font === "fallback") seen.usedFallback = true;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-font"] });
  });
}

/** What has been recorded so far. */
export function firstVisitSeen(page: Page): Promise<FirstVisitSeen> {
  return page.evaluate(() => (window as unknown as { seen: FirstVisitSeen }).seen);
}
