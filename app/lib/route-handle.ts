/**
 * What a route's `handle` asks of the root layout, decided when the page is prerendered.
 * - Which pages load React in the browser (ADR 011). Every page is rendered by React at build time;
 *   only a route that needs React on the client says so with `export const handle = hydrate`, and
 *   the root layout renders React Router's `<Scripts/>` only for those. Everything else ships its
 *   HTML, its CSS and a few small inline scripts.
 * - Which pages are the admin app (ADR 013), and which load the web font at once (ADR 021).
 */
export interface RouteHandle {
  /** This route's page runs React in the browser (e.g. a form with client-side states). */
  hydrate?: boolean;
  /**
   * A page of the admin app (/admin): a client-rendered app served from the SPA shell, never
   * prerendered, without the marketing header, footer and page scripts.
   */
  app?: boolean;
  /**
   * A page visitors reach only from another page of the site, after an action (a message sent, a
   * call booked): like any later page of a visit, it loads Inter at once instead of swapping it in
   * after the first paint (ADR 021, rule 5).
   */
  reachedFromSite?: boolean;
}

export const hydrate: RouteHandle = { hydrate: true };

/**
 * The admin app's routes: client-rendered from the SPA shell, whose HydrateFallback carries the scripts
 * (so not `hydrate`, which would add a second copy of them to the shell's first render; ADR 013).
 */
export const adminApp: RouteHandle = { app: true };

/** The pages an action leads to (/thank-you, /booking-confirmation): the font at once. */
export const reachedFromSite: RouteHandle = { reachedFromSite: true };

interface Match {
  handle?: unknown;
}

/** True when a matched route's handle sets `flag`. */
function asks(matches: readonly Match[], flag: keyof RouteHandle): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.[flag] === true);
}

/** True when a matched route asks for hydration. */
export function needsHydration(matches: readonly Match[]): boolean {
  return asks(matches, "hydrate");
}

/** True on the admin app's pages. */
export function isStaffApp(matches: readonly Match[]): boolean {
  return asks(matches, "app");
}

/** True on a page visitors reach only from the site: its markup preloads the font at once. */
export function isReachedFromSite(matches: readonly Match[]): boolean {
  return asks(matches, "reachedFromSite");
}
