import ChevronDownIcon from "lucide-react/icons/chevron-down";
import MenuIcon from "lucide-react/icons/menu";
import { useState } from "react";
import { NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "~/components/ui/collapsible";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { headerNav, type NavGroup } from "~/content/navigation";
import { site } from "~/content/site";
import { LogoMark } from "./logo";

const drawerLinkClasses =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-foreground hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground";

/** Below `md`: a menu button that opens a right-side drawer. Choosing any link closes it. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="-mr-2 md:hidden" aria-label="Open menu">
          <MenuIcon aria-hidden="true" className="size-6!" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <div className="flex h-16 shrink-0 items-center gap-2.5 border-b border-border px-5">
          <LogoMark className="size-7" />
          <SheetTitle>{site.brand} menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink to={headerNav.home.href} end onClick={close} className={drawerLinkClasses}>
                {headerNav.home.label}
              </NavLink>
            </li>
            <DrawerGroup group={headerNav.products} onNavigate={close} />
            <DrawerGroup group={headerNav.solutions} onNavigate={close} />
            <li>
              <NavLink to={headerNav.blog.href} onClick={close} className={drawerLinkClasses}>
                {headerNav.blog.label}
              </NavLink>
            </li>
            <li>
              <NavLink to={headerNav.contact.href} onClick={close} className={drawerLinkClasses}>
                {headerNav.contact.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex flex-col gap-2 border-t border-border p-5">
          <Button asChild size="lg">
            <NavLink to={headerNav.primaryCta.href} onClick={close}>
              {headerNav.primaryCta.label}
            </NavLink>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <NavLink to={headerNav.secondaryCta.href} onClick={close}>
              {headerNav.secondaryCta.label}
            </NavLink>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}

function DrawerGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  return (
    <li>
      <Collapsible>
        <CollapsibleTrigger className="group flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-base font-medium text-foreground hover:bg-muted">
          {group.label}
          <ChevronDownIcon
            aria-hidden="true"
            className="size-5 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </CollapsibleTrigger>
        <CollapsibleContent>
          <ul className="my-1 ml-3 flex flex-col gap-0.5 border-l border-border pl-2">
            {group.items.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} onClick={onNavigate} className={`${drawerLinkClasses} text-[0.9375rem] text-foreground/85`}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </CollapsibleContent>
      </Collapsible>
    </li>
  );
}
