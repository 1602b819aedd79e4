import { STATUS_LABELS, type LeadStatus } from "#app/lib/lead-status.ts";
import { cn } from "#app/lib/utils.ts";

/** One tone per status, each pair above 4.5:1 contrast; on the dark theme a deep chip with light text, like the tokens' own. */
const statusTone: Record<LeadStatus, string> = {
  new: "bg-primary-soft text-primary-soft-foreground",
  contacted: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  qualified: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  won: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  lost: "bg-muted text-muted-foreground",
  spam: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200",
};

export function StatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", statusTone[status], className)}>
      {STATUS_LABELS[status]}
    </span>
  );
}
