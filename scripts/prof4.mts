import path from "node:path";
import { withThrowawayStore } from "#scripts/lib/throwaway-store.ts";
import { addSeedCopies } from "#scripts/lib/scale-posts.ts";
import { seedContent, seedDirOf } from "#server/studio/seed.ts";
import { loadRenderer, serverBuildFile } from "#server/site/renderer.ts";
import { ContentPages } from "#server/site/pages.ts";
import { memoryLogger } from "#server/platform/logger.ts";
const clientDir = path.resolve("build/client");
const mb = (n: number) => Math.round(n / 1048576);
await withThrowawayStore("prof-", async ({ db }) => {
  const seeded = await seedContent(db, seedDirOf(clientDir));
  await addSeedCopies(db, 2000 - seeded);
  const pages = new ContentPages({ db, render: await loadRenderer(serverBuildFile(clientDir)), origin: "https://x.example", logger: memoryLogger().logger });
  const addresses = (await pages.addresses()).filter((a) => !a.startsWith("/images/"));
  const t = performance.now();
  let bytes = 0;
  for (const a of addresses) { const f = await pages.file(a); bytes += (f?.body.length ?? 0) + (f?.br?.length ?? 0) + (f?.gzip?.length ?? 0); }
  console.log(addresses.length, "pages in", ((performance.now() - t) / 1000).toFixed(1), "s; page bytes total", mb(bytes), "MB");
  const m = process.memoryUsage();
  console.log("rss", mb(m.rss), "heapUsed", mb(m.heapUsed), "heapTotal", mb(m.heapTotal), "external", mb(m.external), "arrayBuffers", mb(m.arrayBuffers));
  global.gc?.();
  const m2 = process.memoryUsage();
  console.log("after gc: rss", mb(m2.rss), "heapUsed", mb(m2.heapUsed), "external", mb(m2.external));
});
