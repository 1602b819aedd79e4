import { describe, expect, it } from "vitest";
import type { ExperimentsConsent } from "#shared/analytics.ts";
import { audienceOf, isPersonViewing, type Audience } from "./audience.ts";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const of = (headers: Record<string, string>, cookies: Record<string, string> = {}, consent?: ExperimentsConsent) => audienceOf((name) => headers[name], (name) => cookies[name], consent);

describe("who takes part in an experiment", () => {
  it("a person's browser loading the page", () => {
    expect(of({ "user-agent": CHROME, "sec-fetch-dest": "document" })).toBe("participant");
  });

  it("never a crawler (a search engine's, an AI's) or a link preview: they get the control, uncounted", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot",
      "Mozilla/5.0 (compatible; Bluesky Cardyb/1.1; +mailto:support@bsky.app)",
      "Iframely/1.3.1 (+https://iframely.com/docs/about)",
      "Slack-ImgProxy (+https://api.slack.com/robots)",
      "Mozilla/5.0 (Linux; Android 7.0; SM-G930V Build/NRD90M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/59.0.3071.125 Mobile Safari/537.36 (compatible; Google-Read-Aloud; +https://support.google.com/webmasters/answer/1061943)",
      "Twitterbot/1.0",
      "WhatsApp/2.23.20.0",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "curl/8.5.0",
      "",
    ]) expect(of({ "user-agent": agent }), agent).toBe("bot");
  });

  it("a person in any browser, an app's own browser included, takes part", () => {
    for (const agent of [
      CHROME,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [Pinterest/iOS]",
      "Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP2A.240605.024; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 Telegram-Android/10.14.5 (Google Pixel 7; Android 14; SDK 34; HIGH)",
    ]) expect(of({ "user-agent": agent, "sec-fetch-dest": "document" }), agent).toBe("participant");
  });

  it("not a prefetch or a prerender, which no one may ever look at", () => {
    expect(of({ "user-agent": CHROME, "sec-purpose": "prefetch;prerender" })).toBe("prefetch");
    expect(of({ "user-agent": CHROME, purpose: "prefetch" })).toBe("prefetch");
  });

  it("not the page framed by another or fetched by a script", () => {
    expect(of({ "user-agent": CHROME, "sec-fetch-dest": "iframe" })).toBe("embedded");
    expect(of({ "user-agent": CHROME, "sec-fetch-dest": "empty" })).toBe("embedded");
  });

  it("not someone who asked not to be tracked or declined consent", () => {
    expect(of({ "user-agent": CHROME, "sec-gpc": "1" })).toBe("opted-out");
    expect(of({ "user-agent": CHROME, dnt: "1" })).toBe("opted-out");
    expect(of({ "user-agent": CHROME }, { consent: "denied" })).toBe("opted-out");
    expect(of({ "user-agent": CHROME }, { consent: "granted" })).toBe("participant");
  });

  it("where the operator makes experiments wait for consent, only a visitor who accepted takes part", () => {
    const person = { "user-agent": CHROME, "sec-fetch-dest": "document" };
    expect(of(person, {}, "required")).toBe("awaiting-consent");
    expect(of(person, { consent: "granted" }, "required")).toBe("participant");
    expect(of(person, { consent: "denied" }, "required")).toBe("opted-out");
    expect(of({ ...person, "sec-gpc": "1" }, { consent: "granted" }, "required")).toBe("opted-out");
    // Where it does not, everyone who has not refused takes part, as before.
    expect(of(person, {}, "not-required")).toBe("participant");
    expect(of(person, { consent: "denied" }, "not-required")).toBe("opted-out");
  });

  it("counts a page view for every person's browser, taking part or not, never for a bot, a prefetch or a frame", () => {
    const people: Audience[] = ["participant", "opted-out", "awaiting-consent"];
    const others: Audience[] = ["bot", "prefetch", "embedded"];
    expect(people.filter(isPersonViewing)).toEqual(people);
    expect(others.filter(isPersonViewing)).toEqual([]);
  });
});
