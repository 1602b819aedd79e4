/**
 * Shows the note suggesting the page in the visitor's language (ADR 054): the browser's languages
 * against the page's own alternate links (shared/i18n/suggestion.ts), none for a crawler, none once
 * dismissed (by its button or Escape), never a redirect.
 */
import { browserPreferences, suggestedLocale } from "#shared/i18n/suggestion.ts";
import { withStorage } from "./storage.ts";

const DISMISSED = "language-suggestion-dismissed";
/** The cluster's default (shared/i18n/alternates.ts, which a browser script does not import: it reads the site's URL from the environment). */
const X_DEFAULT = "x-default";

export function init(root: Document = document, visitor: Pick<Navigator, "languages" | "userAgent"> = navigator): void {
  const template = root.querySelector<HTMLTemplateElement>("template[data-language-suggestions]");
  if (
    !template ||
    withStorage(
      () => localStorage,
      (store) => store.getItem(DISMISSED),
    )
  )
    return;
  const available = [...root.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => link.hreflang).filter((code) => code !== X_DEFAULT);
  const locale = suggestedLocale({ preferences: browserPreferences(visitor.languages), userAgent: visitor.userAgent, current: root.documentElement.lang, available });
  const note = [...template.content.querySelectorAll<HTMLElement>("[data-locale]")].find((candidate) => candidate.dataset["locale"] === locale);
  if (!note) return;
  const shown = note.cloneNode(true) as HTMLElement;
  const dismiss = () => {
    const hadFocus = shown.contains(root.activeElement);
    shown.remove();
    withStorage(
      () => localStorage,
      (store) => store.setItem(DISMISSED, "1"),
    );
    // Focus goes on from where the note was, not back to the top of the page.
    if (hadFocus) root.querySelector<HTMLElement>("#main")?.focus();
  };
  shown.querySelector("[data-language-suggestion-close]")?.addEventListener("click", dismiss);
  shown.addEventListener("keydown", (event) => {
    if (event.key === "Escape") dismiss();
  });
  template.after(shown);
}
