/**
 * The signed-in part of the admin app (ADR 013): a client-rendered app served from the SPA shell.
 * This layout loads the session; without one, every page below goes to sign-in and back.
 */
import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/admin";
import { AdminHeader } from "#app/admin/components/admin-header.tsx";
import { rememberCsrfToken, sessionFor } from "#app/admin/lib/admin-api.ts";
import { mayUse, type AdminArea, type Role } from "#shared/admin-roles.ts";

/** The pages of a part of the app a role may lack (the first that matches): the inbox, a lead and the reports; the import; the posts, pages, experiments and menus; the site; the routing. */
const AREA_PAGES: ReadonlyArray<readonly [RegExp, AdminArea]> = [
  // The import adds authors and images and updates posts by address: the admin's (server/studio/routes/imports.ts).
  [/^\/admin\/posts\/import\/?$/, "admin"],
  [/^\/admin(\/leads\/[^/]+|\/reports)?\/?$/, "leads"],
  [/^\/admin\/((posts|pages|experiments)(\/[^/]+)?|media|menus)\/?$/, "content"],
  [/^\/admin\/(site|settings)\/?$/, "publishing"],
  [/^\/admin\/(routing|settings\/languages)\/?$/, "admin"],
];

/** Where a role starts: its first part of the app. */
function homeOf(role: Role): string {
  if (mayUse(role, "leads")) return "/admin";
  return mayUse(role, "content") ? "/admin/posts" : "/admin/account";
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const session = await sessionFor(request);
  rememberCsrfToken(session.csrfToken);
  // A redirect wins over the page's own loader, which the server refuses to this role.
  const area = AREA_PAGES.find(([pattern]) => pattern.test(url.pathname))?.[1];
  if (area && !mayUse(session.user.role, area)) throw redirect(homeOf(session.user.role));
  return session;
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3">
        Skip to content
      </a>
      <AdminHeader email={loaderData.user.email} role={loaderData.user.role} newCount={loaderData.newCount} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-6 outline-none sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </>
  );
}
