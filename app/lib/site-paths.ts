/**
 * Paths the build, the server and the tests agree on. The not-found page is prerendered at
 * NOT_FOUND_PATH (react-router.config.ts); the server answers every unknown path with it and a 404
 * status, and nothing links to it, lists it in the sitemap or audits it as a page of its own.
 */
export const NOT_FOUND_PATH = "/404";

/** The staff inbox (issue 17): never prerendered, never in the sitemap, served only behind sign-in. */
export const STAFF_PATH = "/admin";

export function isStaffPath(path: string): boolean {
  return path === STAFF_PATH || path.startsWith(`${STAFF_PATH}/`);
}

/**
 * The inbox's pages, as URL patterns (":id" is one path segment). The server serves the SPA shell
 * for these alone, and only the first two without a session; tests/integration/admin-security.test.ts
 * checks this list against app/routes.ts, so a page added there and not here fails the build.
 */
export const STAFF_PAGES = ["/admin/sign-in", "/admin/setup", "/admin", "/admin/leads/:id", "/admin/reports", "/admin/account"] as const;
export const PUBLIC_STAFF_PAGES: ReadonlySet<string> = new Set(["/admin/sign-in", "/admin/setup"]);

/** The STAFF_PAGES pattern a path matches, if any. */
export function staffPageOf(path: string): (typeof STAFF_PAGES)[number] | undefined {
  return STAFF_PAGES.find((pattern) => {
    const want = pattern.split("/");
    const got = path.split("/");
    return want.length === got.length && want.every((part, index) => (part.startsWith(":") ? (got[index] ?? "") !== "" : part === got[index]));
  });
}
