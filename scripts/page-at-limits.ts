/**
 * How long an editor waits for the preview of a page at every limit (scripts/lib/page-at-limits.ts),
 * and how long /healthz waits meanwhile: the built server as the deploy unit starts it, in a process
 * of its own on a throwaway PostgreSQL with the seed; this process is the client, sending the
 * preview as the page editor does (a second apart) and polling /healthz every 100 ms. `npm run build`, then
 * `npx tsx scripts/page-at-limits.ts`; the figures go in docs/benchmarks.md with the load average.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ADMIN_API } from "#server/auth/http.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { seedContent, seedDirOf } from "#server/studio/seed.ts";
import { pageAtLimits } from "#scripts/lib/page-at-limits.ts";
import { startThrowawayPostgres } from "#scripts/lib/postgres-server.ts";
import { editorHeaders, loadAverage, spread, startServer, stopServer } from "#scripts/lib/publish-bench.ts";

const RUNS = Number(process.env.RUNS ?? 21);
const WARM_UP = 3;
/** Between previews: more than the last one's rest, so each times its own drawing and answer. */
const PAUSE_MS = 1_000;

async function main() {
  const postgres = await startThrowawayPostgres({ fsync: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-limits-"));
  const database = await openDatabase({ databaseUrl: postgres.url, dataDir, migrationsFolder: path.resolve("drizzle") });
  await seedContent(database.db, seedDirOf(path.resolve("build/client")));
  const server = await startServer({ DATABASE_URL: postgres.url, DATA_DIR: dataDir });
  try {
    const headers = await editorHeaders(database, server, "limits-bench@vendor.example");
    const body = JSON.stringify({ document: pageAtLimits() });
    const health: number[] = [];
    let previewing = true;
    const probe = (async () => {
      while (previewing) {
        const started = performance.now();
        await fetch(`${server.url}/healthz`);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const previews: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS + WARM_UP; run += 1) {
      const started = performance.now();
      const response = await fetch(`${server.url}${ADMIN_API}/pages/preview`, { method: "POST", headers, body });
      if (response.status !== 200) throw new Error(`the preview answered ${response.status}: ${await response.text()}`);
      bytes = (await response.arrayBuffer()).byteLength;
      // The first answers warm the server's code up, as its first requests after a start do.
      if (run >= WARM_UP) previews.push(performance.now() - started);
      // An editor asks again after a pause in their typing; back to back, each would also wait out the previews' rest (turns.ts).
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    previewing = false;
    await probe;
    const [answered, healthz] = [spread(previews), spread(health)];
    console.log(`A page at every limit (${body.length.toLocaleString("en-US")} characters sent): ${RUNS} previews a second apart, answers of ${(bytes / 1024).toFixed(0)} KB`);
    console.log(`preview p50 ${answered.p50.toFixed(0)} ms, max ${answered.max.toFixed(0)} ms; /healthz meanwhile (${health.length} polls) p50 ${healthz.p50.toFixed(0)} ms, max ${healthz.max.toFixed(0)} ms; load ${loadAverage()}`);
  } finally {
    await stopServer(server);
    await database.close();
    await postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
