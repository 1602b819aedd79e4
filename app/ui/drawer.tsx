import XIcon from "lucide-react/icons/x";
import { useId, type ReactNode } from "react";

/**
 * A drawer from the inline end (the right, the left in a right-to-left page) on the native <dialog> (ADR 011). Its opener is a button with
 * `commandfor={id}` and `command="show-modal"` (see `drawerOpener`): modal, it sits in the top layer
 * and makes the rest of the page inert; Escape, the close button and a click on the dimmed backdrop
 * (`closedby="any"`) close it and focus returns to the opener, all without script where the browser
 * has invoker commands. app/site/enhance/drawer.ts fills in elsewhere and closes it when a link is chosen.
 * The page behind does not scroll while it is open (app.css).
 */
export function Drawer({
  id,
  title,
  adornment,
  closeLabel = "Close menu",
  children,
}: {
  id: string;
  title: string;
  /** Shown before the title, e.g. the logo mark. */
  adornment?: ReactNode;
  closeLabel?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <dialog
      id={id}
      data-drawer=""
      aria-labelledby={titleId}
      // React 19 does not know `closedby` yet; lower-case attributes pass through to the HTML.
      {...{ closedby: "any" }}
      className="print:hidden fixed inset-y-0 end-0 start-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none border-0 border-s border-border bg-background p-0 text-foreground shadow-elevated outline-none open:animate-slide-in-right rtl:open:animate-slide-in-left backdrop:bg-ink/50 backdrop:backdrop-blur-[2px] open:backdrop:animate-fade-in"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-header shrink-0 items-center gap-2.5 border-b border-border px-5">
          {adornment}
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
        </div>
        {children}
      </div>
      <button
        type="button"
        {...drawerCommand(id, "close")}
        aria-label={closeLabel}
        className="absolute end-3 top-3 inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <XIcon aria-hidden="true" className="size-5" />
      </button>
    </dialog>
  );
}

/** Attributes of a button that opens or closes the drawer `id` (invoker commands). */
export function drawerCommand(id: string, command: "show-modal" | "close") {
  return { commandfor: id, command } as object;
}
