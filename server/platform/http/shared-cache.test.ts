import { describe, expect, it } from "vitest";
import { addressTag, cacheControlWithCookie, SHARED_CACHE_POLICY, sharedCacheHeaders } from "./shared-cache.ts";

const PAGE = "public, max-age=0, must-revalidate";

describe("sharedCacheHeaders", () => {
  it("gives a public page a day in a shared cache, stale for a minute while it asks again, and its address's key", () => {
    const headers = sharedCacheHeaders(SHARED_CACHE_POLICY, "/pricing", PAGE, false);
    expect(headers).toEqual({
      // Browsers still revalidate on every view: they read neither s-maxage nor Surrogate-Control.
      "Cache-Control": "public, max-age=0, must-revalidate, s-maxage=86400",
      "Surrogate-Control": "max-age=86400, stale-while-revalidate=60",
      "Surrogate-Key": addressTag("/pricing"),
      "Cache-Tag": addressTag("/pricing"),
    });
  });

  it("leaves every other policy as it is: assets, private, no-store and no-cache answers", () => {
    for (const policy of ["public, max-age=31536000, immutable", "public, max-age=3600", "private, max-age=0, must-revalidate", "no-store", "no-cache"]) {
      expect(sharedCacheHeaders(SHARED_CACHE_POLICY, "/pricing", policy, false), policy).toBeUndefined();
    }
  });

  it("keeps an answer that sets a cookie out of shared caches", () => {
    expect(sharedCacheHeaders(SHARED_CACHE_POLICY, "/pricing", PAGE, true)).toBeUndefined();
  });
});

describe("addressTag", () => {
  it("names each address with a short key a CDN takes (ASCII, no separator), the same in every process", () => {
    expect(addressTag("/blog/ai-agents")).toMatch(/^page-[0-9a-f]{16}$/);
    expect(addressTag("/blog/ai-agents")).toBe(addressTag("/blog/ai-agents"));
    expect(addressTag("/blog/ai-agents")).not.toBe(addressTag("/blog/ai-agent"));
    expect(addressTag("/über uns")).toMatch(/^page-[0-9a-f]{16}$/);
  });
});

describe("cacheControlWithCookie", () => {
  it("makes an answer that sets a cookie private unless it already is", () => {
    expect(cacheControlWithCookie(null)).toBe("private, no-store");
    expect(cacheControlWithCookie("public, max-age=60")).toBe("private, no-store");
    expect(cacheControlWithCookie("private, max-age=0, must-revalidate")).toBeUndefined();
    expect(cacheControlWithCookie("no-store")).toBeUndefined();
  });
});
