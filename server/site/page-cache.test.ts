import { brotliCompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";
import { gzipOf, keptCompressed, staticFileOf } from "./static-site.ts";

const page = (path: string, text: string) => {
  const body = Buffer.from(text);
  return keptCompressed(staticFileOf(path, body, { br: brotliCompressSync(body) }, "index.html"));
};

describe("the pages kept in memory", () => {
  it("keep a page as brotli only, and give its plain or gzip bytes to a client that asks", () => {
    const text = `<html><h1>An article</h1>${"<p>words of the article</p>".repeat(200)}</html>`;
    const file = page("/blog/a", text);
    expect(Object.getOwnPropertyDescriptor(file, "body")?.get).toBeDefined();
    expect(file.body.toString()).toBe(text);
    expect(file.gzip).toBeUndefined();
    expect(gunzipSync(gzipOf(file)).toString()).toBe(text);
    expect(file.etag).toBe(staticFileOf("/blog/a", Buffer.from(text), {}, "index.html").etag);
  });

  it("serve a page only for the key it was rendered from, and let the least recently used go past the budget", () => {
    const evicted: string[] = [];
    const one = page("/blog/one", "<p>one</p>".repeat(300));
    const size = one.br!.length;
    const cache = new PageCache(size * 2.5, (path) => evicted.push(path));
    cache.set("/blog/one", "k1", one);
    cache.set("/blog/two", "k1", page("/blog/two", "<p>two</p>".repeat(300)));
    expect(cache.get("/blog/one", "k2")).toBeUndefined();
    expect(cache.get("/blog/one", "k1")).toBe(one);
    cache.set("/blog/three", "k1", page("/blog/three", "<p>three</p>".repeat(300)));
    expect(evicted).toEqual(["/blog/two"]);
    expect(cache.size.pages).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(size * 2.5);
  });
});
