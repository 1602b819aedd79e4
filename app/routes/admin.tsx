/**
 * The signed-in part of the admin app (ADR 013): a client-rendered app served from the SPA shell.
 * This layout loads the session; without one, every page below goes to sign-in and back.
 */
import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/admin";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { api, rememberCsrfToken, type SessionInfo } from "#app/lib/admin-api.ts";
import { mayUse } from "#app/lib/admin-roles.ts";

/** The inbox, a lead and the reports: pages for the roles that work leads. */
const LEADS_PAGES = /^\/admin(\/leads\/[^/]+|\/reports)?\/?$/;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const session = await api<SessionInfo>("/session", { from: url, signal: request.signal });
  rememberCsrfToken(session.csrfToken);
  // A redirect wins over the page's own loader, which the server refuses to this role.
  if (LEADS_PAGES.test(url.pathname) && !mayUse(session.user.role, "leads")) throw redirect("/admin/account");
  return session;
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <AdminHeader email={loaderData.user.email} role={loaderData.user.role} newCount={loaderData.newCount} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-6 outline-none sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </>
  );
}
