import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { createApp, pickEncoding } from "./app.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { inlineScriptHashes, loadStaticSite, urlPathFor, type StaticFile } from "#server/site/static-site.ts";
import { addressTag, SHARED_CACHE_POLICY } from "#server/platform/http/shared-cache.ts";

let dir: string;
let app: ReturnType<typeof createApp>;

function write(rel: string, body: string, { compress = false } = {}) {
  const full = path.join(dir, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, body);
  if (compress) {
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(body));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body));
  }
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
  write("index.html", "<html><h1>Home</h1><script>window.a=1</script></html>", { compress: true });
  write("pricing/index.html", "<html><h1>Pricing</h1></html>");
  write("404/index.html", "<html><h1>Oops! Page not found</h1></html>");
  write("assets/entry-abc123.js", "console.log('x');".repeat(50), { compress: true });
  write("robots.txt", "User-agent: *");
  write("files/price-list.pdf", "%PDF-1.7 ...");
  app = createApp({ site: loadStaticSite(dir), logger: memoryLogger().logger });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}, method = "GET") => app.request(url, { method, headers });

describe("static serving", () => {
  it("maps index.html files to clean URLs", () => {
    expect(urlPathFor("index.html")).toBe("/");
    expect(urlPathFor(path.join("blog", "post", "index.html"))).toBe("/blog/post");
    expect(urlPathFor(path.join("assets", "a.js"))).toBe("/assets/a.js");
  });

  it("serves a page with revalidation, an ETag and the page's script hash in its CSP", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Home</h1>");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("etag")).toMatch(/^".+"$/);
    const [hash] = inlineScriptHashes("<script>window.a=1</script>");
    expect(response.headers.get("content-security-policy")).toContain(hash);
  });

  it("serves a file the marketing team adds, such as a PDF, with its type", async () => {
    const response = await get("/files/price-list.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
  });

  it("answers 304 when the ETag still matches", async () => {
    const etag = (await get("/")).headers.get("etag")!;
    const response = await get("/", { "if-none-match": etag });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
  });

  it("sends the brotli copy to browsers that accept it, gzip otherwise, raw bytes to the rest", async () => {
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain("Home");
    expect((await get("/", { "accept-encoding": "gzip" })).headers.get("content-encoding")).toBe("gzip");
    expect((await get("/", { "accept-encoding": "br;q=0, gzip" })).headers.get("content-encoding")).toBe("gzip");
    expect((await get("/")).headers.get("content-encoding")).toBeNull();
  });

  it("sends every visitor the same bytes, whatever cookies they carry, so any cache may keep a page", async () => {
    const plain = await get("/", { "accept-encoding": "br" });
    const withCookies = await get("/", { "accept-encoding": "br", cookie: "session=x; theme=dark" });
    expect(Buffer.from(await withCookies.arrayBuffer())).toEqual(Buffer.from(await plain.arrayBuffer()));
    expect(withCookies.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(withCookies.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("lets no other site load a page or a JSON answer as a resource, while assets stay loadable", async () => {
    for (const url of ["/", "/robots.txt", "/api/unknown", "/healthz"]) {
      expect((await get(url)).headers.get("cross-origin-resource-policy"), url).toBe("same-origin");
    }
    expect((await get("/assets/entry-abc123.js")).headers.get("cross-origin-resource-policy")).toBeNull();
  });

  it("marks fingerprinted assets immutable", async () => {
    const response = await get("/assets/entry-abc123.js");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("answers unknown paths, the /404 page itself and malformed URLs with a 404 and the not-found page", async () => {
    for (const url of ["/nope", NOT_FOUND_PATH, "/%E0%A4%A"]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("redirects an unknown blog slug to the blog list", async () => {
    const response = await get("/blog/unknown-post");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/blog");
    expect(response.headers.get("strict-transport-security")).toContain("max-age");
  });

  it("strips a trailing slash with a permanent redirect that keeps the query", async () => {
    const response = await get("/pricing/?billing=annual");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/pricing?billing=annual");
  });

  it("never redirects off the site, however the path begins", async () => {
    for (const url of ["//evil.example/", "///evil.example/", "/.//evil.example/", "/\\evil.example/", "//evil.example"]) {
      const response = await get(url);
      const location = response.headers.get("location");
      if (response.status === 301) {
        expect(location, url).toMatch(/^\/[^/\\]/);
        expect(new URL(location!, "https://site.example").host, url).toBe("site.example");
      }
    }
    expect((await get("//evil.example/")).headers.get("location")).toBe("/evil.example");
  });

  it("answers a path of 15,000 slashes in a few milliseconds, and keeps answering", async () => {
    const hostile = `/${"/".repeat(15_000)}a/`;
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) {
      const response = await get(hostile);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/a");
    }
    // 20 such requests took ~9 s of CPU with the quadratic regular expression.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("gives each encoding its own strong ETag, and honours If-None-Match: * and weak forms", async () => {
    const br = await get("/", { "accept-encoding": "br" });
    const gzip = await get("/", { "accept-encoding": "gzip" });
    const identity = await get("/");
    const tags = [br, gzip, identity].map((response) => response.headers.get("etag"));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect((await get("/", { "accept-encoding": "br", "if-none-match": tags[0]! })).status).toBe(304);
    expect((await get("/", { "accept-encoding": "br", "if-none-match": `W/${tags[0]!}` })).status).toBe(304);
    // The gzip validator does not vouch for the brotli bytes.
    expect((await get("/", { "accept-encoding": "br", "if-none-match": tags[1]! })).status).toBe(200);
    expect((await get("/", { "if-none-match": "*" })).status).toBe(304);
    expect((await get("/nope", { "if-none-match": "*" })).status).toBe(404);
  });

  it("answers HEAD without a body and refuses other methods", async () => {
    const head = await get("/pricing", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await get("/pricing", {}, "POST");
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("refuses to start without a built site", () => {
    expect(() => loadStaticSite(path.join(dir, "missing"))).toThrow(/npm run build/);
  });
});

describe("behind a shared cache (CDN_PURGE set)", () => {
  const behindCdn = () => createApp({ site: loadStaticSite(dir), logger: memoryLogger().logger, sharedCache: SHARED_CACHE_POLICY });

  it("lets it keep a public page under its address's surrogate key, while browsers still revalidate with the ETag", async () => {
    const cdn = behindCdn();
    const response = await cdn.request("/pricing");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate, s-maxage=86400");
    expect(response.headers.get("surrogate-control")).toBe("max-age=86400, stale-while-revalidate=60");
    expect(response.headers.get("surrogate-key")).toBe(addressTag("/pricing"));
    expect(response.headers.get("cache-tag")).toBe(addressTag("/pricing"));
    const again = await cdn.request("/pricing", { headers: { "if-none-match": response.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("surrogate-key")).toBe(addressTag("/pricing"));
    // Each page its own key, whichever was asked first.
    expect((await cdn.request("/")).headers.get("surrogate-key")).toBe(addressTag("/"));
  });

  it("gives it nothing more for assets, not-found answers, the API or the admin app", async () => {
    const cdn = behindCdn();
    const asset = await cdn.request("/assets/entry-abc123.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const url of ["/assets/entry-abc123.js", "/no-such-page", "/api/nothing", "/admin/api/session"]) {
      const response = await cdn.request(url);
      expect(response.headers.get("surrogate-key"), url).toBeNull();
      expect(response.headers.get("cache-control"), url).not.toContain("s-maxage");
    }
    expect((await cdn.request("/no-such-page")).headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the browsers' headers alone when no shared cache is configured", async () => {
    const response = await get("/pricing");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("surrogate-key")).toBeNull();
    expect(response.headers.get("surrogate-control")).toBeNull();
  });
});

describe("pickEncoding", () => {
  const file = { br: Buffer.from("b"), gzip: Buffer.from("g") } as StaticFile;
  it("honours explicit refusals and wildcards", () => {
    expect(pickEncoding("*", file)).toBe("br");
    expect(pickEncoding("*;q=0", file)).toBe("identity");
    expect(pickEncoding("identity", file)).toBe("identity");
    expect(pickEncoding("br", { gzip: file.gzip } as StaticFile)).toBe("identity");
  });
});

describe("health and API", () => {
  it("reports health as JSON, never cached", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("reports readiness from the database and the outbox worker, naming what fails, and liveness without either", async () => {
    let checks = { database: "ok", outbox: "ok" };
    const ready = createApp({
      site: loadStaticSite(dir),
      ready: async () => ({ ready: Object.values(checks).every((check) => check === "ok"), checks }),
      logger: memoryLogger().logger,
    });
    const up = await ready.request("/readyz");
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: "ready", checks: { database: "ok", outbox: "ok" } });

    checks = { database: "unavailable: it does not answer", outbox: "ok" };
    const down = await ready.request("/readyz");
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBeTruthy();
    expect(await down.json()).toEqual({ status: "not ready", checks });

    checks = { database: "ok", outbox: "the delivery worker is stuck: no pass for 45 s" };
    const stuck = await ready.request("/readyz");
    expect(stuck.status).toBe(503);
    expect(((await stuck.json()) as { checks: { outbox: string } }).checks.outbox).toContain("stuck");
    expect((await ready.request("/healthz")).status).toBe(200);
  });

  it("fails liveness, naming why, only once the process cannot recover by itself (its own PostgreSQL given up on)", async () => {
    let live: { live: boolean; problem?: string } = { live: true };
    const probed = createApp({ site: loadStaticSite(dir), live: () => live, logger: memoryLogger().logger });
    expect((await probed.request("/healthz")).status).toBe(200);
    live = { live: false, problem: "PostgreSQL exited (signal SIGKILL) and did not start again in 5 attempts" };
    const failing = await probed.request("/healthz");
    expect(failing.status).toBe(503);
    expect(await failing.json()).toEqual({ status: "failing", problem: live.problem });
    expect(failing.headers.get("cache-control")).toBe("no-store");
  });

  it("fails readiness when the check itself throws", async () => {
    const broken = createApp({ site: loadStaticSite(dir), ready: () => Promise.reject(new Error("boom")), logger: memoryLogger().logger });
    expect((await broken.request("/readyz")).status).toBe(503);
  });

  it("writes one JSON log line per API request with a request id it also sends back", async () => {
    const { logger, lines } = memoryLogger();
    const logged = createApp({ site: loadStaticSite(dir), logger });
    const response = await logged.request("/api/nothing-here");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    const entry = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "info", reqId: requestId, method: "GET", path: "/api/nothing-here", status: 404 });
    expect(typeof entry.time).toBe("string");
  });
  it("sends every answer's request id, a proxy's own when it is sane", async () => {
    const page = await app.request("/", { headers: { "X-Request-Id": "from-nginx-42" } });
    expect(page.headers.get("x-request-id")).toBe("from-nginx-42");
    const forged = await app.request("/", { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const [first, second] = await Promise.all([app.request("/"), app.request("/")]);
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
    expect((await app.request("/no-such-page")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
