import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "#shared/content/site.ts";

/** The facts read the site's URL once, when the module loads: each case loads it afresh. */
async function fillWith(siteUrl: string | undefined, text: string): Promise<string> {
  vi.resetModules();
  vi.stubEnv("VITE_SITE_URL", siteUrl);
  return (await import("./site-facts.server.ts")).fillSiteFacts(text);
}

describe("the site's address in content", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("{siteUrl} is the canonical origin, {siteDomain} the address as people write it", async () => {
    expect(await fillWith(undefined, "at {siteUrl}")).toBe(`at ${site.defaultUrl}`);
    expect(site.defaultUrl).toMatch(/^https:\/\/www\./);
    expect(await fillWith(undefined, "at {siteDomain}")).toBe(`at ${site.defaultUrl.replace("https://www.", "")}`);
  });

  it("follows a staging build's URL, keeping a subdomain other than www", async () => {
    expect(await fillWith("https://staging.example.com/", "at {siteDomain}")).toBe("at staging.example.com");
    expect(await fillWith("https://www.example.com", "at {siteDomain} and {unknown}")).toBe("at example.com and {unknown}");
  });
});

describe("the site's facts in another language", () => {
  it("{address} names the office's country in the page's language; English as it is", async () => {
    const { fillSiteFacts, siteIn } = await import("./site-facts.server.ts");
    const country = (language?: string) => fillSiteFacts("{address}", siteIn(site, language)).split(", ").at(-1);
    expect([country(), country("en-GB"), country("de"), country("ar")]).toEqual(["United States", "United States", "Vereinigte Staaten", "الولايات المتحدة"]);
    expect(siteIn(site, "de")).toBe(siteIn(site, "de"));
  });
});
