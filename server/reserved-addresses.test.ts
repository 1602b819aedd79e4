/**
 * The server's own addresses are one list (shared/site-paths.ts): every route the app registers is
 * in it, so a route added without its address reserved fails here, and no page can take one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { AdminApiDeps } from "#server/admin-api.ts";
import type { Database } from "#server/platform/db/database.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import type { ContactDeps } from "#server/sales/contact/route.ts";
import type { ConversionDeps } from "#server/sales/conversions/route.ts";
import type { SchedulerWebhookDeps } from "#server/sales/meetings/route.ts";
import { pageEntries } from "#server/site/sitemap.ts";
import type { Downloads } from "#server/site/downloads.ts";
import { loadStaticSite } from "#server/site/static-site.ts";
import { pageDocument, pathProblem } from "#shared/pages/page.ts";
import { reservedAddressOf } from "#shared/site-paths.ts";
import { createApp } from "./app.ts";
import { createMetrics } from "./metrics.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
fs.writeFileSync(path.join(dir, "index.html"), "<h1>Home</h1>");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The app with every part it can have: each registers its routes when the app is made, none is called here. */
function wholeApp() {
  const { logger } = memoryLogger();
  const db = {} as Database;
  const clientAddress = () => "127.0.0.1";
  return createApp({
    site: loadStaticSite(dir),
    logger,
    contact: { logger, clientAddress } as unknown as ContactDeps,
    conversions: { db, clientAddress } as unknown as ConversionDeps,
    scheduler: { logger, signingKey: "key" } as unknown as SchedulerWebhookDeps,
    downloads: {} as Downloads,
    admin: { db, logger, clientAddress, trustProxy: false } as unknown as AdminApiDeps,
    metrics: createMetrics(),
    metricsToken: "token",
  });
}

/** A route's pattern as an address it answers: each parameter and wildcard filled in. */
const addressOf = (pattern: string) => pattern.replace(/:[^/]+/g, "x").replace(/\*/g, "x");

describe("the server's own addresses", () => {
  it("hold every route the app registers (the catch-all serving pages aside)", () => {
    const routes = [...new Set(wholeApp().routes.map((route) => route.path))].filter((pattern) => pattern !== "*" && pattern !== "/*");
    // The enumeration itself is checked: the probes, the metrics, the API and the admin API's dozens.
    expect(routes).toEqual(expect.arrayContaining(["/healthz", "/readyz", "/metrics", "/api/submit-contact", "/api/*", "/admin/api/pages/:id", "/downloads/:file", "/admin/api/files"]));
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((pattern) => !reservedAddressOf(addressOf(pattern)))).toEqual([]);
  });

  it("can hold no page: refused in words, and one stored before is left out of the sitemap", () => {
    for (const address of ["/healthz", "/readyz", "/metrics", "/api/x", "/admin/x", "/sitemap.xml", "/robots.txt"]) {
      expect(pathProblem(address), address).toMatch(/^\/[a-z.-]+ belongs to the site itself \(.+\); choose another address\.$/);
    }
    const page = (at: string) => ({ ...pageDocument.parse({ path: "/spring", title: "Spring", description: "A page.", sections: [] }), path: at });
    expect(pageEntries([page("/spring"), page("/readyz"), page("/healthz")])).toEqual([{ path: "/spring" }]);
  });
});
