/**
 * What a link to this site finds when a document goes live, as the server will answer it
 * (server/app.ts): a published page, article or blog list; else a redirect (followed: a link through
 * one works, and says where it ends); else a page or article not published, or nothing at all.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { pages, posts, redirects } from "#server/platform/db/content-schema.ts";
import { articleSlugOf, BLOG_SEARCH_PATH, listAddressOf, numberedPageCount, taxonomySlug } from "#shared/blog-paths.ts";
import type { FlaggedLink } from "#shared/link-check.ts";
import type { PostStatus } from "#shared/post-status.ts";
import { sitePathOf, type LinkBase, type SiteLink } from "./document-links.ts";

/** Redirects followed from one link before it is called a loop. */
const MAX_HOPS = 5;

interface Held {
  what: string;
  status: PostStatus;
  publishAt: Date | null;
}

/** What the store holds at the addresses asked about. */
interface Found {
  held: Map<string, Held>;
  moved: Map<string, string | null>;
}

/** When the document goes live (now, or its scheduled time) and its own address (a link to itself works). */
export interface GoingLive extends LinkBase {
  at: Date;
}

/** Of `links`, those that reach no page of the site when the document goes live, and those that go through a redirect. */
export async function flaggedLinks(tx: Executor, links: readonly SiteLink[], live: GoingLive): Promise<FlaggedLink[]> {
  if (!links.length) return [];
  const found: Found = { held: new Map(), moved: new Map() };
  const lists = blogLists(tx);
  const flagged: FlaggedLink[] = [];
  for (const link of links) {
    const { field, href, text } = link;
    const end = await follow(tx, found, link.path, live, lists);
    if (end.problem) flagged.push({ field, href, text, problem: end.problem, ...(end.to && { to: end.to }) });
    else if (end.to) flagged.push({ field, href, text, to: end.to });
  }
  return flagged;
}

/** Where `path` ends: a page (nothing to say), through a redirect (`to`), or nowhere (`problem`, in words). */
async function follow(tx: Executor, found: Found, path: string, live: GoingLive, lists: BlogLists): Promise<{ problem?: string; to?: string }> {
  let at = path;
  let to: string | undefined;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    if (at === live.path || (await lists(at))) return { ...(to && { to }) };
    await load(tx, found, at);
    const held = found.held.get(at);
    if (held && isLive(held, live.at)) return { ...(to && { to }) };
    if (found.moved.has(at)) {
      const next = found.moved.get(at);
      if (!next) return { problem: `${at} was taken off the site (visitors get “gone”).`, ...(to && { to }) };
      to = next;
      const onSite = sitePathOf(next, live);
      // Another site, or a file of this one: the redirect's own target, not this document's to check.
      if (onSite === undefined) return { to };
      at = onSite;
      continue;
    }
    const why = held ? `${held.what} ${notLive(held)}` : `no ${articleSlugOf(at) !== undefined ? "article of the blog" : "page of the site"} is at ${at}.`;
    return { problem: to ? `${path} redirects to ${at}, and ${why}` : capitalised(why), ...(to && { to }) };
  }
  return { problem: `${path} goes round more than ${MAX_HOPS} redirects.`, ...(to && { to }) };
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

const isLive = (held: Held, at: Date) => held.status === "published" || (held.status === "scheduled" && held.publishAt !== null && held.publishAt <= at);

function notLive(held: Held): string {
  if (held.status === "scheduled" && held.publishAt) return `goes live only on ${held.publishAt.toISOString().slice(0, 16).replace("T", " ")} UTC.`;
  if (held.status === "unpublished") return "was taken off the site.";
  return "is not published.";
}

/** The page, article and redirect at `path`, read once per check. */
async function load(tx: Executor, found: Found, path: string): Promise<void> {
  if (found.held.has(path) || found.moved.has(path)) return;
  const [page] = await tx.select({ title: pages.document, status: pages.status, publishAt: pages.publishAt }).from(pages).where(eq(pages.path, path));
  if (page) found.held.set(path, { what: `the page “${page.title.title}”`, status: page.status, publishAt: page.publishAt });
  const slug = articleSlugOf(path);
  if (!page && slug !== undefined) {
    const [post] = await tx
      .select({ title: posts.title, status: posts.status, publishAt: posts.publishAt })
      .from(posts)
      .where(and(eq(posts.slug, slug), isNull(posts.translationOf)));
    if (post) found.held.set(path, { what: `the article “${post.title}”`, status: post.status, publishAt: post.publishAt });
  }
  const [redirect] = await tx.select({ to: redirects.to }).from(redirects).where(eq(redirects.from, path));
  if (redirect) found.moved.set(path, redirect.to);
}

/** Whether a blog list's address shows something now: its front, search, and each archive and numbered page with articles. */
type BlogLists = (path: string) => Promise<boolean>;

/** The published articles' count by list, read once per check and only when a link goes to a list. */
function blogLists(tx: Executor): BlogLists {
  let counts: Promise<Map<string, number>> | undefined;
  const read = async () => {
    const live = await tx
      .select({ category: posts.category, tags: posts.tags })
      .from(posts)
      .where(and(eq(posts.status, "published"), isNull(posts.translationOf)));
    const count = new Map<string, number>([["/blog", live.length]]);
    const add = (base: string) => count.set(base, (count.get(base) ?? 0) + 1);
    for (const post of live) {
      add(`/blog/category/${taxonomySlug(post.category)}`);
      for (const tag of new Set(post.tags.map(taxonomySlug))) add(`/blog/tag/${tag}`);
    }
    return count;
  };
  return async (path) => {
    if (path === BLOG_SEARCH_PATH || path === "/blog") return true;
    const list = listAddressOf(path);
    if (!list) return false;
    counts ??= read();
    const articles = (await counts).get(list.kind === "blog" ? "/blog" : `/blog/${list.kind}/${list.archive}`) ?? 0;
    return articles > 0 && (list.page === undefined || list.page <= numberedPageCount(articles));
  };
}
