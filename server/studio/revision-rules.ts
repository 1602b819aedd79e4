/**
 * When a save becomes a revision of its own, for every kind of document (ADR 045). An autosave
 * every few seconds would bury the history, so one person's saves within the window are one
 * revision (as in Ghost); but what the site showed and what a person named are kept as they were,
 * never merged into afterwards (as in Google Docs' named versions), and never thinned out.
 */
import type { RevisionKind } from "#server/platform/db/content-schema.ts";

/** One person's saves within this long are one revision. */
export const REVISION_WINDOW_MS = 10 * 60 * 1000;

/** Saves of these kinds by one person within the window are one revision. */
const MERGED_KINDS: ReadonlySet<RevisionKind> = new Set(["edit", "conflict"]);

/**
 * Kept whatever their age: the copy before the studio's first edit, every version the site showed
 * (published, or an experiment's winner) and every version a person named.
 */
export const KEPT_KINDS: readonly RevisionKind[] = ["before", "published", "experiment", "named"];

/** Kinds that record a copy without changing it: a document with no history yet needs no "before" beside them. */
const RECORDS_ONLY: ReadonlySet<RevisionKind> = new Set(["published", "named"]);

/** Kinds that, asked again for the copy the latest revision of the same kind holds, add nothing (a second name renames it). */
const ONCE_PER_COPY: ReadonlySet<RevisionKind> = new Set(["published", "named"]);

export interface LatestRevision {
  kind: RevisionKind;
  actor: string;
  at: Date;
}

export interface Save {
  kind: RevisionKind;
  actor: string;
  now: Date;
}

/**
 * What keeping `save` does: a new revision, the latest one's content replaced (merge: an autosave
 * of the same person within the window), nothing (the same version recorded again), or the latest
 * one kept as named (mark: the autosave that holds the copy being named, rather than its double).
 * `sameAsLatest`: the save holds the latest revision's copy.
 */
export function keepStep(latest: LatestRevision | undefined, save: Save, sameAsLatest: boolean): "new" | "merge" | "same" | "mark" {
  if (!latest) return "new";
  if (ONCE_PER_COPY.has(save.kind) && latest.kind === save.kind && sameAsLatest) return "same";
  if (save.kind === "named" && latest.kind === "edit" && sameAsLatest) return "mark";
  const mergeable = MERGED_KINDS.has(save.kind) && latest.kind === save.kind && latest.actor === save.actor;
  return mergeable && save.now.getTime() - latest.at.getTime() < REVISION_WINDOW_MS ? "merge" : "new";
}

/** A document without revisions keeps its copy before the studio ("before") first, unless the save only records it. */
export const keepsBefore = (kind: RevisionKind) => !RECORDS_ONLY.has(kind);
