import XIcon from "lucide-react/icons/x";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A right-side drawer on the native <dialog> element (ADR 007): showModal() puts it in the top
 * layer and makes the rest of the page inert, so focus cannot leave it; Escape closes it natively.
 * A click on the dimmed backdrop closes it too. The page behind does not scroll while it is open
 * (app.css).
 */
export function Drawer({
  open,
  onClose,
  title,
  adornment,
  closeLabel = "Close menu",
  children,
}: {
  open: boolean;
  /** Called whenever the drawer closes: Escape, the close button, the backdrop. */
  onClose: () => void;
  title: string;
  /** Shown before the title, e.g. the logo mark. */
  adornment?: ReactNode;
  closeLabel?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // The dialog element itself is only hit outside its content: on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none border-0 border-l border-border bg-background p-0 text-foreground shadow-elevated outline-none open:animate-slide-in-right backdrop:bg-ink/50 backdrop:backdrop-blur-[2px] open:backdrop:animate-fade-in"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 shrink-0 items-center gap-2.5 border-b border-border px-5">
          {adornment}
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
        </div>
        {children}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <XIcon aria-hidden="true" className="size-5" />
      </button>
    </dialog>
  );
}
