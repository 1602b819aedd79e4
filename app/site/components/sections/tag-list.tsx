import { badgeVariants } from "#app/ui/badge.tsx";
import { tagPath } from "#shared/blog-paths.ts";
import { cn } from "#app/ui/utils.ts";

/**
 * An article's tags as neutral badges, each a link to its archive (/blog/tag/…, under a locale's `prefix`). Inside a card,
 * whose title link covers the whole card, they sit above that cover (`relative z-10`). On paper they
 * print as their names: a chip is not running text, so its address is left off (app.css, Print).
 */
export function TagList({ tags, className, prefix = "", label = "Tags" }: { tags: string[]; className?: string; prefix?: string; label?: string }) {
  return (
    <ul className={cn("mt-4 flex flex-wrap gap-1.5", className)} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <a href={`${prefix}${tagPath(tag)}`} data-slot="badge" className={cn(badgeVariants({ variant: "neutral" }), "relative z-10 py-1 hover:border-primary/40 hover:text-primary")}>
            {tag}
          </a>
        </li>
      ))}
    </ul>
  );
}
