/**
 * Full-page screenshots for looking at what was built: `npm run screenshots [-- /route ...]`.
 * Without routes it shoots every page of the seed (content/pages; one blog article stands for all). It starts the
 * built server itself unless BASE_URL points at a running one.
 * Env: BASE_URL, OUT_DIR (default screenshots/), WIDTHS (default "375,768,1280"), FULL=0 for the viewport only,
 * OPEN=menus to shoot the viewport with the header's Products menu open (from 768 px) or the drawer
 * open with its Products group expanded (below), as a visitor sees them.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#scripts/lib/chromium.ts";
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { readPageFiles } from "#server/site/render/page-files.server.ts";
import { BLOG_SEARCH_PATH } from "#shared/blog-paths.ts";
import { listPosts } from "#server/site/render/blog.server.ts";

const outDir = path.resolve(process.env.OUT_DIR ?? "screenshots");
const widths = (process.env.WIDTHS ?? "375,768,1280").split(",").map(Number);
// COLOR_SCHEME=dark captures the dark theme (file names end in -dark).
const colorScheme = process.env.COLOR_SCHEME === "dark" ? "dark" : "light";
const requested = process.argv.slice(2);
const routes = requested.length
  ? requested
  : readPageFiles()
      .map((page) => page.path)
      .filter((route) => route !== NOT_FOUND_PATH)
      // The blog comes from the store: its list, its search and one article.
      .concat("/blog", BLOG_SEARCH_PATH, `/blog/${listPosts()[0]!.slug}`, "/this-page-does-not-exist");

let server: ReturnType<typeof spawn> | undefined;
let baseUrl = process.env.BASE_URL;
if (!baseUrl) {
  const port = 4321;
  server = spawn(process.execPath, ["build/node/server.mjs"], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" }, stdio: "ignore" });
  baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

await fs.mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const width of widths) {
  // Below 700 px as a phone: overlay scrollbars, so the room the desktop keeps for a scrollbar
  // (scrollbar-gutter, app.css) is not drawn as an empty strip down the right of the capture.
  const phone = width < 700;
  const page = await browser.newPage({ viewport: { width, height: phone ? 812 : 900 }, isMobile: phone, hasTouch: phone, reducedMotion: "reduce", colorScheme });
  for (const route of routes) {
    await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
    // A full-page capture does not scroll, so bands below the first screen would stay unrendered
    // (`render-when-near` in app.css); the page's own switch shows them as a visitor scrolling sees
    // them.
    if (process.env.FULL !== "0") {
      await page.evaluate(() => document.documentElement.toggleAttribute("data-render-all", true));
      // Lazy images load as a visitor scrolls near them; the capture does not scroll, so load them now.
      await page.evaluate(() =>
        Promise.all([...document.images].map((image) => ((image.loading = "eager"), image.decode().catch(() => undefined)))),
      );
    }
    const open = process.env.OPEN === "menus";
    if (open) await openMenus(page, width);
    const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}${open ? "-open" : ""}-${width}${colorScheme === "dark" ? "-dark" : ""}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== "0" && !open });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
server?.kill("SIGTERM");

async function openMenus(page: Page, width: number) {
  if (width >= 768) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" }).click();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").locator("summary", { hasText: "Products" }).click();
  }
  // Past the opening animation.
  await page.waitForTimeout(400);
}
