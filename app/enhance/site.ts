/**
 * The one script every page carries, inline at the end of the body (about 1 KB): what native
 * elements cannot do alone in the header, drawer and footer (pricing's switch has its own script,
 * pricing-page.ts). Pages that hydrate React (the contact form) run it too; React renders these
 * parts as static markup and leaves them to it (ADR 011).
 */
import { recordAttribution } from "./attribution.ts";
import { enhanceDrawers } from "./drawer.ts";
import { enhanceNavMenus } from "./nav-menus.ts";

// CSS opens menus on hover only until this runs (app.css): from here on, the timed hover intent.
document.documentElement.dataset.enhanced = "";
enhanceNavMenus();
enhanceDrawers();
recordAttribution();
// The year is prerendered at build time; a build from December shows the right year in January.
for (const year of document.querySelectorAll("[data-current-year]")) year.textContent = String(new Date().getFullYear());
