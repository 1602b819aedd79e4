/** What the bench's servers share: the deployment's environment, a metrics token, and waiting for their start-up work to end. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { productionNode } from "./production-node.ts";

/** Lets the bench read what the servers it starts are still doing (`coversDrawn`). */
export const METRICS_TOKEN = "bench-metrics-token-0123456789abcdef";

/**
 * Resolves once the server has drawn the covers it queued on start (the seed's), as a visitor finds
 * the blog once a publish has settled; a build from before the gauge draws none ahead.
 */
export async function coversDrawn(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const waiting = /^content_jobs_pending\{action="cover",[^}]*\} [1-9]/m;
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const metrics = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((response) => (response.ok ? response.text() : ""));
    if (!waiting.test(metrics)) return;
  }
  throw new Error("the server did not draw its covers within two minutes");
}

/**
 * NODE_ENV and NODE_OPTIONS as the systemd unit sets them (the Dockerfile sets the same;
 * tests/unit/deploy-files.test.ts): the bench measures the process an operator runs. Without
 * NODE_ENV=production React renders with its development build, ~2x slower.
 */
export function deployedEnvironment(): { NODE_ENV: string; NODE_OPTIONS: string } {
  const unit = fs.readFileSync("deploy/marketing-site.service", "utf8");
  const value = (name: string) => {
    const found = new RegExp(`^Environment="?${name}=(.+?)"?$`, "m").exec(unit)?.[1];
    if (!found) throw new Error(`deploy/marketing-site.service sets no ${name}`);
    return found;
  };
  return { NODE_ENV: value("NODE_ENV"), NODE_OPTIONS: value("NODE_OPTIONS") };
}

/**
 * The load test, Lighthouse and the publish bench's searches measure time on a 2-core machine
 * shared by client and server, so other work skews them (a checkpoint or autovacuum after the bench
 * wrote 10,000 posts, the last publish's processes). Lighthouse simulates its timings from the CPU
 * time it observes, so a busy machine inflates TBT. Right after the load test (a PostgreSQL server shutting down, the Node server's last GC) the first
 * third of a full run measured 60-124 ms TBT on routes that measured 0-43 ms minutes later. Wait
 * (at most 3 minutes) until the 1-minute load average is below 1 on this 2-core machine.
 */
export async function waitForQuietMachine(): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (os.loadavg()[0]! >= 1 && Date.now() < deadline) {
    console.log(`[bench] waiting for the machine to settle (load average ${os.loadavg()[0]!.toFixed(2)})`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
}

/** A DATA_DIR for one server; it starts its own PostgreSQL there (initdb on the first start). */
export const freshDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
export const removeDataDir = (dataDir: string) => fs.rmSync(dataDir, { recursive: true, force: true });

/**
 * This build's server (or the checkout's in `cwd`) in a process of its own, as the deploy unit
 * starts it, once `/healthz` answers. `env` names its PORT. A fresh DATA_DIR's first start runs
 * initdb, seconds on a busy 2-core machine.
 */
export async function spawnBuiltServer(env: NodeJS.ProcessEnv & { PORT: string }, cwd = process.cwd()): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(productionNode(), [...cpuProfile(), "build/node/server.mjs"], { cwd, env: { ...process.env, ...deployedEnvironment(), HOST: "127.0.0.1", ...env }, stdio: "ignore" });
  const url = `http://127.0.0.1:${env.PORT}`;
  const started = Date.now();
  while (
    !(await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 60_000 || child.exitCode !== null) {
      child.kill();
      throw new Error(`the server did not start (${child.exitCode === null ? "no answer in 60 s" : `exit ${child.exitCode}`})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url };
}

/** A server of this build (or of the checkout in `cwd`), once it answers and has drawn its covers. */
export async function startServer(env: Record<string, string>, port: number, cwd = process.cwd()): Promise<ChildProcess> {
  const { child, url } = await spawnBuiltServer({ PORT: String(port), RATE_LIMIT_PER_MINUTE: "100000000", TRUST_PROXY: "1", METRICS_TOKEN, ...env }, cwd);
  // Drawing them would take a core from whatever is measured next.
  await coversDrawn(url);
  return child;
}

/** `BENCH_CPU_PROF=<dir>`: each server writes a CPU profile there when it stops (not allowed in NODE_OPTIONS). */
export const cpuProfile = () => (process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []);

/** Stops a server as the unit does (SIGTERM) and waits for it to exit; one already gone is left alone. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
