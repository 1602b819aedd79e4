import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { footerCopy, headerNav } from "#app/site/content/navigation.ts";
import { typeset } from "#shared/content/typography.ts";
import { seedSection } from "#tests/shared/seed-pages.ts";
import { gotoReady, isDark, stubThirdParties } from "./support.ts";

/**
 * Printing any page (ADR 019): the page's content on A4, not the site around it; every band
 * printed (none blank), readable on white paper from a dark screen, text links with where they
 * lead, tables whole. Read back from the real PDF with poppler's pdftotext.
 */
const normalize = (text: string) => text.replace(/[\u2060\u00ad]/g, "").replace(/\s+/g, " ").trim();

async function printed(page: Page): Promise<{ text: string; pages: number }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "print-")), "page.pdf");
  await page.pdf({ path: file, preferCSSPageSize: true });
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
  return { text: normalize(text), pages };
}

/** Every heading of the main content that the print stylesheet keeps (the closing call to action is left off paper). */
async function printedHeadings(page: Page) {
  await page.emulateMedia({ media: "print" });
  const headings = await page
    .locator("main")
    .locator("h1, h2, h3")
    .evaluateAll((nodes) => nodes.filter((node) => node.checkVisibility()).map((node) => node.textContent ?? ""));
  await page.emulateMedia({ media: null });
  return headings;
}

for (const route of ["/", "/pricing", "/aisdr", "/blog/seo-strategy-guide-2025", "/contact", "/privacy"]) {
  test(`${route} prints its whole content and nothing of the site around it, readable from a dark screen`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await stubThirdParties(page);
    await gotoReady(page, route);
    const headings = await printedHeadings(page);
    expect(headings.length).toBeGreaterThan(0);
    const { text, pages } = await printed(page);
    expect(pages).toBeGreaterThan(0);
    // Every band, including those never scrolled near (content-visibility), is on paper.
    for (const heading of headings) expect(text, `heading "${heading}"`).toContain(normalize(heading));
    // No header, drawer or footer.
    expect(text).not.toContain(headerNav.primaryCta.label);
    expect(text).not.toContain(footerCopy.rightsReserved);
    // Dark screen, light paper: the text is dark on white (backgrounds are not printed).
    await page.emulateMedia({ media: "print" });
    const color = await page.locator("main h1").first().evaluate((h1) => getComputedStyle(h1).color);
    expect(isDark(color), `h1 colour ${color}`).toBe(true);
  });
}

test("text links print where they lead: an article's, and the contact form's privacy link", async ({ page }) => {
  await gotoReady(page, "/blog/seo-strategy-guide-2025");
  // A paragraph with a link to a page and one to another site, as an author writes them in Markdown.
  await page.locator(".prose-article > p").first().evaluate((paragraph) => {
    paragraph.insertAdjacentHTML("beforeend", ' See <a href="/pricing">our pricing</a> and <a href="https://example.org/study">the study</a>.');
  });
  let { text } = await printed(page);
  expect(text).toContain("our pricing (/pricing)");
  expect(text).toContain("the study (https://example.org/study)");
  // Tag chips are not running text: their names print, their addresses do not.
  const firstTag = (await page.getByRole("list", { name: "Tags" }).first().getByRole("link").first().textContent())!.trim();
  expect(text).toContain(firstTag);
  expect(text).not.toContain("/blog/tag/");

  await gotoReady(page, "/contact");
  ({ text } = await printed(page));
  expect(text).toMatch(/Privacy Policy \(\/privacy\)/);
});

test("the pricing tables and the comparison matrix print whole on A4", async ({ page }) => {
  await gotoReady(page, "/pricing");
  const { text } = await printed(page);
  const comparisonRows = typeset(seedSection("/pricing", "comparison", "comparison")).rows;
  for (const row of comparisonRows) expect(text).toContain(normalize(row.feature));
  // Every cell of every table, the last column included: nothing cut off at the page's edge.
  const cells = await page.locator("main table").evaluateAll((tables) =>
    tables.flatMap((table) => [...table.querySelectorAll("th, td")].map((cell) => (cell as HTMLElement).innerText)),
  );
  expect(cells.length).toBeGreaterThan(20);
  for (const cell of cells.map(normalize).filter(Boolean)) expect(text, cell).toContain(cell);
});
