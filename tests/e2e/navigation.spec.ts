import { expect, test } from "@playwright/test";
import { productLinks, solutionLinks } from "#app/site/content/navigation.ts";
import { site } from "#shared/content/site.ts";
import { expectNoHorizontalScroll, gotoReady, shownByClick, VIEWPORTS } from "./support.ts";

test.describe("desktop header", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("Products opens on hover with six items and closes when the pointer leaves", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Products" });
    await trigger.hover();
    const items = nav.getByRole("link").filter({ hasText: /ContentOS|InsightStream|SEO Genesis|Authority Engine|AI SDR|Unified AI Stack/ });
    await expect(items).toHaveCount(6);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("hover opens after the 200 ms delay and closes 150 ms after the pointer leaves", async ({ page }) => {
    await gotoReady(page, "/");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" });
    // Timed inside the page from the events' own timestamps, so a slow machine can only lengthen the
    // measured delays (a lower bound cannot flake on load); the test waits for states, not for time.
    await trigger.evaluate((button) => {
      const timings = { enter: 0, open: 0, leave: 0, close: 0 };
      (window as unknown as { menuTimings: typeof timings }).menuTimings = timings;
      button.addEventListener("pointerenter", (event) => (timings.enter = event.timeStamp));
      button.addEventListener("pointerleave", (event) => (timings.leave = event.timeStamp));
      new MutationObserver(() => {
        if (button.getAttribute("aria-expanded") === "true") timings.open ||= performance.now();
        else if (timings.open) timings.close ||= performance.now();
      }).observe(button, { attributes: true, attributeFilter: ["aria-expanded"] });
    });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 800);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    const t = await page.evaluate(() => (window as unknown as { menuTimings: Record<string, number> }).menuTimings);
    expect(t.open! - t.enter!).toBeGreaterThanOrEqual(199);
    expect(t.close! - t.leave!).toBeGreaterThanOrEqual(149);
  });

  // Playwright's clock runs the page's timers here: "stays open" is checked after a second of
  // page time, however slow the machine, instead of after a real wait.
  test("a click on a menu opened by hovering keeps it open; a second click closes it", async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, "/");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
    await trigger.hover();
    await page.clock.runFor(200);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await page.clock.runFor(1000);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("moving from one open menu to the next switches at once, and a click elsewhere closes it", async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const products = nav.getByRole("button", { name: "Products" });
    const solutions = nav.getByRole("button", { name: "Solutions" });
    await products.hover();
    await page.clock.runFor(200);
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await solutions.hover();
    await page.clock.runFor(0);
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await expect(products).toHaveAttribute("aria-expanded", "false");
    // The timer Products started when the pointer left must not close its successor.
    await page.clock.runFor(1000);
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await solutions.click();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
  });

  test("a click shows the menu in the next frame", async ({ page }) => {
    await gotoReady(page, "/");
    expect(await shownByClick(page, "[data-nav-menu] button[popovertarget]", "[data-nav-menu] [popover]")).toBe(true);
  });

  test("Solutions opens on click and its links navigate and mark the current page", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Solutions" }).click();
    for (const item of solutionLinks) await expect(nav.getByRole("link", { name: new RegExp(item.label) })).toBeVisible();
    await nav.getByRole("link", { name: /Agencies/ }).click();
    await expect(page).toHaveURL(/\/solutions\/agencies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("White-Label AI Engines for Modern Marketing Agencies");
    await nav.getByRole("button", { name: "Solutions" }).click();
    await expect(nav.getByRole("link", { name: /Agencies/ })).toHaveAttribute("aria-current", "page");
  });

  test("the menu works with the keyboard alone", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("button", { name: "Products" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /ContentOS/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "false");
    await nav.getByRole("button", { name: "Products" }).press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contentos$/);
  });

  test("the top links and the two header buttons are real links", async ({ page }) => {
    await gotoReady(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/booking");
    await expect(header.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(header.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(header.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(header.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    await header.getByRole("link", { name: "Schedule Demo" }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(header.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("aria-current", "page");
    await expect(header.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  });
});

test.describe("mobile drawer", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("opens from the right, expands groups, and closes when a link is chosen", async ({ page }) => {
    await gotoReady(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    // Once the slide-in animation ends, the drawer is flush with the right edge.
    await expect(async () => {
      const box = await drawer.boundingBox();
      expect(box && Math.round(box.x + box.width)).toBe(VIEWPORTS.phone.width);
      expect(box && box.x).toBeGreaterThan(0);
    }).toPass();

    // Groups are native disclosures (<details>): collapsed until chosen.
    const products = drawer.locator("details", { has: page.locator("summary", { hasText: "Products" }) });
    await expect(products).not.toHaveAttribute("open");
    await expect(drawer.getByRole("link", { name: "ContentOS" })).toBeHidden();
    await products.locator("summary").click();
    await expect(products).toHaveAttribute("open");
    for (const item of productLinks) await expect(drawer.getByRole("link", { name: item.label })).toBeVisible();
    await drawer.locator("summary", { hasText: "Solutions" }).click();
    await expect(drawer.getByRole("link", { name: "Enterprise" })).toBeVisible();

    await drawer.getByRole("link", { name: "AI SDR" }).click();
    await expect(page).toHaveURL(/\/aisdr$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    // Back in history, the page the link was chosen on shows with its drawer shut.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a tap shows the drawer in the next frame", async ({ page }) => {
    await gotoReady(page, "/");
    expect(await shownByClick(page, 'button[command="show-modal"]', "dialog[data-drawer]")).toBe(true);
  });

  test("in a browser without invoker commands or closedby, the script opens and closes the drawer", async ({ page }) => {
    // Chromium 156 cannot switch these features off, so the page is made to look like an older
    // browser: the script's feature checks fail, the native command is cancelled before it acts
    // (the `command` event is cancelable), and the dialog loses `closedby`.
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
      delete (HTMLDialogElement.prototype as { closedBy?: unknown }).closedBy;
      addEventListener("command", (event) => event.preventDefault(), true);
      new MutationObserver(() => {
        for (const dialog of document.querySelectorAll("dialog[closedby]")) dialog.removeAttribute("closedby");
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoReady(page, "/");
    const opener = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("dialog");
    await expect(drawer).toHaveCount(0);
    await opener.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await opener.click();
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
    await opener.click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("Escape closes the drawer and the CTAs inside it are links", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/booking");
    await expect(drawer.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    // A tap on the dimmed page beside the drawer closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
  });

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.tablet]) {
    test(`no sideways scrolling at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const route of ["/", "/blog", "/contact", "/thank-you", "/does-not-exist"]) {
        await page.goto(route);
        await expectNoHorizontalScroll(page);
      }
    });
  }
});

test.describe("footer", () => {
  test("has the contact details, four link columns, copyright and four named social links", async ({ page }) => {
    await gotoReady(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
    await expect(footer).toContainText(`${site.address.locality}, ${site.address.region}`);
    for (const column of ["Products", "Solutions", "Blog", "Legal"]) {
      await expect(footer.getByRole("heading", { name: column, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.legalName}`);
    await expect(footer).toContainText("trademarks");
    for (const social of site.socials) {
      await expect(footer.getByRole("link", { name: social.label })).toHaveAttribute("href", social.href);
    }
  });

  test("every footer link leads to a page that exists", async ({ page, request }) => {
    await gotoReady(page, "/");
    const hrefs = await page.getByRole("contentinfo").locator("a[href^='/']").evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(17);
    for (const href of new Set(hrefs)) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });
});
