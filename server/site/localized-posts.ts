/**
 * The blog in the site's other locales (ADR 054), as a generation serves it: each locale's
 * published post translations as a blog of their own under its segment ("/de/blog",
 * "/de/blog/{slug}"), the hreflang cluster of an original and its translations, and an
 * untranslated post's address in a locale answered as the operator chose.
 */
import { articlePath, articleSlugOf, BLOG_SEARCH_PATH } from "#shared/blog-paths.ts";
import { localizedPath, splitLocalePath } from "#shared/i18n/addresses.ts";
import { alternateLinks, type ClusterMember } from "#shared/i18n/alternates.ts";
import { localeDirection, type LocaleSettings } from "#shared/i18n/locales.ts";
import { blogWordsOf } from "#shared/content/blog-words.ts";
import { articleCoverPath, coverImagePaths, coverSlug } from "#shared/cover-images.ts";
import type { PageLanguage } from "#shared/pages/page-view.ts";
import type { PostSummary } from "#server/site/render/blog.server.ts";
import { BlogIndex } from "#server/site/render/blog-index.server.ts";
import { isBlogPagePath } from "./paths.ts";

/** A published post translation as the snapshot reads it. */
export interface TranslatedPost {
  summary: PostSummary;
  locale: string;
  translationOf: number;
  /** The row's last write (xmin): its article's text changes only with it. */
  written: string;
}

/** One locale's blog: its published posts, newest first, indexed like the default locale's. */
export interface LocaleBlog {
  locale: string;
  /** Its segment's address ("/de"): what its blog's addresses start with. */
  prefix: string;
  index: BlogIndex;
  versions: ReadonlyMap<string, string>;
}

