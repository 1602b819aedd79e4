/**
 * A post's translation as the studio makes it (ADR 054): the original's byline, category, tags,
 * cover and settings, each of its words a placeholder ("[Write the title]"), at the original's slug
 * in its locale's blog unless the translator gives another; and its words as translators and the
 * out-of-date check read them, field by field.
 */
import type { PageText } from "#shared/pages/page-texts.ts";
import { placeholder } from "#shared/pages/placeholders.ts";
import type { PostField, PostFields } from "#shared/post-fields.ts";

/** The fields of a post that hold words to translate, in the editor's order; the others travel as they are. */
export const POST_TEXT_FIELDS = ["title", "excerpt", "body", "coverAlt", "seoTitle", "seoDescription"] as const satisfies readonly PostField[];
type TextField = (typeof POST_TEXT_FIELDS)[number];

/** What each placeholder asks for. */
const WHAT: Record<TextField, string> = {
  title: "the title",
  excerpt: "the excerpt",
  body: "the text",
  coverAlt: "the cover's description",
  seoTitle: "the search title",
  seoDescription: "the search description",
};

export const POST_TRANSLATION_WORDS = {
  twice: (language: string, slug: string) => `This post already has a ${language} translation, at ${slug}: open it there.`,
  ofATranslation: "This post is itself a translation: translate its original instead.",
  noBlogFrame: (language: string) => `The blog is not written in ${language} yet (its headings, dates and links), so its posts cannot be shown in it.`,
} as const;

/** The post's words, each field that has some (the text as Markdown: its marks, links and images stay as they are). */
export function postTexts(fields: PostFields): PageText[] {
  return POST_TEXT_FIELDS.flatMap((field): PageText[] => {
    const text = fields[field];
    if (!text) return [];
    return [field === "body" ? { field, text, markdown: true } : { field, text }];
  });
}

/** The translation's first copy: nothing of the original's words, so nothing untranslated can go live. */
export function postTranslationDraft(original: PostFields, slug: string): PostFields {
  const words = Object.fromEntries(POST_TEXT_FIELDS.map((field) => [field, original[field] ? placeholder(WHAT[field]) : original[field]])) as Pick<PostFields, TextField>;
  // Its own address is the canonical one: the original's "first published at" would send search engines away from it.
  return { ...original, ...words, slug, canonicalUrl: null };
}
