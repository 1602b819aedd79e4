import { Form, NavLink } from "react-router";
import { LogoMark } from "#app/ui/logo.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { mayUse, type Role } from "#shared/admin-roles.ts";
import { cn } from "#app/ui/utils.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn("inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-muted-foreground hover:bg-muted hover:text-foreground", isActive && "bg-muted text-foreground");

/** The admin app's top bar: the parts this person's role may use, how many leads are new, and the way out. */
export function AdminHeader({ email, role, newCount }: { email: string; role: Role; newCount: number }) {
  const copy = adminCopy.nav;
  const worksLeads = mayUse(role, "leads");
  const worksContent = mayUse(role, "content");
  return (
    <header className="border-b border-border bg-background">
      {/* On a phone the links get their own rows under the logo and Sign out. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:flex-nowrap sm:px-6">
        <a href="/admin" className="inline-flex items-center gap-2 rounded-lg font-bold sm:mr-2">
          <LogoMark />
          <span className="max-sm:sr-only">{adminCopy.productName}</span>
        </a>
        <nav aria-label="Admin" className="order-last flex w-full flex-wrap items-center gap-1 max-sm:-mx-3 sm:order-none sm:w-auto sm:flex-nowrap">
          {worksLeads ? (
            <>
              <NavLink to="/admin" end className={linkClass}>
                {copy.leads}
                {newCount > 0 ? (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground" data-testid="new-count">
                    {copy.newLeads(newCount)}
                  </span>
                ) : null}
              </NavLink>
              <NavLink to="/admin/reports" className={linkClass}>
                {copy.reports}
              </NavLink>
              {mayUse(role, "admin") ? (
                <NavLink to="/admin/routing" className={linkClass}>
                  {copy.routing}
                </NavLink>
              ) : null}
            </>
          ) : null}
          {worksContent ? (
            <>
              <NavLink to="/admin/pages" className={linkClass}>
                {copy.pages}
              </NavLink>
              <NavLink to="/admin/forms" className={linkClass}>
                {copy.forms}
              </NavLink>
              <NavLink to="/admin/posts" className={linkClass}>
                {copy.posts}
              </NavLink>
              <NavLink to="/admin/media" className={linkClass}>
                {copy.media}
              </NavLink>
            </>
          ) : null}
          {mayUse(role, "publishing") ? (
            <>
              <NavLink to="/admin/site" className={linkClass}>
                {copy.site}
              </NavLink>
              <NavLink to="/admin/settings" className={linkClass}>
                {copy.settings}
              </NavLink>
            </>
          ) : null}
          <NavLink to="/admin/account" className={linkClass}>
            {copy.account}
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <span className="hidden text-sm text-muted-foreground lg:inline">{email}</span>
          <Form method="post" action="/admin/account">
            <button type="submit" name="intent" value="sign-out" className="inline-flex h-10 items-center rounded-lg border border-border px-3 text-sm font-semibold hover:bg-muted">
              {copy.signOut}
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}
