/**
 * What a translation records it was made from (ADR 054): one of its original's kept revisions,
 * which are never merged or thinned, so "out of date" can always compare the original's words now
 * with the words the translation followed. Pages, posts and forms alike, through their kind.
 */
import type { Executor } from "#server/platform/db/database.ts";
import { sameValue } from "#shared/same-value.ts";
import type { DocumentKind, DocumentRow } from "./kind.ts";

/** The name the original's history gives a version kept for its translators. */
const TRANSLATED_NOTE = "Translated";

/** The original's kept revision holding `copy` (what it says now), else a new named one ("Translated" in its history). */
export async function translatedFromRevision<Row extends DocumentRow, Copy>(
  kind: Pick<DocumentKind<Row, Copy>, "revisions" | "events">,
  tx: Executor,
  original: Row,
  copy: Copy,
  by: { actor: string; now: Date },
): Promise<number> {
  const same = (await kind.revisions.kept(tx, original.id)).find((revision) => sameValue(revision.copy, copy));
  if (same) return same.id;
  const revision = await kind.revisions.keep(tx, original, copy, { ...by, kind: "named" });
  await kind.events.record(tx, original.id, by.actor, "named", by.now, { revision, note: TRANSLATED_NOTE });
  return revision;
}
