import XIcon from "lucide-react/icons/x";
import { languageSuggestionCopy } from "#app/site/content/navigation.ts";
import { InlineScript } from "#app/ui/inline-script.tsx";
import { localeDirection } from "#shared/i18n/locales.ts";
import { switcherLinks } from "#shared/i18n/switcher.ts";
import type { PageLanguage } from "#shared/pages/page-view.ts";

/**
 * The page in the visitor's language, suggested (ADR 054): one note per other published locale, in
 * that locale's words, kept in a template; app/site/enhance/language-suggestion.ts shows the one
 * the browser prefers (`script`, inlined after them). Never a redirect; nothing on a page without translations.
 */
export function LanguageSuggestion({ language, script }: { language: PageLanguage; script: string }) {
  const notes = switcherLinks(language.alternates, language.lang).flatMap((link) => {
    const copy = languageSuggestionCopy[link.locale.split("-")[0]!];
    return !link.current && copy ? [{ ...link, copy }] : [];
  });
  if (notes.length === 0) return null;
  return (
    <>
      <template data-language-suggestions="">
        {notes.map(({ locale, path, copy }) => (
          <aside
            key={locale}
            data-locale={locale}
            lang={locale}
            dir={localeDirection(locale)}
            aria-label={copy.label}
            className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-2 rounded-xl border border-border bg-card py-2 ps-4 pe-2 text-sm text-card-foreground shadow-elevated"
          >
            <a href={path} hrefLang={locale} className="flex-1 font-medium text-primary underline underline-offset-4">
              {copy.text}
            </a>
            <button type="button" data-language-suggestion-close="" aria-label={copy.close} className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted">
              <XIcon aria-hidden="true" className="size-4" />
            </button>
          </aside>
        ))}
      </template>
      <InlineScript code={script} />
    </>
  );
}
