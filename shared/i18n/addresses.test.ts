import { describe, expect, it } from "vitest";
import { isInLocaleSpace, localizedPath, splitLocalePath } from "./addresses.ts";
import { ONE_LOCALE, type SiteLocales } from "./locales.ts";

const locales: SiteLocales = { default: "en-US", others: ["de", "ar", "pt-BR"] };

describe("an address's locale", () => {
  it("is another locale's under its segment, with the path within that locale", () => {
    expect(splitLocalePath("/de/preise", locales)).toEqual({ locale: "de", path: "/preise" });
    expect(splitLocalePath("/de/blog/ki-im-vertrieb", locales)).toEqual({ locale: "de", path: "/blog/ki-im-vertrieb" });
    expect(splitLocalePath("/pt-br/precos", locales)).toEqual({ locale: "pt-BR", path: "/precos" });
    expect(splitLocalePath("/ar/solutions/agencies", locales)).toEqual({ locale: "ar", path: "/solutions/agencies" });
  });

  it("makes the segment alone, with or without a slash, the locale's home", () => {
    expect(splitLocalePath("/de", locales)).toEqual({ locale: "de", path: "/" });
    expect(splitLocalePath("/de/", locales)).toEqual({ locale: "de", path: "/" });
    expect(splitLocalePath("/de/preise/", locales)).toEqual({ locale: "de", path: "/preise" });
  });

  it("never reads a first segment that only starts like a locale, or is no configured locale, as one", () => {
    for (const path of ["/", "/de-risk-your-pipeline", "/blog", "/blog/de", "/ar-reports", "/fr/prix", "/en-us/pricing", "/DE/preise", "/pt/precos", "/pricing"]) {
      expect(splitLocalePath(path, locales)).toEqual({ locale: "en-US", path });
    }
  });

  it("is the default locale's everywhere while the site has one", () => {
    expect(splitLocalePath("/de/preise", ONE_LOCALE)).toEqual({ locale: "en-US", path: "/de/preise" });
  });
});

describe("a translated address", () => {
  it("keeps the default locale's addresses as they are and puts another's under its segment", () => {
    expect(localizedPath("en-US", "/pricing", locales)).toBe("/pricing");
    expect(localizedPath("en-US", "/", locales)).toBe("/");
    expect(localizedPath("de", "/preise", locales)).toBe("/de/preise");
    expect(localizedPath("de", "/", locales)).toBe("/de");
    expect(localizedPath("pt-BR", "/blog/precos", locales)).toBe("/pt-br/blog/precos");
  });

  it("is split back into the same locale and path", () => {
    for (const locale of ["en-US", ...locales.others]) {
      for (const path of ["/", "/preise", "/blog/a-post", "/solutions/agencies"]) expect(splitLocalePath(localizedPath(locale, path, locales), locales)).toEqual({ locale, path });
    }
  });

  it("is refused for a locale the site does not have, or a path that is not one", () => {
    expect(() => localizedPath("fr", "/prix", locales)).toThrow("fr is not one of the site's locales");
    expect(() => localizedPath("de", "preise", locales)).toThrow("A path starts with /");
  });
});

describe("a locale's address space", () => {
  it("holds its segment and every address under it, never an address that only starts like it", () => {
    expect(isInLocaleSpace("/de", "de")).toBe(true);
    expect(isInLocaleSpace("/de/preise", "de")).toBe(true);
    expect(isInLocaleSpace("/pt-br/precos", "pt-BR")).toBe(true);
    expect(isInLocaleSpace("/de-risk-your-pipeline", "de")).toBe(false);
    expect(isInLocaleSpace("/blog/de", "de")).toBe(false);
    expect(isInLocaleSpace("/", "de")).toBe(false);
  });
});
