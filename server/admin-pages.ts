/**
 * The admin app's pages (/admin/…): the SPA shell, behind the session. Sign-in and setup are open;
 * any other admin page without a valid session goes to sign-in and comes back after it. The shell
 * holds no data (the API does), but a signed-out visitor has no reason to load the app at all.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { PUBLIC_ADMIN_PAGES, adminPageOf } from "#shared/site-paths.ts";
import { securityHeaders } from "#server/platform/security-headers.ts";
import type { StaticFile } from "#server/site/static-site.ts";
import { ADMIN_RESPONSE_HEADERS, type AdminDeps } from "#server/auth/http.ts";
import { SESSION_COOKIE, sessionFromCookie } from "#server/auth/sessions.ts";

export const SIGN_IN_PAGE = "/admin/sign-in";

function page(c: Context, status: 200 | 403 | 404 | 503, body: string | Uint8Array, scriptHashes?: readonly string[]): Response {
  const headers = new Headers({ ...securityHeaders({ scriptHashes }), ...ADMIN_RESPONSE_HEADERS, "Content-Type": "text/html; charset=utf-8" });
  return new Response(c.req.method === "HEAD" ? null : typeof body === "string" ? body : new Uint8Array(body), { status, headers });
}

function notice(title: string): string {
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p><a href="${SIGN_IN_PAGE}">Sign in</a></p></main></body></html>`;
}

/** Answers a GET for an /admin page, or undefined when the path is not one (the caller's 404). */
export async function adminPage(c: Context, pathname: string, shell: StaticFile | undefined, deps: AdminDeps | undefined): Promise<Response | undefined> {
  const pattern = adminPageOf(pathname);
  if (!pattern) return undefined;
  if (!shell || !deps) return page(c, 503, notice("The inbox is not available on this server"));
  if (!PUBLIC_ADMIN_PAGES.has(pattern)) {
    const found = await sessionFromCookie(deps.db, getCookie(c, SESSION_COOKIE));
    if (found.state === "none") {
      const { search } = new URL(c.req.url);
      for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) c.header(name, value);
      return c.redirect(`${SIGN_IN_PAGE}?next=${encodeURIComponent(pathname + search)}`, 302);
    }
    if (found.state === "disabled") return page(c, 403, notice("This account is disabled"));
  }
  return page(c, 200, shell.body, shell.scriptHashes);
}
