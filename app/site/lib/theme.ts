/**
 * The visitor's colour theme. No choice means "follow the system"; a chosen "light" or "dark" is
 * kept in localStorage and put on `<html data-theme>` by the head script before the first paint,
 * where the stylesheet's `dark` variant reads it (app.css). Pages stay the same bytes for everyone.
 */
export type Theme = "light" | "dark";

export const THEME_KEY = "theme";

export function parseTheme(value: unknown): Theme | undefined {
  return value === "light" || value === "dark" ? value : undefined;
}

/** The choice to keep after a click: none when it matches the system, so the page follows the system again. */
export function themeToStore(next: Theme, systemPrefersDark: boolean): Theme | undefined {
  return next === (systemPrefersDark ? "dark" : "light") ? undefined : next;
}
