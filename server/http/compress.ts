/** Brotli (max quality) and gzip forms of a text body, as the build writes them beside its files. */
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files, worth compressing (fonts, images and Pagefind's chunks are compressed already). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|data|ico|map)$/;

/** Bodies this small are sent as they are. */
const MIN_BYTES = 256;

/** Each form only when it is smaller than the body. */
export async function compressedForms(body: Buffer): Promise<{ br?: Buffer; gzip?: Buffer }> {
  if (body.length < MIN_BYTES) return {};
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { ...(br.length < body.length && { br }), ...(gz.length < body.length && { gzip: gz }) };
}
