import { describe, expect, it } from "vitest";
import { analyticsPolicy, checkAnalyticsConfig, experimentsConsentOf } from "./analytics.ts";

describe("analytics configuration", () => {
  it("means no analytics when unset or 'none'", () => {
    expect(checkAnalyticsConfig(undefined)).toBeNull();
    expect(checkAnalyticsConfig(null)).toBeNull();
    expect(checkAnalyticsConfig("none")).toBeNull();
  });

  it("derives a cookieless provider's script and CSP from its script URL, self-hosted or cloud", () => {
    const plausible = checkAnalyticsConfig({ provider: "plausible", scriptUrl: "https://stats.vendor.example/js/script.js", domain: "vendor.example" })!;
    expect(analyticsPolicy(plausible)).toEqual({
      scriptUrl: "https://stats.vendor.example/js/script.js",
      scriptSrc: ["https://stats.vendor.example"],
      connectSrc: ["https://stats.vendor.example"],
      imgSrc: [],
      needsConsent: false,
      experimentsConsent: "not-required",
      asksConsent: false,
    });
    const umami = checkAnalyticsConfig({ provider: "umami", scriptUrl: "https://cloud.umami.is/script.js", websiteId: "94db1cb1-74f4-4a40-ad6c-962362670409" })!;
    expect(analyticsPolicy(umami)).toMatchObject({ scriptSrc: ["https://cloud.umami.is"], connectSrc: ["https://cloud.umami.is"], needsConsent: false });
  });

  it("asks consent for GA4 and allows Google's hosts", () => {
    const policy = analyticsPolicy(checkAnalyticsConfig({ provider: "ga4", measurementId: "G-ABC123XYZ" })!);
    expect(policy).toMatchObject({ scriptUrl: "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ", needsConsent: true });
    expect(policy.connectSrc).toContain("https://*.google-analytics.com");
  });

  it("makes the experiments wait for consent where the site asks for it, unless the operator says otherwise", () => {
    const plausible = { provider: "plausible", scriptUrl: "https://plausible.io/js/script.js", domain: "vendor.example" };
    const ga4 = { provider: "ga4", measurementId: "G-ABC123XYZ" };
    const policyOf = (config: unknown) => analyticsPolicy(checkAnalyticsConfig(config)!);
    expect(policyOf(ga4)).toMatchObject({ needsConsent: true, experimentsConsent: "required", asksConsent: true });
    expect(policyOf({ ...ga4, experimentsConsent: "not-required" })).toMatchObject({ needsConsent: true, experimentsConsent: "not-required", asksConsent: true });
    // A cookieless provider whose site asks anyway: the banner shows for the experiments, the provider need not wait for it.
    expect(policyOf({ ...plausible, experimentsConsent: "required" })).toMatchObject({ needsConsent: false, experimentsConsent: "required", asksConsent: true });
    expect(policyOf(plausible)).toMatchObject({ experimentsConsent: "not-required", asksConsent: false });
    // A page without a provider asks nothing, so nothing can be waited for.
    expect(experimentsConsentOf(undefined)).toBe("not-required");
    expect(() => checkAnalyticsConfig({ ...plausible, experimentsConsent: "yes" })).toThrow(/analytics.experimentsConsent/);
  });

  it("fails the build on a mistake, naming the field", () => {
    expect(() => checkAnalyticsConfig({ provider: "matomo" })).toThrow(/analytics.provider/);
    expect(() => checkAnalyticsConfig({ provider: "ga4", measurementId: "UA-1234-1" })).toThrow(/measurementId/);
    expect(() => checkAnalyticsConfig({ provider: "plausible", scriptUrl: "http://plausible.io/js/script.js", domain: "vendor.example" })).toThrow(/https/);
    expect(() => checkAnalyticsConfig({ provider: "plausible", scriptUrl: "plausible.io/js/script.js", domain: "vendor.example" })).toThrow(/full URL/);
    expect(() => checkAnalyticsConfig({ provider: "plausible", scriptUrl: "https://plausible.io/js/script.js", domain: "https://vendor.example" })).toThrow(/domain/);
    expect(() => checkAnalyticsConfig({ provider: "umami", scriptUrl: "https://cloud.umami.is/script.js", websiteId: "abc" })).toThrow(/websiteId/);
    // A script URL that would break out of the CSP header.
    expect(() => checkAnalyticsConfig({ provider: "ga4", measurementId: "G-ABC; script-src *" })).toThrow(/measurementId/);
  });
});
