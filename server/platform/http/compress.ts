/**
 * Compressed forms of a text body. The build writes brotli at its best (quality 11) and gzip. What
 * the server renders gets brotli alone, at quality 5, as servers compress dynamic content (~0.7 ms
 * for an article; quality 8 took a third more CPU for pages 1% smaller, ADR 053): every browser takes it,
 * and one form halves what a kept page holds in memory; the rare client without brotli gets gzip
 * made for its request (static-site.ts, gzipOf). A large file (the sitemap of a big blog) gets a
 * fast quality whatever the effort: more takes ~0.7 s on 1 MB and makes it no smaller.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files, worth compressing (fonts and images are compressed already). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|data|ico|map)$/;

/** Bodies this small are sent as they are. */
const MIN_BYTES = 256;

/**
 * best: built files; rendered: kept pages; image: a kept drawn image (a cover: ~20 KB, ~7 ms, a
 * tenth smaller than at 8, on every cover a list shows); request: a page made for one request (a
 * search), sent at once.
 */
const BROTLI_QUALITY = { best: zlib.constants.BROTLI_MAX_QUALITY, rendered: 5, image: 10, request: 4 } as const;

/** Above this, what the server renders is compressed fast (`LARGE_QUALITY`). */
export const LARGE_RENDERED_BYTES = 256 * 1024;
export const LARGE_QUALITY = 5;

/** Each form only when it is smaller than the body; gzip only for built files. */
export async function compressedForms(body: Buffer, effort: keyof typeof BROTLI_QUALITY = "best"): Promise<{ br?: Buffer; gzip?: Buffer }> {
  if (body.length < MIN_BYTES) return {};
  const quality = effort !== "best" && body.length > LARGE_RENDERED_BYTES ? Math.min(LARGE_QUALITY, BROTLI_QUALITY[effort]) : BROTLI_QUALITY[effort];
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.length),
      },
    }),
    effort === "best" ? gzip(body, { level: 9 }) : undefined,
  ]);
  return { ...(br.length < body.length && { br: ownBytes(br) }), ...(gz && gz.length < body.length && { gzip: ownBytes(gz) }) };
}

/**
 * A window no larger than the body: the same bytes out, while brotli's default (4 MB) made each
 * compression allocate megabytes the allocator kept (a server's memory grew ~90 MB per 16,000 pages).
 */
function windowBitsFor(bytes: number): number {
  return Math.min(zlib.constants.BROTLI_DEFAULT_WINDOW, Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes))));
}

/**
 * zlib answers an output as a view of a larger chunk, and `Buffer.from` copies a small one into a
 * shared pool (64 KB from Node 22): a kept page would hold the whole chunk or slab. Its own memory instead.
 */
function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}
