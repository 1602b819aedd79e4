// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import { LanguageSuggestion } from "#app/site/components/layout/language-suggestion.tsx";
import { freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { init } from "./language-suggestion.ts";

freshPageEachTest();

const alternates = [
  { hreflang: "en-US", href: "https://example.com/pricing" },
  { hreflang: "de", href: "https://example.com/de/preise" },
  { hreflang: "x-default", href: "https://example.com/pricing" },
];
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = "en-US";
  document.head.innerHTML = alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`).join("");
  document.body.innerHTML = `<main id="main" tabindex="-1"></main>${renderToStaticMarkup(createElement(LanguageSuggestion, { language: { lang: "en-US", dir: "ltr", alternates }, script: "" }))}`;
});

const note = () => document.querySelector<HTMLElement>("body > aside");

it("offers the page in the browser's language, in that language, with a link to it", () => {
  init(document, { languages: ["de-AT", "en"], userAgent: BROWSER });
  expect(note()?.getAttribute("aria-label")).toBe("Sprachvorschlag");
  expect(note()?.lang).toBe("de");
  expect(note()?.querySelector("a")?.getAttribute("href")).toBe("/de/preise");
});

it("offers nothing to a visitor who reads the page's language, nor to a crawler", () => {
  init(document, { languages: ["en-GB", "de"], userAgent: BROWSER });
  expect(note()).toBeNull();
  init(document, { languages: ["de"], userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
  expect(note()).toBeNull();
});

it("goes by its button or Escape, and stays gone", () => {
  init(document, { languages: ["de"], userAgent: BROWSER });
  note()!.querySelector("button")!.focus();
  note()!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  expect(note()).toBeNull();
  expect(document.activeElement?.id).toBe("main");
  init(document, { languages: ["de"], userAgent: BROWSER });
  expect(note()).toBeNull();
  localStorage.clear();
  init(document, { languages: ["de"], userAgent: BROWSER });
  note()!.querySelector("button")!.click();
  expect(note()).toBeNull();
});
