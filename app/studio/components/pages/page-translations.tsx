/**
 * A page's translations in its editor (ADR 054): on an original, "Translate" into a language of
 * the site's (a draft at its own address under the language's segment); on a translation, its
 * original, whether the original's words changed since, what changed, and "Mark up to date"; and
 * the file a translation agency works on, out and back.
 */
import type { PageDetail } from "#app/admin/lib/admin-api.ts";
import type { NewDocumentRefused } from "#app/studio/components/new-document.ts";
import { TranslationFile, TranslationOf, TranslationsPanel } from "#app/studio/components/translations.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import type { StepResult } from "#app/studio/components/workflow-step.ts";
import { translationPath } from "#shared/i18n/page-translation.ts";
import { withBrand } from "#shared/brand.ts";

const copy = pagesCopy.translations;

/** On an original, its translations and "Translate"; on a translation, its file for an agency. */
export function PageTranslations({
  detail,
  path,
  refused,
  busy,
  result,
}: {
  detail: PageDetail;
  path: string;
  refused?: NewDocumentRefused | undefined;
  busy: boolean;
  result?: StepResult | undefined;
}) {
  const fileResult = result?.intent === "translation-file" ? result : undefined;
  if (detail.translation) return <TranslationFile base={`/pages/${detail.page.id}`} lead={copy.file.lead} busy={busy} result={fileResult} />;
  return (
    <TranslationsPanel
      translations={detail.translations.map((translation) => ({ ...translation, address: translation.path }))}
      locales={detail.locales}
      hrefOf={(id) => `/admin/pages/${id}`}
      address={{ name: "path", required: true, label: copy.address, hint: () => copy.addressHint, initial: (locale) => translationPath(path, locale) }}
      words={{ dialogTitle: copy.dialogTitle, lead: copy.lead, allTranslated: copy.allTranslated }}
      refused={refused}
    />
  );
}

/** "Deutsch translation of Home": the page's original, its freshness and what changed, by where in the page. */
export function PageTranslationOf({ translation, busy, done }: { translation: NonNullable<PageDetail["translation"]>; busy: boolean; done: boolean }) {
  return (
    <TranslationOf
      translation={{ ...translation, original: { title: withBrand(translation.original.title) } }}
      originalHref={`/admin/pages/${translation.original.id}`}
      fieldWords={fieldWords}
      busy={busy}
      done={done}
    />
  );
}

/** "sections.hero.items.2.answer" → "hero › items 3 › answer": where in the page a change is. */
function fieldWords(field: string): string {
  const keys = field.split(".");
  const named = keys[0] === "sections" ? keys.slice(1) : keys;
  return named.reduce<string>((words, key) => (/^\d+$/.test(key) ? `${words} ${Number(key) + 1}` : words ? `${words} › ${key}` : key), "");
}
