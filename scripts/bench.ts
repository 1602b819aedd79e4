/**
 * `npm run bench` (never part of `npm test`): timings measured on this machine, written to
 * docs/benchmarks.md with the command that produced them.
 * - Contact endpoint: accepted submissions per second and latency, with PGlite and with PostgreSQL,
 *   then a check that stored rows equal acknowledgements.
 * - Static pages: requests per second for the home page over loopback, this server vs nginx serving
 *   the same build directory (when Debian's nginx is installed).
 * Requires a build (`npm run build`).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../server/db/database";
import { contactMessages } from "../server/db/schema";
import { freePort, startThrowawayPostgres } from "./lib/postgres-server";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const results: string[] = [];

function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["build/node/server.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", RATE_LIMIT_PER_MINUTE: "100000000", ...env },
    stdio: "ignore",
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => (r.ok ? resolve(child) : setTimeout(poll, 100)),
        () => (Date.now() - started > 20_000 ? reject(new Error("server did not start")) : setTimeout(poll, 100)),
      );
    poll();
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
}

async function contactBench(label: string, env: Record<string, string>, countRows: () => Promise<number>, connections = CONNECTIONS) {
  const port = await freePort();
  const server = await startServer(env, port);
  const result = await load(`http://127.0.0.1:${port}/api/submit-contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench Mark", email: "bench@example.com", company: "Load Co", message: "Benchmark message." }),
    connections,
  });
  await stop(server);
  const accepted = result["2xx"];
  const stored = await countRows();
  results.push(
    `| contact submit, ${label} | ${Math.round(accepted / result.duration)} /s | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${accepted} / ${stored} |`,
  );
  console.log(results.at(-1));
}

async function main() {
  if (!fs.existsSync("build/node/server.mjs")) throw new Error("Run `npm run build` first.");
  const cpus = os.cpus().length;

  // Contact endpoint, PGlite.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pglite-"));
  const countPglite = async () => {
    const db = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
    const rows = await db.db.select({ id: contactMessages.id }).from(contactMessages);
    await db.close();
    return rows.length;
  };
  await contactBench("PGlite", { DATA_DIR: dataDir }, countPglite);
  const dataDir8 = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pglite-"));
  await contactBench("PGlite, 8 connections", { DATA_DIR: dataDir8 }, async () => {
    const db = await openDatabase({ dataDir: dataDir8, migrationsFolder: path.resolve("drizzle") });
    const rows = await db.db.select({ id: contactMessages.id }).from(contactMessages);
    await db.close();
    return rows.length;
  }, 8);

  // Contact endpoint, PostgreSQL (fsync on).
  const postgres = await startThrowawayPostgres();
  try {
    await contactBench("PostgreSQL", { DATABASE_URL: postgres.url, DATA_DIR: dataDir }, async () => {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const { rows } = await client.query("SELECT count(*)::int AS n FROM contact_messages");
      await client.end();
      return rows[0].n as number;
    });
  } finally {
    postgres.stop();
  }

  // Static throughput: this server vs nginx on the same files.
  const port = await freePort();
  const server = await startServer({ DATA_DIR: dataDir }, port);
  const ours = await load(`http://127.0.0.1:${port}/`, { headers: { "accept-encoding": "br, gzip" } });
  await stop(server);
  let nginxLine = "| home page, nginx | not measured: `apt-get install nginx` | | | | |";
  let ratio = "";
  const nginxBin = ["/usr/sbin/nginx"].find((file) => fs.existsSync(file));
  if (nginxBin) {
    const nginxPort = await freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
    const conf = path.join(dir, "nginx.conf");
    fs.writeFileSync(
      conf,
      `worker_processes ${cpus}; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types; gzip_static on; sendfile on; keepalive_requests 100000;
  server { listen 127.0.0.1:${nginxPort}; root ${path.resolve("build/client")}; location / { try_files $uri $uri/index.html =404; } } }`,
    );
    const nginx = spawn(nginxBin, ["-c", conf, "-p", dir], { stdio: "ignore" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const theirs = await load(`http://127.0.0.1:${nginxPort}/`, { headers: { "accept-encoding": "br, gzip" } });
    nginx.kill("SIGTERM");
    nginxLine = `| home page, nginx ${spawnSync(nginxBin, ["-v"], { encoding: "utf8" }).stderr.trim().replace("nginx version: ", "")} | ${Math.round(theirs.requests.average)} /s | ${theirs.latency.p50} ms | ${theirs.latency.p99} ms | ${theirs.non2xx} | |`;
    ratio = `Node server / nginx throughput ratio: **${(ours.requests.average / theirs.requests.average).toFixed(2)}** (target >= 0.5).`;
  }
  results.push(`| home page, this server | ${Math.round(ours.requests.average)} /s | ${ours.latency.p50} ms | ${ours.latency.p99} ms | ${ours.non2xx} | |`, nginxLine);

  const doc = `# Benchmarks

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus} cores, Node ${process.version},
autocannon with ${CONNECTIONS} connections for ${DURATION} s per row, over loopback, client and server on the same machine.
The contact rows run with the rate limit raised and no delivery channel; "2xx / stored" compares
acknowledged submissions with rows found in the database afterwards: every acknowledged message
must be stored; stored can exceed acknowledged by at most the number of connections (requests
in flight when the load generator stops, stored but never read by it).

| scenario | throughput | p50 | p99 | non-2xx | 2xx / stored |
|---|---|---|---|---|---|
${results.join("\n")}

${ratio}

Targets (issue 6): >= 500 accepted submissions/s with PGlite, >= 1,500/s with PostgreSQL, p99 < 50 ms,
zero non-2xx, no acknowledged message missing. PGlite has a single connection, so at ${CONNECTIONS}
concurrent connections its latency is queueing time; see the 8-connection row for a realistic load.
`;
  fs.writeFileSync("docs/benchmarks.md", doc);
  console.log(doc);
}

await main();
