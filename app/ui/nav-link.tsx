import type { ComponentProps } from "react";
import { useLocation } from "react-router";

/**
 * A plain link that marks the current page (`aria-current="page"`), decided when the page is
 * prerendered. Every link on the site is a document navigation: pages ship no router (ADR 011), and
 * speculation rules make the next page instant where the browser supports them.
 */
export function NavLink({ href, end = false, ...props }: ComponentProps<"a"> & { href: string; end?: boolean }) {
  const { pathname } = useLocation();
  const current = pathname === href || (!end && href !== "/" && pathname.startsWith(`${href}/`));
  return <a href={href} aria-current={current ? "page" : undefined} {...props} />;
}
