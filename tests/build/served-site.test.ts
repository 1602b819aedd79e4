/**
 * The built site as the server answers it (`npm run build` first): the real Hono app over
 * build/client and the seeded store, as server/main.ts wires it, asked in-process with `app.request()`. What the rules
 * are is asserted on a synthetic site in server/app.test.ts; this checks that the real build meets
 * them on every page and file: security headers, the CSP against each page's own inline scripts,
 * precompressed pages and assets, content types, and the answers for what is not there.
 */
import { createHash, randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { site as siteFacts } from "#shared/content/site.ts";
import { BLOG_PAGE_SIZE } from "#shared/blog-paths.ts";
import { listPosts } from "#server/site/render/blog.server.ts";
import { STATUS_PAGE_PATHS } from "#shared/site-paths.ts";
import { builtPages, CLIENT_DIR, find, metaContent } from "#scripts/lib/built-site.ts";
import { seededContentPages } from "#scripts/lib/rendered-site.ts";
import { createApp } from "#server/app.ts";
import { createPreviewLink } from "#server/documents/previews.ts";
import { postKind } from "#server/document-kinds.ts";
import { posts } from "#server/platform/db/content-schema.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, loadStaticSite } from "#server/site/static-site.ts";

const store = await seededContentPages();
afterAll(() => store.close());
const app = createApp({ site: loadStaticSite(CLIENT_DIR), content: store.pages, logger: memoryLogger("warn").logger });
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

const pages = builtPages();
const servedPages = pages.filter((page) => !STATUS_PAGE_PATHS.includes(page.route));
const home = pages.find((page) => page.route === "/")!;

const schedulerOrigin = new URL(siteFacts.scheduling.url).origin;
const legalOrigin = new URL(siteFacts.legal.scriptUrl).origin;

/** The headers a browser needs on anything it can open as a document. */
const DOCUMENT_HEADERS = {
  "strict-transport-security": /max-age=\d{7,}/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\)/,
  "content-security-policy": /frame-ancestors 'none'/,
};

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

