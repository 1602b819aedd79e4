import { Badge } from "#app/components/ui/badge.tsx";
import { cn } from "#app/lib/utils.ts";

/** An article's tags as neutral badges. */
export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  return (
    <ul className={cn("mt-4 flex flex-wrap gap-1.5", className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="neutral">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
