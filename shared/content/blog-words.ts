/**
 * The blog's frame in each language it is served in (ADR 054): what an article and a list print
 * around the posts' own words. A locale without its words here serves no post of its blog: a German
 * article framed by English words would mix languages on one page.
 */
import { blogCopy, blogSearchCopy } from "./blog.ts";
import { pages } from "./pages.ts";

export interface BlogWords {
  /** The blog's name in breadcrumbs. */
  blog: string;
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  articlesLabel: string;
  tagsLabel: string;
  backToBlog: string;
  by: string;
  readingTime: (minutes: number) => string;
  relatedTitle: string;
  tocTitle: string;
  closingCta: { title: string; body: string; primary: { label: string; href: string } };
  archive: {
    tag: { eyebrow: string; title: (name: string) => string; lead: (count: number) => string; olderLead: string; description: (name: string) => string };
    category: { eyebrow: string; title: (name: string) => string; lead: (count: number) => string; olderLead: string; description: (name: string) => string };
    allArticles: string;
    topicsTitle: string;
  };
  pagination: { label: string; newer: string; older: string; latest: string; latestLabel: string; page: (page: number) => string; titleSuffix: (page: number) => string };
  /** The blog's search page and box, in the words its language's visitors search with. */
  search: SearchWords;
}

export type SearchWords = typeof blogSearchCopy;

/** The default locale's: today's copy, unchanged. */
export const DEFAULT_BLOG_WORDS: BlogWords = {
  blog: "Blog",
  meta: pages.blog.meta,
  hero: pages.blog.hero,
  articlesLabel: "Articles",
  tagsLabel: "Tags",
  backToBlog: blogCopy.backToBlog,
  by: blogCopy.by,
  readingTime: blogCopy.readingTime,
  relatedTitle: blogCopy.relatedTitle,
  tocTitle: blogCopy.tocTitle,
  closingCta: blogCopy.closingCta,
  archive: blogCopy.archive,
  pagination: blogCopy.pagination,
  search: blogSearchCopy,
};

/** "1 Artikel", "3 Artikel": the same word in both numbers. */
const articles = (count: number) => `${count} Artikel`;

const GERMAN: BlogWords = {
  blog: "Blog",
  meta: {
    title: "Aktuelle Einblicke und Artikel",
    description: "Artikel über KI, Marketing-Automatisierung, SEO, Vertrieb und Wachstumsstrategie für B2B-Marketing- und Umsatzverantwortliche.",
  },
  hero: { eyebrow: "Blog", title: "Aktuelle Einblicke und Artikel", lead: "Praxisnahes zu KI, Automatisierung und Wachstumsstrategie für B2B-Marketing- und Vertriebsteams." },
  articlesLabel: "Artikel",
  tagsLabel: "Schlagwörter",
  backToBlog: "Zurück zum Blog",
  by: "Von",
  readingTime: (minutes) => `${minutes} Min. Lesezeit`,
  relatedTitle: "Ähnliche Artikel",
  tocTitle: "In diesem Artikel",
  closingCta: {
    title: "Bereit, Ihr Unternehmen zu verändern?",
    body: "Sehen Sie, wie unsere KI-Systeme die Ideen dieses Artikels in Ergebnisse für Ihr Team verwandeln.",
    primary: { label: "Beratung buchen", href: "/booking" },
  },
  archive: {
    tag: {
      eyebrow: "Schlagwort",
      title: (name) => `Artikel mit dem Schlagwort „${name}“`,
      lead: (count) => `${articles(count)} zu diesem Thema, die neuesten zuerst.`,
      olderLead: "Ältere Artikel zu diesem Thema, die neuesten zuerst.",
      description: (name) => `Artikel mit dem Schlagwort ${name} im {brand}-Blog: KI, Automatisierung und Wachstum für B2B-Teams.`,
    },
    category: {
      eyebrow: "Kategorie",
      title: (name) => `Artikel zu ${name}`,
      lead: (count) => `${articles(count)} in dieser Kategorie, die neuesten zuerst.`,
      olderLead: "Ältere Artikel in dieser Kategorie, die neuesten zuerst.",
      description: (name) => `Artikel zu ${name} im {brand}-Blog: KI, Automatisierung und Wachstum für B2B-Teams.`,
    },
    allArticles: "Alle Artikel",
    topicsTitle: "Nach Thema stöbern",
  },
  pagination: {
    label: "Seiten mit Artikeln",
    newer: "Neuer",
    older: "Älter",
    latest: "Neueste",
    latestLabel: "Neueste Artikel",
    page: (page) => `Seite ${page}`,
    titleSuffix: (page) => ` – Seite ${page}`,
  },
  search: {
    meta: {
      title: "Den Blog durchsuchen",
      description: "Durchsuchen Sie jeden Artikel im {brand}-Blog nach jedem Wort darin: KI, Marketing-Automatisierung, SEO, Vertrieb und Wachstum.",
    },
    hero: { eyebrow: "Blog", title: "Den Blog durchsuchen", lead: "Finden Sie einen Artikel über jedes Wort darin." },
    label: "Artikel durchsuchen",
    placeholder: "Artikel durchsuchen, z. B. Pipeline-Prognose",
    submit: "Suchen",
    resultsLabel: "Suchergebnisse",
    prompt: "Geben Sie ein oder zwei Wörter ein, um alle Artikel zu durchsuchen.",
    results: (count, query, capped = false) =>
      count === 0
        ? `Kein Artikel passt zu „${query}“. Versuchen Sie ein anderes Wort oder stöbern Sie unten nach Thema.`
        : capped
          ? `Mehr als ${count} Artikel passen zu „${query}“: Die passendsten der neuesten ${count} sind aufgeführt. Fügen Sie ein Wort hinzu, um die Suche einzugrenzen.`
          : `${articles(count)} ${count === 1 ? "passt" : "passen"} zu „${query}“.`,
    pagesLabel: "Weitere Suchergebnisse",
    previousResults: "Vorherige Ergebnisse",
    moreResults: "Weitere Ergebnisse",
  },
};

