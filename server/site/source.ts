/**
 * The blog's posts as the server's pages read them: what is published in the store, at one
 * generation. A snapshot of the published posts' fields (not their bodies) is loaded once per
 * generation and shared by every list page rendered from it; an article's body is read when its
 * page is rendered.
 */
import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { ARTICLE_RENDERER, postOf, renderedArticle, renderPost, summaryOf, type Post, type PostSummary, type RenderedArticle } from "#server/site/render/blog.server.ts";
import { BlogIndex } from "#server/site/render/blog-index.server.ts";
import { profileOf } from "#server/site/render/authors.server.ts";
import { siteFactsKey, siteIn } from "#server/site/render/site-facts.server.ts";
import type { ContentSource } from "#server/site/render/content-source.server.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { articlePath } from "#shared/blog-paths.ts";
import type { ArticleImages } from "#server/site/render/rehype-content-images.server.ts";
import { articleRenders, authors, contentState, images, pages, posts, redirects, siteMenuTranslations, type PostRow } from "#server/platform/db/content-schema.ts";
import type { LocaleChrome } from "#shared/pages/page-view.ts";
import { pageDocument, type PageDocument } from "#shared/pages/page.ts";
import { imageVariants, type ImageVariant } from "./image-variants.ts";
import { SUMMARY_COLUMNS, summaryFromRow, workingCopy } from "./post-rows.ts";
import { searchPosts } from "./search.ts";
import { localeDirection } from "#shared/i18n/locales.ts";
import { localizedPath } from "#shared/i18n/addresses.ts";
import { readLocales, readSettings } from "#server/platform/site-settings.ts";
import { pageLanguages, servedPage, type PageLanguages } from "./localized-pages.ts";
import { postLanguages, type LocaleBlog, type PostLanguages, type TranslatedPost } from "./localized-posts.ts";
import { menusForVisitors } from "#shared/pages/menus.ts";
import { readMenus } from "./menus.ts";
import { languagesWithChrome, localeChromes, withChrome } from "./localized-chrome.ts";
import { DEFAULT_SETTINGS, siteWith } from "#shared/site-settings.ts";
import { experiments, type StoredVariant } from "#server/platform/db/experiments-schema.ts";
import type { LiveExperiment } from "#shared/experiments/experiment.ts";
import type { SiteConfig } from "#shared/content/site.ts";
import type { PublishedForm } from "#shared/forms/form.ts";
import { formShownIn, readPublishedForms } from "./published-forms.ts";

export interface Snapshot {
  generation: number;
  posts: readonly PostSummary[];
  bySlug: ReadonlyMap<string, PostSummary>;
  /** The posts indexed for the pages: archives, related posts, addresses. */
  index: BlogIndex;
  /** Each published post's last write (the row's xmin), by slug: its article's text changes only with it. */
  versions: Map<string, string>;
  /** The authors' rows as JSON, by name: what an article's author box shows. */
  authors: Map<string, string>;
  /** Addresses that moved (to a path or URL) or went (null): old slugs, manual redirects. */
  redirects: Map<string, string | null>;
  /** The redirects that are temporary (302); every other one is a 301. */
  temporary: Set<string>;
  /** Unpublished posts' and pages' addresses: 410 Gone. */
  gone: Set<string>;
  /** The team's images by name, with their pixel size. */
  images: Map<string, { width: number; height: number }>;
  /** What the pages show of them, by address. */
  imageVariants: Map<string, ImageVariant>;
  /** The site's facts with the team's settings (ADR 027). */
  site: SiteConfig;
  /** The settings differ from the defaults: pages name the team's scheduler in their CSP. */
  customSite: boolean;
  /** The published pages made of sections, by address (ADR 040). */
  pages: ReadonlyMap<string, PageDocument>;
  /** The site's locales, and each page's language and hreflang links (ADR 054). */
  languages: PageLanguages;
  /** The blog in the site's other locales: their posts, and each article's hreflang links (ADR 054). */
  postLanguages: PostLanguages;
  /** The header and footer of each other locale whose menus and chrome words are written, by locale (ADR 054). */
  chromes: ReadonlyMap<string, LocaleChrome>;
  /** Published pages the schema now refuses (kept before a rule such as a page's limits), by address: why, for the log. */
  unservable: ReadonlyMap<string, string>;
  /** Each published page's row as checked against the schema, by id: what the next snapshot reuses while the row is unwritten. */
  checkedPages: ReadonlyMap<number, CheckedPage>;
  /** The running experiments, by the address of the page they test (ADR 042). */
  experiments: ReadonlyMap<string, LiveExperiment>;
  /** The published forms at their live versions, by id: what form sections show and the form endpoint checks. */
  forms: ReadonlyMap<number, PublishedForm>;
}

