import type { ReactNode } from "react";
import { cn } from "#app/ui/utils.ts";

/** A titled card of the admin app (a lead's message, its status, an account setting), with an optional lead line. */
export function Panel({ title, id, lead, children, className }: { title: string; id: string; lead?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn("min-w-0 rounded-xl border border-border bg-background p-5", className)}>
      <h2 id={id} className={cn("font-semibold", !lead && "mb-3")}>
        {title}
      </h2>
      {lead ? <p className="mt-1 mb-4 text-sm text-muted-foreground">{lead}</p> : null}
      {children}
    </section>
  );
}
