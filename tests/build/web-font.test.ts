/**
 * Inter never moves a line and never delays a first paint: the stylesheet declares it `optional`,
 * and no page preloads it (a visitor's first page fetches it after its first paint, for the next).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { builtPages, SITE_DIR, find } from "#scripts/lib/built-site.ts";

const pages = builtPages();

it("every page's stylesheet declares one Inter face with font-display: optional, and no page preloads it", () => {
  for (const page of pages) {
    expect(find(page, "link", (a) => a.rel === "preload" && a.as === "font"), page.route).toEqual([]);
    const [stylesheet] = find(page, "link", (a) => a.rel === "stylesheet");
    const css = fs.readFileSync(path.join(SITE_DIR, stylesheet!.attrs.href!), "utf8");
    const faces = css.match(/@font-face\{[^}]*font-family:\s*"?Inter Variable"?[^}]*\}/g) ?? [];
    expect(faces, page.route).toHaveLength(1);
    expect(faces[0]).toContain("font-display:optional");
    const url = /url\(([^)]+\.woff2)\)/.exec(faces[0]!)?.[1];
    expect(fs.existsSync(path.join(SITE_DIR, url!)), url).toBe(true);
  }
});
