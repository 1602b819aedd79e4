import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { looseRanges } from "#shared/content/typography.ts";
import { renderArticle } from "#server/site/render/blog.server.ts";
import { imagesInDir } from "#server/site/render/rehype-content-images.server.ts";
import { readPageFiles } from "#server/site/render/page-files.server.ts";
import { pageForSite } from "#server/site/render/page-text.server.ts";
import { site } from "#shared/content/site.ts";

/**
 * A range in copy ("70-85%", "Monday - Friday") must never break across lines on a phone (ADR 019).
 * Every string a copy module exports, and every Markdown file as rendered, is checked here; a range
 * left loose is named with where it is. The fix: pass the export through `typeset`
 * (shared/content/typography.ts); Markdown needs nothing (its typography step sets them).
 */
/** The copy of each area (app/<area>/content) and the copy both runtimes share (shared/content). */
const CONTENT_DIRS = [
  ...fs.readdirSync("app").map((area) => path.join("app", area, "content")).filter((dir) => fs.existsSync(dir)),
  "shared/content",
];
// Facts, not copy: a phone number or an id is never a range.
const FACT_MODULES = new Set(["site.ts"]);

function strings(value: unknown, where: string, found: Array<[string, string]> = []) {
  if (typeof value === "string") found.push([where, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => strings(item, `${where}[${index}]`, found));
  else if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) strings(item, `${where}.${key}`, found);
  }
  return found;
}

describe("ranges in copy are one unit", () => {
  const modules = CONTENT_DIRS.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !FACT_MODULES.has(file))
      .map((file) => path.join(dir, file)),
  );

  it("finds the copy modules", () => expect(modules.length).toBeGreaterThan(8));

  for (const file of modules) {
    it(file, async () => {
      const exports = (await import(path.resolve(file))) as Record<string, unknown>;
      const loose = Object.entries(exports).flatMap(([name, value]) =>
        strings(value, name).flatMap(([where, text]) => looseRanges(text).map((range) => `${where}: "${range}"`)),
      );
      expect(loose, "wrap the export in typeset()").toEqual([]);
    });
  }

  // A page keeps copy as it was written; the page sets its ranges as it renders (page-text.server.ts).
  for (const page of readPageFiles()) {
    it(`the page at ${page.path}, as rendered`, () => {
      const loose = strings(pageForSite(page, site), "sections").flatMap(([where, text]) => looseRanges(text).map((range) => `${where}: "${range}"`));
      expect(loose).toEqual([]);
    });
  }

  const markdown = ["content/blog", "content/legal"].flatMap((dir) =>
    fs.readdirSync(dir).filter((file) => file.endsWith(".md")).map((file) => path.join(dir, file)),
  );

  it("finds the Markdown files", () => expect(markdown.length).toBeGreaterThan(18));

  for (const file of markdown) {
    it(file, async () => {
      const body = fs.readFileSync(file, "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
      const { html } = await renderArticle(body, imagesInDir(path.dirname(path.resolve(file)), file));
      // The text a reader sees, code left out (a range in code is typed as meant).
      const text = html.replace(/<(pre|code)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ");
      expect(looseRanges(text)).toEqual([]);
    });
  }
});