/** Arabic counts in six plural forms (CLDR): one word for each. */
const arabicPlural = new Intl.PluralRules("ar");
const arabicCount = (count: number, forms: Record<Intl.LDMLPluralRule, string>) => forms[arabicPlural.select(count)].replace("#", String(count));
const arabicArticles = (count: number) => arabicCount(count, { zero: "لا مقالات", one: "مقال واحد", two: "مقالان", few: "# مقالات", many: "# مقالًا", other: "# مقال" });

const ARABIC: BlogWords = {
  blog: "المدونة",
  meta: {
    title: "أحدث الرؤى والمقالات",
    description: "مقالات عن الذكاء الاصطناعي وأتمتة التسويق وتحسين محركات البحث والمبيعات واستراتيجيات النمو لقادة التسويق والإيرادات في الشركات.",
  },
  hero: { eyebrow: "المدونة", title: "أحدث الرؤى والمقالات", lead: "محتوى عملي عن الذكاء الاصطناعي والأتمتة واستراتيجيات النمو لفرق التسويق والمبيعات في الشركات." },
  articlesLabel: "المقالات",
  tagsLabel: "الوسوم",
  backToBlog: "العودة إلى المدونة",
  by: "بقلم",
  readingTime: (minutes) => arabicCount(minutes, { zero: "أقل من دقيقة قراءة", one: "دقيقة قراءة واحدة", two: "دقيقتا قراءة", few: "# دقائق قراءة", many: "# دقيقة قراءة", other: "# دقيقة قراءة" }),
  relatedTitle: "مقالات ذات صلة",
  tocTitle: "في هذا المقال",
  closingCta: {
    title: "هل أنت مستعد لتحويل أعمالك؟",
    body: "اكتشف كيف تحوّل أنظمة الذكاء الاصطناعي لدينا أفكار هذا المقال إلى نتائج لفريقك.",
    primary: { label: "احجز استشارة", href: "/booking" },
  },
  archive: {
    tag: {
      eyebrow: "وسم",
      title: (name) => `مقالات بوسم «${name}»`,
      lead: (count) => `${arabicArticles(count)} في هذا الموضوع، الأحدث أولًا.`,
      olderLead: "مقالات أقدم في هذا الموضوع، الأحدث أولًا.",
      description: (name) => `مقالات بوسم ${name} في مدونة {brand}: الذكاء الاصطناعي والأتمتة والنمو لفرق الشركات.`,
    },
    category: {
      eyebrow: "تصنيف",
      title: (name) => `مقالات عن ${name}`,
      lead: (count) => `${arabicArticles(count)} في هذا التصنيف، الأحدث أولًا.`,
      olderLead: "مقالات أقدم في هذا التصنيف، الأحدث أولًا.",
      description: (name) => `مقالات عن ${name} في مدونة {brand}: الذكاء الاصطناعي والأتمتة والنمو لفرق الشركات.`,
    },
    allArticles: "كل المقالات",
    topicsTitle: "تصفح حسب الموضوع",
  },
  pagination: {
    label: "صفحات المقالات",
    newer: "مقالات أحدث",
    older: "مقالات أقدم",
    latest: "الأحدث",
    latestLabel: "أحدث المقالات",
    page: (page) => `الصفحة ${page}`,
    titleSuffix: (page) => ` – الصفحة ${page}`,
  },
  search: {
    meta: {
      title: "البحث في المدونة",
      description: "ابحث في كل مقالات مدونة {brand} بأي كلمة فيها: الذكاء الاصطناعي وأتمتة التسويق وتحسين محركات البحث والمبيعات والنمو.",
    },
    hero: { eyebrow: "المدونة", title: "البحث في المدونة", lead: "اعثر على أي مقال بأي كلمة فيه." },
    label: "البحث في المقالات",
    placeholder: "ابحث في المقالات، مثلًا: توقع المبيعات",
    submit: "بحث",
    resultsLabel: "نتائج البحث",
    prompt: "اكتب كلمة أو كلمتين للبحث في كل المقالات.",
    results: (count, query, capped = false) =>
      count === 0
        ? `لا توجد مقالات تطابق «${query}». جرّب كلمة أخرى، أو تصفح حسب الموضوع أدناه.`
        : capped
          ? `المقالات المطابقة لـ«${query}» أكثر من ${count}: نعرض الأقرب من بين أحدث ${count}. أضف كلمة لتضييق البحث.`
          : `عدد المقالات المطابقة لـ«${query}»: ${count}.`,
    pagesLabel: "مزيد من نتائج البحث",
    previousResults: "النتائج السابقة",
    moreResults: "مزيد من النتائج",
  },
};

/** Each language's words by its code's language ("de", "de-AT": German). */
const BY_LANGUAGE: Readonly<Record<string, BlogWords>> = { de: GERMAN, ar: ARABIC };

/** The blog's words on a page in `lang` (ADR 054): today's copy in the default locale (none). */
export const blogWordsIn = (lang: string | undefined): BlogWords => (lang === undefined ? undefined : blogWordsOf(lang)) ?? DEFAULT_BLOG_WORDS;

/** The blog's words in `locale`, or undefined when they are not written yet. */
export function blogWordsOf(locale: string): BlogWords | undefined {
  return Object.hasOwn(BY_LANGUAGE, locale.split("-")[0]!) ? BY_LANGUAGE[locale.split("-")[0]!] : undefined;
}
