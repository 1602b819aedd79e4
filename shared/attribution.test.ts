import { describe, expect, it } from "vitest";
import { channelOfReferrer, cleanReferrer, cleanValue, MAX_VALUE_LENGTH, normalizeAttribution, touchOf } from "./attribution.ts";

const now = new Date("2026-11-24T12:00:00Z");
const host = "www.vendor.example";
const touch = (params: Record<string, unknown>, referrer: unknown = "", page: unknown = "/aisdr", at: unknown = "2026-11-24T11:50:00Z") =>
  touchOf({ page, referrer, params, at }, now, host);

describe("a touch's source and medium", () => {
  it("takes UTM parameters first, in one spelling", () => {
    const t = touch({ utm_source: "LinkedIn", utm_medium: "Paid-Social", utm_campaign: "Spring Launch", utm_term: "ai sdr", utm_content: "video-a" }, "https://www.google.com/");
    expect(t).toMatchObject({ source: "linkedin", medium: "paid-social", campaign: "Spring Launch", term: "ai sdr", content: "video-a", landingPage: "/aisdr" });
    expect(t.referrer).toBe("https://www.google.com/");
  });

  it("says (not set) for a source without a medium, and ignores a medium without a source", () => {
    expect(touch({ utm_source: "newsletter" })).toMatchObject({ source: "newsletter", medium: "(not set)" });
    expect(touch({ utm_medium: "email" })).toMatchObject({ source: "(direct)", medium: "email" });
  });

  it("reads ad click ids when no UTM names the source", () => {
    expect(touch({ gclid: "Cj0KCQ" })).toMatchObject({ source: "google", medium: "cpc", clickIds: { gclid: "Cj0KCQ" } });
    expect(touch({ msclkid: "abc" })).toMatchObject({ source: "bing", medium: "cpc" });
    expect(touch({ gclid: "x", utm_source: "partner", utm_medium: "cpc" })).toMatchObject({ source: "partner", clickIds: { gclid: "x" } });
  });

  it("classifies referrers: search engines, social sites, other sites, none", () => {
    expect(channelOfReferrer("https://www.google.co.uk/")).toEqual({ source: "google", medium: "organic" });
    expect(channelOfReferrer("https://duckduckgo.com/")).toEqual({ source: "duckduckgo", medium: "organic" });
    expect(channelOfReferrer("https://lnkd.in/abc")).toEqual({ source: "linkedin", medium: "social" });
    expect(channelOfReferrer("https://t.co/xyz")).toEqual({ source: "twitter", medium: "social" });
    expect(channelOfReferrer("https://blog.partner.io/post")).toEqual({ source: "blog.partner.io", medium: "referral" });
    expect(channelOfReferrer(null)).toEqual({ source: "(direct)", medium: "(none)" });
    // A site whose name merely contains an engine's name is a referral.
    expect(channelOfReferrer("https://googleish.example/")).toEqual({ source: "googleish.example", medium: "referral" });
  });
});

describe("hostile values", () => {
  it("bounds every value and cuts at a character boundary", () => {
    const long = "😀".repeat(500);
    const t = touch({ utm_campaign: long, utm_source: "a".repeat(10_000) });
    expect(Array.from(t.campaign!)).toHaveLength(MAX_VALUE_LENGTH);
    expect(t.campaign!.endsWith("😀")).toBe(true);
    expect(t.source).toHaveLength(MAX_VALUE_LENGTH);
  });

  it("drops control characters, lone surrogates and line separators (no forged lines in the email)", () => {
    expect(cleanValue("spring\r\nBcc: x@evil.example\u0000")).toBe("springBcc: x@evil.example");
    expect(cleanValue("a\uD800b\u2028c")).toBe("abc");
    expect(cleanValue("   ")).toBeNull();
    expect(cleanValue(42)).toBeNull();
    expect(cleanValue({ toString: () => "x" })).toBeNull();
  });

  it("keeps only http(s) referrers of other sites, without their query (which can hold personal data)", () => {
    expect(cleanReferrer("https://mail.example/inbox?email=jane@acme.com#x")).toBe("https://mail.example/inbox");
    expect(cleanReferrer("javascript:alert(1)")).toBeNull();
    expect(cleanReferrer("data:text/html,hi")).toBeNull();
    expect(cleanReferrer("https://user:pass@evil.example/")).toBe("https://evil.example/");
    expect(cleanReferrer(`https://${host}/pricing`, host)).toBeNull();
    expect(cleanReferrer("not a url")).toBeNull();
  });

  it("keeps a landing page only as a path on this site", () => {
    expect(touch({}, "", "/pricing?utm_source=x#faq").landingPage).toBe("/pricing");
    expect(touch({}, "", "//evil.example/").landingPage).toBeNull();
    expect(touch({}, "", "https://evil.example/").landingPage).toBeNull();
    expect(touch({}, "", ["/"]).landingPage).toBeNull();
  });

  it("refuses times from the future or long ago, and params that are not an object", () => {
    expect(touch({}, "", "/", "2026-12-30T00:00:00Z").at).toBeNull();
    expect(touch({}, "", "/", "2020-01-01T00:00:00Z").at).toBeNull();
    expect(touch({}, "", "/", "yesterday").at).toBeNull();
    expect(touchOf({ page: "/", referrer: "", params: ["utm_source"], at: null }, now).source).toBe("(direct)");
    expect(touchOf({ page: "/", referrer: "", params: null, at: null }, now).source).toBe("(direct)");
  });
});

describe("the attribution stored with a lead", () => {
  it("keeps first and last touch from the browser's record, and the time to convert", () => {
    const recorded = {
      first: { page: "/aisdr", referrer: "https://www.linkedin.com/feed/", params: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "q4" }, at: "2026-11-24T11:00:00Z" },
      last: { page: "/pricing", referrer: "https://www.google.com/", params: {}, at: "2026-11-24T11:55:00Z" },
      extra: "ignored",
    };
    const attribution = normalizeAttribution(recorded, `https://${host}/contact`, now, host);
    expect(attribution).toMatchObject({
      version: 1,
      capturedBy: "browser",
      first: { source: "linkedin", medium: "social", campaign: "q4", landingPage: "/aisdr" },
      last: { source: "google", medium: "organic", landingPage: "/pricing" },
      secondsToConvert: 3600,
    });
    expect(JSON.stringify(attribution)).not.toContain("ignored");
  });

  it("falls back to what the server saw: the sending page and the campaign it carried", () => {
    const attribution = normalizeAttribution(undefined, `https://${host}/contact?utm_source=Newsletter&utm_medium=email&utm_campaign=nov`, now, host);
    expect(attribution).toMatchObject({
      capturedBy: "server",
      first: { source: "newsletter", medium: "email", campaign: "nov", landingPage: "/contact", at: null },
      secondsToConvert: null,
    });
    expect(attribution.last).toEqual(attribution.first);
    expect(normalizeAttribution("garbage", null, now, host).first).toMatchObject({ source: "(direct)", medium: "(none)", landingPage: null });
    expect(normalizeAttribution({ first: "x", last: {} }, null, now, host).capturedBy).toBe("server");
  });
});
