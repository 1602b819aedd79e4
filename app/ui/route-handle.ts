/**
 * What a route's `handle` asks of the root layout. Every public page is prerendered and ships its
 * HTML, CSS and a few small inline scripts, never React (ADR 011); the admin app is the exception.
 */
export interface RouteHandle {
  /**
   * A page of the admin app (/admin): a client-rendered app served from the SPA shell, never
   * prerendered, without the marketing header, footer and page scripts.
   */
  app?: boolean;
}

/** The admin app's routes: client-rendered from the SPA shell, whose HydrateFallback carries the scripts (ADR 013). */
export const adminApp: RouteHandle = { app: true };

interface Match {
  handle?: unknown;
}

/** True on the admin app's pages. */
export function isAdminApp(matches: readonly Match[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.app === true);
}
