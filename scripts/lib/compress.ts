/** Brotli and gzip copies of every text asset, written once at build so the server never compresses them. */
import fs from "node:fs/promises";
import path from "node:path";
import { COMPRESSIBLE, compressedForms } from "#server/platform/http/compress.ts";


export async function precompress(dir: string): Promise<number> {
  let count = 0;
  async function walk(current: string) {
    for (const entry of await fs.readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (COMPRESSIBLE.test(entry.name)) {
        const forms = await compressedForms(await fs.readFile(full));
        if (!forms.br && !forms.gzip) continue;
        if (forms.br) await fs.writeFile(`${full}.br`, forms.br);
        if (forms.gzip) await fs.writeFile(`${full}.gz`, forms.gzip);
        count += 1;
      }
    }
  }
  await walk(dir);
  return count;
}
