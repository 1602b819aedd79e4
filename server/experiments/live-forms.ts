/**
 * The forms as they are live (forms.version names the form_versions row pages show): their names for
 * the experiments' goal picker, their fields' keys and labels for the analytics. Read, never written:
 * the studio's form kind owns these rows.
 */
import { and, asc, eq, gt } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { forms, formVersions } from "#server/platform/db/schema.ts";

export interface LiveForm {
  id: number;
  name: string;
  /** Its fields in order, hidden ones left out (a visitor never touches them). */
  fields: Array<{ key: string; label: string }>;
}

const live = and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.version));

function liveFormOf(row: { id: number; document: (typeof formVersions.$inferSelect)["document"] }): LiveForm {
  return { id: row.id, name: row.document.name, fields: row.document.fields.filter((field) => field.kind !== "hidden").map(({ key, label }) => ({ key, label })) };
}

/** The form's live version, or null for a form never published (or no form). */
export async function liveForm(db: Executor, id: number): Promise<LiveForm | null> {
  const [row] = await db.select({ id: forms.id, document: formVersions.document }).from(forms).innerJoin(formVersions, live).where(eq(forms.id, id));
  return row ? liveFormOf(row) : null;
}

/** Every form that has a live version, by name. */
export async function liveForms(db: Database): Promise<Array<{ id: number; name: string }>> {
  const rows = await db.select({ id: forms.id, document: formVersions.document }).from(forms).innerJoin(formVersions, live).where(gt(forms.version, 0)).orderBy(asc(forms.id));
  return rows.map(({ id, document }) => ({ id, name: document.name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** How long a form's field keys are trusted before they are read again: a publish adds fields rarely. */
export const FIELD_KEYS_TTL_MS = 30_000;

/**
 * The live field keys of a form, read at most once per `ttlMs` per form: the beacon checks every
 * stop against them. Only forms a published page shows are asked for, so the cache stays small.
 */
export function cachedFieldKeys(db: Database, ttlMs = FIELD_KEYS_TTL_MS): (id: number, now?: number) => Promise<ReadonlySet<string> | null> {
  const kept = new Map<number, { at: number; keys: Promise<ReadonlySet<string> | null> }>();
  return (id, now = Date.now()) => {
    const held = kept.get(id);
    if (held && now - held.at < ttlMs) return held.keys;
    const keys = liveForm(db, id).then((form) => (form ? new Set(form.fields.map((field) => field.key)) : null));
    kept.set(id, { at: now, keys });
    // A failed read is not kept: the next beacon asks again.
    keys.catch(() => kept.delete(id));
    return keys;
  };
}
