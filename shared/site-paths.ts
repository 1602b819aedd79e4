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

/**
 * The pages the spec promises (SPEC §2: home, the products and the stack, the solutions, pricing,
 * contact and booking with their confirmations, the legal pages, coming-soon), the blog aside.
 */
export const SPEC_PAGE_PATHS: readonly string[] = [
  "/",
  "/contentos",
  "/insightstream",
  "/seogenesis",
  "/aisdr",
  "/authorityengine",
  "/ai-stack",
  "/solutions/marketing",
  "/solutions/agencies",
  "/solutions/enterprise",
  "/pricing",
  "/contact",
  "/thank-you",
  "/booking",
  "/booking-confirmation",
  "/privacy",
  "/terms",
  "/coming-soon",
];

/** The pages the site is built on, the spec's and the status pages: the studio edits them, never deletes them. */
export const FIXED_PAGE_PATHS: readonly string[] = [...SPEC_PAGE_PATHS, ...STATUS_PAGE_PATHS];

/** The admin app: never prerendered, never in the sitemap, served only behind sign-in. */
export const ADMIN_PATH = "/admin";

export function isAdminPath(path: string): boolean {
  return path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);
}

/** The server's liveness and readiness probes and its metrics (server/app.ts registers them at these). */
export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";
export const METRICS_PATH = "/metrics";
/** The site's own API (the contact form, conversions, the scheduler's webhook); anything else under it answers 404 in JSON. */
export const API_PATH = "/api";

export interface ReservedAddress {
  /** An address ("/readyz"), or one and every address under it ("/api/*"), as the router writes them; "/sitemap-*" starts so. */
  pattern: string;
  /** What the server answers there, in an editor's words. */
  what: string;
  /** An old address there may still be redirected (answered by the blog or the build's files only while they hold it). */
  redirectable?: true;
}

/**
 * Every address the server answers itself, never with a page of the store: the router's own
 * routes (server/app.ts registers the probes, the metrics and the API from these constants; a test
 * checks every route it registers is here), the admin app, previews, the blog, and the build's files.
 * A page may not take one (shared/pages/page.ts), nor a redirect one the router answers first.
 */
export const RESERVED_ADDRESSES: readonly ReservedAddress[] = [
  { pattern: HEALTH_PATH, what: "the server's liveness probe" },
  { pattern: READY_PATH, what: "the server's readiness probe" },
  { pattern: METRICS_PATH, what: "the server's metrics" },
  { pattern: `${API_PATH}/*`, what: "the site's API" },
  { pattern: `${ADMIN_PATH}/*`, what: "the admin app" },
  { pattern: "/.well-known/*", what: "files other services look for at a fixed address" },
  { pattern: "/preview/*", what: "preview links", redirectable: true },
  { pattern: "/downloads/*", what: "the files forms give, through signed links" },
  { pattern: "/blog/*", what: "the blog, its feed and its search", redirectable: true },
  { pattern: "/images/*", what: "the blog's images and covers", redirectable: true },
  { pattern: "/assets/*", what: "the site's scripts, styles and fonts", redirectable: true },
  { pattern: "/og/*", what: "the share cards", redirectable: true },
  { pattern: "/sitemap.xml", what: "the sitemap", redirectable: true },
  { pattern: "/sitemap-*", what: "the sitemap's parts", redirectable: true },
  { pattern: "/robots.txt", what: "the rules for search engines", redirectable: true },
  ...["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png", "/icon-512.png", "/site.webmanifest"].map((pattern): ReservedAddress => ({ pattern, what: "the site's icons", redirectable: true })),
];

/** Whether `path` is `pattern`'s address, or (a pattern ending in *) starts as it does; "/api/*" holds "/api" too, as the router's does. */
export function matchesAddress(pattern: string, path: string): boolean {
  if (!pattern.endsWith("*")) return path === pattern;
  const start = pattern.slice(0, -1);
  return path.startsWith(start) || (start.endsWith("/") && path === start.slice(0, -1));
}

/** The reserved address `path` falls under, if any (as requested: decoded, without a trailing slash). */
export function reservedAddressOf(path: string): ReservedAddress | undefined {
  return RESERVED_ADDRESSES.find(({ pattern }) => matchesAddress(pattern, path));
}

/** A reserved address as an editor reads it: "/api" for "/api/*", else the path asked for. */
export const shownAddress = ({ pattern }: ReservedAddress, path: string) => (pattern.endsWith("/*") ? pattern.slice(0, -2) : path);

/**
 * The admin app's pages, as URL patterns (":id" is one path segment). The server serves the SPA
 * shell for these alone, and only the first two without a session; site-paths.test.ts checks this
 * list against app/routes.ts, so a page added there and not here fails the unit tests.
 */
export const ADMIN_PAGES = [
  "/admin/sign-in",
  "/admin/setup",
  "/admin",
  "/admin/leads/:id",
  "/admin/reports",
  "/admin/routing",
  "/admin/posts",
  "/admin/posts/import",
  "/admin/posts/:id",
  "/admin/pages",
  "/admin/pages/:id",
  "/admin/forms",
  "/admin/forms/:id",
  "/admin/forms/:id/analytics",
  "/admin/experiments",
  "/admin/experiments/:id",
  "/admin/menus",
  "/admin/media",
  "/admin/site",
  "/admin/settings",
  "/admin/settings/languages",
  "/admin/account",
] as const;
export const PUBLIC_ADMIN_PAGES: ReadonlySet<string> = new Set(["/admin/sign-in", "/admin/setup"]);

/** The ADMIN_PAGES pattern a path matches, if any. */
export function adminPageOf(path: string): (typeof ADMIN_PAGES)[number] | undefined {
  return ADMIN_PAGES.find((pattern) => {
    const want = pattern.split("/");
    const got = path.split("/");
    return want.length === got.length && want.every((part, index) => (part.startsWith(":") ? (got[index] ?? "") !== "" : part === got[index]));
  });
}
