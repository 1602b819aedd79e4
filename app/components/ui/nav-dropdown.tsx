import ChevronDownIcon from "lucide-react/icons/chevron-down";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * A disclosure dropdown for the desktop header, written by hand so every page does not ship a menu
 * library (ADR 007). The pattern is the WAI "disclosure navigation menu": a button with
 * aria-expanded that shows a list of links which follow it in the tab order. Timing follows the
 * spec: hover opens after 200 ms (at once when another menu was open less than 300 ms ago), the
 * pointer leaving closes after 150 ms. Escape closes and returns focus to the button; focus or a
 * click outside closes, and so does choosing a link.
 */
export const HOVER_OPEN_MS = 200;
export const HOVER_CLOSE_MS = 150;
export const SKIP_DELAY_MS = 300;

export const navigationItemClasses =
  "inline-flex h-10 items-center gap-1 rounded-lg px-2.5 text-[0.9375rem] font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground aria-expanded:bg-muted aria-expanded:text-foreground aria-[current=page]:text-primary lg:px-3";

/** Shared by the dropdowns of one menu bar: which one is open, and whether one just closed. */
export interface DropdownBar {
  openId: string | undefined;
  open: (id: string) => void;
  /** Closes `id` if it is still the open one (a late timer must not close its successor). */
  close: (id: string) => void;
  closedRecently: () => boolean;
}

export function useDropdownBar(): DropdownBar {
  const [openId, setOpenIdState] = useState<string>();
  const lastClosedAt = useRef(-Infinity);
  return {
    openId,
    open: setOpenIdState,
    close: (id) =>
      setOpenIdState((current) => {
        if (current !== id) return current;
        lastClosedAt.current = performance.now();
        return undefined;
      }),
    closedRecently: () => performance.now() - lastClosedAt.current < SKIP_DELAY_MS,
  };
}

export function NavDropdown({
  bar,
  label,
  highlighted,
  children,
}: {
  bar: DropdownBar;
  label: string;
  /** The current page is inside this menu. */
  highlighted?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const open = bar.openId === id;
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A menu opened by hovering must not be toggled shut by the click that usually follows: the
  // visitor meant "open". A click on a menu they opened by clicking still closes it.
  const openedByHover = useRef(false);

  const setOpen = (next: boolean) => {
    clearTimeout(timer.current);
    if (next) bar.open(id);
    else bar.close(id);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });

  return (
    <li
      ref={item}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        clearTimeout(timer.current);
        if (open) return;
        const skip = bar.openId !== undefined || bar.closedRecently();
        timer.current = setTimeout(() => {
          openedByHover.current = true;
          setOpen(true);
        }, skip ? 0 : HOVER_OPEN_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        clearTimeout(timer.current);
        if (open) timer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
      }}
      onBlur={(event) => {
        if (open && !item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        className={cn(navigationItemClasses, "group", highlighted && "text-primary")}
        onClick={() => {
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          setOpen(!open);
        }}
      >
        {label}
        <ChevronDownIcon aria-hidden="true" className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180" />
      </button>
      <div
        id={`${id}-menu`}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 animate-pop-in rounded-xl border border-border bg-background p-2 shadow-elevated"
        // A chosen link navigates: the menu closes with the page it was opened on.
        onClick={(event) => {
          if ((event.target as Element).closest("a")) setOpen(false);
        }}
      >
        {children}
      </div>
    </li>
  );
}
