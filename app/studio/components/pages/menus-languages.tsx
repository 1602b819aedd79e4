/** The menus' languages (ADR 054): the original and each locale's copy, with where each stands. */
import { Link } from "react-router";
import { TranslationStateBadge } from "#app/admin/components/status-badge.tsx";
import type { OriginalWords } from "#app/studio/components/pages/field-shell.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { localeName } from "#shared/i18n/locales.ts";
import { ORIGINAL_WORDS_LABEL } from "#app/studio/components/translations.tsx";
import type { SiteMenus } from "#shared/pages/menus.ts";

const copy = pagesCopy.menus;

export interface MenusLanguage {
  locale: string;
  state: "unwritten" | "current" | "out-of-date";
}

/** Links between the original menus and each language's: the current one marked for screen readers too. */
export function MenusLanguages({ languages, current }: { languages: MenusLanguage[]; current: string | undefined }) {
  const item = "inline-flex min-h-10 items-center gap-2 rounded-lg border border-border px-3 text-sm font-medium hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft";
  return (
    <nav aria-label={copy.languages}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to="/admin/menus" aria-current={current === undefined ? "page" : undefined} className={item}>
            {copy.original}
          </Link>
        </li>
        {languages.map(({ locale, state }) => (
          <li key={locale}>
            <Link to={`/admin/menus?locale=${encodeURIComponent(locale)}`} aria-current={current === locale ? "page" : undefined} className={item}>
              <span lang={locale}>{localeName(locale)}</span>
              <TranslationStateBadge state={state} label={copy.state[state]!} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The original's words at a field's path ("header.entries.0.label"), shown beside the translation's: labels, descriptions and the blurb, never links. */
export function originalMenuWords(original: SiteMenus): (path: string) => OriginalWords | undefined {
  return (path) => {
    if (!/(^|\.)(label|description|blurb)$/.test(path)) return undefined;
    const text = path.split(".").reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), original);
    return typeof text === "string" && text !== "" ? { label: ORIGINAL_WORDS_LABEL, text } : undefined;
  };
}
