import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isCrossSite, isSameOrigin, requestHost } from "./origin.ts";

/** Asks each check about one request, as the server's handlers see it. */
async function checks(method: string, headers: Record<string, string>, trustProxy = false) {
  const app = new Hono();
  app.all("*", (c) => c.json({ host: requestHost(c, trustProxy), crossSite: isCrossSite(c, ["https://partner.example"], trustProxy), sameOrigin: isSameOrigin(c, trustProxy) }));
  return (await (await app.request("http://www.vendor.example/x", { method, headers })).json()) as { host: string; crossSite: boolean; sameOrigin: boolean };
}

describe("where a request comes from", () => {
  it("takes X-Forwarded-Host from our own proxy only", async () => {
    expect((await checks("GET", { host: "www.vendor.example", "x-forwarded-host": "evil.example" })).host).toBe("www.vendor.example");
    expect((await checks("GET", { host: "internal:3000", "x-forwarded-host": "www.vendor.example, evil.example" }, true)).host).toBe("www.vendor.example");
  });

  it("lets the public form take a post without Origin or from a listed partner, and refuses another site's", async () => {
    expect((await checks("POST", { host: "www.vendor.example" })).crossSite).toBe(false);
    expect((await checks("POST", { host: "www.vendor.example", origin: "https://partner.example" })).crossSite).toBe(false);
    expect((await checks("POST", { host: "www.vendor.example", origin: "https://evil.example" })).crossSite).toBe(true);
    expect((await checks("POST", { host: "www.vendor.example", origin: "null" })).crossSite).toBe(true);
    expect((await checks("POST", { host: "www.vendor.example", "sec-fetch-site": "cross-site" })).crossSite).toBe(true);
  });

  it("lets the admin API take only its own pages' requests: a post with neither header, or from a partner, is refused", async () => {
    expect((await checks("POST", { host: "www.vendor.example", "sec-fetch-site": "same-origin" })).sameOrigin).toBe(true);
    expect((await checks("POST", { host: "www.vendor.example", origin: "http://www.vendor.example" })).sameOrigin).toBe(true);
    expect((await checks("POST", { host: "www.vendor.example" })).sameOrigin).toBe(false);
    expect((await checks("POST", { host: "www.vendor.example", origin: "https://partner.example" })).sameOrigin).toBe(false);
    expect((await checks("POST", { host: "www.vendor.example", "sec-fetch-site": "same-site" })).sameOrigin).toBe(false);
    expect((await checks("GET", { host: "www.vendor.example", "sec-fetch-site": "none" })).sameOrigin).toBe(true);
  });
});
