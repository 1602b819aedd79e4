/**
 * The visitor's colour theme (ADR 018, ADR 022). No choice means "follow the system"; a chosen
 * "light" or "dark" goes on `<html data-theme>`, which the stylesheet's `dark` variant reads
 * (app.css). The choice is a cookie, written only by the visitor's own click on a theme button, and
 * the server puts it on the page it sends (server/theme.ts): the page needs no storage read before
 * its first paint. The cookie holds the one word and nothing else.
 */
export type Theme = "light" | "dark";

export const THEME_COOKIE = "theme";

/** A year: a preference, kept until the visitor changes it (or clears the site's cookies). */
const KEEP_SECONDS = 365 * 24 * 60 * 60;

export function parseTheme(value: unknown): Theme | undefined {
  return value === "light" || value === "dark" ? value : undefined;
}

/** The choice to keep after a click: none when it matches the system, so the page follows the system again. */
export function themeToStore(next: Theme, systemPrefersDark: boolean): Theme | undefined {
  return next === (systemPrefersDark ? "dark" : "light") ? undefined : next;
}

/**
 * The `document.cookie` assignment that keeps `choice`, or forgets the choice (undefined). Not
 * `Secure` or `HttpOnly`: it holds one public word that the page's own script writes, and the
 * server only ever reads one of two words from it (server/theme.ts).
 */
export function themeCookie(choice: Theme | undefined): string {
  return `${THEME_COOKIE}=${choice ?? ""};path=/;max-age=${choice ? KEEP_SECONDS : 0};samesite=lax`;
}
