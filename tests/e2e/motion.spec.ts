import { expect, test, type Page } from "@playwright/test";
import { gotoReady, VIEWPORTS } from "./support.ts";

/**
 * Animations are decoration: none of them may leave text below its contrast minimum while it runs
 * (no fading text in), and visitors who ask for reduced motion get none that last.
 */
const routes = ["/", "/pricing", "/blog", "/blog/seo-strategy-guide-2025"];

/** Every animation on the page now, with whether it changes opacity and whether its element holds text. */
function animations(page: Page) {
  return page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      const target = effect?.target as HTMLElement | null;
      const fades = (effect?.getKeyframes() ?? []).some((frame) => frame.opacity !== undefined && Number(frame.opacity) < 1);
      const timing = effect?.getComputedTiming();
      return {
        name: (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? "script",
        element: target ? `${target.tagName.toLowerCase()}${target.className ? `.${String(target.className).split(" ").slice(0, 3).join(".")}` : ""}` : "",
        // A pseudo-element's animation (the drawer's ::backdrop fading in) holds none of the element's text.
        fadesText: fades && !effect?.pseudoElement && Boolean(target?.innerText.trim()),
        duration: Number(timing?.duration ?? 0),
      };
    }),
  );
}

/** The page with every animation it has: header menu open, and on a phone the drawer open. */
async function openEverything(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").locator("summary", { hasText: "Products" }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" }).click();
  }
}

for (const [name, viewport] of [
  ["375", VIEWPORTS.phone],
  ["1280", VIEWPORTS.desktop],
] as const) {
  test.describe(`motion at ${name} px`, () => {
    test.use({ viewport });
    for (const route of routes) {
      test(`${route}: no animation fades text in`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "no-preference" });
        const seen: Awaited<ReturnType<typeof animations>> = [];
        await page.goto(route);
        seen.push(...(await animations(page)));
        await page.waitForSelector("html[data-enhanced]", { state: "attached" });
        await openEverything(page, name === "375");
        seen.push(...(await animations(page)));
        expect(seen.length, "the page has entrance animations to check").toBeGreaterThan(0);
        expect(seen.filter((animation) => animation.fadesText)).toEqual([]);
      });

      test(`${route}: reduced motion leaves nothing moving`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await gotoReady(page, route);
        // Animations play at a hundredth of their speed, so one the rule misses is still running
        // when it is looked for, however slowly the machine got here after the click.
        const devtools = await page.context().newCDPSession(page);
        await devtools.send("Animation.enable");
        await devtools.send("Animation.setPlaybackRate", { playbackRate: 0.01 });
        await openEverything(page, name === "375");
        const lasting = (await animations(page)).filter((animation) => animation.duration > 1);
        expect(lasting).toEqual([]);
      });
    }
  });
}
