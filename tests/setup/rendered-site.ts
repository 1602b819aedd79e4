/**
 * Vitest global setup of the build checks: the site as the server answers it on its first start
 * (the build's pages plus the blog's from the seeded store) written to build/rendered once per run.
 */
import { renderSite } from "#scripts/lib/rendered-site.ts";

export default async function setup() {
  const started = Date.now();
  const files = await renderSite();
  console.log(`[build checks] the store's ${files} files rendered beside the build's in ${Date.now() - started} ms`);
}
