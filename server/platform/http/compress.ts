/**
 * Brotli and gzip forms of a text body. The build compresses at brotli's best (quality 11, ~55 ms
 * for a 66 KB article); the server, compressing what it renders while a visitor waits, at quality
 * 10 (~17 ms, ~3% larger). Quality 5 (~1 ms) is ~14% larger: enough to push an article past the
 * 14.6 KB a new TCP connection sends in its first round trip. A large file (the sitemap or the
 * search index of a big blog) gets quality 5 instead: quality 10 takes ~0.7 s on a 1 MB sitemap, and
 * makes it no smaller.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files, worth compressing (fonts and images are compressed already). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|data|ico|map)$/;

/** Bodies this small are sent as they are. */
const MIN_BYTES = 256;

/** best: built files; rendered: kept pages; request: a page made for one request (a search), sent at once. */
const BROTLI_QUALITY = { best: zlib.constants.BROTLI_MAX_QUALITY, rendered: 8, request: 4 } as const;

/** Above this, what the server renders is compressed fast (`LARGE_QUALITY`). */
export const LARGE_RENDERED_BYTES = 256 * 1024;
export const LARGE_QUALITY = 5;

/** Each form only when it is smaller than the body. */
export async function compressedForms(body: Buffer, effort: keyof typeof BROTLI_QUALITY = "best"): Promise<{ br?: Buffer; gzip?: Buffer }> {
  if (body.length < MIN_BYTES) return {};
  const quality = effort === "rendered" && body.length > LARGE_RENDERED_BYTES ? LARGE_QUALITY : BROTLI_QUALITY[effort];
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { ...(br.length < body.length && { br }), ...(gz.length < body.length && { gzip: gz }) };
}
