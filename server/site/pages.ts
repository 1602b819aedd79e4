/**
 * Every public page as the server serves it (ADR 024, ADR 040): the blog's and the pages made of
 * sections, rendered from the store at the generation it is at, on their first request, then kept in memory like a built file (compressed, with ETag
 * and CSP hashes) up to a byte budget, least recently used first out. A newer generation, seen by
 * `refresh()`, replaces the snapshot at once, so a visitor never gets a list of one generation and
 * an article of another. Each kept page carries the key of what it shows (page-keys.ts): a page
 * whose key is the same in the new generation is served as it is, whenever it was last asked
 * for, without running a loader; a publish renders again only the pages that show what changed
 * (ADR 038).
 */
import { GONE_PATH, NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { articlePath, articleSlugOf, BLOG_SEARCH_PATH } from "#shared/blog-paths.ts";
import { createHash } from "node:crypto";
import type { ContentSource } from "#server/site/render/content-source.server.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { formsShownBy, formsShownOn } from "./forms-shown.ts";
import { CONTACT_PAGE_PATH, type ContactPost } from "#shared/contact-post.ts";
import type { FormPost } from "#shared/forms/form-post.ts";
import type { PublishedForm } from "#shared/forms/form.ts";
import type { LiveExperiment } from "#shared/experiments/experiment.ts";
import type { Database } from "#server/platform/db/database.ts";
import type { PageRow, PostRow } from "#server/platform/db/content-schema.ts";
import { COMPRESSIBLE, compressedForms } from "#server/platform/http/compress.ts";
import type { Logger } from "#server/platform/logger.ts";
import { keptCompressed, staticFileOf, type StaticFile } from "./static-site.ts";
import { CoverStore } from "./cover-store.ts";
import { coverSlug } from "#shared/cover-images.ts";
import { ImageVariants } from "./image-variants.ts";
import { coverFiles, type EncodedImage } from "./covers.ts";
import { UndrawableImage } from "./image-decoding.ts";
import type { Renderer } from "./renderer.ts";
import { searchPageWith } from "./search-page.ts";
import { isBlogPagePath, isNotFoundAddress, isSitemapPath, isStorePath } from "./paths.ts";
import { servedLocation } from "./redirect-rules.ts";
import { RSS_PATH, rssXml } from "./rss.ts";
import { pageEntries, sitemapFiles, type SitemapFiles } from "./sitemap.ts";
import { pageKey } from "./page-keys.ts";
import { servedPage, translationAddress, translationLocale } from "./localized-pages.ts";
import { addressLanguage, linkAddressIn } from "./localized-chrome.ts";
import { menuLinks, type SiteMenus } from "#shared/pages/menus.ts";
import { localeBlogAddress, localeBlogPaths, localeCoverPost, untranslatedArticle } from "./localized-posts.ts";
import { PageCache } from "./page-cache.ts";
import { changedPages, type ChangedPages, type KeyedGeneration } from "./changed-pages.ts";
import { currentGeneration, loadSnapshot, localeBlogContent, previewContent, previewSummary, storedContent, type Snapshot } from "./source.ts";
import { previewCoverBase, previewedPage, previewedPost, PreviewDrawings, type Previewed } from "./previews.ts";
import { workingCopy } from "./post-rows.ts";

export interface ContentPagesOptions {
  db: Database;
  render: Renderer;
  /** The site's origin, for the URLs the pages are rendered at. */
  origin: string;
  /** Shared with the process's cover jobs (cover-jobs.ts), so a cover asked for while drawn is drawn once. */
  covers?: CoverStore;
  logger: Logger;
  /** How much rendered pages may take in memory. */
  cacheBytes?: number;
  /** URLs past which the sitemap is an index of parts (sitemap.ts). */
  sitemapPartUrls?: number;
  /**
   * Told of each newer generation served, with the addresses whose page changed since the one
   * before (changed-pages.ts), worked out only when asked: what a shared cache in front purges.
   */
  onNewGeneration?: (changed: () => ChangedPages) => void;
}

interface Generation {
  snapshot: Snapshot;
  /** Pages being made for this generation: one render each, however many ask at once. */
  making: Map<string, Promise<StaticFile | null>>;
  /** The pages known right for this generation, for the synchronous path (`kept`). */
  ready: Map<string, StaticFile>;
  /** The sitemap's files, each written when first asked for. */
  sitemap?: SitemapFiles;
  /** Images whose stored original cannot be drawn: answered as missing, not drawn again. */
  undrawable: Set<string>;
  /** Redirect rows the rules refuse, already logged: one warning each per generation, not one per request. */
  refusedRedirects: Set<string>;
  content: ContentSource;
  /** What every page's key includes: the site's facts and the images' sizes. */
  shared: { siteKey: string; imagesKey: string };
}

const DEFAULT_CACHE_BYTES = 256 * 1024 * 1024;

/** How many newer generations a request follows while the store keeps changing under it. */
const STALE_TRIES = 3;

/** Where an address with no page went: a redirect (301 or 302) to a path or URL, or gone (410). */
export type Moved = { to: string; status: 301 | 302 } | { gone: true };

/** A request's answer from one generation: its page; else where its address went, and the not-found page to show. */
export interface StoreAnswer {
  page?: StaticFile;
  moved?: Moved;
  /** The not-found page, or the removed page when the address went; absent only when the store has none. */
  notFound?: StaticFile;
}

export class ContentPages {
  private current: Promise<Generation>;
  /** `current` once it has resolved. */
  private served: Generation | undefined;
  /** Every page rendered, by address and key, whatever its generation: what a newer one takes over unchanged. */
  private cache: PageCache;

  private readonly covers: CoverStore;
  private readonly images: ImageVariants;
  private readonly previewDrawings = new PreviewDrawings<StaticFile | null>();
  private refreshing: Promise<void> | undefined;
  private refreshQueued: Promise<void> | undefined;

  constructor(private readonly options: ContentPagesOptions) {
    this.cache = this.emptyCache();
    this.covers = options.covers ?? new CoverStore(options.db);
    this.images = new ImageVariants(options.db);
    this.current = this.load();
  }

  /**
   * A page already rendered for the current generation, without waiting: most requests take this
   * path, as fast as a built file (the promise-based one costs ~10% of throughput).
   */
  kept(path: string): StaticFile | undefined {
    const generation = this.served;
    const file = generation?.ready.get(path);
    if (file) this.cache.touch(path);
    return file;
  }

  /** Is `path` an address the store answers (a page, the blog, its files)? Asked before every request, so it answers without waiting. */
  answers(path: string): boolean {
    return isStorePath(path) || (!!this.served && servesPage(this.served.snapshot, path));
  }

  /** The not-found page of the current generation, for answers the store was not asked about (a malformed address). */
  async notFound(): Promise<StaticFile | undefined> {
    return this.notFoundIn(await this.current);
  }

  /**
   * What a request for `path` gets from the store, all from one generation: its page, else where
   * the address went and the not-found page to show. An article the generation cannot draw (taken
   * down since, or published a moment ago by another process: the notification still on its way)
   * is answered by the store's newer generation, whole: never its page's absence from one and its
   * removal from another, nor a post a command has said is live sent back to the list.
   */
  async answer(path: string): Promise<StoreAnswer> {
    let generation = await this.current;
    let page = await this.pageIn(generation, path);
    for (let tries = 0; !page && tries < STALE_TRIES && articleSlugOf(path) !== undefined; tries++) {
      const newer = await this.newerThan(generation);
      if (!newer) break;
      generation = newer;
      page = await this.pageIn(generation, path);
    }
    if (page && !isNotFoundAddress(path)) return { page };
    const moved = this.movedIn(generation, path);
    if (moved && "to" in moved) return { moved };
    return { moved, notFound: await this.notFoundIn(generation, moved !== undefined) };
  }

  /** The page at `path` as the current generation shows it, or null when there is none. */
  async file(path: string): Promise<StaticFile | null> {
    return this.fileIn(await this.current, path);
  }

  /** The store's page or file at `path`. */
  private pageIn(generation: Generation, path: string): Promise<StaticFile | null> {
    return isStorePath(path) || servesPage(generation.snapshot, path) ? this.fileIn(generation, path) : Promise.resolve(null);
  }

  /** `gone`: the removed page (410), or the not-found page where the store has none (seeded before it existed). */
  private async notFoundIn(generation: Generation, gone = false): Promise<StaticFile | undefined> {
    const removed = gone && generation.snapshot.pages.has(GONE_PATH) ? await this.fileIn(generation, GONE_PATH) : null;
    return removed ?? (await this.fileIn(generation, NOT_FOUND_PATH)) ?? undefined;
  }

  /** The current generation after a refresh, when it is newer than `generation`. */
  private async newerThan(generation: Generation): Promise<Generation | undefined> {
    await this.refresh();
    const current = await this.current;
    return current.snapshot.generation > generation.snapshot.generation ? current : undefined;
  }

  private async fileIn(generation: Generation, path: string): Promise<StaticFile | null> {
    const ready = generation.ready.get(path);
    if (ready) {
      this.cache.touch(path);
      return ready;
    }
    if (!mayExist(generation.snapshot, path)) return null;
    let making = generation.making.get(path);
    if (!making) {
      making = this.keptOrMade(generation, path).finally(() => generation.making.delete(path));
      generation.making.set(path, making);
    }
    const file = await making;
    // Addresses with nothing there are not kept: anyone can ask for any number of them.
    if (file) generation.ready.set(path, file);
    return file;
  }

  /** The page at `path` as kept, when what it shows is unchanged; else made now and kept. */
  private async keptOrMade(generation: Generation, path: string): Promise<StaticFile | null> {
    // A sitemap file's key is its own text: it is cheap to write, and only rendering it costs.
    const sitemap = isSitemapPath(path) ? (this.sitemapOf(generation).get(path) ?? null) : undefined;
    if (sitemap === null) return null;
    const key = sitemap !== undefined ? createHash("sha256").update(sitemap).digest("base64url") : pageKey(generation.snapshot, generation.shared, path);
    if (key === null) return null;
    const kept = this.cache.get(path, key);
    if (kept) return kept;
    const made = sitemap !== undefined ? await this.textFile(path, sitemap, path.slice(1)) : await this.render(generation, path);
    const file = made && keptCompressed(made);
    if (file) this.cache.set(path, key, file);
    return file;
  }

  /**
   * Where an address that has no page now went: a redirect (301) to a path or URL, or gone (410),
   * at `generation`; undefined when the store knows nothing of it. A row the redirect
   * rules refuse (written around them) is not followed: it could send the visitor off the site.
   */
  private movedIn({ snapshot, refusedRedirects }: Generation, path: string): Moved | undefined {
    if (snapshot.redirects.has(path)) {
      const to = snapshot.redirects.get(path);
      if (!to) return { gone: true };
      const location = servedLocation(path, to);
      if (location) return { to: location, status: snapshot.temporary.has(path) ? 302 : 301 };
      if (!refusedRedirects.has(path)) this.options.logger.warn({ from: path.slice(0, 200), to: to.slice(0, 200) }, "redirect not followed: it breaks the redirect rules");
      refusedRedirects.add(path);
    }
    const translation = translationAddress(snapshot.languages, path) ?? movedArticle(snapshot, path);
    if (translation) return { to: translation, status: 301 };
    return snapshot.gone.has(path) ? { gone: true } : undefined;
  }

  /** Every address the current generation answers: its pages, feed, sitemap and images. */
  async addresses(): Promise<string[]> {
    const generation = await this.current;
    const { index } = generation.snapshot;
    const covers = index.posts.flatMap((post) => coverFiles(post.image, post.cover !== undefined));
    const images = [...generation.snapshot.imageVariants.keys()];
    return [
      ...generation.snapshot.pages.keys(),
      ...index.paths(),
      ...localeBlogPaths(generation.snapshot.postLanguages),
      BLOG_SEARCH_PATH,
      RSS_PATH,
      ...this.sitemapOf(generation).keys(),
      ...covers,
      ...images,
    ];
  }

  /**
   * The page a preview link shows: the post's copy rendered as its article, or the page's copy at
   * its address, beside the current generation. Null when the link is unknown or expired. Drawn
   * once for as long as the copy and the generation stay as they are (a link opened by a whole
   * meeting, or a hundred times a second, is drawn once), the last few links' drawings kept.
   */
  async preview(token: string, now = new Date()): Promise<StaticFile | null> {
    const post = await previewedPost(this.options.db, token, now);
    const page = post ? undefined : await previewedPage(this.options.db, token, now);
    const row = post?.row ?? page?.row;
    if (!row) return null;
    const { snapshot } = await this.current;
    const version = [snapshot.generation, post ? "post" : "page", row.id, row.revision, row.updatedAt.getTime()].join(":");
    return this.previewDrawings.drawn(token, version, () => (post ? this.postPreview(token, post, snapshot) : this.pagePreview(page!)));
  }

  private async postPreview(token: string, previewed: Previewed<PostRow>, snapshot: Snapshot): Promise<StaticFile | null> {
    const path = articlePath(workingCopy(previewed.row).slug);
    const content = { ...previewContent(this.options.db, snapshot, previewed.row, previewCoverBase(token)), draft: { until: previewed.until } };
    const response = await this.options.render.page(new URL(path, this.options.origin).href, content, snapshot.site);
    if (response.status !== 200) return null;
    return withSettings(snapshot, staticFileOf(path, Buffer.from(await response.arrayBuffer()), {}, "index.html"));
  }

  /**
   * The search page at `path` (the blog's, or a locale blog's: /de/blog/search) with the results for
   * `query` in its blog's language, from the current generation (the store answers the query): the
   * kept search page with the parts that show the query rendered for it, never kept: queries are
   * countless. Null when `path` is no search page.
   */
  async searchPage(query: string, page = 1, path = BLOG_SEARCH_PATH): Promise<StaticFile | null> {
    const generation = await this.current;
    const { snapshot } = generation;
    const inLocale = path === BLOG_SEARCH_PATH ? undefined : localeBlogAddress(snapshot.postLanguages, snapshot.languages.locales, path);
    if (path !== BLOG_SEARCH_PATH && inLocale?.path !== BLOG_SEARCH_PATH) return null;
    const kept = await this.fileIn(generation, path);
    if (!kept) return null;
    const content = inLocale ? localeBlogContent(this.options.db, snapshot, inLocale.blog) : generation.content;
    const found = await content.search(query, page);
    const place = inLocale ? { prefix: inLocale.blog.prefix, lang: inLocale.blog.locale } : { prefix: "" };
    const body = Buffer.from(searchPageWith(kept.body.toString(), this.options.render.searchParts(found, place)));
    return withSettings(snapshot, staticFileOf(path, body, await compressedForms(body, "request"), "index.html"));
  }

  /**
   * A page's document (an editor's unsaved copy) drawn as the site would show it at its address,
   * beside the current generation's pages: the page editor's live preview, never kept.
   */
  async previewDocument(document: PageDocument): Promise<string> {
    // Drawn in a frame that runs no script: the page's own would only be refused, noisily.
    return withoutScripts((await this.drawDocument(document, { editorPreview: true })).html);
  }

  /**
   * A contact form posted without JavaScript, answered by the page it was sent from when that page
   * holds the form (a landing page), else by the contact page, as the current generation shows
   * them: the page route's action submits `post`, then redirects or draws the page again with the
   * error. Undefined when neither page holds the form.
   */
  async formAnswer(from: string | undefined, post: ContactPost): Promise<Response | undefined> {
    const generation = await this.current;
    const path = [from, CONTACT_PAGE_PATH].find((candidate) => candidate !== undefined && holdsContactForm(generation.snapshot.pages.get(candidate)));
    if (!path) return undefined;
    return answerWithoutScripts(await this.options.render.answer(new URL(path, this.options.origin).href, post, generation.content, generation.snapshot.site));
  }

  /**
   * A built form posted without JavaScript, answered by the page it was sent from when that page
   * shows the form: the page route's action submits `post`, then redirects to the thank-you page or
   * draws the page again with the thank-you, or the values and errors, in the form's place.
   * `variant`: the page as its running test showed it to this visitor, drawn instead of the published
   * one when it shows the form. Undefined when neither shows it (any more).
   */
  async builtFormAnswer(from: string | undefined, post: FormPost, variant?: PageDocument): Promise<Response | undefined> {
    const generation = await this.current;
    const { snapshot } = generation;
    const served = from === undefined ? undefined : servedPage(snapshot.pages, snapshot.languages, from);
    // A variant of a page in another language shows the forms' translations too, as the page does.
    const locale = translationLocale(snapshot.languages, served?.language);
    const showing = (document: PageDocument | undefined) => (document?.path === from && formsShownOn(document, snapshot.forms, locale).includes(post.formId) ? document : undefined);
    const page = showing(variant) ?? showing(served?.document);
    if (!page) return undefined;
    const content = page === variant ? contentShowing(generation, page) : generation.content;
    return answerWithoutScripts(await this.options.render.answerForm(new URL(page.path, this.options.origin).href, post, content, generation.snapshot.site));
  }

  /** The links of `menus` visitors of `locale` do not see as the current generation serves them: no published translation there (localized-chrome.ts). */
  async linksUnseenIn(menus: SiteMenus, locale: string): Promise<string[]> {
    const { snapshot } = await this.current;
    const addressIn = linkAddressIn(locale, snapshot.languages, snapshot.postLanguages);
    return [...new Set(menuLinks(menus).flatMap(({ href }) => (addressIn(href) === undefined ? [href.split(/[?#]/)[0]!] : [])))].sort();
  }

  /** A published form at its live version, as the current generation shows it (the form endpoint's reader). */
  async publishedForm(id: number): Promise<PublishedForm | undefined> {
    return (await this.current).snapshot.forms.get(id);
  }

  /** `preview`: how the studio shows it (a preview link's draft, the editor's live preview). */
  private async drawDocument(document: PageDocument, preview: Pick<ContentSource, "draft" | "editorPreview">): Promise<{ html: string; snapshot: Snapshot }> {
    const generation = await this.current;
    const response = await this.drawnIn(generation, document, preview);
    return { html: await response.text(), snapshot: generation.snapshot };
  }

  /** `document` rendered at its address beside `generation`'s pages, in place of the one published there. */
  private drawnIn(generation: Generation, document: PageDocument, preview: Pick<ContentSource, "draft" | "editorPreview"> = {}): Promise<Response> {
    const content: ContentSource = { ...contentShowing(generation, document), ...preview };
    return this.options.render.page(new URL(document.path, this.options.origin).href, content, generation.snapshot.site);
  }

  /** The built forms the published page at `path` shows (its visible sections of type "form"), without waiting: asked on every view. */
  formsOn(path: string): readonly number[] {
    const snapshot = this.served?.snapshot;
    if (!snapshot) return formsShownBy(undefined);
    const served = servedPage(snapshot.pages, snapshot.languages, path);
    return formsShownOn(served?.document, snapshot.forms, translationLocale(snapshot.languages, served?.language));
  }

  /** The locale whose translations of the forms the page at `path` shows; undefined for the originals. */
  private formsLocaleAt(snapshot: Snapshot, path: string): string | undefined {
    return translationLocale(snapshot.languages, servedPage(snapshot.pages, snapshot.languages, path)?.language);
  }

  /**
   * The built forms a visitor may be shown at `path`: the published page's, and each variant's of the
   * experiment running there until its end (what a form's beacon may name: views are counted for them).
   */
  formsServedOn(path: string, now = new Date()): readonly number[] {
    const published = this.formsOn(path);
    const experiment = this.experimentOn(path);
    const snapshot = this.served?.snapshot;
    if (!snapshot || !experiment || (experiment.endsAt && experiment.endsAt <= now)) return published;
    const locale = this.formsLocaleAt(snapshot, path);
    return [...new Set([...published, ...experiment.variants.flatMap((variant) => formsShownOn(variant.document ?? undefined, snapshot.forms, locale))])];
  }

  /** The running experiment on `path`, without waiting: asked before every page. */
  experimentOn(path: string): LiveExperiment | undefined {
    return this.served?.snapshot.experiments.get(path);
  }

  /**
   * The page at `path` as one variant of its running experiment shows it, kept like a page (the
   * control's is the page itself). Null when that experiment no longer runs there.
   */
  async variantPage(path: string, experimentId: number, variantKey: string): Promise<StaticFile | null> {
    const generation = await this.current;
    const experiment = generation.snapshot.experiments.get(path);
    const variant = experiment?.id === experimentId ? experiment.variants.find((candidate) => candidate.key === variantKey) : undefined;
    if (!variant) return null;
    if (!variant.document) return this.pageIn(generation, path);
    const address = variantAddress(path, experimentId, variantKey);
    const ready = generation.ready.get(address);
    if (ready) {
      this.cache.touch(address);
      return ready;
    }
    let making = generation.making.get(address);
    if (!making) {
      making = this.keptOrDrawn(generation, address, variant.document).finally(() => generation.making.delete(address));
      generation.making.set(address, making);
    }
    const file = await making;
    if (file) generation.ready.set(address, file);
    return file;
  }

  /** A variant's page as kept while its document and the site's facts are the same; else drawn now and kept. */
  private async keptOrDrawn(generation: Generation, address: string, document: PageDocument): Promise<StaticFile | null> {
    const key = createHash("sha256")
      .update(generation.shared.siteKey)
      .update("\n")
      .update(JSON.stringify(["variant", document, formsShownBy(document).map((id) => generation.snapshot.forms.get(id) ?? null)]))
      .digest("base64url");
    const kept = this.cache.get(address, key);
    if (kept) return kept;
    const response = await this.drawnIn(generation, document);
    if (response.status !== 200) return null;
    const body = Buffer.from(await response.arrayBuffer());
    const file = keptCompressed(withSettings(generation.snapshot, staticFileOf(document.path, body, await compressedForms(body, "rendered"), "index.html")));
    this.cache.set(address, key, file);
    return file;
  }

  /** The page a page's preview link shows: its editor's copy, whole, beside the published pages. */
  private async pagePreview(previewed: Previewed<PageRow>): Promise<StaticFile | null> {
    const document = previewed.row.pending ?? previewed.row.document;
    const { html, snapshot } = await this.drawDocument(document, { draft: { until: previewed.until } });
    return withSettings(snapshot, staticFileOf(document.path, Buffer.from(html), {}, "index.html"));
  }

  /** One size of a preview's cover, drawn for it and not kept. */
  async previewCover(token: string, path: string, now = new Date()): Promise<StaticFile | null> {
    const previewed = await previewedPost(this.options.db, token, now);
    if (!previewed) return null;
    return this.storedImage(await this.current, path, () => this.covers.drawn(previewSummary(previewed.row, previewCoverBase(token)), path));
  }

  /** The generation pages are served from. */
  async generation(): Promise<number> {
    return (await this.current).snapshot.generation;
  }

  /**
   * Reads the store's generation; a newer one than served replaces the snapshot and the pages.
   * Resolves once what the store held when it was called is served. One runs at a time: a publish's
   * answer, its notification and the poll come together, and each loading the snapshot beside the
   * others took three times the CPU.
   */
  refresh(): Promise<void> {
    if (!this.refreshing) {
      this.refreshing = this.refreshOnce().finally(() => (this.refreshing = undefined));
      return this.refreshing;
    }
    // The one running may have read the store before the caller's change: look again after it, once for every caller meanwhile.
    this.refreshQueued ??= this.refreshing
      .catch(() => undefined)
      .then(() => {
        this.refreshQueued = undefined;
        return this.refresh();
      });
    return this.refreshQueued;
  }

  private async refreshOnce(): Promise<void> {
    const served = await this.current;
    if ((await currentGeneration(this.options.db)) === served.snapshot.generation) return;
    const next = this.load();
    const loaded = await next;
    // A reload of everything (forgetRendered) may have come meanwhile: never go back to an older generation.
    const before = await this.current;
    if (loaded.snapshot.generation <= before.snapshot.generation) return;
    this.served = loaded;
    this.current = next;
    this.options.onNewGeneration?.(() => changedPages(this.keyed(before), this.keyed(loaded)));
  }

  private keyed(generation: Generation): KeyedGeneration {
    return { snapshot: generation.snapshot, shared: generation.shared, sitemap: this.sitemapOf(generation) };
  }

  /** Forgets every page rendered and renders them again on request: the code that renders them changed (server/dev.ts). */
  async forgetRendered(): Promise<void> {
    this.cache = this.emptyCache();
    const next = this.load({ reuse: false });
    this.served = await next;
    this.current = next;
  }

  private emptyCache(): PageCache {
    return new PageCache(this.options.cacheBytes ?? DEFAULT_CACHE_BYTES, (path) => this.served?.ready.delete(path));
  }

  /** `reuse`: lend the served snapshot's unchanged posts to the new one (not when the code that made them changed). */
  private async load({ reuse } = { reuse: true }): Promise<Generation> {
    const { db } = this.options;
    const snapshot = await loadSnapshot(db, reuse ? this.served?.snapshot : undefined);
    // A live page a newer rule refuses (its limits, kept before them) answers 404 until an editor brings it within them: said once per generation.
    for (const [path, problem] of snapshot.unservable)
      this.options.logger.warn({ subsystem: "content", path, problem }, `content: the published page ${path} is not served: ${problem} Open it in the studio to bring it within the rules.`);
    const shared = { siteKey: JSON.stringify(snapshot.site), imagesKey: JSON.stringify([...snapshot.images]) };
    const generation: Generation = { snapshot, making: new Map(), ready: new Map(), undrawable: new Set(), refusedRedirects: new Set(), content: storedContent(db, snapshot), shared };
    this.served ??= generation;
    return generation;
  }

  /** Makes the page or file at `path` of `generation`: an image, the feed, or a page rendered by the app's routes. */
  private async render(generation: Generation, path: string): Promise<StaticFile | null> {
    const variant = generation.snapshot.imageVariants.get(path);
    if (variant) return this.storedImage(generation, path, () => this.images.image(path, variant));
    const coverOf = coverSlug(path);
    if (coverOf !== undefined) {
      const post = generation.snapshot.bySlug.get(coverOf);
      return post ? this.storedImage(generation, path, () => this.covers.image(post, path)) : null;
    }
    const translatedCover = localeCoverPost(generation.snapshot.postLanguages, generation.snapshot.languages.locales, path);
    if (translatedCover) return this.storedImage(generation, path, () => this.covers.image(translatedCover, path));
    if (path === RSS_PATH) return this.textFile(path, rssXml(generation.snapshot.posts), "rss.xml");
    const { snapshot } = generation;
    // A locale's blog is drawn by the blog's routes at its address within the locale, from that locale's posts (ADR 054).
    const inLocale = localeBlogAddress(snapshot.postLanguages, snapshot.languages.locales, path);
    if (inLocale) return this.drawnAt(generation, path, inLocale.path, localeBlogContent(this.options.db, snapshot, inLocale.blog));
    const standIn = untranslatedArticle(snapshot.postLanguages, snapshot.languages.locales, snapshot.bySlug, path);
    if (standIn && "original" in standIn) return this.drawnAt(generation, path, standIn.original, generation.content);
    // Anything else the store answers for is a page; an image or file it does not have is not.
    if (!servesPage(generation.snapshot, path) && !isBlogPagePath(path)) return null;
    return this.drawnAt(generation, path, path, generation.content);
  }

  /** The page the app's routes draw at `route` from `content`, served at `path`. */
  private async drawnAt(generation: Generation, path: string, route: string, content: ContentSource): Promise<StaticFile | null> {
    const response = await this.options.render.page(new URL(route, this.options.origin).href, content, generation.snapshot.site);
    if (response.status !== 200 && !(path === NOT_FOUND_PATH && response.status === 404)) return null;
    const body = Buffer.from(await response.arrayBuffer());
    return withSettings(generation.snapshot, staticFileOf(path, body, await compressedForms(body, "rendered"), "index.html"));
  }

  private sitemapOf(generation: Generation): SitemapFiles {
    generation.sitemap ??= sitemapFiles(
      pageEntries(generation.snapshot.pages.values(), generation.snapshot.languages),
      generation.snapshot.index,
      this.options.sitemapPartUrls,
      generation.snapshot.postLanguages,
    );
    return generation.sitemap;
  }

  /**
   * An image made from the team's own (a size, a cover): one whose original cannot be drawn (kept
   * before the door read every pixel) is missing, logged once per generation, and not tried again.
   */
  private async storedImage(generation: Generation, path: string, make: () => Promise<EncodedImage | null>): Promise<StaticFile | null> {
    if (generation.undrawable.has(path)) return null;
    try {
      const image = await make();
      return image ? staticFileOf(path, image.body, COMPRESSIBLE.test(path) ? await compressedForms(image.body, "image") : {}, path) : null;
    } catch (error) {
      if (!(error instanceof UndrawableImage)) throw error;
      generation.undrawable.add(path);
      this.options.logger.warn({ err: error, subsystem: "content", path }, `content: ${path} cannot be drawn from its stored image; answered 404`);
      return null;
    }
  }

  private async textFile(path: string, text: string, fileName: string): Promise<StaticFile> {
    const body = Buffer.from(text);
    return staticFileOf(path, body, await compressedForms(body, "rendered"), fileName);
  }
}

/** `generation`'s content with `document` at its address in place of the page published there. */
function contentShowing(generation: Generation, document: PageDocument): ContentSource {
  const { snapshot, content } = generation;
  const page: ContentSource["page"] = async (path) => (path === document.path ? document : (snapshot.pages.get(path) ?? null));
  // A translation not yet on the site is drawn in its language, in its language's chrome.
  const unpublished = !snapshot.pages.has(document.path) && addressLanguage(document.path, snapshot.languages.locales, snapshot.chromes);
  const language: ContentSource["language"] = async (path) => (unpublished && path === document.path ? unpublished : content.language?.(path));
  return { ...content, page, language };
}

/** A page's answer to a form post, without its scripts: its policy has no hashes for them, and the form posts as it does without JavaScript. */
async function answerWithoutScripts(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(withoutScripts(await response.text()), { status: response.status, headers });
}

/** A page whose sections show the contact form. */
function holdsContactForm(document: PageDocument | undefined): boolean {
  return !!document?.sections.some((section) => section.type === "contact-form" && !section.hidden);
}

/** A rendered page's HTML without its scripts (inline code, JSON-LD, speculation rules): React writes none inside another element's text. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "");
}

/** A page rendered with the team's settings: its CSP names the scheduler they name. */
function withSettings(snapshot: Snapshot, file: StaticFile): StaticFile {
  return snapshot.customSite ? { ...file, schedulerOrigin: new URL(snapshot.site.scheduling.url).origin } : file;
}

/** Where a variant's page is kept: beside its page's address, never one a request can name. */
export function variantAddress(path: string, experimentId: number, variantKey: string): string {
  return `${path}\u0000${experimentId}.${variantKey}`;
}

/** An article's address names a published slug; checked before rendering anything for it. */
function mayExist(snapshot: Snapshot, path: string): boolean {
  const slug = articleSlugOf(path);
  return slug === undefined || snapshot.bySlug.has(slug);
}

/** Whether the generation has a page of sections at `path`: its own, a translation, or an original standing in for one (ADR 054). */
function servesPage(snapshot: Snapshot, path: string): boolean {
  return servedPage(snapshot.pages, snapshot.languages, path) !== undefined || servesLocaleBlog(snapshot, path);
}

/** Whether `path` is a locale's blog page, or an untranslated article's address there that its original answers (ADR 054). */
function servesLocaleBlog({ postLanguages, languages, bySlug }: Snapshot, path: string): boolean {
  if (languages.locales.others.length === 0) return false;
  const standIn = untranslatedArticle(postLanguages, languages.locales, bySlug, path);
  return localeBlogAddress(postLanguages, languages.locales, path) !== undefined || (standIn !== undefined && "original" in standIn);
}

/** Where an article's translation lives when asked for at the original's slug in its locale ("/de/blog/x" -> "/de/blog/y"). */
function movedArticle({ postLanguages, languages, bySlug }: Snapshot, path: string): string | undefined {
  const standIn = languages.locales.others.length ? untranslatedArticle(postLanguages, languages.locales, bySlug, path) : undefined;
  return standIn && "moved" in standIn ? standIn.moved : undefined;
}
