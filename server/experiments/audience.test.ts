import { describe, expect, it } from "vitest";
import type { ExperimentsConsent } from "#shared/analytics.ts";
import { audienceOf, isPersonViewing, type Audience } from "./audience.ts";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const of = (headers: Record<string, string>, cookies: Record<string, string> = {}, consent?: ExperimentsConsent) => audienceOf((name) => headers[name], (name) => cookies[name], consent);

describe("who takes part in an experiment", () => {
  it("a person's browser loading the page", () => {
    expect(of({ "user-agent": CHROME, "sec-fetch-dest": "document" })).toBe("participant");
  });

  it("never a crawler or a link preview: they get the control, uncounted", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Twitterbot/1.0",
      "WhatsApp/2.23.20.0",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "curl/8.5.0",
      "",
    ]) expect(of({ "user-agent": agent }), agent).toBe("bot");
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
