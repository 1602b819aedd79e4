/**
 * Weight budgets on the built site (`npm run build` first; `npm test` builds before this runs).
 * Deterministic: bytes after gzip -9, not timings.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { budgets } from "#scripts/lib/budgets.ts";
import { builtPages, SITE_DIR, find, hasForm, hasScheduler, jsBudgetKb, pageWeight } from "#scripts/lib/built-site.ts";

const KB = 1024;
const pages = builtPages();

describe("JavaScript per page", () => {
  it("the contact page is the one page with a form that posts", () => {
    expect(pages.filter(hasForm).map((page) => page.route)).toEqual(["/contact"]);
    expect(pages.filter(hasScheduler).map((page) => page.route)).toEqual(["/booking"]);
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages.map((page) => [page.route, page] as const))("%s loads no React and stays within its script budget", (_, page) => {
    const weight = pageWeight(page);
    expect(
      weight.scripts.filter((src) => src.startsWith("/assets/")),
      "script files (React Router's chunks)",
    ).toEqual([]);
    expect(weight.scripts, "script files").toEqual([]);
    expect(
      find(page, "script", (a) => a.type === "module"),
      "module scripts",
    ).toEqual([]);
    expect(
      find(page, "link", (a) => a.rel === "modulepreload"),
      "module preloads",
    ).toEqual([]);
    expect(page.html, "React Router's context").not.toContain("__reactRouterContext");
    const budget = jsBudgetKb(page);
    expect(weight.jsGzip / KB, `KB gzip of script (budget ${budget})`).toBeLessThanOrEqual(budget);
  });
});

it(`every page's stylesheets stay within ${budgets.cssKb} KB gzip`, () => {
  for (const page of pages) {
    const weight = pageWeight(page);
    expect(weight.stylesheets.length, page.route).toBeGreaterThan(0);
    expect(weight.cssGzip / KB, page.route).toBeLessThanOrEqual(budgets.cssKb);
  }
});

it(`no image in the build is over ${budgets.imageKb} KB`, () => {
  const images: { file: string; kb: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(png|jpe?g|webp|avif|gif|svg|ico)$/i.test(entry.name)) images.push({ file: path.relative(SITE_DIR, full), kb: fs.statSync(full).size / KB });
    }
  };
  walk(SITE_DIR);
  expect(images.length).toBeGreaterThan(10);
  expect(images.filter((image) => image.kb > budgets.imageKb)).toEqual([]);
});
