/**
 * The sign-in throttle under a burst of guesses (`BENCH_ONLY=signin npm run bench`): the built
 * server on the embedded database, 100 simultaneous wrong passwords, and meanwhile a colleague's
 * sign-in from another address and the contact form at a steady rate. Also the modes of DATA_DIR's
 * files afterwards.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnBuiltServer, stop } from "./bench-server.ts";
import { pacedLoadInChild } from "./paced-load.ts";
import { freePort } from "./postgres-server.ts";
import { productionNode } from "./production-node.ts";

const PASSWORD = "correct horse battery staple";
const BURST = 100;
const CONTACT_RATE = 50;

interface Server {
  url: string;
  dataDir: string;
  child: ChildProcess;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sign-in-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const { child } = await spawnBuiltServer({ PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: "1", PUBLIC_URL: url, RATE_LIMIT_PER_MINUTE: "100000000" });
  return { url, dataDir, child };
}

/** An account set up through the CLI and the setup link, as an operator and a new colleague would. */
async function createAccount(server: Server, email: string) {
  const output = execFileSync(productionNode(), ["build/node/leads.mjs", "users", "add", email], { env: { ...process.env, DATA_DIR: server.dataDir }, encoding: "utf8" });
  const token = /#token=([\w-]+)/.exec(output)![1];
  const response = await fetch(`${server.url}/admin/api/setup`, {
    method: "POST",
    headers: { origin: server.url, "sec-fetch-site": "same-origin", "content-type": "application/json" },
    body: JSON.stringify({ token, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`setup answered ${response.status}`);
}

async function signIn(server: Server, email: string, password: string, address: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/admin/api/sign-in`, {
    method: "POST",
    headers: { origin: server.url, "sec-fetch-site": "same-origin", "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const tally = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {}))
    .map(([code, n]) => `${n} × ${code}`)
    .join(", ");

interface BurstRow {
  burst: string;
  answers: string;
  evaluated: number;
  colleague: string;
  contactP99: number;
  contactFailed: number;
}

/** One burst with a colleague's sign-in and the contact form running through it. */
async function burstRow(server: Server, label: string, guess?: (index: number) => Promise<{ status: number }>): Promise<BurstRow> {
  const contact = pacedLoadInChild({
    url: `${server.url}/api/submit-contact`,
    rate: CONTACT_RATE,
    seconds: 4,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench Mark", email: "bench@example.com", message: "During a burst of guesses." }),
    distinctClients: true,
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const guesses = Promise.all(guess ? Array.from({ length: BURST }, (_, index) => guess(index)) : []);
  const colleague = await signIn(server, "colleague@vendor.example", PASSWORD, "192.0.2.50");
  const statuses = (await guesses).map((answer) => answer.status);
  const load = await contact;
  return {
    burst: label,
    answers: tally(statuses) || "none",
    evaluated: statuses.filter((code) => code === 401 || code === 200).length,
    colleague: `${colleague.status} in ${Math.round(colleague.ms)} ms`,
    contactP99: load.p99,
    contactFailed: load.non2xx + load.errors,
  };
}

function modesOf(dir: string): string {
  const counts = new Map<string, number>();
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    const kind = stat.isDirectory() ? "directories" : stat.isFile() ? "files" : "other";
    const key = `${kind} ${(stat.mode & 0o777).toString(8)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(dir);
  return [...counts].map(([key, n]) => `${n} ${key}`).join(", ");
}

export async function signInSection(): Promise<string> {
  const server = await startServer();
  try {
    for (const email of ["target-a@vendor.example", "target-b@vendor.example", "colleague@vendor.example"]) await createAccount(server, email);
    const rows = [
      await burstRow(server, "no burst"),
      await burstRow(server, `${BURST} wrong passwords, one account, one address`, () => signIn(server, "target-a@vendor.example", "a wrong guess here", "203.0.113.1")),
      await burstRow(server, `${BURST} wrong passwords, one account, ${BURST} addresses`, (index) => signIn(server, "target-b@vendor.example", "a wrong guess here", `198.51.100.${index + 1}`)),
      await burstRow(server, `${BURST} unknown accounts, ${BURST} addresses`, (index) => signIn(server, `nobody-${index}@vendor.example`, "a wrong guess here", `198.51.101.${index + 1}`)),
    ];
    const modes = modesOf(server.dataDir);
    const table = rows.map((row) => `| ${row.burst} | ${row.answers} | ${row.evaluated} | ${row.colleague} | ${row.contactP99} ms (${row.contactFailed} failed) |`);
    return `## Sign-in under a burst of guesses (${new Date().toISOString().slice(0, 10)})

The built server on the embedded database (\`scripts/lib/sign-in-bench.ts\`, \`BENCH_ONLY=signin npm run bench\`):
${BURST} simultaneous sign-ins, with a colleague signing in from another address as the burst starts and the
contact form at ${CONTACT_RATE}/s throughout (open loop, from 0.5 s before the burst for 4 s). Limits: 5 attempts
per account and 20 per address per 15 minutes, 2 checks in flight per address, one hash at a time per core beyond
the first (at most 2; 1 on this 2-core machine) and 8 waiting per process. The measuring processes share the
machine's 2 cores with the server, so the p99 includes their own contention.

| burst | answers | passwords checked | colleague's sign-in | contact p99 |
|---|---|---|---|---|
${table.join("\n")}

DATA_DIR afterwards: ${modes}.
`;
  } finally {
    await stop(server.child);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
