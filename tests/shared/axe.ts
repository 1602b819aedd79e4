/**
 * axe-core on a page as it is now, with the project's rules: WCAG 2.2 A and AA (the tags include
 * every earlier version's criteria). Used by every test that checks accessibility in the browser
 * (the public routes, open menus, the admin app's pages).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Each violation as one line, its rule and the elements that break it: `expect(await axeViolations(page)).toEqual([])`. */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<string[]> {
  // A colour caught halfway through its transition is no contrast the reader ever sees. Only what
  // runs on the clock ends by itself (not scroll-driven or paused animations), and never past a second.
  await page.evaluate(() => {
    const running = document.getAnimations().filter((a) => a.playState === "running" && a.timeline === document.timeline && a.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.race([Promise.all(running.map((a) => a.finished.catch(() => {}))), new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
  // axe.run in the page itself: the default opens a blank page per check to merge the frames'
  // results, twice the time; what it adds is cross-origin frames, which here are only third parties'.
  // Violations alone are described node by node: every passing node's HTML was ~90% of the result
  // and a fifth of a check's time. `options` replaces the run's options, so it goes before the tags.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")}${colours(n.any)}`).join(", ")}`);
}

/** The colours axe measured, so a contrast failure seen once in CI says what it saw. */
function colours(checks: { data?: unknown }[]): string {
  const data = checks.find((c) => c.data && typeof c.data === "object" && "fgColor" in c.data)?.data as { fgColor: string; bgColor: string; contrastRatio: number } | undefined;
  return data ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : "";
}
