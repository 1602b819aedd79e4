import type { ComponentProps } from "react";
import { cn } from "./utils.ts";
import { fieldClasses } from "./input.tsx";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(fieldClasses, "min-h-24 resize-y py-2.5 leading-relaxed", className)} {...props} />;
}
