/**
 * The colour theme, run from <head> before the first paint so a stored dark choice never flashes
 * light. Without JavaScript there are no theme buttons and CSS follows the system's setting.
 * The buttons (header and drawer) are toggles, `aria-pressed` while the page is dark; choosing what
 * the system already shows forgets the choice, so the page follows the system again.
 */
import { parseTheme, THEME_KEY, themeToStore, type Theme } from "#app/site/lib/theme.ts";
import { withStorage } from "./storage.ts";

export function init(doc: Document = document, storage: () => Storage = () => localStorage) {
  const root = doc.documentElement;
  const system = (doc.defaultView ?? window).matchMedia("(prefers-color-scheme: dark)");
  const isDark = () => (root.dataset.theme ? root.dataset.theme === "dark" : system.matches);
  const syncButtons = () => {
    for (const button of doc.querySelectorAll("[data-theme-toggle]")) button.setAttribute("aria-pressed", String(isDark()));
  };
  const apply = (choice: Theme | undefined) => {
    if (choice) root.dataset.theme = choice;
    else delete root.dataset.theme;
    syncButtons();
  };

  // Storage refused: the page follows the system, and a click holds for this page.
  const attempt = <T>(act: (store: Storage) => T) => withStorage(storage, act);
  apply(parseTheme(attempt((store) => store.getItem(THEME_KEY))));
  root.dataset.themeButton = "";

  doc.addEventListener("DOMContentLoaded", syncButtons);
  system.addEventListener("change", syncButtons);
  // A choice made in another tab follows here at once.
  (doc.defaultView ?? window).addEventListener("storage", (event) => {
    if (event.key === THEME_KEY || event.key === null) apply(parseTheme(event.newValue));
  });
  doc.addEventListener("click", (event) => {
    if (!(event.target as Element).closest("[data-theme-toggle]")) return;
    const choice = themeToStore(isDark() ? "light" : "dark", system.matches);
    apply(choice);
    attempt((store) => (choice ? store.setItem(THEME_KEY, choice) : store.removeItem(THEME_KEY)));
  });
}
