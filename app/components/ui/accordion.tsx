import ChevronDownIcon from "lucide-react/icons/chevron-down";
import { useId, useState, type ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * The WAI accordion pattern, by hand (ADR 007): a heading holding a button with aria-expanded, and
 * a labelled region. Each item opens on its own. A closed answer stays in the HTML (`hidden`), so
 * crawlers and no-JS readers get it.
 */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className}>{children}</div>;
}

export function AccordionItem({
  title,
  headingLevel = 3,
  children,
  className,
}: {
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="border-b border-border last:border-b-0">
      <Heading className="flex">
        <button
          type="button"
          id={`${id}-trigger`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
          className="group flex flex-1 items-center justify-between gap-4 rounded-md py-5 text-left text-base font-semibold transition-colors hover:text-primary"
        >
          {title}
          <ChevronDownIcon
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-aria-expanded:rotate-180"
          />
        </button>
      </Heading>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-trigger`} hidden={!open} className="text-muted-foreground">
        <div className={cn("pb-5 leading-relaxed", className)}>{children}</div>
      </div>
    </div>
  );
}
