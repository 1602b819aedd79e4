import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { drawnCover } from "#server/site/covers.ts";
import { compressedForms, LARGE_QUALITY, LARGE_RENDERED_BYTES } from "./compress.ts";

/** Brotli at `quality`, its window fitted to the body (no larger than it). */
const brotliAt = (body: Buffer, quality: number) =>
  zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.ceil(Math.log2(body.length))),
    },
  });

const sitemapOf = (posts: number) =>
  Buffer.from(`<urlset>${Array.from({ length: posts }, (_, i) => `<url><loc>https://example.com/blog/post-${i}</loc><lastmod>2026-11-01</lastmod></url>`).join("\n")}</urlset>`);

describe("what the server renders, compressed", () => {
  it("packs a page it renders within a tenth of the smallest brotli makes, at a fraction of its cost", async () => {
    const page = sitemapOf(300);
    expect(page.length).toBeLessThan(LARGE_RENDERED_BYTES);
    const { br, gzip } = await compressedForms(page, "rendered");
    expect(br!.length).toBeLessThanOrEqual(brotliAt(page, 11).length * 1.1);
    expect(br!.equals(brotliAt(page, 11))).toBe(false);
    expect(zlib.brotliDecompressSync(br!).equals(page)).toBe(true);
    // One form only: every browser takes brotli, and a kept page holds half the bytes.
    expect(gzip).toBeUndefined();
  });

  it("packs a drawn cover, kept and sent with every list, within 3% of the smallest brotli makes", async () => {
    const { body } = drawnCover({ slug: "a-guide", title: "The Complete Account-Based Marketing Guide for 2025", category: "Account-Based Marketing", image: "/images/blog/a-guide.svg" } as Parameters<
      typeof drawnCover
    >[0]);
    const { br } = await compressedForms(body, "image");
    expect(br!.length).toBeLessThanOrEqual(brotliAt(body, 11).length * 1.03);
    expect(br!.length).toBeLessThan(brotliAt(body, 8).length * 0.9);
  });

  it("keeps no more memory than its bytes: a page held for hours holds neither zlib's chunk nor a shared slab", async () => {
    // A short page's brotli is smaller than Buffer's pool takes; a long one's is not.
    for (const hexBytes of [600, 6_000]) {
      const page = Buffer.from(randomBytes(hexBytes).toString("hex"));
      const { br } = await compressedForms(page, "rendered");
      expect(br!.length).toBeGreaterThan(hexBytes);
      expect(br!.buffer.byteLength).toBe(br!.length);
    }
  });

  it("compresses a large file fast: the sitemap of 10,000 posts is not held up for a few bytes", async () => {
    const sitemap = sitemapOf(10_000);
    expect(sitemap.length).toBeGreaterThan(LARGE_RENDERED_BYTES);
    const { br } = await compressedForms(sitemap, "rendered");
    expect(br!.equals(brotliAt(sitemap, LARGE_QUALITY))).toBe(true);
    expect(zlib.brotliDecompressSync(br!).equals(sitemap)).toBe(true);
  });
});
