import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE_SETTINGS, type LocaleSettings } from "#shared/i18n/locales.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { absoluteUrl } from "#shared/seo.ts";
import { pageLanguages, servedPage, standInAddresses, translationAddress, type PageInCluster } from "./localized-pages.ts";

const page = (path: string, extra: Partial<PageDocument> = {}) => ({ path, title: path, sections: [], ...extra }) as unknown as PageDocument;
const documents = new Map([
  ["/", page("/")],
  ["/pricing", page("/pricing")],
  ["/404", page("/404")],
  ["/de", page("/de")],
  ["/ar/asaar", page("/ar/asaar", { noindex: true })],
]);
const rows: PageInCluster[] = [
  { id: 1, path: "/", locale: null, translationOf: null },
  { id: 2, path: "/pricing", locale: null, translationOf: null },
  { id: 3, path: "/404", locale: null, translationOf: null },
  { id: 4, path: "/de", locale: "de", translationOf: 1 },
  { id: 5, path: "/ar/asaar", locale: "ar", translationOf: 2 },
];
const locales: LocaleSettings = { default: "en-US", others: ["de", "ar"], missing: "default-page" };

describe("a generation's pages in several languages", () => {
  it("carry no language on a site of one, as before", () => {
    const languages = pageLanguages(rows, documents, DEFAULT_LOCALE_SETTINGS);
    expect(servedPage(documents, languages, "/")).toEqual({ document: documents.get("/") });
    expect(servedPage(documents, languages, "/de/pricing")).toBeUndefined();
    expect(standInAddresses(documents, languages)).toEqual([]);
  });

  it("give each member its language and the cluster of its indexable members", () => {
    const languages = pageLanguages(rows, documents, locales);
    const cluster = [
      { hreflang: "en-US", href: absoluteUrl("/") },
      { hreflang: "de", href: absoluteUrl("/de") },
      { hreflang: "x-default", href: absoluteUrl("/") },
    ];
    expect(servedPage(documents, languages, "/de")?.language).toEqual({ lang: "de", dir: "ltr", alternates: cluster });
    expect(servedPage(documents, languages, "/")?.language).toEqual({ lang: "en-US", dir: "ltr", alternates: cluster });
    // A noindex translation is in no cluster, but still right to left.
    expect(servedPage(documents, languages, "/ar/asaar")?.language).toEqual({ lang: "ar", dir: "rtl", alternates: [] });
    expect(servedPage(documents, languages, "/pricing")?.language).toEqual({ lang: "en-US", dir: "ltr", alternates: [] });
  });

  it("let an original stand in for its missing translation, only when the operator chose so", () => {
    const languages = pageLanguages(rows, documents, locales);
    expect(servedPage(documents, languages, "/de/pricing")).toEqual({ document: documents.get("/pricing"), language: { lang: "en-US", dir: "ltr", alternates: [] } });
    expect(servedPage(documents, languages, "/ar")?.document).toBe(documents.get("/"));
    // A translation at its own slug is where the original's address in its locale leads.
    expect(servedPage(documents, languages, "/ar/pricing")).toBeUndefined();
    expect(translationAddress(languages, "/ar/pricing")).toBe("/ar/asaar");
    expect(translationAddress(languages, "/de")).toBeUndefined();
    for (const path of ["/de/404", "/de/de", "/de/ar/asaar", "/fr/pricing"]) expect(servedPage(documents, languages, path), path).toBeUndefined();
    expect(standInAddresses(documents, languages).sort()).toEqual(["/ar", "/de/pricing"]);
    const strict = pageLanguages(rows, documents, { ...locales, missing: "not-found" });
    expect(servedPage(documents, strict, "/de/pricing")).toBeUndefined();
    expect(standInAddresses(documents, strict)).toEqual([]);
  });
});
