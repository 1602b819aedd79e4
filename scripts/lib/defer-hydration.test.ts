import { describe, expect, it } from "vitest";
import { chunkImports, DeferHydrationError, deferHydration, dependencyOrder } from "./defer-hydration";

// The shape React Router 7's <Scripts/> writes into a prerendered page.
const page = [
  '<html><head><link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<link rel="modulepreload" href="/assets/runtime.js"/><link rel="modulepreload" href="/assets/vendor.js"/>',
  '<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/home.js"/></head><body><h1>Hi</h1>',
  '<script type="module" async="">import "/assets/manifest.js";',
  'import * as route0 from "/assets/root.js";',
  'import * as route1 from "/assets/home.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client.js");</script></body></html>',
].join("\n");

const graph: Record<string, string[]> = {
  "/assets/manifest.js": [],
  "/assets/runtime.js": [],
  "/assets/vendor.js": ["/assets/runtime.js"],
  "/assets/root.js": ["/assets/vendor.js", "/assets/runtime.js"],
  "/assets/home.js": ["/assets/vendor.js"],
  "/assets/entry.client.js": ["/assets/vendor.js"],
};
const importsOf = (url: string) => graph[url] ?? [];

function loaderOf(html: string): string {
  return /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
}

describe("deferHydration", () => {
  it("leaves no module preload in the HTML, so nothing competes with the stylesheet and font", () => {
    const html = deferHydration(page, importsOf);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).not.toContain('async=""');
  });

  it("waits for the first contentful paint before adding the preloads and importing anything", () => {
    const loader = loaderOf(deferHydration(page, importsOf));
    const paint = loader.indexOf("first-contentful-paint");
    expect(paint).toBeGreaterThan(-1);
    expect(loader.indexOf("modulepreload")).toBeGreaterThan(paint);
    expect(loader.indexOf("import(")).toBeGreaterThan(paint);
    expect(loader).not.toMatch(/^import /m); // static imports would be fetched at once
  });

  it("evaluates dependencies first, one chunk per task, and the client entry last", () => {
    const loader = loaderOf(deferHydration(page, importsOf));
    const order = JSON.parse(/for \(const url of (\[.*?\])\)/.exec(loader)![1]!) as string[];
    expect(order).toEqual(["/assets/manifest.js", "/assets/runtime.js", "/assets/vendor.js", "/assets/root.js", "/assets/home.js"]);
    expect(loader).toMatch(/await import\(url\);\n\s*await new Promise\(\(next\) => setTimeout\(next\)\)/);
    expect(loader).toContain('const route0 = evaluated["/assets/root.js"];');
    expect(loader.trim().endsWith('import("/assets/entry.client.js");')).toBe(true);
    expect(loader.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(loader.indexOf("const route1"));
  });

  it("fails the build when React Router's output no longer has the expected shape", () => {
    expect(() => deferHydration("<html><body></body></html>", importsOf)).toThrow(DeferHydrationError);
    expect(() => deferHydration(page.replace(/<link rel="modulepreload"[^>]*>/g, ""), importsOf)).toThrow(/modulepreload/);
    expect(() => deferHydration(page.replace('import("/assets/entry.client.js");', ""), importsOf)).toThrow(/client entry/);
  });
});

describe("dependencyOrder and chunkImports", () => {
  it("orders a chunk after everything it imports, even through cycles", () => {
    const cyclic = (url: string) => ({ "/a.js": ["/b.js"], "/b.js": ["/a.js", "/c.js"] })[url] ?? [];
    expect(dependencyOrder(["/a.js"], cyclic)).toEqual(["/c.js", "/b.js", "/a.js"]);
  });

  it("reads the static imports of a minified chunk as absolute URLs", () => {
    const source = 'import{t as e}from"./runtime-1.js";import"./side-2.js";var x=import("./lazy-3.js");';
    expect(chunkImports(source, "/assets/ui-9.js")).toEqual(["/assets/runtime-1.js", "/assets/side-2.js"]);
  });
});
