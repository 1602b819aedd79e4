/**
 * The built forms a page shows (its form sections): each must be published, or the save (or a
 * restore) is refused by field, as a missing image is (page-images.ts), and the page's going live
 * (publish, schedule, update) in the same words: a form unpublished after the save would leave a
 * live page with nothing to draw.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { forms } from "#server/platform/db/content-schema.ts";
import { PublishingError } from "#server/documents/kind.ts";
import { localeName } from "#shared/i18n/locales.ts";
import type { PageDocument } from "#shared/pages/page.ts";

/** The forms a page's sections name, each with the field that names it ("sections.2.form"). */
const namedForms = (document: Pick<PageDocument, "sections">) =>
  document.sections.flatMap((section, index) => (section.type === "form" && typeof section.form === "number" ? [{ id: section.form, field: `sections.${index}.form` }] : []));

/** Each form named that is not published, by the field that names it. */
export async function unpublishedForms(tx: Executor, document: Pick<PageDocument, "sections">): Promise<Record<string, string>> {
  const named = namedForms(document);
  if (!named.length) return {};
  const rows = await tx
    .select({ id: forms.id })
    .from(forms)
    .where(and(inArray(forms.id, [...new Set(named.map(({ id }) => id))]), eq(forms.status, "published")));
  const live = new Set(rows.map((row) => row.id));
  const problems: Record<string, string> = {};
  for (const { id, field } of named) if (!live.has(id)) problems[field] ??= `Form ${id} is not published: publish it in Forms first, or choose another form.`;
  return problems;
}

/** Each form named that has no published translation in `locale`, in words: what a page of that locale would show in its place (ADR 054). */
async function untranslatedForms(tx: Executor, document: Pick<PageDocument, "sections">, locale: string): Promise<string[]> {
  const named = [...new Set(namedForms(document).map(({ id }) => id))];
  if (!named.length) return [];
  const rows = await tx
    .select({ of: forms.translationOf })
    .from(forms)
    .where(and(inArray(forms.translationOf, named), eq(forms.locale, locale), eq(forms.status, "published")));
  const translated = new Set(rows.map((row) => row.of));
  return named.filter((id) => !translated.has(id)).map((id) => `Form ${id} has no published ${localeName(locale, "en")} translation: translate it in Forms and publish that first.`);
}

/**
 * Refuses a page (or a test's variant) going live while it shows a form that is not published (a
 * 409 in the save's words); a page of another locale (`locale`), while one has no published translation there.
 */
export async function refuseUnpublishedForms(tx: Executor, document: Pick<PageDocument, "sections">, locale?: string | null): Promise<void> {
  const problems = [...Object.values(await unpublishedForms(tx, document)), ...(locale ? await untranslatedForms(tx, document, locale) : [])];
  if (problems.length) throw new PublishingError(problems.join(" "));
}
