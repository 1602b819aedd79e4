/** Brotli (max quality) and gzip copies of every text asset, written once at build so the server never compresses. */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|data|ico|map)$/;

export async function precompress(dir: string): Promise<number> {
  let count = 0;
  async function walk(current: string) {
    for (const entry of await fs.readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (COMPRESSIBLE.test(entry.name)) {
        const body = await fs.readFile(full);
        if (body.length < 256) continue; // not worth a second request path
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: 9 }),
        ]);
        // Only keep a variant that is actually smaller.
        if (br.length < body.length) await fs.writeFile(`${full}.br`, br);
        if (gz.length < body.length) await fs.writeFile(`${full}.gz`, gz);
        count += 1;
      }
    }
  }
  await walk(dir);
  return count;
}
