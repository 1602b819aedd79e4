import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./utils.ts";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-full border font-semibold",
  {
    variants: {
      variant: {
        accent: "border-transparent bg-primary-soft text-primary-soft-foreground",
        neutral: "border-border bg-muted text-muted-foreground",
        outline: "border-border bg-background text-foreground",
        inverse: "border-ink-border bg-white/5 text-ink-accent",
        featured: "border-transparent bg-primary text-primary-foreground",
      },
      size: {
        sm: "px-2.5 py-0.5 text-xs",
        md: "px-3 py-1 text-[0.8125rem]",
      },
    },
    defaultVariants: { variant: "accent", size: "sm" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
