/**
 * What a route's `handle` asks of the root layout. Every public page is prerendered and ships its
 * HTML, CSS and a few small inline scripts, never React (ADR 011); the inbox is the exception.
 */
export interface RouteHandle {
  /**
   * A page of the staff's inbox (/admin): a client-rendered app served from the SPA shell, never
   * prerendered, without the marketing header, footer and page scripts.
   */
  app?: boolean;
}

/** The inbox's routes: client-rendered from the SPA shell, whose HydrateFallback carries the scripts (ADR 013). */
export const staffApp: RouteHandle = { app: true };

interface Match {
  handle?: unknown;
}

/** True on the inbox's pages. */
export function isStaffApp(matches: readonly Match[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.app === true);
}