describe("security headers", () => {
  const documents = [
    ...pages.map((page) => page.route),
    "/robots.txt",
    "/sitemap.xml",
    "/blog/rss.xml",
    "/site.webmanifest",
    "/healthz",
    "/missing",
    "/pricing/",
    "/api/nothing",
  ];

  it("are on every response a browser can open as a document", async () => {
    for (const path of documents) {
      const response = await get(path);
      for (const [name, pattern] of Object.entries(DOCUMENT_HEADERS)) {
        expect(response.headers.get(name), `${name} on ${path} (${response.status})`).toMatch(pattern);
      }
    }
  });

  it("let an SVG opened on its own run nothing, load nothing and be framed nowhere", async () => {
    const blog = pages.find((page) => page.route === "/blog")!;
    const cover = find(blog, "img", (a) => a.src?.endsWith(".svg") ?? false)[0]?.attrs.src;
    expect(cover, "a drawn cover on /blog").toMatch(/^\/images\/blog\/.+\.svg$/);
    for (const path of ["/favicon.svg", cover!]) {
      const response = await get(path);
      expect(response.headers.get("content-type"), path).toContain("image/svg+xml");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect([directive(csp, "default-src"), directive(csp, "script-src"), directive(csp, "frame-ancestors")], path).toEqual([["'none'"], [], ["'none'"]]);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("leave public pages without window isolation, which only the inbox needs (ADR 015)", async () => {
    for (const { route } of servedPages) expect((await get(route)).headers.get("cross-origin-opener-policy"), route).toBeNull();
  });

  it("on a stylesheet and a font are only nosniff, beside their immutable caching", async () => {
    const stylesheet = find(home, "link", (a) => a.rel === "stylesheet")[0]?.attrs.href;
    const font = /url\((\/assets\/[^)]+\.woff2)\)/.exec(await (await get(stylesheet!)).text())?.[1];
    for (const path of [stylesheet, font]) {
      expect(path, "the home page's stylesheet and font").toMatch(/^\/assets\//);
      const response = await get(path!, { "accept-encoding": "br" });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("cache-control"), path).toBe(CACHE_IMMUTABLE);
      // Document policies do nothing on a subresource; repeated on each they cost bytes on every page.
      expect(response.headers.get("content-security-policy"), path).toBeNull();
    }
  });
});

describe("each page's Content-Security-Policy", () => {
  it.each(servedPages.map((page) => [page.route, page] as const))("%s allows its own inline scripts by hash, and nothing else inline", async (route, page) => {
    const csp = (await get(route)).headers.get("content-security-policy") ?? "";
    const scriptSrc = directive(csp, "script-src");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    // The scripts as a browser's HTML parser reads them (parse5), hashed here rather than by the server's code.
    const inline = find(page, "script", (a) => a.src === undefined).filter((script) => script.text.length > 0);
    const expected = new Set(inline.map((script) => `'sha256-${createHash("sha256").update(script.text).digest("base64")}'`));
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(scriptSrc.filter((source) => source.startsWith("'sha256-")))).toEqual(expected);
  });

  it("names exactly the configured third-party hosts, on every page", async () => {
    for (const { route } of servedPages) {
      const csp = (await get(route)).headers.get("content-security-policy") ?? "";
      expect(directive(csp, "frame-src").sort(), route).toEqual([schedulerOrigin, legalOrigin].sort());
      expect(directive(csp, "script-src").filter((source) => source.startsWith("https:")), route).toEqual([legalOrigin]);
      expect([...new Set(csp.match(/https:\/\/[^\s;]+/g))].sort(), route).toEqual([schedulerOrigin, legalOrigin].sort());
    }
  });
});

describe("caching and compression", () => {
  it("every page revalidates, varies only with the encoding, and is precompressed in brotli and gzip", async () => {
    for (const { route } of servedPages) {
      for (const encoding of ["br", "gzip"]) {
        const response = await get(route, { "accept-encoding": encoding });
        expect(response.status, route).toBe(200);
        expect(response.headers.get("content-encoding"), `${route} ${encoding}`).toBe(encoding);
        expect(response.headers.get("cache-control"), route).toBe(CACHE_REVALIDATE);
        expect(response.headers.get("vary"), route).toBe("Accept-Encoding");
        expect(response.headers.get("etag"), route).toMatch(/^"[^"]+"$/);
      }
    }
  });

  it("the stylesheet is immutable and precompressed", async () => {
    const stylesheet = find(home, "link", (a) => a.rel === "stylesheet")[0]!.attrs.href!;
    const response = await get(stylesheet, { "accept-encoding": "gzip" });
    expect(response.headers.get("cache-control")).toBe(CACHE_IMMUTABLE);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
  });
});

describe("files besides pages", () => {
  it.each([
    ["/sitemap.xml", "application/xml"],
    ["/robots.txt", "text/plain"],
    ["/blog/rss.xml", "application/rss+xml"],
    ["/favicon.svg", "image/svg+xml"],
    ["/favicon.ico", "image/x-icon"],
    ["/apple-touch-icon.png", "image/png"],
    ["/og/default.png", "image/png"],
    ["/site.webmanifest", "application/manifest+json"],
  ])("%s is served as %s", async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(type);
  });

  it("every page's social image is served as an image", async () => {
    const images = new Set(servedPages.map((page) => new URL(metaContent(page, "og:image")!).pathname));
    // The site's card and each article's own.
    expect(images.size).toBeGreaterThan(listPosts().length);
    for (const image of images) {
      const response = await get(image);
      expect(response.status, image).toBe(200);
      expect(response.headers.get("content-type"), image).toMatch(/^image\/(png|jpeg)$/);
    }
  });
});

describe("what is not there", () => {
  it("an unknown path is the not-found page: 404, never indexed, no canonical", async () => {
    const response = await get("/missing");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it("a forged or altered preview link opens nothing, however many arrive at once; the real one opens its post", async () => {
    const [draft] = await store.db.select({ id: posts.id }).from(posts).limit(1);
    const { token } = await createPreviewLink(store.db, postKind, draft!.id);
    const real = await get(`/preview/${token}`);
    expect([real.status, real.headers.get("cache-control"), real.headers.get("x-robots-tag")]).toEqual([200, "no-store", "noindex, nofollow"]);
    const altered = [...token].map((char, at) => `${token.slice(0, at)}${char === "A" ? "B" : "A"}${token.slice(at + 1)}`).slice(0, 40);
    const forged = Array.from({ length: 160 }, () => randomBytes(32).toString("base64url"));
    const answers = await Promise.all(
      [...altered, ...forged].flatMap((guess) => [get(`/preview/${guess}`), get(`/preview/${guess}/cover-640.webp`)]),
    );
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.headers.get("cache-control")}`))).toEqual(new Set(["404 no-store"]));
  });

  it("an unknown tag, category or list page is the not-found page", async () => {
    const pastTheLast = `/blog/page/${Math.ceil(listPosts().length / BLOG_PAGE_SIZE) + 1}`;
    for (const missing of ["/blog/tag/no-such-tag", "/blog/category/no-such-category", pastTheLast]) {
      expect((await get(missing)).status, missing).toBe(404);
    }
  });
});
