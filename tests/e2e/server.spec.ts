import { type APIRequestContext, expect, test } from "@playwright/test";

const REQUIRED = {
  "strict-transport-security": /max-age=\d{7,}/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\)/,
  "content-security-policy": /frame-ancestors 'none'/,
};

/** The hashed files a page loads besides itself: its stylesheet and its font (its scripts are inline, ADR 011). */
async function hashedAssets(request: APIRequestContext) {
  const html = await (await request.get("/")).text();
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const font = /<link rel="preload" href="(\/assets\/[^"]+\.woff2)"/.exec(html)?.[1];
  expect(stylesheet, "the home page's stylesheet").toBeTruthy();
  expect(font, "the home page's font").toBeTruthy();
  return { stylesheet: stylesheet!, font: font! };
}

test("security headers are on every response a browser can open as a document", async ({ request }) => {
  const paths = ["/", "/pricing", "/favicon.svg", "/robots.txt", "/sitemap.xml", "/healthz", "/missing", "/pricing/", "/api/nothing"];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(REQUIRED)) {
      expect(headers[name], `${name} on ${path} (${response.status()})`).toMatch(pattern);
    }
  }
});

test("another site's window keeps no handle on an admin window; public pages skip that isolation (ADR 015)", async ({ page, baseURL }) => {
  // 127.0.0.1 is another site than localhost: the attacker's page opens the admin app in a popup.
  await page.goto(baseURL!.replace("localhost", "127.0.0.1") + "/");
  const openFromOtherSite = async (path: string) => {
    const [popup] = await Promise.all([page.context().waitForEvent("page"), page.evaluate((url) => void window.open(url), baseURL + path)]);
    await popup.waitForLoadState("domcontentloaded");
    const severed = await popup.evaluate(() => window.opener === null);
    await popup.close();
    return severed;
  };
  expect(await openFromOtherSite("/admin/sign-in"), "the sign-in page's window is cut off from its opener").toBe(true);
  const adminHeaders = (await page.request.get(`${baseURL}/admin/api/session`)).headers();
  expect(adminHeaders["cross-origin-opener-policy"]).toBe("same-origin");
  // A public page holds nothing to protect; the header would cost every landing a new renderer process.
  expect((await page.request.get(`${baseURL}/pricing`)).headers()["cross-origin-opener-policy"]).toBeUndefined();
  expect(await openFromOtherSite("/pricing")).toBe(false);
});

test("styles and fonts carry only the headers that apply to them", async ({ request }) => {
  const { stylesheet, font } = await hashedAssets(request);
  for (const path of [stylesheet, font]) {
    const headers = (await request.get(path, { headers: { "accept-encoding": "br" } })).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["cache-control"], path).toContain("immutable");
    // Document policies do nothing on a subresource; repeated on each they cost bytes on every page.
    expect(headers["content-security-policy"], path).toBeUndefined();
  }
});

test("the CSP allows no inline script except the page's own, by hash", async ({ request }) => {
  const response = await request.get("/");
  const csp = response.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  const html = await response.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1]);
  expect(inline.length).toBeGreaterThan(0);
  expect(scriptSrc.match(/'sha256-/g)?.length).toBe(new Set(inline.map((m) => m[1])).size);
});

test("pages revalidate, hashed assets are immutable, both are precompressed", async ({ request }) => {
  const page = await request.get("/pricing", { headers: { "accept-encoding": "br" } });
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(page.headers()["content-encoding"]).toBe("br");
  // A page also varies with the theme cookie (ADR 022).
  expect(page.headers()["vary"]).toBe("Accept-Encoding, Cookie");
  const etag = page.headers()["etag"];
  expect(etag).toBeTruthy();
  const again = await request.get("/pricing", { headers: { "if-none-match": etag! } });
  expect(again.status()).toBe(304);

  const asset = await request.get((await hashedAssets(request)).stylesheet, { headers: { "accept-encoding": "gzip" } });
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toBe("gzip");
  expect(asset.headers()["content-type"]).toContain("text/css");
});

test("a trailing slash redirects permanently to the canonical URL", async ({ request }) => {
  const response = await request.get("/pricing/?billing=annual", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toMatch(/\/pricing\?billing=annual$/);
});

test("health check and the API namespace answer JSON", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const api = await request.get("/api/unknown");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: "Not found" });
  const post = await request.post("/pricing");
  expect(post.status()).toBe(405);
  expect(post.headers()["allow"]).toBe("GET, HEAD");
});

test("sitemap, robots, icons and the social card are served with their types", async ({ request }) => {
  const expectations: Array<[string, string]> = [
    ["/sitemap.xml", "application/xml"],
    ["/robots.txt", "text/plain"],
    ["/favicon.svg", "image/svg+xml"],
    ["/favicon.ico", "image/x-icon"],
    ["/apple-touch-icon.png", "image/png"],
    ["/og/default.png", "image/png"],
    ["/site.webmanifest", "application/manifest+json"],
  ];
  for (const [path, type] of expectations) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
});
