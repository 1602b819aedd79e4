import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, type SiteSettings } from "#shared/site-settings.ts";
import { settingsFrom } from "./site-settings.ts";

describe("settings read from the store", () => {
  it("keep each group that passes the rules and take the default for each that does not", () => {
    const stored = { email: "team@newco.example", phone: "<b>call</b>", socials: { LinkedIn: "javascript:alert(1)" } } as Partial<SiteSettings>;
    expect(settingsFrom(stored)).toEqual({ ...DEFAULT_SETTINGS, email: "team@newco.example" });
  });

  it("take the default scheduler for one written around the API that would add to the page's policy", () => {
    const stored = { schedulerUrl: "https://calendly.com;sandbox/x" } as Partial<SiteSettings>;
    expect(settingsFrom(stored).schedulerUrl).toBe(DEFAULT_SETTINGS.schedulerUrl);
  });

  it("are the defaults when the row is missing or not a document", () => {
    expect(settingsFrom(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(settingsFrom({ hours: "always" } as unknown as Partial<SiteSettings>)).toEqual(DEFAULT_SETTINGS);
  });
});
