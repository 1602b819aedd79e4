/**
 * The colour theme, first in <head> (ADR 018, ADR 022). The visitor's choice is already on <html>:
 * the server put it there from the theme cookie, so nothing is read here and a dark choice never
 * flashes light. This script marks the page so the theme buttons (header and drawer) show: without
 * JavaScript there is no button, and the page follows the system's setting through CSS alone. The
 * buttons are a toggle, `aria-pressed` while the page is dark; one listener on the document serves
 * them all, present from the start. Choosing what the system already shows forgets the choice, so
 * the page follows the system again. (Other open tabs take a change on their next page: following
 * it at once would cost bytes the page budget lacks.)
 */
import { root } from "./page-root.ts";
import { themeCookie, themeToStore } from "#app/lib/theme.ts";

const system = matchMedia("(prefers-color-scheme: dark)");

const isDark = () => (root.dataset.theme ? root.dataset.theme === "dark" : system.matches);

function syncButtons() {
  for (const button of document.querySelectorAll("[data-theme-toggle]")) button.setAttribute("aria-pressed", String(isDark()));
}

root.dataset.themeButton = "";
document.addEventListener("DOMContentLoaded", syncButtons);
system.onchange = syncButtons;
document.addEventListener("click", (event) => {
  if (!(event.target as Element).closest("[data-theme-toggle]")) return;
  const choice = themeToStore(isDark() ? "light" : "dark", system.matches);
  if (choice) root.dataset.theme = choice;
  else delete root.dataset.theme;
  syncButtons();
  // Cookies blocked by the browser: the choice holds for this page only.
  document.cookie = themeCookie(choice);
});
