import type { ComponentProps } from "react";
import { cn } from "./utils.ts";

// An invalid field in focus takes the focus ring (its border stays red): otherwise the error's halo hides which one has focus.
export const fieldClasses =
  "w-full rounded-lg border border-input bg-background px-3.5 text-base text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/20 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-4 aria-invalid:ring-destructive/15 aria-invalid:focus-visible:ring-ring/30 sm:text-[0.9375rem]";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(fieldClasses, "h-11", className)} {...props} />;
}
