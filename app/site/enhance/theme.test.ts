// @vitest-environment happy-dom
import { expect, it, vi } from "vitest";
import { THEME_KEY } from "#app/site/lib/theme.ts";
import { freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { init } from "./theme.ts";

freshPageEachTest();

/** The system's colour scheme, as the page's media query reports it. */
function systemIs(scheme: "light" | "dark") {
  const query = Object.assign(new EventTarget(), { matches: scheme === "dark", media: "(prefers-color-scheme: dark)" });
  vi.spyOn(window, "matchMedia").mockReturnValue(query as unknown as MediaQueryList);
  return query;
}

const root = () => document.documentElement;
const button = () => document.querySelector<HTMLButtonElement>("[data-theme-toggle]")!;

function openPage() {
  init();
  document.body.innerHTML = `<button type="button" data-theme-toggle>Theme</button>`;
  document.dispatchEvent(new Event("DOMContentLoaded"));
}

it("puts a stored choice on the page before anything is shown, and the button says so", () => {
  systemIs("light");
  localStorage.setItem(THEME_KEY, "dark");
  openPage();
  expect(root().dataset.theme).toBe("dark");
  expect(root().hasAttribute("data-theme-button")).toBe(true);
  expect(button().getAttribute("aria-pressed")).toBe("true");
});

it("ignores a stored value that is not a theme and follows the system", () => {
  systemIs("dark");
  localStorage.setItem(THEME_KEY, "<b>dark</b>");
  openPage();
  expect(root().dataset.theme).toBeUndefined();
  expect(button().getAttribute("aria-pressed")).toBe("true");
});

it("a click keeps the other theme; choosing the system's theme again forgets the choice", () => {
  systemIs("light");
  openPage();
  button().click();
  expect(root().dataset.theme).toBe("dark");
  expect(localStorage.getItem(THEME_KEY)).toBe("dark");
  expect(button().getAttribute("aria-pressed")).toBe("true");
  button().click();
  expect(root().dataset.theme).toBeUndefined();
  expect(localStorage.getItem(THEME_KEY)).toBeNull();
  expect(button().getAttribute("aria-pressed")).toBe("false");
});

it("with storage refused the button still switches this page", () => {
  systemIs("light");
  init(document, () => {
    throw new DOMException("denied", "SecurityError");
  });
  document.body.innerHTML = `<button type="button" data-theme-toggle>Theme</button>`;
  button().click();
  expect(root().dataset.theme).toBe("dark");
  expect(button().getAttribute("aria-pressed")).toBe("true");
});

it("follows a choice made in another tab, and the system's change while no choice is kept", () => {
  const system = systemIs("light");
  openPage();
  window.dispatchEvent(new StorageEvent("storage", { key: THEME_KEY, newValue: "dark" }));
  expect(root().dataset.theme).toBe("dark");
  window.dispatchEvent(new StorageEvent("storage", { key: THEME_KEY, newValue: null }));
  expect(root().dataset.theme).toBeUndefined();
  system.matches = true;
  system.dispatchEvent(new Event("change"));
  expect(button().getAttribute("aria-pressed")).toBe("true");
});
