/** The studio's Languages screen (/admin/settings/languages): the site's locales (ADR 054). */
import { typeset } from "#shared/content/typography.ts";

export const languagesCopy = typeset({
  title: "Languages",
  lead: "The languages the site speaks. The default keeps today's addresses; each other language has its pages under its own segment, e.g. /de/preise, once a page is translated.",
  listed: { title: "The site's languages", lead: "A language leaves the site only once its translations are deleted." },
  default: "default",
  leftToRight: "left to right",
  rightToLeft: "right to left",
  remove: (name: string) => `Remove ${name}`,
  removed: "Removed. Its addresses answer as any unknown address now.",
  add: {
    title: "Add a language",
    code: "Language code",
    hint: "Its ISO code, with a region if you like: de, fr, pt-BR, ar.",
    submit: "Add language",
    added: (name: string) => `Added ${name}. Translate a page from its editor.`,
  },
  missing: {
    title: "A page not translated yet",
    lead: "What a visitor gets at a language's address of a page with no published translation. Either way it is in no list, sitemap or hreflang of that language.",
    submit: "Save",
    saved: "Saved.",
  },
} as const);
