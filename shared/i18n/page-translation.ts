/**
 * A page's translation as the studio makes and shows it (ADR 054): the original's structure with
 * each of its words a placeholder, so nothing untranslated can go live; and, for the editor, the
 * original's words beside each field of the translation, found by the section's anchor.
 */
import { localeSegment } from "./locales.ts";
import { pageTexts, type PageText } from "#shared/pages/page-texts.ts";
import { placeholder } from "#shared/pages/placeholders.ts";
import { pageDocument, type PageDocument } from "#shared/pages/page.ts";

export const TRANSLATION_WORDS = {
  twice: (language: string, path: string) => `This page already has a ${language} translation, at ${path}: open it there.`,
  notALocale: "Choose one of the site's languages; add it in Settings › Languages first if it is not there.",
  ofATranslation: "This page is itself a translation: translate its original instead.",
  outsideLocale: (segment: string) => `A translation lives under /${segment}: start its address with /${segment}.`,
} as const;

/** The translation's first address: the original's under the locale's segment ("/pricing" -> "/de/pricing", "/" -> "/de"). */
export function translationPath(originalPath: string, locale: string): string {
  const segment = `/${localeSegment(locale)}`;
  return originalPath === "/" ? segment : `${segment}${originalPath}`;
}

/** The last named key of a field ("sections.hero.items.2.answer" -> "answer"), for its placeholder. */
function fieldName(field: string): string {
  const keys = field.split(".").filter((key) => !/^\d+$/.test(key));
  return keys.at(-1) ?? "text";
}

/** Splits a field of `pageTexts` into the path of keys in `document` (a section's anchor becomes its index). */
function keysOf(document: PageDocument, field: string): Array<string | number> | undefined {
  const parts = field.split(".");
  if (parts[0] !== "sections") return parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const index = document.sections.findIndex((shown) => shown.id === parts[1]);
  if (index < 0) return undefined;
  return ["sections", index, ...parts.slice(2).map((part) => (/^\d+$/.test(part) ? Number(part) : part))];
}

function withValue(value: unknown, keys: ReadonlyArray<string | number>, next: string): unknown {
  if (!keys.length) return next;
  const [key, ...rest] = keys;
  if (Array.isArray(value)) return value.map((item, index) => (index === key ? withValue(item, rest, next) : item));
  const object = value as Record<string, unknown>;
  return { ...object, [key!]: withValue(object[key!], rest, next) };
}

const SHORT_PLACEHOLDER = "[Write]";

/**
 * The original's structure at `path`, every word a placeholder ("[Write the title]"): a draft that
 * cannot be published as it is; "[Write]" where the field is too short for its name.
 */
export function translationDraft(original: PageDocument, path: string): PageDocument {
  const named = pageTexts(original).reduce<PageDocument>((page, { field }) => {
    const keys = keysOf(page, field);
    return keys ? (withValue(page, keys, placeholder(`the ${fieldName(field)}`)) as PageDocument) : page;
  }, structuredClone(original));
  // Where the schema finds a placeholder too long for its field (a 20-character badge), the short one.
  const checked = pageDocument.safeParse(named);
  const tooLong = checked.success ? [] : checked.error.issues.filter((issue) => issue.code === "too_big" && issue.origin === "string").map((issue) => issue.path as Array<string | number>);
  const draft = tooLong.reduce<PageDocument>((page, keys) => withValue(page, keys, SHORT_PLACEHOLDER) as PageDocument, named);
  return { ...draft, path };
}

/** The editor's path of a field ("sections.0.title") as `pageTexts` names it ("sections.hero.title"), in `document`. */
export function textFieldOf(document: PageDocument, path: string): string {
  const parts = path.split(".");
  if (parts[0] !== "sections") return path;
  const shown = document.sections[Number(parts[1])];
  return shown ? ["sections", shown.id, ...parts.slice(2)].join(".") : path;
}

/** The original's words by field, for the editor of its translation. */
export const wordsByField = (texts: readonly PageText[]): Map<string, string> => new Map(texts.map(({ field, text }) => [field, text]));
