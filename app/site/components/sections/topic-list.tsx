import { cn } from "#app/ui/utils.ts";

export interface Topic {
  name: string;
  path: string;
  /** Articles in it, shown beside the name when given. */
  count?: number;
}

/** The blog's categories as chips linking to their archives; `current` marks the archive being shown. */
export function TopicList({ title, topics, current, className }: { title: string; topics: Topic[]; current?: string; className?: string }) {
  return (
    <nav aria-labelledby="topics-title" className={cn("border-t border-border bg-subtle", className)}>
      <div className="container-page">
        <h2 id="topics-title" className="text-lg font-semibold">
          {title}
        </h2>
        <ul className="mt-5 flex flex-wrap gap-2">
          {topics.map((topic) => (
            <li key={topic.path}>
              <a
                href={topic.path}
                aria-current={topic.name === current ? "page" : undefined}
                className="inline-flex min-h-10 items-center gap-2 rounded-full border border-border bg-background px-4 text-sm font-medium transition-colors hover:border-primary/40 hover:text-primary aria-[current=page]:border-primary aria-[current=page]:text-primary"
              >
                {topic.name}
                {topic.count !== undefined ? <span className="text-xs text-muted-foreground">{topic.count}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
