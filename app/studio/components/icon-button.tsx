/** A square button that says what it does in its label (read aloud, and shown as its title): a list's move, hide and remove buttons. */
import type { ReactNode } from "react";
import { cn } from "#app/ui/utils.ts";

export function IconButton({ label, icon, onClick, disabled, pressed, danger }: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean; pressed?: boolean; danger?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn("inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted disabled:opacity-30", danger ? "hover:text-destructive" : "hover:text-foreground")}
    >
      {icon}
    </button>
  );
}
