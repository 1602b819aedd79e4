/**
 * Stored posts' covers and share cards (covers.ts), kept by the hash of their source (media-store.ts):
 * a post whose title or category changes gets new ones at the same addresses. A publish has the
 * page sizes drawn ahead (cover-jobs.ts); anything not drawn yet, the share card included, is made
 * when first asked for.
 */
import type { PostSummary } from "#server/site/render/blog.server.ts";
import { SITE_URL } from "#shared/site-url.ts";
import type { Database } from "#server/platform/db/database.ts";
import { coverSource, drawnCover, type CoverSource, type EncodedImage } from "./covers.ts";
import { storedImage } from "./images.ts";
import { MediaStore } from "./media-store.ts";

/** The share card's last line names the site by its host. */
export const HOST = new URL(SITE_URL).host;

export class CoverStore {
  constructor(
    private readonly db: Database,
    private readonly media = new MediaStore(db),
  ) {}

  /** The image at `urlPath` of `post`'s cover, made now if it is not kept yet (a drawn cover is drawn, never kept). */
  async image(post: PostSummary, urlPath: string): Promise<EncodedImage | null> {
    if (!post.cover) {
      const drawn = drawnCover(post);
      if (urlPath === drawn.path) return drawn;
      // A drawn cover has no sizes: only its share card is made (and kept).
      if (!urlPath.endsWith("-og.png")) return null;
    }
    const source = await this.sourceOf(post);
    const kept = await this.media.kept(urlPath, source.hash);
    if (kept) return kept;
    const made = await this.make(post, source, urlPath === source.cardFile ? "card" : "page");
    return made.find((image) => image.path === urlPath) ?? null;
  }

  /** The image at `urlPath` of `post`'s cover, drawn and not kept: a preview's, whose post may change or never go live. */
  async drawn(post: PostSummary, urlPath: string): Promise<EncodedImage | null> {
    const source = await this.sourceOf(post);
    const made = await (urlPath === source.cardFile ? source.encodeCard() : source.encodePage());
    return made.find((image) => image.path === urlPath) ?? null;
  }

  /** Makes the sizes `post`'s pages show unless they are kept; answers whether it drew them. A drawn cover needs none. */
  async drawAhead(post: PostSummary): Promise<boolean> {
    if (!post.cover) return false;
    const source = await this.sourceOf(post);
    if (await this.media.allKept(source.pageFiles, source.hash)) return false;
    await this.make(post, source, "page");
    return true;
  }

  private async sourceOf(post: PostSummary): Promise<CoverSource> {
    const photo = post.cover ? (await storedImage(this.db, post.cover))?.body : undefined;
    return coverSource(post, `${post.author} · ${HOST}`, photo);
  }

  private make(post: PostSummary, source: CoverSource, part: "page" | "card"): Promise<EncodedImage[]> {
    return this.media.make(`${post.slug}:${source.hash}:${part}`, source.hash, part === "page" ? source.encodePage : source.encodeCard);
  }
}
