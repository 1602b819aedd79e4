/**
 * Brotli and gzip forms of a text body. The build compresses at brotli's best (quality 11, ~90 ms
 * for a 78 KB page); the server, compressing what it renders while a visitor waits, at quality 5
 * (~2 ms, ~12% larger). Figures: docs/benchmarks.md, "Publishing without a rebuild".
 */
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files, worth compressing (fonts, images and Pagefind's chunks are compressed already). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|data|ico|map)$/;

/** Bodies this small are sent as they are. */
const MIN_BYTES = 256;

const BROTLI_QUALITY = { best: zlib.constants.BROTLI_MAX_QUALITY, fast: 5 } as const;

/** Each form only when it is smaller than the body. */
export async function compressedForms(body: Buffer, effort: keyof typeof BROTLI_QUALITY = "best"): Promise<{ br?: Buffer; gzip?: Buffer }> {
  if (body.length < MIN_BYTES) return {};
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { ...(br.length < body.length && { br }), ...(gz.length < body.length && { gzip: gz }) };
}