/** What a generation knows of its blog's languages; empty on a site of one language. */
export interface PostLanguages {
  /** The locales' blogs, by locale: only those whose blog's words exist and that have a published post. */
  blogs: ReadonlyMap<string, LocaleBlog>;
  /** The language and hreflang links of the blog's addresses that have any (articles, the blogs' fronts), by address. */
  byPath: ReadonlyMap<string, PageLanguage>;
  /** Each original article's translations: its slug, then the translation's address by locale. */
  translations: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

export const NO_POST_LANGUAGES: PostLanguages = { blogs: new Map(), byPath: new Map(), translations: new Map() };

const indexable = (post: PostSummary) => !post.noindex && !post.canonical;

const languageOf = (lang: string, alternates: PageLanguage["alternates"] = []): PageLanguage => ({ lang, dir: localeDirection(lang), alternates });

/**
 * The locales' blogs and the clusters of `originals` (the default locale's published posts) with
 * `translations` (the configured locales' published ones, newest first). A locale whose blog has no
 * words yet (shared/content/blog-words.ts) serves none of its posts: its pages would mix languages.
 */
export function postLanguages(originals: readonly PostSummary[], translations: readonly TranslatedPost[], locales: LocaleSettings): PostLanguages {
  const byId = new Map(originals.map((post) => [post.id, post]));
  // A translation is live with its original only (as a page's is). A photo cover is the original's,
  // at its address; a drawn one carries the title, so a translation's is drawn from its own words
  // under its locale's segment ("/de/images/blog/{slug}.svg").
  const served = translations
    .filter((post) => locales.others.includes(post.locale) && blogWordsOf(post.locale) !== undefined && byId.has(post.translationOf))
    .map((post) => {
      const image = post.summary.cover ? byId.get(post.translationOf)!.image : `${localizedPath(post.locale, "/", locales)}${articleCoverPath(post.summary.slug)}`;
      return { ...post, summary: { ...post.summary, image } };
    });
  if (served.length === 0) return NO_POST_LANGUAGES;
  const blogs = new Map<string, LocaleBlog>();
  for (const locale of locales.others) {
    const own = served.filter((post) => post.locale === locale);
    if (own.length === 0) continue;
    const prefix = localizedPath(locale, "/", locales);
    blogs.set(locale, { locale, prefix, index: new BlogIndex(own.map((post) => post.summary)), versions: new Map(own.map((post) => [post.summary.slug, post.written])) });
  }
  const byPath = new Map<string, PageLanguage>();
  const translationsOf = new Map<string, Map<string, string>>();
  const clusters = new Map<number, ClusterMember[]>();
  for (const post of served) {
    const path = `${blogs.get(post.locale)!.prefix}${articlePath(post.summary.slug)}`;
    const original = byId.get(post.translationOf)!;
    const members = clusters.get(original.id) ?? [{ locale: locales.default, path: articlePath(original.slug), status: "published", indexable: indexable(original) }];
    members.push({ locale: post.locale, path, status: "published", indexable: indexable(post.summary) });
    clusters.set(original.id, members);
    translationsOf.set(original.slug, new Map([...(translationsOf.get(original.slug) ?? []), [post.locale, path]]));
  }
  const fronts: ClusterMember[] = [{ locale: locales.default, path: "/blog", status: "published", indexable: true }];
  for (const blog of blogs.values()) fronts.push({ locale: blog.locale, path: `${blog.prefix}/blog`, status: "published", indexable: true });
  for (const members of [...clusters.values(), fronts]) {
    const alternates = alternateLinks(members, locales.default);
    for (const { locale, path } of members) byPath.set(path, languageOf(locale, alternates));
  }
  return { blogs, byPath, translations: translationsOf };
}

/** A locale's blog address read back: the locale's blog and the address within it ("/de/blog/x" -> de, "/blog/x"). */
export interface LocaleBlogAddress {
  blog: LocaleBlog;
  path: string;
}

/** The translated post whose own drawn cover (or share card) `path` is ("/de/images/blog/leitfaden.svg"), in its locale's blog. */
export function localeCoverPost(languages: PostLanguages, locales: LocaleSettings, path: string): PostSummary | undefined {
  if (languages.blogs.size === 0) return undefined;
  const { locale, path: rest } = splitLocalePath(path, locales);
  const blog = languages.blogs.get(locale);
  const slug = blog && coverSlug(rest);
  const post = slug === undefined ? undefined : blog!.index.bySlug.get(slug);
  return post && drawsOwnCover(blog!, post) ? post : undefined;
}

/** Whether `post` of `blog` has a drawn cover of its own under the blog's segment: a photo cover is the original's, at the original's address. */
const drawsOwnCover = (blog: LocaleBlog, post: PostSummary) => post.image.startsWith(`${blog.prefix}/`);

/** The locale blog `path` is an address of, when its locale has one: its lists, articles and search page. */
export function localeBlogAddress(languages: PostLanguages, locales: LocaleSettings, path: string): LocaleBlogAddress | undefined {
  if (languages.blogs.size === 0) return undefined;
  const { locale, path: rest } = splitLocalePath(path, locales);
  const blog = languages.blogs.get(locale);
  if (!blog || !isBlogPagePath(rest) || path.endsWith("/")) return undefined;
  // An article the locale has not translated is the original's to answer (untranslatedArticle).
  const slug = articleSlugOf(rest);
  return slug === undefined || blog.index.bySlug.has(slug) ? { blog, path: rest } : undefined;
}

/** The original article `path` names in a locale's space ("/de/blog/x" -> "x" and de), whatever that locale's blog has. */
function originalNamedIn(locales: LocaleSettings, path: string): { locale: string; slug: string } | undefined {
  const { locale, path: rest } = splitLocalePath(path, locales);
  const slug = locale === locales.default ? undefined : articleSlugOf(rest);
  return slug === undefined ? undefined : { locale, slug };
}

/**
 * What `/de/blog/{slug}` answers when the German blog has no post at that slug: a 301 to the
 * original's translation at its own slug, the original whole (operator's "default-page"), or nothing.
 */
export function untranslatedArticle(
  languages: PostLanguages,
  locales: LocaleSettings,
  originals: ReadonlyMap<string, PostSummary>,
  path: string,
): { moved: string } | { original: string } | undefined {
  const named = originalNamedIn(locales, path);
  if (!named || languages.blogs.get(named.locale)?.index.bySlug.has(named.slug)) return undefined;
  const translation = languages.translations.get(named.slug)?.get(named.locale);
  if (translation) return { moved: translation };
  if (locales.missing !== "default-page" || !originals.has(named.slug)) return undefined;
  return { original: articlePath(named.slug) };
}

/** Every address of the locales' blogs: their fronts, archives, numbered pages, articles, search pages and drawn covers. */
export function localeBlogPaths(languages: PostLanguages): string[] {
  return [...languages.blogs.values()].flatMap((blog) => [
    ...[...blog.index.paths(), BLOG_SEARCH_PATH].map((path) => `${blog.prefix}${path}`),
    // Its posts' own drawn covers and their share cards.
    ...blog.index.posts
      .filter((post) => drawsOwnCover(blog, post))
      .flatMap((post) => {
        const { svg, og } = coverImagePaths(post.image);
        return [svg, og];
      }),
  ]);
}
