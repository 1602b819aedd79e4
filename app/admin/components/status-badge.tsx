import { STATUS_LABELS, type LeadStatus } from "#shared/lead-status.ts";
import { POST_STATUS_LABELS, type PostStatus } from "#shared/post-status.ts";
import type { ExperimentStatus } from "#shared/experiments/experiment.ts";
import { cn } from "#app/ui/utils.ts";

/** Tones with each pair above 4.5:1 contrast; on the dark theme a deep chip with light text, like the tokens' own. */
const tones = {
  primary: "bg-primary-soft text-primary-soft-foreground",
  sky: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  emerald: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  muted: "bg-muted text-muted-foreground",
  rose: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200",
  violet: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200",
} as const;

const leadTone: Record<LeadStatus, keyof typeof tones> = { new: "primary", contacted: "sky", meeting_booked: "violet", qualified: "amber", won: "emerald", lost: "muted", spam: "rose" };
/** In review stands out: it is the status that waits for an editor. */
const postTone: Record<PostStatus, keyof typeof tones> = { draft: "muted", in_review: "amber", scheduled: "sky", published: "emerald", unpublished: "rose" };

function Chip({ label, tone, className }: { label: string; tone: keyof typeof tones; className?: string | undefined }) {
  return <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", tones[tone], className)}>{label}</span>;
}

export function StatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  return <Chip label={STATUS_LABELS[status]} tone={leadTone[status]} className={className} />;
}

export function PostStatusBadge({ status, className }: { status: PostStatus; className?: string }) {
  return <Chip label={POST_STATUS_LABELS[status]} tone={postTone[status]} className={className} />;
}

const experimentTone: Record<ExperimentStatus, keyof typeof tones> = { draft: "muted", running: "emerald", paused: "amber", stopped: "sky" };
const EXPERIMENT_STATUS_LABELS: Record<ExperimentStatus, string> = { draft: "Draft", running: "Running", paused: "Paused", stopped: "Stopped" };

/** `ended`: its end passed while still running; everyone sees the page as published until an editor stops it. */
export function ExperimentStatusBadge({ status, ended = false, className }: { status: ExperimentStatus; ended?: boolean; className?: string }) {
  if (status === "running" && ended) return <Chip label="Ended" tone="sky" className={className} />;
  return <Chip label={EXPERIMENT_STATUS_LABELS[status]} tone={experimentTone[status]} className={className} />;
}

/** A lead still waiting for its first answer after its due time. */
export function OverdueBadge({ label }: { label: string }) {
  return <Chip label={label} tone="rose" />;
}

/** Waiting for its first answer, and past its due time. */
export function isOverdue(lead: { dueAt: string | null; firstResponseAt: string | null }, now = Date.now()): boolean {
  return !lead.firstResponseAt && !!lead.dueAt && Date.parse(lead.dueAt) < now;
}

/** A translation's language in a list ("DE"), its code read out by its name. */
export function LocaleBadge({ code, name }: { code: string; name: string }) {
  return (
    <span className="inline-flex items-center rounded-md border border-border px-1.5 py-0.5 font-mono text-xs font-semibold uppercase" title={name}>
      <span aria-hidden="true">{code}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
}

/** A translation whose original's words changed since it was made (ADR 054). */
export function OutOfDateBadge({ label }: { label: string }) {
  return <Chip label={label} tone="amber" />;
}

const translationTone = { unwritten: "muted", "out-of-date": "amber", current: "emerald" } as const;

/** Where a language's copy of a document stands against its original (ADR 054). */
export function TranslationStateBadge({ state, label }: { state: keyof typeof translationTone; label: string }) {
  return <Chip label={label} tone={translationTone[state]} />;
}
