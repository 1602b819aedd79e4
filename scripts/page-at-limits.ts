/**
 * How long the server takes to draw a page at every limit (scripts/lib/page-at-limits.ts), as the
 * page editor's preview draws it: the build's renderer in this process, the document beside no
 * store. `npm run build`, then `NODE_ENV=production npx tsx scripts/page-at-limits.ts`; the figure
 * goes in docs/benchmarks.md. The CPU time is this process's own (the renderer's, its garbage
 * collection's), steadier than the wall time on a machine others share.
 */
import os from "node:os";
import path from "node:path";
import { loadRenderer, serverBuildFile } from "#server/site/renderer.ts";
import type { ContentSource } from "#server/site/render/content-source.server.ts";
import { pageDocument, type PageDocument } from "#shared/pages/page.ts";
import { pageAtLimits } from "#scripts/lib/page-at-limits.ts";

const RUNS = Number(process.env.RUNS ?? 21);

/** The page alone: no other page, no post; its images (none) any size. */
function sourceOf(document: PageDocument): ContentSource {
  const none = () => Promise.reject(new Error("The page at the limits reads no post"));
  return {
    page: async (at) => (at === document.path ? document : null),
    images: (where) => ({ where, from: "nowhere", size: async () => ({ width: 800, height: 600 }) }),
    index: none,
    post: async () => null,
    search: none,
  };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;

async function main() {
  if (process.env.NODE_ENV !== "production") throw new Error("Run with NODE_ENV=production: React's development build is about twice as slow");
  const render = await loadRenderer(serverBuildFile(path.resolve("build/client")));
  const input = pageAtLimits();
  const document = pageDocument.parse(input);
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    const started = performance.now();
    const used = process.cpuUsage();
    const response = await render.page(new URL(document.path, "http://localhost").href, sourceOf(document));
    bytes = (await response.text()).length;
    const spent = process.cpuUsage(used);
    // The first runs warm the renderer's code up, as a server's first requests do.
    if (run < 3) continue;
    wall.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const load = os.loadavg().map((value) => value.toFixed(2)).join(" / ");
  console.log(`A page at every limit (${JSON.stringify(input).length.toLocaleString("en-US")} characters, ${document.sections.length} sections): ${RUNS} renders, HTML ${(bytes / 1024).toFixed(0)} KB`);
  console.log(`wall p50 ${percentile(wall, 0.5).toFixed(0)} ms, max ${Math.max(...wall).toFixed(0)} ms; CPU p50 ${percentile(cpu, 0.5).toFixed(0)} ms, max ${Math.max(...cpu).toFixed(0)} ms; load ${load}`);
}

await main();
