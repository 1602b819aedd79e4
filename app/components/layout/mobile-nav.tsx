import ChevronDownIcon from "lucide-react/icons/chevron-down";
import MenuIcon from "lucide-react/icons/menu";
import { useId, useRef, useState } from "react";
import { NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { Drawer } from "~/components/ui/drawer";
import { headerNav, type NavGroup } from "~/content/navigation";
import { site } from "~/content/site";
import { LogoMark } from "./logo";

const drawerLinkClasses =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-foreground hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground";

/** Below `md`: a menu button that opens a right-side drawer. Choosing any link closes it. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="-mr-2 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon aria-hidden="true" className="size-6!" />
      </Button>
      <Drawer open={open} onClose={close} title={`${site.brand} menu`} adornment={<LogoMark className="size-7" />}>
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
      </Drawer>
    </>
  );
}

/** A group of links that expands in place (disclosure button + list). */
function DrawerGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
        className="group flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-base font-medium text-foreground hover:bg-muted"
      >
        {group.label}
        <ChevronDownIcon
          aria-hidden="true"
          className="size-5 text-muted-foreground transition-transform duration-200 group-aria-expanded:rotate-180"
        />
      </button>
      <ul id={listId} hidden={!expanded} className="my-1 ml-3 flex flex-col gap-0.5 border-l border-border pl-2">
        {group.items.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} onClick={onNavigate} className={`${drawerLinkClasses} text-[0.9375rem] text-foreground/85`}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
