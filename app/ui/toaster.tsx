import XIcon from "lucide-react/icons/x";

/**
 * Where error toasts appear (ADR 007, ADR 011): React renders the region and one toast as a
 * `<template>` at build time; app/site/enhance/toaster.ts clones it when a script calls `showErrorToast`.
 * The region is empty until then, so a page without script shows nothing here.
 */
export function Toaster() {
  return (
    // Bottom centre on a phone, bottom right from `sm`: never over the header's links, and the form
    // scrolls the field in error to the middle of the screen, clear of it. The newest sits nearest
    // the edge. While the consent banner holds the bottom of the screen, toasts show under the
    // header instead (app.css), so neither hides the other.
    <section aria-label="Notifications" data-toaster="" className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] print:hidden flex justify-center p-4 sm:justify-end">
      <ol data-toasts className="flex w-full max-w-sm flex-col-reverse gap-2" />
      <template data-toast-template>
        {/* Errors are alerts (read out at once when inserted); the look of the no-JavaScript alert on the server's answer. */}
        <li
          role="alert"
          data-toast
          data-variant="destructive"
          className="pointer-events-auto relative flex animate-pop-in flex-col gap-1 rounded-xl border border-destructive/40 bg-background py-3.5 pl-4 pr-12 text-sm text-destructive shadow-elevated"
        >
          <p data-toast-title className="font-semibold" />
          <p data-toast-description className="text-foreground" />
          <button
            type="button"
            data-toast-close
            aria-label="Close notification"
            className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:bg-black/5 hover:opacity-100"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        </li>
      </template>
    </section>
  );
}
