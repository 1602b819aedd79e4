import ChevronDownIcon from "lucide-react/icons/chevron-down";
import type { ReactNode } from "react";
import { cn } from "./utils.ts";

/**
 * An exclusive accordion with no script (ADR 011): each item is a `<details>` sharing the group's
 * `name`, so opening one closes the others; the browser handles the keyboard, announces the
 * expanded state and lets find-in-page open the item that holds a match. A closed answer stays in
 * the HTML for crawlers and readers without JavaScript.
 */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className}>{children}</div>;
}

export function AccordionItem({
  group,
  title,
  headingLevel = 3,
  children,
  className,
}: {
  /** Items with the same group name open one at a time. */
  group: string;
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details name={group} className="border-b border-border last:border-b-0">
      <summary className="flex items-center justify-between gap-4 rounded-md py-5 text-left transition-colors hover:text-primary">
        <Heading className="text-base font-semibold">{title}</Heading>
        <ChevronDownIcon aria-hidden="true" className="disclosure-chevron size-5 shrink-0 text-muted-foreground transition-transform duration-200" />
      </summary>
      <div className={cn("pb-5 leading-relaxed text-muted-foreground", className)}>{children}</div>
    </details>
  );
}
