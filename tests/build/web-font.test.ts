/**
 * Inter never moves a line: every page preloads it, and the stylesheet declares it `optional`, so
 * the browser uses it only if it is there for the first paint and otherwise keeps the stand-in.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { builtPages, CLIENT_DIR, find } from "#scripts/lib/built-site.ts";

const pages = builtPages();

it("every page preloads the one Inter file its stylesheet declares, with font-display: optional", () => {
  for (const page of pages) {
    const preloads = find(page, "link", (a) => a.rel === "preload" && a.as === "font");
    expect(preloads.map((link) => [link.attrs.type, link.attrs.crossorigin, link.attrs.media]), page.route).toEqual([["font/woff2", "anonymous", undefined]]);
    const [stylesheet] = find(page, "link", (a) => a.rel === "stylesheet");
    const css = fs.readFileSync(path.join(CLIENT_DIR, stylesheet!.attrs.href!), "utf8");
    const faces = css.match(/@font-face\{[^}]*font-family:\s*"?Inter Variable"?[^}]*\}/g) ?? [];
    expect(faces, page.route).toHaveLength(1);
    expect(faces[0]).toContain("font-display:optional");
    expect(faces[0]).toContain(`url(${preloads[0]!.attrs.href})`);
  }
});
