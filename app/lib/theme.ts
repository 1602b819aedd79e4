/**
 * The visitor's colour theme (ADR 018). No stored choice means "follow the system"; a stored
 * "light" or "dark" goes on `<html data-theme>`, which the stylesheet's `dark` variant reads
 * (app.css). Stored in localStorage, written only by the visitor's own click on a theme button: an
 * interface preference that never leaves the browser.
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

export function parseTheme(value: unknown): Theme | undefined {
  return value === "light" || value === "dark" ? value : undefined;
}

/** The choice to store after a click: none when it matches the system, so the page follows the system again. */
export function themeToStore(next: Theme, systemPrefersDark: boolean): Theme | undefined {
  return next === (systemPrefersDark ? "dark" : "light") ? undefined : next;
}
