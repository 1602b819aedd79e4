import { describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { DEFAULT_SETTINGS, schedulerOriginOf, settingsProblems, siteWith, tidySettings } from "./site-settings.ts";

describe("site settings", () => {
  it("are the site's own facts until changed", () => {
    expect(settingsProblems(DEFAULT_SETTINGS)).toEqual({});
    expect(siteWith(DEFAULT_SETTINGS)).toEqual(site);
  });

  it("derive the dialled number, the hidden networks and the policies' addresses", () => {
    const changed = siteWith({ ...DEFAULT_SETTINGS, phone: "+44 20 7946 0321", socials: { X: "https://x.com/newco" }, legal: { privacyPolicyId: "11111111-2222-3333-4444-555555555555", termsOfServiceId: DEFAULT_SETTINGS.legal.termsOfServiceId } });
    expect(changed.phone).toEqual({ display: "+44 20 7946 0321", e164: "+442079460321" });
    expect(changed.socials).toEqual([{ network: "X", href: "https://x.com/newco", label: `${site.brand} on X` }]);
    expect(changed.legal.privacyPolicyUrl).toBe("https://app.termly.io/document/privacy-policy/11111111-2222-3333-4444-555555555555");
  });

  it("answer each wrong field in words", () => {
    const problems = settingsProblems({
      ...DEFAULT_SETTINGS,
      address: { ...DEFAULT_SETTINGS.address, street: " ", postalCode: "9".repeat(101), country: "USA" },
      hours: { timeZone: "Pacific", days: [{ opens: "9", closes: "18:00" }, ...DEFAULT_SETTINGS.hours.days.slice(1)] },
      socials: { Instagram: "https://instagram.com.evil.example/x", YouTube: "javascript:alert(1)" },
      schedulerUrl: "https://user:secret@calendly.com/x",
    });
    expect(problems).toEqual({
      "address.street": "Fill this in.",
      "address.postalCode": "Keep it to 100 characters or fewer.",
      "address.country": "Give the country's two-letter code, e.g. US.",
      "hours.timeZone": "Choose a time zone from the list.",
      "hours.0": "Give both times, e.g. 09:00 and 18:00.",
      "socials.Instagram": "Paste the profile's address, starting https://instagram.com/ or https://www.instagram.com/.",
      "socials.YouTube": "Paste the profile's address, starting https://youtube.com/ or https://www.youtube.com/.",
      schedulerUrl: "Paste the booking page's address, starting https://.",
    });
  });

  it("take the scheduler only from an https address on a host name, whose origin the CSP can name as it is", () => {
    const hostProblem = "Give the booking page's address on its own host name (letters, digits, dots and hyphens, no * ; or ,), e.g. https://calendly.com/your-team.";
    const hostile = [
      "https://calendly.com;sandbox/x",
      "https://calendly.com;script-src-elem/x",
      "https://calendly.com;report-uri/x",
      "https://calendly.com,sandbox/x",
      "https://*/x",
      "https://*.calendly.com/x",
      "https://192.168.0.1/x",
    ];
    for (const schedulerUrl of hostile) expect(settingsProblems({ ...DEFAULT_SETTINGS, schedulerUrl }), schedulerUrl).toEqual({ schedulerUrl: hostProblem });
    expect(settingsProblems({ ...DEFAULT_SETTINGS, schedulerUrl: "http://calendly.com/x" })).toEqual({ schedulerUrl: "Paste the booking page's address, starting https://." });
    // A port, and anything after the origin, are the booking page's own: the policy names the origin alone.
    expect(settingsProblems({ ...DEFAULT_SETTINGS, schedulerUrl: "https://meet.newco.example:8443/team;a,b/*" })).toEqual({});
    expect(schedulerOriginOf("https://meet.newco.example:8443/team;a,b/*")).toBe("https://meet.newco.example:8443");
    expect(schedulerOriginOf("https://calendly.com;sandbox/x")).toBeUndefined();
  });

  it("are tidied before they are checked and kept", () => {
    const tidy = tidySettings({ ...DEFAULT_SETTINGS, email: "  team@newco.example ", address: { ...DEFAULT_SETTINGS.address, country: "gb" }, socials: { LinkedIn: " ", X: "https://x.com/a " } });
    expect(tidy).toMatchObject({ email: "team@newco.example", address: { country: "GB" }, socials: { X: "https://x.com/a" } });
    expect(Object.keys(tidy.socials)).toEqual(["X"]);
  });
});
