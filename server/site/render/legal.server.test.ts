import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, siteWith } from "#shared/site-settings.ts";
import { getLegalDocument } from "./legal.server.ts";

describe("the baseline legal documents", () => {
  it("show the office address as text, however it is written in the settings", async () => {
    const site = siteWith({ ...DEFAULT_SETTINGS, address: { ...DEFAULT_SETTINGS.address, postalCode: "[phish](https://evil.example/)" } });
    for (const kind of ["privacy", "terms"] as const) {
      const { html } = await getLegalDocument(kind, site);
      expect(html, kind).toContain("[phish](https://evil.example/), United States");
      expect(html, kind).not.toContain("evil.example/\"");
      expect(html, kind).toContain(`<a href="mailto:${site.email}">${site.email}</a>`);
    }
  });

  it("are rendered once for the facts they show: again for a new email, not for an edited menu", async () => {
    const site = siteWith(DEFAULT_SETTINGS);
    const first = getLegalDocument("privacy", site);
    const menus = { ...site.menus, header: { ...site.menus.header, entries: site.menus.header.entries.slice(1) } };
    expect(getLegalDocument("privacy", { ...site, menus })).toBe(first);
    const moved = siteWith({ ...DEFAULT_SETTINGS, email: "privacy@vendor.example" });
    expect((await getLegalDocument("privacy", moved)).html).toContain("privacy@vendor.example");
  });
});
