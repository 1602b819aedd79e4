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
});
