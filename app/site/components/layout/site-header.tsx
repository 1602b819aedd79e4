import { useLocation } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { NavDropdown, navigationItemClasses } from "#app/ui/nav-dropdown.tsx";
import { NavLink } from "#app/ui/nav-link.tsx";
import type { HeaderEntry } from "#shared/pages/menus.ts";
import { useChrome } from "#app/site/lib/chrome-context.tsx";
import { cn } from "#app/ui/utils.ts";
import { Logo } from "#app/ui/logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { ThemeButton } from "./theme-button.tsx";

/** In the page's locale where its chrome is written (ADR 054), else marked as in the default locale's words. */
export function SiteHeader() {
  const { menus, words, home, wordsLanguage } = useChrome();
  const { header } = menus;
  return (
    <header
      {...wordsLanguage}
      id="site-header"
      data-site-header=""
      className="sticky top-0 z-40 print:hidden border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/75"
    >
      {/* In <head>: no frame before the whole header is parsed, or the centred nav moves as the
          buttons after it arrive. */}
      <link rel="expect" href="#site-header" blocking="render" />
      <div className="container-page flex h-header items-center justify-between gap-4 md:px-5 lg:px-8">
        <Logo compactOnTablet href={home} label={words.home} />
        <DesktopNav entries={header.entries} label={words.mainNav} />
        <div className="hidden items-center gap-2 md:flex">
          <ThemeButton />
          {header.secondary ? (
            <Button asChild variant="secondary" size="sm">
              <NavLink href={header.secondary.href}>{header.secondary.label}</NavLink>
            </Button>
          ) : null}
          {header.primary ? (
            <Button asChild size="sm">
              <NavLink href={header.primary.href}>{header.primary.label}</NavLink>
            </Button>
          ) : null}
        </div>
        <MobileNav />
      </div>
    </header>
  );
}

function DesktopNav({ entries, label }: { entries: HeaderEntry[]; label: string }) {
  return (
    <nav aria-label={label} className="hidden md:block">
      <ul className="flex items-center lg:gap-1">
        {entries.map((entry, index) => (entry.items.length > 0 ? <DropdownGroup key={index} group={entry} /> : <TopLink key={index} label={entry.label} href={entry.href!} />))}
      </ul>
    </nav>
  );
}

function TopLink({ label, href }: { label: string; href: string }) {
  return (
    <li>
      <NavLink href={href} end={href === "/"} className={navigationItemClasses}>
        {label}
      </NavLink>
    </li>
  );
}

/** A dropdown of more than four links takes two columns. */
function DropdownGroup({ group }: { group: HeaderEntry }) {
  const { pathname } = useLocation();
  const wide = group.items.length > 4;
  return (
    <NavDropdown label={group.label} highlighted={group.items.some((item) => item.href === pathname)}>
      <ul className={cn("grid gap-1", wide ? "w-[36rem] grid-cols-2" : "w-80")}>
        {group.items.map((item, index) => (
          <li key={index}>
            <NavLink href={item.href} end className="group block rounded-lg p-3 transition-colors hover:bg-muted focus-visible:bg-muted aria-[current=page]:bg-primary-soft">
              <span className="block text-sm font-semibold text-foreground group-aria-[current=page]:text-primary-soft-foreground">{item.label}</span>
              {item.description ? <span className="mt-1 block text-[0.8125rem] leading-snug text-muted-foreground">{item.description}</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </NavDropdown>
  );
}
