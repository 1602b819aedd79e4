import { describe, expect, it } from "vitest";
import { browserPreferences, isCrawler, languagePreferences, preferredLocale, suggestedLocale } from "./suggestion.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const available = ["en-US", "de", "ar"];
const suggest = (header: string, current = "en-US", userAgent: string | undefined = BROWSER, offered = available) =>
  suggestedLocale({ preferences: languagePreferences(header), userAgent, current, available: offered });

describe("an Accept-Language header", () => {
  it("becomes preferences, most wanted first, equal ones in the header's order", () => {
    expect(languagePreferences("fr;q=0.4, de-AT, en;q=0.9 , ar;q=0.9, *;q=0.1")).toEqual([
      { range: "de-AT", quality: 1 },
      { range: "en", quality: 0.9 },
      { range: "ar", quality: 0.9 },
      { range: "fr", quality: 0.4 },
      { range: "*", quality: 0.1 },
    ]);
  });

  it("leaves out malformed entries and keeps refusals (q=0)", () => {
    expect(languagePreferences("de;q=2, fr;q=abc, en_US, <script>, es;q=0, it;Q=0.500")).toEqual([
      { range: "it", quality: 0.5 },
      { range: "es", quality: 0 },
    ]);
    expect(languagePreferences("")).toEqual([]);
    expect(languagePreferences(undefined)).toEqual([]);
  });
});

describe("the locale a visitor prefers", () => {
  it("falls back from a region to the language: de-AT is served by de when only de is configured", () => {
    expect(preferredLocale(languagePreferences("de-AT"), ["en-US", "de"])).toBe("de");
  });

  it("takes the same region first, then the language alone, then the settings' order", () => {
    expect(preferredLocale(languagePreferences("de-AT"), ["de-CH", "de", "de-AT"])).toBe("de-AT");
    expect(preferredLocale(languagePreferences("de-AT"), ["de-CH", "de"])).toBe("de");
    expect(preferredLocale(languagePreferences("de-AT"), ["de-CH", "de-DE"])).toBe("de-CH");
    expect(preferredLocale(languagePreferences("de"), ["de-AT", "de-DE"])).toBe("de-DE");
  });

  it("never serves a language in another script", () => {
    expect(preferredLocale(languagePreferences("zh-TW"), ["zh-Hans"])).toBeUndefined();
    expect(preferredLocale(languagePreferences("zh-TW"), ["zh-Hans", "zh-Hant"])).toBe("zh-Hant");
  });

  it("takes nothing from * and never a refused language (q=0), even through another range", () => {
    expect(preferredLocale(languagePreferences("*"), available)).toBeUndefined();
    expect(preferredLocale(languagePreferences("fr, *;q=0.5"), available)).toBeUndefined();
    expect(preferredLocale(languagePreferences("de;q=0, de-AT"), available)).toBeUndefined();
    expect(preferredLocale(languagePreferences("ar;q=0, de;q=0.3"), available)).toBe("de");
    expect(preferredLocale(languagePreferences("de-AT;q=0"), available)).toBeUndefined();
  });

  it("reads navigator.languages in the browser's order", () => {
    expect(preferredLocale(browserPreferences(["fr-FR", "ar-EG", "de"]), available)).toBe("ar");
  });
});

describe("the language suggestion", () => {
  it("offers the page in the visitor's language when it is published in it", () => {
    expect(suggest("de-AT,de;q=0.9,en;q=0.8")).toBe("de");
    expect(suggest("ar")).toBe("ar");
  });

  it("offers nothing when the visitor's most wanted language is the page's own", () => {
    expect(suggest("en-US,de;q=0.8")).toBeUndefined();
    expect(suggest("de-AT,en;q=0.5", "de")).toBeUndefined();
    expect(suggest("en-US,de;q=0.8", "de")).toBe("en-US");
  });

  it("offers nothing the page is not published in", () => {
    expect(suggest("fr-FR,fr;q=0.9")).toBeUndefined();
    expect(suggest("de", "en-US", BROWSER, ["en-US", "ar"])).toBeUndefined();
  });

  it("offers nothing to crawlers", () => {
    const crawlers = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
      "DuckDuckBot-Https/1.1; (+https://duckduckgo.com/duckduckbot)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    ];
    for (const userAgent of crawlers) expect({ userAgent, crawler: isCrawler(userAgent), suggestion: suggest("de", "en-US", userAgent) }).toEqual({ userAgent, crawler: true, suggestion: undefined });
  });

  it("reads a phone whose name ends in bot as a visitor", () => {
    const phone = "Mozilla/5.0 (Linux; Android 9; CUBOT_X19 Build/PPR1.180610.011) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
    expect(isCrawler(phone)).toBe(false);
    expect(isCrawler(BROWSER)).toBe(false);
    expect(suggest("de", "en-US", phone)).toBe("de");
  });
});
