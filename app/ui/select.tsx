import type { ComponentProps } from "react";
import { cn } from "./utils.ts";
import { fieldClasses } from "./input.tsx";

/** A native select styled like the text fields. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select data-slot="select" className={cn(fieldClasses, "h-11", className)} {...props} />;
}
