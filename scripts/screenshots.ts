/**
 * Full-page screenshots of chosen routes at 375, 768 and 1280 px, for looking at what was built.
 * Usage: npm run build && node build/node/server.mjs & npx tsx scripts/screenshots.ts [/route ...]
 * Env: BASE_URL (default http://localhost:3000), OUT_DIR (default screenshots/), WIDTHS ("375,1280").
 */
import fs from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";

const baseUrl = process.env.BASE_URL ?? "http://localhost:3000";
const outDir = path.resolve(process.env.OUT_DIR ?? "screenshots");
const widths = (process.env.WIDTHS ?? "375,768,1280").split(",").map(Number);
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];

await fs.mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 700 ? 812 : 900 }, reducedMotion: "reduce" });
  for (const route of routes) {
    await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
    const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== "0" });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
