import { describe, expect, it } from "vitest";
import {
  canonicalLocale,
  DEFAULT_LOCALE_SETTINGS,
  hasLocaleSettingsShape,
  LOCALE_SETTINGS_WORDS,
  LOCALE_WORDS,
  localeDirection,
  localeName,
  localeProblem,
  localeSegment,
  localeSettingsOf,
  MISSING_WORDS,
  ONE_LOCALE,
  siteLocalesOf,
  type MissingTranslationAnswer,
} from "./locales.ts";

describe("an operator's locale code", () => {
  it("is stored canonical: the platform's case and the current code for a deprecated one", () => {
    expect(canonicalLocale("DE-at")).toBe("de-AT");
    expect(canonicalLocale(" pt-br ")).toBe("pt-BR");
    expect(canonicalLocale("zh-hant-tw")).toBe("zh-Hant-TW");
    expect(canonicalLocale("iw")).toBe("he");
    expect(canonicalLocale("es-419")).toBe("es-419");
  });

  it("is a language with an optional script and region, nothing else", () => {
    for (const code of ["", "d", "de_AT", "en-US-u-ca-gregory", "en-US-x-private", "sl-rozaj", "i-klingon", "*", "de-", "blog"]) {
      expect({ code, canonical: canonicalLocale(code), problem: localeProblem(code) }).toEqual({ code, canonical: undefined, problem: LOCALE_WORDS.shape });
    }
  });

  it("names a language and region the platform knows", () => {
    for (const code of ["de", "de-AT", "ar", "he", "fa", "ur", "pt-BR", "zh-Hant", "es-419", "fil"]) expect({ code, problem: localeProblem(code) }).toEqual({ code, problem: undefined });
    expect(localeProblem("zz")).toBe(LOCALE_WORDS.unknownLanguage("zz"));
    expect(localeProblem("qaa")).toBe(LOCALE_WORDS.unknownLanguage("qaa"));
    expect(localeProblem("de-XX")).toBe(LOCALE_WORDS.unknownRegion("XX"));
  });

  it("never takes an address the site answers itself", () => {
    expect(localeProblem("api")).toBe(LOCALE_WORDS.reserved("api"));
    expect(localeProblem("og")).toBe(LOCALE_WORDS.reserved("og"));
  });

  it("has its addresses under its code in lower case", () => {
    expect(localeSegment("pt-BR")).toBe("pt-br");
    expect(localeSegment("de")).toBe("de");
  });
});

describe("a locale's direction", () => {
  it("is right to left for the Arabic and Hebrew scripts, whatever the language", () => {
    for (const code of ["ar", "ar-EG", "he", "fa", "ur", "ps", "ckb", "yi", "dv", "pa-Arab", "az-Arab"]) expect({ code, direction: localeDirection(code) }).toEqual({ code, direction: "rtl" });
    for (const code of ["en-US", "de", "fr", "zh-Hant", "ja", "ru", "az", "pa", "tr"]) expect({ code, direction: localeDirection(code) }).toEqual({ code, direction: "ltr" });
  });

  it("agrees with the platform's own text info where the platform has data for the locale", () => {
    type WithTextInfo = Intl.Locale & { getTextInfo?: () => { direction: string }; textInfo?: { direction: string } };
    for (const code of ["ar", "he", "fa", "ur", "de", "en-US", "ja"]) {
      const locale = new Intl.Locale(code) as WithTextInfo;
      const platform = locale.getTextInfo?.() ?? locale.textInfo;
      if (platform) expect({ code, direction: localeDirection(code) }).toEqual({ code, direction: platform.direction });
    }
  });
});

describe("a locale's name", () => {
  it("is in its own language, capitalized for a menu", () => {
    expect(localeName("de")).toBe("Deutsch");
    expect(localeName("fr")).toBe("Français");
    expect(localeName("es")).toBe("Español");
    expect(localeName("ar")).toBe("العربية");
    expect(localeName("en-US")).toBe("American English");
  });
});

describe("the site's locales as the settings send them", () => {
  it("are stored canonical", () => {
    expect(siteLocalesOf({ default: "en-us", others: ["DE", "ar", "pt-br"] })).toEqual({ locales: { default: "en-US", others: ["de", "ar", "pt-BR"] } });
    expect(siteLocalesOf({ default: "en-US", others: [] })).toEqual({ locales: ONE_LOCALE });
  });

  it("are refused by field: a code that is none, the default again, one twice", () => {
    expect(siteLocalesOf({ default: "english", others: ["de", "zz", "EN-us", "de-AT", "DE", "pt-BR", "pt-br"] })).toEqual({
      problems: {
        default: LOCALE_WORDS.shape,
        "others.1": LOCALE_WORDS.unknownLanguage("zz"),
        "others.4": LOCALE_SETTINGS_WORDS.twice,
        "others.6": LOCALE_SETTINGS_WORDS.twice,
      },
    });
    expect(siteLocalesOf({ default: "en-US", others: ["en-us"] })).toEqual({ problems: { "others.0": LOCALE_SETTINGS_WORDS.sameAsDefault } });
  });
});

describe("the locale settings", () => {
  it("keep what an untranslated page answers", () => {
    expect(localeSettingsOf({ default: "en-US", others: ["DE"], missing: "not-found" })).toEqual({ settings: { default: "en-US", others: ["de"], missing: "not-found" } });
    expect(localeSettingsOf(DEFAULT_LOCALE_SETTINGS)).toEqual({ settings: DEFAULT_LOCALE_SETTINGS });
  });

  it("are refused by field, the answer among them", () => {
    expect(localeSettingsOf({ default: "en-US", others: ["de", "de"], missing: "redirect" as MissingTranslationAnswer })).toEqual({
      problems: { "others.1": LOCALE_SETTINGS_WORDS.twice, missing: MISSING_WORDS.choose },
    });
  });

  it("have a shape: codes as text and an answer", () => {
    expect(hasLocaleSettingsShape({ default: "en-US", others: ["de"], missing: "not-found" })).toBe(true);
    expect(hasLocaleSettingsShape({ default: "en-US", others: [1], missing: "not-found" })).toBe(false);
    expect(hasLocaleSettingsShape({ default: "en-US", others: "de" })).toBe(false);
  });
});
