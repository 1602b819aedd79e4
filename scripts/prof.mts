import path from "node:path";
import { withThrowawayStore } from "#scripts/lib/throwaway-store.ts";
import { addSeedCopies } from "#scripts/lib/scale-posts.ts";
import { seedContent, seedDirOf } from "#server/studio/seed.ts";
import { loadRenderer, serverBuildFile } from "#server/site/renderer.ts";
import { loadSnapshot, storedContent } from "#server/site/source.ts";
import { compressedForms } from "#server/platform/http/compress.ts";
import { searchPosts } from "#server/site/search.ts";
const clientDir = path.resolve("build/client");
await withThrowawayStore("prof-", async ({ db }) => {
  const seeded = await seedContent(db, seedDirOf(clientDir));
  await addSeedCopies(db, 1000 - seeded);
  const render = await loadRenderer(serverBuildFile(clientDir));
  const snapshot = await loadSnapshot(db);
  const content = storedContent(db, snapshot);
  const time = async (label: string, paths: string[]) => {
    let renderMs = 0, compressMs = 0, bytes = 0, br = 0, gz = 0, postMs = 0;
    for (const p of paths) {
      const slug = p.slice(6);
      let t = performance.now();
      if (p.startsWith("/blog/") && !p.includes("/page/") && !p.includes("/tag/") && !p.includes("/category/")) { await content.post(slug); postMs += performance.now() - t; }
      t = performance.now();
      const response = await render(`https://x.example${p}`, content, snapshot.site);
      const body = Buffer.from(await response.arrayBuffer());
      renderMs += performance.now() - t;
      t = performance.now();
      const forms = await compressedForms(body, "rendered");
      compressMs += performance.now() - t;
      bytes += body.length; br += forms.br?.length ?? 0; gz += forms.gzip?.length ?? 0;
    }
    const n = paths.length;
    console.log(label, "render", (renderMs / n).toFixed(1), "ms (of which post() alone", (postMs / n).toFixed(1), ") compress", (compressMs / n).toFixed(1), "ms; bytes", Math.round(bytes / n / 1024), "KB br", Math.round(br / n / 1024), "gz", Math.round(gz / n / 1024));
  };
  const articles = snapshot.posts.slice(100, 140).map((post) => `/blog/${post.slug}`);
  await time("warm-up", articles.slice(0, 5));
  await time("articles", articles);
  await time("lists", Array.from({ length: 30 }, (_, i) => `/blog/page/${i + 1}`));
  for (const q of ["pipeline", "attribution", "forecasting"]) {
    const t = performance.now();
    await searchPosts(db, snapshot, q);
    console.log("search sql", q, (performance.now() - t).toFixed(1), "ms");
  }
  const t = performance.now();
  for (let i = 0; i < 10; i++) { const r = await render(`https://x.example/blog/search?q=pipeline`, content, snapshot.site); await r.arrayBuffer(); }
  console.log("search page render incl sql", ((performance.now() - t) / 10).toFixed(1));
});
