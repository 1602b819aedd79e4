import { badgeVariants } from "#app/ui/badge.tsx";
import { categoryPath } from "#shared/blog-paths.ts";
import { cn } from "#app/ui/utils.ts";

/** An article's category as the accent badge, linking to its archive (/blog/category/…, under a locale's `prefix`). */
export function CategoryBadge({ category, className, prefix = "" }: { category: string; className?: string; prefix?: string }) {
  return (
    <a href={`${prefix}${categoryPath(category)}`} className={cn(badgeVariants(), "relative z-10 py-1 hover:bg-primary hover:text-primary-foreground", className)}>
      {category}
    </a>
  );
}
