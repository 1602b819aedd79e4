/**
 * The colour theme, first in <head> (ADR 018). Before anything is painted it puts the visitor's
 * stored choice on <html>, so a dark choice never flashes light, and marks the page so the theme
 * buttons (header and drawer) show: without JavaScript there is no button, and the page follows the
 * system's setting through CSS alone. The buttons are a toggle, `aria-pressed` while the page is
 * dark; one listener on the document serves them all, present from the start. Choosing what the
 * system already shows forgets the choice, so the page follows the system again. (Other open tabs
 * take a change on their next page: following it at once would cost bytes the page budget lacks.)
 */
import { root } from "./page-root.ts";
import { parseTheme, THEME_STORAGE_KEY, themeToStore, type Theme } from "#app/lib/theme.ts";

const system = matchMedia("(prefers-color-scheme: dark)");

function stored(): Theme | undefined {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return undefined; // Storage blocked by the browser's privacy settings: follow the system.
  }
}

const isDark = () => (root.dataset.theme ? root.dataset.theme === "dark" : system.matches);

function syncButtons() {
  for (const button of document.querySelectorAll("[data-theme-toggle]")) button.setAttribute("aria-pressed", String(isDark()));
}

function apply(theme: Theme | undefined) {
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
  syncButtons();
}

apply(stored());
root.dataset.themeButton = "";
document.addEventListener("DOMContentLoaded", syncButtons);
system.onchange = syncButtons;
document.addEventListener("click", (event) => {
  if (!(event.target as Element).closest("[data-theme-toggle]")) return;
  const choice = themeToStore(isDark() ? "light" : "dark", system.matches);
  apply(choice);
  try {
    if (choice) localStorage.setItem(THEME_STORAGE_KEY, choice);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Blocked: the choice holds for this page only.
  }
});
