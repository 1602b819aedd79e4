import { badgeVariants } from "#app/ui/badge.tsx";
import { categoryPath } from "#shared/blog-paths.ts";
import { cn } from "#app/ui/utils.ts";

/** An article's category as the accent badge, linking to its archive (/blog/category/…). */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <a href={categoryPath(category)} className={cn(badgeVariants(), "relative z-10 py-1 hover:bg-primary hover:text-primary-foreground", className)}>
      {category}
    </a>
  );
}
