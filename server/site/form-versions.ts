/**
 * The live versions of built forms (form_versions), given to the sales side as its FormVersions port
 * (shared/forms/form-versions.ts). A version never changes once live, so each is read once per
 * process and kept: an inbox page or an export page asks for a handful, a delivery for one.
 */
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { formVersions } from "#server/platform/db/content-schema.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import { formVersionKey, type FormRef, type FormVersions } from "#shared/forms/form-versions.ts";

/** Versions kept in memory; beyond it the oldest read is dropped (a version is a few KB). */
const KEPT_VERSIONS = 2_000;

export function storedFormVersions(db: Executor): FormVersions {
  const kept = new Map<string, FormDocument>();
  const keep = (key: string, document: FormDocument) => {
    kept.set(key, document);
    if (kept.size > KEPT_VERSIONS) kept.delete(kept.keys().next().value!);
  };
  return {
    async documents(refs: readonly FormRef[]) {
      const missing = refs.filter((ref) => !kept.has(formVersionKey(ref)));
      if (missing.length > 0) {
        const rows = await db
          .select({ formId: formVersions.formId, version: formVersions.version, document: formVersions.document })
          .from(formVersions)
          .where(or(...missing.map((ref) => and(eq(formVersions.formId, ref.formId), eq(formVersions.version, ref.version)))));
        for (const row of rows) keep(formVersionKey(row), row.document);
      }
      return new Map(refs.flatMap((ref) => (kept.has(formVersionKey(ref)) ? [[formVersionKey(ref), kept.get(formVersionKey(ref))!] as const] : [])));
    },
    async history(formId: number) {
      const rows = await db
        .select({ formId: formVersions.formId, version: formVersions.version, document: formVersions.document })
        .from(formVersions)
        .where(eq(formVersions.formId, formId))
        .orderBy(desc(formVersions.version));
      for (const row of rows) keep(formVersionKey(row), row.document);
      return rows;
    },
    async names() {
      const rows = await db
        .selectDistinctOn([formVersions.formId], { id: formVersions.formId, name: sql<string>`${formVersions.document}->>'name'` })
        .from(formVersions)
        .orderBy(formVersions.formId, desc(formVersions.version));
      return rows.toSorted((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },
  };
}
