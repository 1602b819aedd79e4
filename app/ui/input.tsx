import type { ComponentProps } from "react";
import { cn } from "./utils.ts";

// An invalid field in focus takes the focus ring (its border stays red): otherwise the error's halo hides which one has focus.
export const fieldClasses =
  "w-full rounded-lg border border-input bg-background px-3.5 text-base text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/20 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-4 aria-invalid:ring-destructive/15 aria-invalid:focus-visible:ring-ring/30 sm:text-[0.9375rem]";

/** A file input's own button drawn as the studio's secondary button, the field as tall as its text. */
const fileClasses = "h-auto py-2 file:mr-3 file:rounded-md file:border file:border-border file:bg-subtle file:px-3 file:py-1 file:font-semibold file:text-foreground";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(fieldClasses, type === "file" ? fileClasses : "h-11", className)} {...props} />;
}
