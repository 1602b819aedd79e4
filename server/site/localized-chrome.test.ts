import { describe, expect, it } from "vitest";
import type { LocaleSettings } from "#shared/i18n/locales.ts";
import { DEFAULT_MENUS } from "#shared/pages/menus.ts";
import type { PageLanguages } from "./localized-pages.ts";
import { linkAddressIn, localeChromes, withChrome } from "./localized-chrome.ts";
import { NO_POST_LANGUAGES, type PostLanguages } from "./localized-posts.ts";

const locales: LocaleSettings = { default: "en-US", others: ["de", "fr"], missing: "default-page" };
const pages = {
  locales,
  byPath: new Map([["/de/impressum", { lang: "de", dir: "ltr", alternates: [] }]]),
  translations: new Map([
    ["/", new Map([["de", "/de"]])],
    ["/pricing", new Map([["de", "/de/preise"]])],
  ]),
} as PageLanguages;
const posts = {
  ...NO_POST_LANGUAGES,
  blogs: new Map([["de", { locale: "de", prefix: "/de" }]]),
  translations: new Map([["abm-guide", new Map([["de", "/de/blog/abm-leitfaden"]])]]),
} as unknown as PostLanguages;

describe("the menus in another locale", () => {
  it("lead each link to its page's translation there, keep addresses outside the site's pages, and leave out the rest", () => {
    const addressIn = linkAddressIn("de", pages, posts);
    expect(["/", "/pricing#plans", "/blog", "/blog/abm-guide", "https://status.example.com", "mailto:hi@example.com", "#main"].map(addressIn)).toEqual([
      "/de",
      "/de/preise#plans",
      "/de/blog",
      "/de/blog/abm-leitfaden",
      "https://status.example.com",
      "mailto:hi@example.com",
      "#main",
    ]);
    expect(["/contact", "/blog/other", "/blog/tag/seo", "//evil.example/x"].map(addressIn)).toEqual([undefined, undefined, undefined, "//evil.example/x"]);
    // A page written in German only is linked as it is while it is live; one not on the site is left out.
    expect(["/de/impressum", "/de/entwurf"].map(addressIn)).toEqual(["/de/impressum", undefined]);
    // French has no blog of its own: its menus link to none.
    expect(linkAddressIn("fr", pages, posts)("/blog")).toBeUndefined();
  });

  it("make a locale's chrome only where its words are written, its menus pass the schema and it is one of the site's", () => {
    const rows = [
      { locale: "de", menus: DEFAULT_MENUS },
      // No chrome words in French: its pages keep the default chrome rather than mix languages.
      { locale: "fr", menus: DEFAULT_MENUS },
      { locale: "ar", menus: DEFAULT_MENUS },
    ];
    const chromes = localeChromes(rows, locales, pages, posts);
    expect([...chromes.keys()]).toEqual(["de"]);
    const german = chromes.get("de")!;
    expect(german.home).toBe("/de");
    expect(german.menus.header.entries.map((entry) => [entry.label, entry.href])).toEqual([
      ["Home", "/de"],
      ["Blog", "/de/blog"],
    ]);
    // The booking page is not in German: its button goes; pricing's leads to the German page.
    expect([german.menus.header.primary, german.menus.header.secondary]).toEqual([undefined, { label: "Pricing", href: "/de/preise" }]);
    expect(german.menus.footer.columns.map((column) => column.label)).toEqual(["Blog"]);
    expect(localeChromes([{ locale: "de", menus: { header: {} } }], locales, pages, posts).size).toBe(0);

    const language = { lang: "de", dir: "ltr" as const, alternates: [] };
    expect(withChrome(language, chromes)).toEqual({ ...language, chrome: german });
    expect(withChrome({ ...language, lang: "en-US" }, chromes)).toEqual({ ...language, lang: "en-US" });
  });
});
