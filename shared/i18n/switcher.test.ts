import { describe, expect, it } from "vitest";
import { absoluteUrl } from "#shared/seo.ts";
import { switcherLinks } from "./switcher.ts";

describe("the locale switcher", () => {
  it("links the page in each published locale by its own name, the current one marked, never x-default", () => {
    const cluster = [
      { hreflang: "en-US", href: absoluteUrl("/pricing") },
      { hreflang: "ar", href: absoluteUrl("/ar/asaar") },
      { hreflang: "x-default", href: absoluteUrl("/pricing") },
    ];
    expect(switcherLinks(cluster, "ar")).toEqual([
      { locale: "en-US", name: "American English", path: "/pricing", current: false },
      { locale: "ar", name: "العربية", path: "/ar/asaar", current: true },
    ]);
    expect(switcherLinks([], "de")).toEqual([]);
  });
});
