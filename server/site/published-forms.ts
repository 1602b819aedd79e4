/**
 * The published forms and their versions (forms, form_versions; the studio's form kind writes them),
 * read here for everyone else. The site's snapshot reads the published ones with the rest of a
 * generation (source.ts), so a page and the form endpoint agree on the version a visitor sees until
 * the next publish; the PublishedForms port (shared/forms/published-forms.ts) answers sales,
 * experiments and the forms' endpoint, given to them at composition (pipeline.ts, boot.ts). A stored
 * version the stored rules refuse (written around the studio) is not published: its pages say so,
 * its endpoint answers 404.
 */
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { forms, formVersions } from "#server/platform/db/content-schema.ts";
import { storedFormDocument, type FormDocument, type PublishedForm } from "#shared/forms/form.ts";
import { formVersionKey, type PublishedForms } from "#shared/forms/published-forms.ts";

/** Versions kept in memory; beyond it the oldest read is dropped (a version is a few KB). */
const KEPT_VERSIONS = 2_000;

/** A form joined to its live version: forms.version names the form_versions row pages show. */
const live = and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.version));

/** Every published form at its live version, by id; `only`: that form alone. */
export async function readPublishedForms(tx: Executor, only?: number): Promise<Map<number, PublishedForm>> {
  const rows = await tx
    .select({ id: forms.id, version: forms.version, document: formVersions.document, locale: forms.locale, translationOf: forms.translationOf })
    .from(forms)
    .innerJoin(formVersions, live)
    .where(and(eq(forms.status, "published"), only === undefined ? undefined : eq(forms.id, only)));
  const published = new Map<number, PublishedForm>();
  for (const row of rows) {
    // By the rules it went live under: a rule added to the studio since never takes a live form off its pages.
    const parsed = storedFormDocument.safeParse(row.document);
    if (!parsed.success) continue;
    const translation = row.locale !== null && row.translationOf !== null ? { translation: { locale: row.locale, of: row.translationOf } } : {};
    published.set(row.id, { id: row.id, version: row.version, document: parsed.data, ...translation });
  }
  return published;
}

const translationIndexes = new WeakMap<ReadonlyMap<number, PublishedForm>, Map<string, PublishedForm>>();

/**
 * The form a page of `locale` shows where its form section names form `id`: on the default
 * locale's pages (`locale` undefined) the form itself, on another's its published translation
 * there (ADR 054), never the original's words: undefined when there is none.
 */
export function formShownIn(published: ReadonlyMap<number, PublishedForm>, id: number, locale: string | undefined): PublishedForm | undefined {
  if (locale === undefined) return published.get(id);
  let index = translationIndexes.get(published);
  if (!index) {
    index = new Map([...published.values()].flatMap((form) => (form.translation ? [[`${form.translation.of}:${form.translation.locale}`, form] as const] : [])));
    translationIndexes.set(published, index);
  }
  return index.get(`${id}:${locale}`);
}

/**
 * The port over the store. A version never changes once live, so each is read once per process and
 * kept: an inbox page or an export page asks for a handful, a delivery for one.
 */
export function storedPublishedForms(db: Executor): PublishedForms {
  const kept = new Map<string, FormDocument>();
  const keep = (key: string, document: FormDocument) => {
    kept.set(key, document);
    if (kept.size > KEPT_VERSIONS) kept.delete(kept.keys().next().value!);
  };
  return {
    published: async (id) => (await readPublishedForms(db, id)).get(id),
    async lastLive(formId) {
      const [row] = await db.select({ formId: forms.id, version: forms.version, document: formVersions.document }).from(forms).innerJoin(formVersions, live).where(eq(forms.id, formId));
      return row ?? null;
    },
    async documents(refs) {
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
    async history(formId) {
      const rows = await db
        .select({ formId: formVersions.formId, version: formVersions.version, document: formVersions.document })
        .from(formVersions)
        .where(eq(formVersions.formId, formId))
        .orderBy(desc(formVersions.version));
      for (const row of rows) keep(formVersionKey(row), row.document);
      return rows;
    },
    async names() {
      // A form's latest version is its live one (forms.version): a form that went live is never deleted (ADR 049).
      const rows = await db
        .selectDistinctOn([formVersions.formId], { id: formVersions.formId, name: sql<string>`${formVersions.document}->>'name'` })
        .from(formVersions)
        .orderBy(formVersions.formId, desc(formVersions.version));
      return rows.toSorted((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },
  };
}
