import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "#shared/content/site.ts";

/** SITE_URL is read once, when the module loads: each case loads it afresh with its environment. */
async function siteUrlWith(override: string | undefined): Promise<string> {
  vi.resetModules();
  if (override === undefined) vi.stubEnv("VITE_SITE_URL", undefined);
  else vi.stubEnv("VITE_SITE_URL", override);
  return (await import("./site-url.ts")).SITE_URL;
}

describe("the canonical origin", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is site.ts's URL when the build sets nothing", async () => {
    expect(await siteUrlWith(undefined)).toBe(site.defaultUrl);
    expect(await siteUrlWith("")).toBe(site.defaultUrl);
  });

  it("is VITE_SITE_URL when the build sets it (a staging domain), without a trailing slash", async () => {
    expect(await siteUrlWith("https://staging.example.com/")).toBe("https://staging.example.com");
    expect(await siteUrlWith("https://preview.example.com")).toBe("https://preview.example.com");
  });
});
