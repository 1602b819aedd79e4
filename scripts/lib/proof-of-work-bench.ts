/**
 * How long the browser's proof-of-work solver (app/site/enhance/proof-of-work.ts) takes at the
 * server's difficulty, worst case (every number tried), in Chromium as a desktop and at 4x CPU
 * slowdown (Lighthouse's mobile preset, a mid-range phone), and whether it makes a long task.
 * `npx tsx scripts/lib/proof-of-work-bench.ts [maxNumber]` prints one JSON line per run; docs/benchmarks.md keeps them.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { DEFAULT_MAX_NUMBER } from "#server/platform/http/proof-of-work.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { bundleInlineScript } from "./inline-scripts.ts";

const RUNS = 3;

async function solverScript(): Promise<string> {
  const entry = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pow-bench-")), "entry.ts");
  fs.writeFileSync(entry, `import { solve } from ${JSON.stringify(path.resolve("app/site/enhance/proof-of-work.ts"))};\n(window as any).solve = solve;\n`);
  return (await bundleInlineScript(entry)).code;
}

/** In the page: the solve's time, the long tasks it caused, and how late a 10 ms timer ran meanwhile. */
async function timedSolve({ salt, challenge, max }: { salt: string; challenge: string; max: number }) {
  const longTasks: number[] = [];
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(Math.round(entry.duration)))).observe({ type: "longtask" });
  let worstLag = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worstLag = Math.max(worstLag, now - last - 10);
    last = now;
  }, 10);
  const started = performance.now();
  const number = await (window as unknown as { solve: (salt: string, challenge: string, max: number) => Promise<number> }).solve(salt, challenge, max);
  const ms = Math.round(performance.now() - started);
  clearInterval(timer);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { number, ms, longTasks, worstTimerLagMs: Math.round(worstLag) };
}

async function main() {
  const max = Number(process.argv[2] ?? DEFAULT_MAX_NUMBER);
  const code = await solverScript();
  // crypto.subtle needs a secure context: a page from localhost is one.
  const server = http.createServer((_, res) => res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><title>solver</title><script>${code}</script>`));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const salt = `${"0".repeat(24)}?expires=9999999999`;
  const challenge = createHash("sha256")
    .update(salt + max)
    .digest("hex");
  for (const cpuSlowdown of [1, 4]) {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await page.goto(`http://localhost:${port}/`);
      console.log(JSON.stringify({ cpuSlowdown, max, ...(await page.evaluate(timedSolve, { salt, challenge, max })), loadAverage: os.loadavg()[0]!.toFixed(2) }));
      await page.close();
    }
  }
  await browser.close();
  server.close();
}

await main();
