/**
 * Open-loop load at a fixed rate, for "p99 at N requests per second". autocannon's overallRate
 * sends each second's quota in a burst at the start of the second, which measures the burst, not
 * the rate. Here request i is due at start + i / rate and is sent when due whether or not earlier
 * ones have answered, over at most 64 kept-alive connections (as a proxy in front of the server
 * would hold them); its latency is counted from when it was due (no coordinated omission: a stalled
 * server makes every waiting request late, and that shows in the figures). A warm-up at the same
 * rate on the same connections runs first with no pause, as wrk2 calibrates: a fresh generator and
 * its new connections measured 70-95 ms p99 in their first second against 25-55 ms after.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

export interface PacedLoadOptions {
  url: string;
  rate: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Send each request as from another visitor (X-Forwarded-For, for a server with TRUST_PROXY=1). */
  distinctClients?: boolean;
  /** The n-th visitor's address is the (firstVisitor + n)-th: a run after a warm-up takes addresses of its own. */
  firstVisitor?: number;
  /** Each occurrence of this text in the body becomes the request's number: a new email address per submission. */
  numbered?: string;
  /** Seconds at the same rate before the measured ones: answered and counted in `warmupOk`, not timed. */
  warmupSeconds?: number;
}

/** The address of the n-th simulated visitor, in 10.0.0.0/8. */
export function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface PacedLoadResult {
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** Answers per second over the run. */
  throughput: number;
  p50: number;
  p99: number;
  /** Longest stall of the generator's own event loop (ms): a late send here is not the server's fault. */
  generatorMaxLag: number;
  /** The warm-up's requests answered with a 2xx (stored like the rest) and not. */
  warmup: { ok: number; failed: number };
}

export async function pacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL(options.url);
  const latencies: number[] = [];
  let sent = 0;
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  const warmed = { ok: 0, failed: 0 };
  const warmup = Math.round(options.rate * (options.warmupSeconds ?? 0));
  const total = warmup + Math.round(options.rate * options.seconds);
  const lag = monitorEventLoopDelay({ resolution: 5 });
  const start = performance.now();
  const measuredStart = start + (warmup / options.rate) * 1000;
  const pending: Promise<void>[] = [];

  const send = (due: number, n: number) =>
    new Promise<void>((resolve) => {
      const visitor = (options.firstVisitor ?? 0) + n;
      const timed = n >= warmup;
      const headers = options.distinctClients ? { ...options.headers, "x-forwarded-for": visitorAddress(visitor) } : options.headers;
      const body = options.numbered ? options.body?.replaceAll(options.numbered, String(visitor)) : options.body;
      const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: options.method ?? "GET", headers, agent }, (response) => {
        response.resume();
        response.on("end", () => {
          const success = response.statusCode! >= 200 && response.statusCode! < 300;
          if (!timed) warmed[success ? "ok" : "failed"] += 1;
          else {
            latencies.push(performance.now() - due);
            if (success) ok += 1;
            else non2xx += 1;
          }
          resolve();
        });
      });
      request.on("error", () => {
        if (timed) errors += 1;
        else warmed.failed += 1;
        resolve();
      });
      request.end(body);
    });

  await new Promise<void>((done) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      while (sent < total && sent / options.rate <= elapsed / 1000) {
        if (sent === warmup) lag.enable();
        pending.push(send(start + (sent / options.rate) * 1000, sent));
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(pending);
  const seconds = (performance.now() - measuredStart) / 1000;
  agent.destroy();
  lag.disable();

  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
  return {
    sent: sent - warmup,
    ok,
    non2xx,
    errors,
    throughput: ok / seconds,
    p50: percentile(50),
    p99: percentile(99),
    generatorMaxLag: Math.round(lag.max / 1e6),
    warmup: warmed,
  };
}

/**
 * Runs the generator in a child process of its own, so that the bench process's heap (Lighthouse,
 * autocannon's results) cannot stall it with a garbage collection mid-run.
 */
export function pacedLoadInChild(options: PacedLoadOptions): Promise<PacedLoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), JSON.stringify(options)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(output) as PacedLoadResult) : reject(new Error(`paced load exited with ${code}`))));
  });
}

// `node --import tsx scripts/lib/paced-load.ts '<options as JSON>'` prints the result as JSON.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(await pacedLoad(JSON.parse(process.argv[2]!) as PacedLoadOptions)));
}