/** The generation the store is at (0 before the first import). */
export async function currentGeneration(db: Database): Promise<number> {
  const [state] = await db.select({ generation: contentState.generation }).from(contentState).where(eq(contentState.id, 1));
  return state?.generation ?? 0;
}

/**
 * The store's published content at its current generation, read in one transaction. `previous`,
 * the snapshot it replaces, lends the posts whose rows nobody wrote since (their xmin): a publish
 * reads one post's fields again, not ten thousand.
 */
export async function loadSnapshot(db: Database, previous?: Snapshot): Promise<Snapshot> {
  return db.transaction(
    async (tx) => {
      const [state] = await tx.select({ generation: contentState.generation }).from(contentState).where(eq(contentState.id, 1));
      const moved = await tx.select().from(redirects);
      const withdrawn = await tx
        .select({ id: posts.id, slug: posts.slug })
        .from(posts)
        .where(and(eq(posts.status, "unpublished"), ORIGINAL_POST));
      // Oldest first: an address two names share stays with the first (image-variants.ts).
      const stored = await tx.select({ name: images.name, width: images.width, height: images.height }).from(images).orderBy(asc(images.createdAt), asc(images.name));
      const authorRows = await tx.select({ name: authors.name, role: authors.role, bio: authors.bio, photo: authors.photo }).from(authors);
      const pageRows = await tx
        .select(PAGE_ROW)
        .from(pages)
        .where(and(inArray(pages.status, ["published", "unpublished"]), isNull(pages.translationOf)))
        .orderBy(asc(pages.id));
      const locales = await readLocales(tx);
      // The published translations of the site's locales (ADR 054); a locale removed takes its pages off the site.
      const translations = locales.others.length
        ? await tx
            .select(PAGE_ROW)
            .from(pages)
            .where(and(inArray(pages.status, ["published", "unpublished"]), inArray(pages.locale, [...locales.others])))
            .orderBy(asc(pages.id))
        : [];
      // A translation is live with its original only: one taken down takes its translations' addresses with it (gone).
      const liveOriginals = new Set(pageRows.filter((row) => row.status === "published").map((row) => row.id));
      const withdrawnOriginals = new Set(pageRows.filter((row) => row.status === "unpublished").map((row) => row.id));
      const liveTranslations = translations.filter((row) => liveOriginals.has(row.translationOf!));
      const published = [...pageRows, ...liveTranslations].filter((row) => row.status === "published");
      const { servable, unservable, checked } = await servablePages(tx, published, previous?.checkedPages);
      const running = await tx
        .select({ id: experiments.id, name: experiments.name, path: experiments.pagePath, pageId: experiments.pageId, variants: experiments.variants, endsAt: experiments.endsAt })
        .from(experiments)
        .where(eq(experiments.status, "running"));
      const { settings } = await readSettings(tx);
      const { menus } = await readMenus(tx);
      // A link to a page not on the site waits in the menus until it is (a landing page and its link go live together).
      const notLive = await tx
        .select({ path: pages.path })
        .from(pages)
        .where(and(ne(pages.status, "published"), isNull(pages.translationOf)));
      // Every page shows the menus: they are part of the site's facts (its key).
      const site = { ...siteWith(settings), menus: menusForVisitors(menus, new Set(notLive.map((row) => row.path))) };
      const { index, versions } = await publishedPosts(tx, site, previous);
      const publishedForms = await readPublishedForms(tx);
      const postTranslations = locales.others.length ? await publishedTranslations(tx, site, [...locales.others]) : [];
      // A withdrawn translation's address is gone, as its original's would be; so is a live one's whose original was taken down.
      const withdrawnIds = withdrawn.map(({ id }) => id);
      const withdrawnTranslations = locales.others.length
        ? (
            await tx
              .select({ slug: posts.slug, locale: posts.locale })
              .from(posts)
              .where(
                and(
                  inArray(posts.locale, [...locales.others]),
                  withdrawnIds.length ? or(eq(posts.status, "unpublished"), and(eq(posts.status, "published"), inArray(posts.translationOf, withdrawnIds))) : eq(posts.status, "unpublished"),
                ),
              )
          ).map(({ slug, locale }) => localizedPath(locale!, articlePath(slug), locales))
        : [];
      const servedLanguages = pageLanguages(
        published.filter((row) => servable.has(row.path)),
        servable,
        locales,
      );
      const servedPostLanguages = postLanguages(index.posts, postTranslations, locales);
      const chromes = locales.others.length
        ? localeChromes(await tx.select({ locale: siteMenuTranslations.locale, menus: siteMenuTranslations.menus }).from(siteMenuTranslations), locales, servedLanguages, servedPostLanguages)
        : new Map<string, LocaleChrome>();
      return {
        generation: state?.generation ?? 0,
        posts: index.posts,
        bySlug: index.bySlug,
        index,
        versions,
        authors: new Map(authorRows.map((row) => [row.name, JSON.stringify(row)])),
        redirects: new Map(moved.map((redirect) => [redirect.from, redirect.to])),
        temporary: new Set(moved.filter((redirect) => redirect.status === 302).map((redirect) => redirect.from)),
        unservable,
        checkedPages: checked,
        gone: new Set([
          ...withdrawn.map(({ slug }) => articlePath(slug)),
          ...withdrawnTranslations,
          ...[...pageRows, ...translations].filter((row) => row.status === "unpublished" || withdrawnOriginals.has(row.translationOf!)).map((row) => row.path),
        ]),
        images: new Map(stored.map(({ name, width, height }) => [name, { width, height }])),
        imageVariants: imageVariants(
          stored,
          authorRows.flatMap(({ photo }) => (photo ? [photo] : [])),
        ),
        site,
        customSite: JSON.stringify(settings) !== JSON.stringify(DEFAULT_SETTINGS),
        pages: servable,
        languages: languagesWithChrome(servedLanguages, chromes),
        postLanguages: languagesWithChrome(servedPostLanguages, chromes),
        chromes,
        // A translation is a page of its own address: its experiment runs there, in its language (ADR 054).
        experiments: liveExperiments(running, servable, new Map(published.map((row) => [row.path, row.id]))),
        forms: publishedForms,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Beyond this many posts written since the previous snapshot, all are read again in one query. */
const REREAD_ALL_ABOVE = 500;

// xmin: the transaction that last wrote the row, whatever it changed (system column).
const WRITTEN = sql<string>`posts.xmin::text`;

/** The default locale's posts (ADR 054): a translation shares its original's slug and is never listed with them. */
const ORIGINAL_POST = isNull(posts.translationOf);
const PUBLISHED_ORIGINAL = and(eq(posts.status, "published"), ORIGINAL_POST);

/** Newest first, ties by higher id: the order of every list. */
const NEWEST_FIRST = [desc(posts.publishAt), desc(posts.id)];

/**
 * The published posts, indexed, with each row's last write. The previous snapshot's posts are
 * reused where their row is unchanged and the site's facts (which fill their titles) are the same;
 * an unchanged list reuses its index too (a menu's or a page's edit).
 */
async function publishedPosts(tx: Executor, site: SiteConfig, previous?: Snapshot): Promise<{ index: BlogIndex; versions: Map<string, string> }> {
  const readAll = async () => {
    const rows = await tx
      .select({ ...SUMMARY_COLUMNS, written: WRITTEN })
      .from(posts)
      .where(PUBLISHED_ORIGINAL)
      .orderBy(...NEWEST_FIRST);
    return { index: new BlogIndex(rows.map((row) => summaryOf(summaryFromRow(row), site))), versions: new Map(rows.map((row) => [row.slug, row.written])) };
  };
  if (!previous || siteFactsKey(previous.site) !== siteFactsKey(site)) return readAll();
  const order = await tx
    .select({ slug: posts.slug, written: WRITTEN })
    .from(posts)
    .where(PUBLISHED_ORIGINAL)
    .orderBy(...NEWEST_FIRST);
  const written = order.filter(({ slug, written }) => previous.versions.get(slug) !== written).map(({ slug }) => slug);
  if (written.length > REREAD_ALL_ABOVE) return readAll();
  const versions = new Map(order.map((row) => [row.slug, row.written]));
  if (written.length === 0 && order.length === previous.posts.length) return { index: previous.index, versions };
  const fresh =
    written.length === 0
      ? []
      : await tx
          .select(SUMMARY_COLUMNS)
          .from(posts)
          .where(and(PUBLISHED_ORIGINAL, inArray(posts.slug, written)));
  const bySlug = new Map(fresh.map((row) => [row.slug, summaryOf(summaryFromRow(row), site)]));
  return { index: new BlogIndex(order.map(({ slug }) => bySlug.get(slug) ?? previous.bySlug.get(slug)!)), versions };
}

/** The published post translations of `locales`, newest first (ADR 054): each locale's blog. */
async function publishedTranslations(tx: Executor, site: SiteConfig, locales: string[]): Promise<TranslatedPost[]> {
  const rows = await tx
    .select({ ...SUMMARY_COLUMNS, written: WRITTEN, locale: posts.locale, translationOf: posts.translationOf })
    .from(posts)
    .where(and(eq(posts.status, "published"), inArray(posts.locale, locales)))
    .orderBy(...NEWEST_FIRST);
  return rows.map((row) => ({ summary: summaryOf(summaryFromRow(row), siteIn(site, row.locale!)), locale: row.locale!, translationOf: row.translationOf!, written: row.written }));
}

/** What the schema made of a page's document, at the row's last write (its xmin). */
export interface CheckedPage {
  written: string;
  checked: { document: PageDocument } | { problem: string };
}

const PAGE_ROW = { id: pages.id, path: pages.path, status: pages.status, locale: pages.locale, translationOf: pages.translationOf, written: sql<string>`pages.xmin::text` };

/**
 * Each published page's document checked against the schema, by id. A row unwritten since the
 * previous snapshot keeps its check: a publish reads and parses the documents that changed, not all.
 */
async function checkedPages(tx: Executor, rows: ReadonlyArray<{ id: number; written: string }>, previous?: ReadonlyMap<number, CheckedPage>): Promise<Map<number, CheckedPage>> {
  const checked = new Map<number, CheckedPage>();
  const writtenAt = new Map<number, string>();
  for (const row of rows) {
    const kept = previous?.get(row.id);
    if (kept?.written === row.written) checked.set(row.id, kept);
    else writtenAt.set(row.id, row.written);
  }
  if (writtenAt.size === 0) return checked;
  // The same transaction as `rows`: each document is the one of the write they name.
  const read = await tx
    .select({ id: pages.id, document: pages.document })
    .from(pages)
    .where(inArray(pages.id, [...writtenAt.keys()]));
  for (const { id, document } of read) {
    const parsed = pageDocument.safeParse(document);
    checked.set(id, { written: writtenAt.get(id)!, checked: parsed.success ? { document: parsed.data } : { problem: parsed.error.issues[0]?.message ?? "it breaks the page schema" } });
  }
  return checked;
}

/**
 * The published pages by address, each checked against the schema again: a row written around the
 * studio that breaks it is not served (its address answers 404), rather than failing every render.
 */
async function servablePages(tx: Executor, rows: ReadonlyArray<{ id: number; path: string; written: string }>, previous?: ReadonlyMap<number, CheckedPage>) {
  const checked = await checkedPages(tx, rows, previous);
  const servable = new Map<string, PageDocument>();
  const unservable = new Map<string, string>();
  for (const row of rows) {
    const page = checked.get(row.id)!.checked;
    if ("document" in page && page.document.path === row.path) servable.set(row.path, page.document);
    else unservable.set(row.path, "problem" in page ? page.problem : `its document is at ${page.document.path}`);
  }
  return { servable, unservable, checked };
}

/**
 * The running experiments on published pages. A variant is the page as published with the
 * variant's sections: its address, title, canonical, search settings and menu place are always the
 * page's. A test is served on the page it started on, never on another page published at its
 * address since (`pageIds`: the published pages' ids by address). Each is checked like a page: one
 * whose variant breaks the schema (written around the studio) is not served, and its page shows as
 * it is.
 */
function liveExperiments(
  rows: Array<{ id: number; name: string; path: string; pageId: number | null; variants: StoredVariant[]; endsAt: Date | null }>,
  servable: ReadonlyMap<string, PageDocument>,
  pageIds: ReadonlyMap<string, number>,
): Map<string, LiveExperiment> {
  const live = new Map<string, LiveExperiment>();
  for (const { id, name, path, pageId, variants, endsAt } of rows) {
    const page = servable.get(path);
    if (!page || pageId === null || pageIds.get(path) !== pageId) continue;
    const checked = variants.map(({ key, weight, document }) => ({
      key,
      weight,
      document: document === null ? null : pageAt({ ...page, sections: (document as { sections?: unknown }).sections }, path),
    }));
    if (checked.every((variant) => variant.document !== undefined)) live.set(path, { id, name, variants: checked as LiveExperiment["variants"], endsAt });
  }
  return live;
}

/** `document` as a page at `path`, or undefined when it is not one. */
function pageAt(document: unknown, path: string): PageDocument | undefined {
  const parsed = pageDocument.safeParse(document);
  return parsed.success && parsed.data.path === path ? parsed.data : undefined;
}

/** A source bound to one snapshot: every page rendered from it agrees on what is published. */
export function storedContent(db: Database, snapshot: Snapshot): ContentSource {
  return {
    page: async (path) => servedPage(snapshot.pages, snapshot.languages, path)?.document ?? null,
    language: async (path) => servedPage(snapshot.pages, snapshot.languages, path)?.language ?? snapshot.postLanguages.byPath.get(path),
    form: async (id, lang) => formShownIn(snapshot.forms, id, lang === snapshot.languages.locales.default ? undefined : lang) ?? null,
    images: (where) => storedImages(snapshot, where),
    index: async () => snapshot.index,
    search: (query, page) => searchPosts(db, snapshot, query, page),
    post: async (slug) => {
      const summary = snapshot.bySlug.get(slug);
      return summary ? readPost(db, snapshot, summary) : null;
    },
  };
}

/** A locale's blog bound to one snapshot (ADR 054): its posts, each article's language and hreflang links, and its search, in its words. */
export function localeBlogContent(db: Database, snapshot: Snapshot, blog: LocaleBlog): ContentSource {
  const stored = storedContent(db, snapshot);
  return {
    ...stored,
    index: async () => blog.index,
    search: (query, page) => searchPosts(db, { bySlug: blog.index.bySlug, site: siteIn(snapshot.site, blog.locale), locale: blog.locale }, query, page),
    post: async (slug) => {
      const summary = blog.index.bySlug.get(slug);
      return summary ? readPost(db, snapshot, summary, siteIn(snapshot.site, blog.locale)) : null;
    },
    language: async (path) => snapshot.postLanguages.byPath.get(`${blog.prefix}${path}`) ?? withChrome({ lang: blog.locale, dir: localeDirection(blog.locale), alternates: [] }, snapshot.chromes),
    locale: { prefix: blog.prefix, lang: blog.locale },
  };
}

/** A live article: its text as kept rendered while its key holds, else rendered now and kept for every process; its facts as `site` shows them (in its language). */
async function readPost(db: Database, snapshot: Snapshot, summary: PostSummary, site = snapshot.site): Promise<Post | null> {
  const [row] = await db
    .select({ body: posts.body, role: authors.role, bio: authors.bio, photo: authors.photo, kept: articleRenders })
    .from(posts)
    .leftJoin(authors, eq(authors.name, posts.author))
    .leftJoin(articleRenders, eq(articleRenders.postId, posts.id))
    .where(and(eq(posts.id, summary.id), eq(posts.status, "published")));
  if (!row) return null;
  const key = renderKey(snapshot, row.body, site);
  const article = row.kept?.key === key ? row.kept : await renderAndKeep(db, snapshot, summary, row.body, key, site);
  return postOf(summary, article, authorOf(snapshot, summary, row), site);
}

/** Renders an article's text and keeps it under `key` for every process. */
async function renderAndKeep(db: Database, snapshot: Snapshot, summary: PostSummary, body: string, key: string, site: SiteConfig): Promise<RenderedArticle> {
  const article = await renderStoredText(snapshot, summary, body, site);
  await keepRenders(db, [{ postId: summary.id, key, ...article }]);
  return article;
}

function renderStoredText(snapshot: Snapshot, summary: PostSummary, body: string, site = snapshot.site): Promise<RenderedArticle> {
  return renderedArticle(body, storedImages(snapshot, `the article "${summary.slug}"`), site);
}

/** Rendered texts kept for every process, many in one statement (an import's). */
async function keepRenders(db: Database, kept: Array<typeof articleRenders.$inferInsert>): Promise<void> {
  if (!kept.length) return;
  await db
    .insert(articleRenders)
    .values(kept)
    .onConflictDoUpdate({ target: articleRenders.postId, set: { key: sql`excluded.key`, html: sql`excluded.html`, toc: sql`excluded.toc`, wordCount: sql`excluded.word_count` } });
}

/**
 * What an article's rendered text is made from: the renderer, the Markdown, the site's facts it
 * can show and the sizes of the images it shows. Not the menus: an edit of them renders no article again.
 */
function renderKey(snapshot: Snapshot, body: string, site = snapshot.site): string {
  const images = [...new Set(body.match(/images\/[^\s)"'\]]+/g))].sort().map((name) => [name, snapshot.images.get(name) ?? null]);
  return createHash("sha256")
    .update(JSON.stringify([ARTICLE_RENDERER, body, siteFactsKey(site), images]))
    .digest("base64url");
}

/**
 * Keeps the rendered text of every live article whose kept render is missing or outdated, as a
 * site leaves them once each article has been asked for: where a bench's crawl starts from.
 */
export async function keepArticleRenders(db: Database): Promise<number> {
  const snapshot = await loadSnapshot(db);
  const kept = new Map((await db.select({ postId: articleRenders.postId, key: articleRenders.key }).from(articleRenders)).map((row) => [row.postId, row.key]));
  const byId = new Map(snapshot.posts.map((post) => [post.id, post]));
  let rendered = 0;
  for (let start = 0; start < snapshot.posts.length; start += RENDER_BATCH) {
    const batch = snapshot.posts.slice(start, start + RENDER_BATCH);
    const bodies = await db
      .select({ id: posts.id, body: posts.body })
      .from(posts)
      .where(
        inArray(
          posts.id,
          batch.map((post) => post.id),
        ),
      );
    const renders: Array<typeof articleRenders.$inferInsert> = [];
    for (const { id, body } of bodies) {
      const key = renderKey(snapshot, body);
      if (kept.get(id) !== key) renders.push({ postId: id, key, ...(await renderStoredText(snapshot, byId.get(id)!, body)) });
    }
    await keepRenders(db, renders);
    rendered += renders.length;
  }
  return rendered;
}

/** Bodies read at a time when rendering many: a store of thousands never sits in memory at once. */
const RENDER_BATCH = 200;

function authorOf(snapshot: Snapshot, summary: PostSummary, listed: { role: string | null; bio: string | null; photo: string | null } | undefined) {
  return profileOf(summary.author, summary.category, { role: listed?.role ?? undefined, bio: listed?.bio ?? undefined, photo: listed?.photo ?? undefined }, snapshot.site);
}

/** An article from the store's text and its author's row (none when the author is not listed), rendered and not kept: a preview. */
function renderStored(snapshot: Snapshot, summary: PostSummary, body: string, listed: { role: string | null; bio: string | null; photo: string | null } | undefined, where: string) {
  return renderPost(summary, body, { images: storedImages(snapshot, where), author: authorOf(snapshot, summary, listed), site: snapshot.site });
}

/** The snapshot's images, for an article's pictures. */
function storedImages(snapshot: Snapshot, where: string): ArticleImages {
  return { where, from: "the store's images (import them with the post)", size: async (src) => snapshot.images.get(src) };
}

/** The published posts of a snapshot, and one post's copy (a draft, a live post's edits) at its address: a preview link's page. */
export function previewContent(db: Database, snapshot: Snapshot, row: PostRow, coverBase: string): ContentSource {
  const summary = previewSummary(row, coverBase, snapshot.site);
  const copy = workingCopy(row);
  return {
    page: async (path) => snapshot.pages.get(path) ?? null,
    form: async (id) => snapshot.forms.get(id) ?? null,
    images: (where) => storedImages(snapshot, where),
    index: async () => snapshot.index,
    search: (query, page) => searchPosts(db, snapshot, query, page),
    post: async (slug) => {
      if (slug !== summary.slug) return null;
      const [listed] = await db.select({ role: authors.role, bio: authors.bio, photo: authors.photo }).from(authors).where(eq(authors.name, summary.author));
      return renderStored(snapshot, summary, copy.body, listed, `the preview of "${summary.slug}"`);
    },
  };
}

/** A post's copy as its preview shows it, its cover under `coverBase`. */
export function previewSummary(row: PostRow, coverBase: string, site?: SiteConfig): PostSummary {
  return { ...summaryOf(summaryFromRow({ ...row, ...workingCopy(row) }), site), image: coverBase };
}
