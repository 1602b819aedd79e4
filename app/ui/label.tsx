import type { ComponentProps } from "react";
import { cn } from "./utils.ts";

export function Label({
  className,
  required,
  children,
  ...props
}: ComponentProps<"label"> & {
  /** Shows the required asterisk (hidden from screen readers: the input carries `required`). */
  required?: boolean;
}) {
  return (
    <label data-slot="label" className={cn("text-sm font-medium text-foreground", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      ) : null}
    </label>
  );
}
