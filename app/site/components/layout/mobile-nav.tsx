import ChevronDownIcon from "lucide-react/icons/chevron-down";
import MenuIcon from "lucide-react/icons/menu";
import { Button } from "#app/ui/button.tsx";
import { Drawer, drawerCommand } from "#app/ui/drawer.tsx";
import { NavLink } from "#app/ui/nav-link.tsx";
import { useSite } from "#app/site/lib/site-context.tsx";
import { useChrome } from "#app/site/lib/chrome-context.tsx";
import { withBrand } from "#shared/content/chrome-words.ts";
import type { HeaderEntry } from "#shared/pages/menus.ts";
import { LogoMark } from "#app/ui/logo.tsx";
import { ThemeButton } from "./theme-button.tsx";

const DRAWER_ID = "mobile-menu";

const drawerLinkClasses =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-foreground hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground";

/** Below `md`: a menu button that opens a drawer at its side. Choosing any link closes it. */
export function MobileNav() {
  const { brand } = useSite();
  const { menus, words } = useChrome();
  const { header } = menus;
  return (
    <>
      <Button variant="ghost" size="icon" className="-me-2 md:hidden" aria-label={words.openMenu} aria-haspopup="dialog" {...drawerCommand(DRAWER_ID, "show-modal")}>
        <MenuIcon aria-hidden="true" className="size-6!" />
      </Button>
      <Drawer id={DRAWER_ID} title={withBrand(words.menuTitle, brand)} closeLabel={words.closeMenu} adornment={<LogoMark className="size-7" />}>
        <nav aria-label={words.mobileNav} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="flex flex-col gap-1">
            {header.entries.map((entry, index) =>
              entry.items.length > 0 ? (
                <DrawerGroup key={index} group={entry} />
              ) : (
                <li key={index}>
                  <NavLink href={entry.href!} end={entry.href === "/"} className={drawerLinkClasses}>
                    {entry.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <div className="mt-3 border-t border-border pt-3">
            <ThemeButton inDrawer />
          </div>
        </nav>
        {header.primary || header.secondary ? (
          <div className="flex flex-col gap-2 border-t border-border p-5">
            {header.primary ? (
              <Button asChild size="lg">
                <NavLink href={header.primary.href}>{header.primary.label}</NavLink>
              </Button>
            ) : null}
            {header.secondary ? (
              <Button asChild variant="secondary" size="lg">
                <NavLink href={header.secondary.href}>{header.secondary.label}</NavLink>
              </Button>
            ) : null}
          </div>
        ) : null}
      </Drawer>
    </>
  );
}

/** A group of links that expands in place: a native disclosure (`<details>`), no script. */
function DrawerGroup({ group }: { group: HeaderEntry }) {
  return (
    <li>
      <details>
        <summary className="flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-base font-medium text-foreground hover:bg-muted">
          {group.label}
          <ChevronDownIcon aria-hidden="true" className="disclosure-chevron size-5 text-muted-foreground transition-transform duration-200" />
        </summary>
        <ul className="my-1 ms-3 flex flex-col gap-0.5 border-s border-border ps-2">
          {group.items.map((item, index) => (
            <li key={index}>
              <NavLink href={item.href} end className={`${drawerLinkClasses} text-[0.9375rem] text-foreground/85`}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
