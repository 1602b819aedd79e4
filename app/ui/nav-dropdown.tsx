import ChevronDownIcon from "lucide-react/icons/chevron-down";
import { useId, type ReactNode } from "react";
import { cn } from "./utils.ts";

/**
 * A dropdown of the desktop header on the Popover API (ADR 011): the button opens and closes its
 * panel with `popovertarget`; Escape, a click outside, one menu at a time and focus return are the
 * browser's. The hover timing (200 ms to open, 150 ms to close, at once when moving between
 * menus) comes from app/site/enhance/nav-menus.ts, and from CSS before that runs or without JavaScript
 * (`.nav-menu` in app.css). The panel sits under its button by anchor positioning.
 */
export const navigationItemClasses =
  "inline-flex h-10 items-center gap-1 rounded-lg px-2.5 text-[0.9375rem] font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:text-primary lg:px-3";

export function NavDropdown({
  label,
  highlighted,
  children,
}: {
  label: string;
  /** The current page is inside this menu. */
  highlighted?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const panelId = `${id}-menu`;
  return (
    <li className="nav-menu relative" data-nav-menu="">
      <button type="button" popoverTarget={panelId} className={cn(navigationItemClasses, "nav-menu-button group", highlighted && "text-primary")}>
        {label}
        <ChevronDownIcon aria-hidden="true" className="nav-menu-chevron size-4 transition-transform duration-200" />
      </button>
      <div id={panelId} popover="auto" className="nav-menu-panel rounded-xl border border-border bg-background p-2 text-foreground shadow-elevated">
        {children}
      </div>
    </li>
  );
}
