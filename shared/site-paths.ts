/**
 * Paths the build, the server and the tests agree on. The not-found page is prerendered at
 * NOT_FOUND_PATH (react-router.config.ts); the server answers every unknown path with it and a 404
 * status, and nothing links to it, lists it in the sitemap or audits it as a page of its own.
 */
export const NOT_FOUND_PATH = "/404";

/** The page shown, with a 410, at an address taken down on purpose (an unpublished article or page); the same rules as NOT_FOUND_PATH. */
export const GONE_PATH = "/410";

/** The pages shown instead of one, never at their own address. */
export const STATUS_PAGE_PATHS: readonly string[] = [NOT_FOUND_PATH, GONE_PATH];

/** The admin app: never prerendered, never in the sitemap, served only behind sign-in. */
export const ADMIN_PATH = "/admin";

export function isAdminPath(path: string): boolean {
  return path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);
}

/**
 * The admin app's pages, as URL patterns (":id" is one path segment). The server serves the SPA
 * shell for these alone, and only the first two without a session; site-paths.test.ts checks this
 * list against app/routes.ts, so a page added there and not here fails the unit tests.
 */
export const ADMIN_PAGES = ["/admin/sign-in", "/admin/setup", "/admin", "/admin/leads/:id", "/admin/reports", "/admin/routing", "/admin/posts", "/admin/posts/:id", "/admin/pages", "/admin/pages/:id", "/admin/experiments", "/admin/experiments/:id", "/admin/menus", "/admin/media", "/admin/site", "/admin/settings", "/admin/account"] as const;
export const PUBLIC_ADMIN_PAGES: ReadonlySet<string> = new Set(["/admin/sign-in", "/admin/setup"]);

/** The ADMIN_PAGES pattern a path matches, if any. */
export function adminPageOf(path: string): (typeof ADMIN_PAGES)[number] | undefined {
  return ADMIN_PAGES.find((pattern) => {
    const want = pattern.split("/");
    const got = path.split("/");
    return want.length === got.length && want.every((part, index) => (part.startsWith(":") ? (got[index] ?? "") !== "" : part === got[index]));
  });
}
