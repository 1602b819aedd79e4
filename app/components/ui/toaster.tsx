import XIcon from "lucide-react/icons/x";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { cn } from "~/lib/utils";

/**
 * Toasts, by hand (ADR 007): `toast.error(title, { description })` from anywhere, shown by the one
 * <Toaster /> a page mounts. Errors are role="alert" (read out at once), others role="status".
 * Each closes itself after a few seconds, but not while the pointer or focus is on it, and has a
 * close button.
 */
export const TOAST_DURATION_MS = 6000;

type Variant = "default" | "destructive";
interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: Variant;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function show(title: string, options: { description?: string } = {}, variant: Variant = "default") {
  // Newest on top; a handful at most, so a burst of clicks cannot pile them up.
  toasts = [{ id: nextId++, title, description: options.description, variant }, ...toasts].slice(0, 3);
  emit();
}

function dismiss(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export const toast = Object.assign((title: string, options?: { description?: string }) => show(title, options), {
  error: (title: string, options?: { description?: string }) => show(title, options, "destructive"),
  dismiss,
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const noToasts: Toast[] = [];

export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => toasts, () => noToasts);
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center p-4">
      <ol className="flex w-full max-w-sm flex-col gap-2">
        {current.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast: item }: { toast: Toast }) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dismiss(item.id), TOAST_DURATION_MS);
  };
  const pause = () => clearTimeout(timer.current);
  useEffect(() => {
    timer.current = setTimeout(() => dismiss(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer.current);
  }, [item.id]);

  const destructive = item.variant === "destructive";
  return (
    <li
      role={destructive ? "alert" : "status"}
      data-toast
      data-variant={item.variant}
      onPointerEnter={pause}
      onPointerLeave={start}
      onFocus={pause}
      onBlur={start}
      className={cn(
        "pointer-events-auto relative flex animate-pop-in flex-col gap-1 rounded-xl border py-3.5 pl-4 pr-12 text-sm shadow-elevated",
        destructive ? "border-destructive/40 bg-background text-destructive" : "border-border bg-background text-foreground",
      )}
    >
      <p className="font-semibold">{item.title}</p>
      {item.description ? <p className={destructive ? "text-foreground" : "text-muted-foreground"}>{item.description}</p> : null}
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        aria-label="Close notification"
        className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:bg-black/5 hover:opacity-100"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
