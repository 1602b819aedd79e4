/**
 * The published posts of one moment, indexed for what the blog's pages ask: an archive by its
 * address, the category list, an article's related posts, every page's address. Built once per
 * set of posts (once per generation on the server), so a page's cost is what it shows, not the
 * number of posts.
 */
import { articlePath, listPagePath, numberedPageCount, taxonomySlug } from "#shared/blog-paths.ts";
import type { PostSummary } from "./blog.server.ts";

export interface Archive {
  kind: "tag" | "category";
  /** As written in the articles' frontmatter. */
  name: string;
  slug: string;
  /** Newest first. */
  posts: PostSummary[];
}

/** Related articles an article shows. */
const RELATED_COUNT = 3;

/**
 * The tag or category archives of `posts` (newest first), by name, each with its posts newest
 * first. Two spellings that share an address ("SEO" and "seo") fail: one would hide the other.
 */
export function archives(kind: Archive["kind"], posts: readonly PostSummary[]): Archive[] {
  const bySlug = new Map<string, Archive>();
  // Names repeat across thousands of posts: each is turned into its address once.
  const slugs = new Map<string, string>();
  for (const post of posts) {
    for (const name of kind === "tag" ? post.tags : [post.category]) {
      let slug = slugs.get(name);
      if (slug === undefined) slugs.set(name, (slug = taxonomySlug(name)));
      if (!slug) throw new Error(`content/blog/${post.slug}.md: ${kind} "${name}" has no letters or digits for its address`);
      const archive = bySlug.get(slug) ?? { kind, name, slug, posts: [] };
      if (archive.name !== name) {
        throw new Error(
          `content/blog/${post.slug}.md: ${kind} "${name}" and "${archive.name}" (in ${archive.posts[0]!.slug}.md) share the address /blog/${kind}/${slug}: write them the same way`,
        );
      }
      // A post naming one tag twice is listed once; posts come in order, so a repeat is the last one.
      if (archive.posts.at(-1) !== post) archive.posts.push(post);
      bySlug.set(slug, archive);
    }
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export class BlogIndex {
  readonly bySlug: ReadonlyMap<string, PostSummary>;
  private readonly position = new Map<string, number>();
  private readonly archiveLists: Record<Archive["kind"], Archive[]>;
  private readonly archiveBySlug: Record<Archive["kind"], Map<string, Archive>>;

  /** `posts`: every published post, newest first. */
  constructor(readonly posts: readonly PostSummary[]) {
    this.bySlug = new Map(posts.map((post) => [post.slug, post]));
    posts.forEach((post, index) => this.position.set(post.slug, index));
    this.archiveLists = { tag: archives("tag", posts), category: archives("category", posts) };
    this.archiveBySlug = {
      tag: new Map(this.archiveLists.tag.map((archive) => [archive.slug, archive])),
      category: new Map(this.archiveLists.category.map((archive) => [archive.slug, archive])),
    };
  }

  archives(kind: Archive["kind"]): readonly Archive[] {
    return this.archiveLists[kind];
  }

  archive(kind: Archive["kind"], slug: string): Archive | undefined {
    return this.archiveBySlug[kind].get(slug);
  }

  /**
   * Up to three other posts for an article: the same category first, then those sharing a tag; in
   * each, those published before it first (so a new post changes only the oldest few articles of
   * its category), by most tags in common, then nearest in time; neighbours in time when few
   * share anything with it.
   */
  related(post: PostSummary): PostSummary[] {
    const at = this.position.get(post.slug) ?? -1;
    const shared = (other: PostSummary) => other.tags.filter((tag) => post.tags.includes(tag)).length;
    const candidates = new Set<PostSummary>(this.archive("category", taxonomySlug(post.category))?.posts);
    for (const tag of post.tags) for (const other of this.archive("tag", taxonomySlug(tag))?.posts ?? []) candidates.add(other);
    const ranked = [...candidates]
      .filter((other) => other.slug !== post.slug)
      .map((other) => {
        const position = this.position.get(other.slug)!;
        return { other, sameCategory: other.category === post.category, older: position > at, shared: shared(other), distance: Math.abs(position - at) };
      })
      .sort((a, b) => Number(b.sameCategory) - Number(a.sameCategory) || Number(b.older) - Number(a.older) || b.shared - a.shared || a.distance - b.distance)
      .map(({ other }) => other);
    const chosen = ranked.slice(0, RELATED_COUNT);
    for (let step = 1; chosen.length < RELATED_COUNT && step < this.posts.length; step++) {
      for (const neighbour of [this.posts[at + step], this.posts[at - step]]) {
        if (neighbour && neighbour.slug !== post.slug && !chosen.includes(neighbour) && chosen.length < RELATED_COUNT) chosen.push(neighbour);
      }
    }
    return chosen;
  }

  /** Every address of the blog's pages: the list's and each archive's pages, each article. */
  paths(): string[] {
    const listPages = (base: string, count: number) => [base, ...Array.from({ length: numberedPageCount(count) }, (_, index) => listPagePath(base, index + 1))];
    return [
      ...listPages("/blog", this.posts.length),
      ...this.posts.map((post) => articlePath(post.slug)),
      ...(["tag", "category"] as const).flatMap((kind) => this.archives(kind).flatMap((archive) => listPages(`/blog/${kind}/${archive.slug}`, archive.posts.length))),
    ];
  }
}
