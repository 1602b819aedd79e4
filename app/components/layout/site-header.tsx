import { useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationItemClasses,
} from "~/components/ui/navigation-menu";
import { headerNav, type NavGroup } from "~/content/navigation";
import { cn } from "~/lib/utils";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
      <div className="container-page flex h-16 items-center justify-between gap-4 md:px-5 lg:px-8">
        <Logo compactOnTablet />
        <DesktopNav />
        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="secondary" size="sm">
            <NavLink to={headerNav.secondaryCta.href}>{headerNav.secondaryCta.label}</NavLink>
          </Button>
          <Button asChild size="sm">
            <NavLink to={headerNav.primaryCta.href}>{headerNav.primaryCta.label}</NavLink>
          </Button>
        </div>
        <MobileNav />
      </div>
    </header>
  );
}

function DesktopNav() {
  return (
    <NavigationMenu aria-label="Main" className="hidden md:flex">
      <NavigationMenuList className="gap-0 lg:gap-1">
        <TopLink {...headerNav.home} />
        <DropdownGroup group={headerNav.products} wide />
        <DropdownGroup group={headerNav.solutions} />
        <TopLink {...headerNav.blog} />
        <TopLink {...headerNav.contact} />
      </NavigationMenuList>
    </NavigationMenu>
  );
}

function TopLink({ label, href }: { label: string; href: string }) {
  return (
    <NavigationMenuItem>
      <NavigationMenuLink asChild>
        <NavLink to={href} end={href === "/"} className={cn(navigationItemClasses, "px-2.5 lg:px-3")}>
          {label}
        </NavLink>
      </NavigationMenuLink>
    </NavigationMenuItem>
  );
}

function DropdownGroup({ group, wide = false }: { group: NavGroup; wide?: boolean }) {
  const { pathname } = useLocation();
  const containsCurrent = group.items.some((item) => item.href === pathname);
  // A menu opened by hovering must not be toggled shut by the click that usually follows: the
  // visitor meant "open". A click on a menu they opened by clicking still closes it.
  const openedByClick = useRef(false);
  return (
    <NavigationMenuItem>
      <NavigationMenuTrigger
        className={cn("px-2.5 lg:px-3", containsCurrent && "text-primary")}
        onPointerEnter={() => {
          openedByClick.current = false;
        }}
        onClick={(event) => {
          if (event.detail === 0) return; // keyboard activation keeps Radix's toggle
          const isOpen = event.currentTarget.dataset.state === "open";
          if (isOpen && !openedByClick.current) event.preventDefault();
          openedByClick.current = !isOpen || !openedByClick.current;
        }}
      >
        {group.label}
      </NavigationMenuTrigger>
      <NavigationMenuContent>
        <ul className={cn("grid gap-1", wide ? "w-[36rem] grid-cols-2" : "w-80")}>
          {group.items.map((item) => (
            <li key={item.href}>
              <NavigationMenuLink asChild>
                <NavLink
                  to={item.href}
                  className="group block rounded-lg p-3 transition-colors hover:bg-muted focus-visible:bg-muted aria-[current=page]:bg-primary-soft"
                >
                  <span className="block text-sm font-semibold text-foreground group-aria-[current=page]:text-primary-soft-foreground">
                    {item.label}
                  </span>
                  {item.description ? (
                    <span className="mt-1 block text-[0.8125rem] leading-snug text-muted-foreground">{item.description}</span>
                  ) : null}
                </NavLink>
              </NavigationMenuLink>
            </li>
          ))}
        </ul>
      </NavigationMenuContent>
    </NavigationMenuItem>
  );
}
