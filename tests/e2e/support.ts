import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { listPosts } from "#server/site/render/blog.server.ts";
import { BlogIndex } from "#server/site/render/blog-index.server.ts";
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { isArticleRoute } from "#scripts/lib/built-site.ts";

/**
 * `npm run test:full` (TEST_FULL=1) runs the exhaustive matrices: every article in routes.spec.ts,
 * axe at both widths in both themes, the no-JavaScript header check on every page design.
 * `npm test` runs a sample that still covers every page design.
 */
export const EXHAUSTIVE = process.env.TEST_FULL === "1";

export { isArticleRoute };

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * Every page the e2e server serves, as URL paths: the build's prerendered pages, and the blog the
 * server renders from its store, which it seeded from the build's content (ADR 024).
 */
export function builtRoutes(): string[] {
  const root = path.resolve("build/client");
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const rel = path.relative(root, path.dirname(full)).split(path.sep).join("/");
        routes.push(rel ? `/${rel}` : "/");
      }
    }
  };
  walk(root);
  const blog = ["/blog/search", ...new BlogIndex(listPosts(path.resolve("build/content/blog"))).paths()];
  return [...new Set([...routes, ...blog])].filter((route) => route !== NOT_FOUND_PATH).sort();
}

const isBlogListRoute = (route: string) => /^\/blog\/(tag|category|page)\//.test(route);

/**
 * One route per page design: every route outside the blog's sub-pages, one article, the first tag
 * and category archives and the list's second page. `everyArticle` keeps all articles in (their
 * bodies differ; the archives differ only in which cards they list).
 */
export function templateRoutes({ everyArticle = false } = {}): string[] {
  const all = builtRoutes();
  const first = (pattern: RegExp) => all.filter((route) => pattern.test(route)).slice(0, 1);
  return [
    ...all.filter((route) => !isBlogListRoute(route) && (everyArticle || !isArticleRoute(route))),
    ...(everyArticle ? [] : all.filter(isArticleRoute).slice(0, 1)),
    ...first(/^\/blog\/tag\/[^/]+$/),
    ...first(/^\/blog\/category\/[^/]+$/),
    ...first(/^\/blog\/page\/2$/),
  ];
}

/** Collects console errors and page errors for the life of the page. */
export function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Opens a page and waits for its load event: by then its inline scripts have run. */
export async function gotoReady(page: Page, url: string) {
  return page.goto(url);
}

/**
 * Renders the bands a visitor has not scrolled to yet, with the page's own switch (`data-render-all`,
 * app.css). They are skipped until near the viewport (`render-when-near`), and in a skipped band
 * Chromium reports unstyled colours (black text, #0000ee links) to axe, which then "finds" contrast
 * failures that no visitor sees and cannot check the real ones.
 * Rendered, the page looks exactly as it does once scrolled.
 */
export async function renderWholePage(page: Page) {
  await page.evaluate(async () => {
    document.documentElement.toggleAttribute("data-render-all", true);
    // Bands that were skipped (content-visibility) get their styles in the next rendering update:
    // read before it, their text has the browser's default colours (seen once in CI's axe runs).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page scrolls sideways").toBeLessThanOrEqual(0);
}

/**
 * Nothing on the page needs scrolling sideways: neither the page nor any box in it (a table's
 * scrolling region, say). The studio's screens fit a phone whole.
 */
export async function expectNothingScrollsSideways(page: Page) {
  await expectNoHorizontalScroll(page);
  const scrolling = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => /auto|scroll/.test(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth)
      .map((element) => `${element.getAttribute("aria-label") ?? element.tagName.toLowerCase()}: ${element.scrollWidth} px in ${element.clientWidth}`),
  );
  expect(scrolling, "boxes that scroll sideways").toEqual([]);
}

/**
 * This machine cannot reach the internet: the two configured third-party embeds (scheduler and
 * legal-policy loader) are answered by minimal local stand-ins, so pages behave as they would online.
 */
export async function stubThirdParties(page: Page) {
  const { site } = await import("#shared/content/site.ts");
  await page.route(`${new URL(site.scheduling.url).origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Scheduler</title><main><h1>Pick a time</h1></main>" }),
  );
  await page.route(`${new URL(site.legal.scriptUrl).origin}/**`, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
}

/** Puts a link at the top of the page's main content, as an editor's mistyped or outdated link would be. */
export async function addLink(page: Page, href: string, text: string) {
  await page.evaluate(([linkHref, linkText]) => document.querySelector("main")!.prepend(Object.assign(document.createElement("a"), { href: linkHref, textContent: linkText })), [href, text] as const);
  return page.getByRole("link", { name: text });
}

/**
 * Clicks `trigger` from inside the page and tells whether `target` is rendered (shown, with a box)
 * as soon as the click has been handled: no timer, script load or hydration stands between the
 * click and the next frame, which therefore paints it. The evaluation runs in Playwright's own
 * world, so this works with the page's JavaScript off as well.
 */
export async function shownByClick(page: Page, trigger: string, target: string): Promise<boolean> {
  return page.evaluate(
    ([triggerSelector, targetSelector]) => {
      const button = document.querySelector<HTMLElement>(triggerSelector)!;
      const element = document.querySelector<HTMLElement>(targetSelector)!;
      if (element.checkVisibility()) return false; // shown before the click: the check proves nothing
      button.click();
      return element.checkVisibility() && element.getBoundingClientRect().height > 0;
    },
    [trigger, target] as const,
  );
}

/** A stand-in for the scheduling provider that reports a booking, as the real one does. */
export async function schedulerThatBooks(page: Page) {
  await page.route(`${new URL((await import("#shared/content/site.ts")).site.scheduling.url).origin}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Scheduler</title><script>
        parent.postMessage({ event: "calendly.event_type_viewed", payload: {} }, "*");
        setTimeout(() => parent.postMessage({ event: "calendly.event_scheduled", payload: { event: { uri: "x" } } }, "*"), 300);
      </script>`,
    }),
  );
}

/** Whether a computed `oklch(…)`/`rgb(…)` colour is dark: enough to tell a dark canvas (or dark ink) from a light one. */
export function isDark(color: string) {
  const oklch = /oklch\(([\d.]+)/.exec(color);
  if (oklch) return Number(oklch[1]) < 0.5;
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (r + g + b) / 3 < 128;
}

/** The built server on a port and database of its own (a build variant, a configuration no other test may see). */
export async function startOwnServer(label: string, port: number, env: Record<string, string>): Promise<{ url: string; dataDir: string; stop: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-${label}-`));
  const server: ChildProcess = spawn("node", ["build/node/server.mjs"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://localhost:${port}`;
  // A fresh embedded database is created on the way up: slow on a busy two-core machine.
  await expect
    .poll(
      () =>
        server.exitCode === null
          ? fetch(`${url}/healthz`).then(
              (r) => r.ok,
              () => false,
            )
          : Promise.reject(new Error(`the ${label} server exited:\n${output}`)),
      {
        timeout: 60_000,
        message: `the ${label} server answers /healthz`,
      },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\n${output}`);
    });
  return { url, dataDir, stop: () => server.kill() };
}
