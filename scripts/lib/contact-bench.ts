/**
 * The contact endpoint at campaign scale (`BENCH_ONLY=contact npm run bench`): the built server as the
 * deploy unit starts it, on its own PostgreSQL in a fresh DATA_DIR, with one sales account (each new
 * contact gets its owner in its transaction) and a webhook channel (each lead gets its outbox row).
 * Every submission comes from a new visitor address with a new email address, as a campaign brings
 * them: each makes a contact and a rate-limit row of its own. The client is another process: this one
 * (autocannon, closed loop: the ceiling) or a child (scripts/lib/paced-load.ts: the target rate).
 * Afterwards the acknowledged submissions are compared with what the database holds.
 */
import { execFileSync } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { CONTACT_ENDPOINT } from "#shared/contact-schema.ts";
import { openDatabase, rowsOf } from "#server/platform/db/database.ts";
import { freshDataDir, removeDataDir, startServer, stop } from "./bench-server.ts";
import { pacedLoadInChild, visitorAddress } from "./paced-load.ts";
import { freePort } from "./postgres-server.ts";
import { formEndpoint } from "#shared/forms/form-post.ts";
import { benchmarkForm, publishForm } from "#tests/shared/benchmark-form.ts";
import { productionNode, productionNodeVersion } from "./production-node.ts";

/** The contact endpoint's throughput target (accepted submissions/s); the p99 < 50 ms target applies at this rate. */
export const CONTACT_TARGET_RATE = 1500;
/** Replaced by the request's number in the body: a new email address per submission. */
const NUMBER = "{n}";
const BODY = JSON.stringify({ name: "Bench Mark", email: `visitor-${NUMBER}@example.com`, company: "Load Co", message: `Campaign reply number ${NUMBER}: please call me back.` });

/** An endpoint the rows load: its name in the table, its body ({n} numbered), and its path on a fresh DATA_DIR. */
interface SubmitTarget {
  name: string;
  body: string;
  /** Prepared before the server's first start (a built form is published there). */
  endpoint: (dataDir: string) => Promise<string>;
}

const CONTACT: SubmitTarget = { name: "contact submit", body: BODY, endpoint: async () => CONTACT_ENDPOINT };

/**
 * The campaign form (tests/shared/benchmark-form.ts: eight fields of six kinds, a consent, two
 * hidden fields filled from the page and the visit, a download whose link each 201 signs), published
 * into the store as the studio's publish leaves it; the seed has no form.
 */
const CAMPAIGN_FORM: SubmitTarget = {
  name: "form submit",
  body: JSON.stringify({
    name: "Bench Mark",
    email: `visitor-${NUMBER}@example.com`,
    company_size: "51-500",
    job_title: "Head of growth",
    interests: ["seo", "ads"],
    consent: true,
    page: "/benchmark?utm_campaign=bench",
  }),
  endpoint: async (dataDir) => {
    const db = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
    try {
      return formEndpoint(await publishForm(db.db, benchmarkForm()));
    } finally {
      await db.close();
    }
  },
};
const HEADERS = { "content-type": "application/json" };
/** The server's first 2-3 s under load answer at p50 35-40 ms while V8 optimises the lead path. */
const WARMUP_SECONDS = 5;
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

interface Row {
  scenario: string;
  throughput: number;
  p50: number;
  p99: number;
  failed: number;
  acknowledged: number;
  stored: Stored;
  /** The 1-minute load average as the measured run started and as it ended. */
  load: [number, number];
}

interface Stored {
  messages: number;
  contacts: number;
  owned: number;
  outbox: number;
}

/**
 * A webhook receiver that accepts each delivery and never answers: the outbox rows are written as in
 * production, and their delivery (measured in "Outbox drain") takes no CPU from the intake meanwhile.
 */
async function silentReceiver(): Promise<{ url: string; close: () => void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** One row: a fresh server and DATA_DIR, a warm-up (JIT, pools), then the measured run. */
async function contactRow(options: { seconds: number; connections: number; rate?: number }, target: SubmitTarget = CONTACT): Promise<Row> {
  const dataDir = freshDataDir();
  const receiver = await silentReceiver();
  try {
    const endpoint = await target.endpoint(dataDir);
    const port = await freePort();
    // RATE_LIMIT_PER_MINUTE as configured by default: each visitor posts once (twice at most, warm-up and run).
    const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "5", WEBHOOK_URL: receiver.url, WEBHOOK_SECRET }, port);
    execFileSync(productionNode(), ["build/node/leads.mjs", "users", "add", "sales@example.com", "--role", "sales"], { env: { ...process.env, DATA_DIR: dataDir }, stdio: "ignore" });
    const url = `http://127.0.0.1:${port}${endpoint}`;
    let visitor = 0;
    const requests = [
      {
        method: "POST" as const,
        headers: HEADERS,
        setupRequest: (request: autocannon.Request) => {
          const n = visitor++;
          return { ...request, body: target.body.replaceAll(NUMBER, String(n)), headers: { ...request.headers, "x-forwarded-for": visitorAddress(n) } };
        },
      },
    ];
    const loadBefore = os.loadavg()[0]!;
    // Each row warms the server for 2 s first (JIT, pools), with its own client: the paced generator
    // at its rate on its connections with no pause between, autocannon as fast as it goes.
    let measured: Pick<Row, "throughput" | "p50" | "p99" | "failed" | "acknowledged">;
    if (options.rate) {
      const paced = await pacedLoadInChild({
        url,
        rate: options.rate,
        seconds: options.seconds,
        warmupSeconds: WARMUP_SECONDS,
        method: "POST",
        headers: HEADERS,
        body: target.body,
        numbered: NUMBER,
        distinctClients: true,
      });
      console.log(`[${target.name}] at ${options.rate}/s: the generator's longest own stall was ${paced.generatorMaxLag} ms`);
      measured = {
        throughput: paced.throughput,
        p50: paced.p50,
        p99: paced.p99,
        failed: paced.non2xx + paced.errors + paced.warmup.failed,
        acknowledged: paced.ok + paced.warmup.ok,
      };
    } else {
      const warmup = await autocannon({ url, connections: options.connections, duration: WARMUP_SECONDS, requests });
      const result = await autocannon({ url, connections: options.connections, duration: options.seconds, requests });
      measured = {
        throughput: result["2xx"] / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + warmup.non2xx + warmup.errors,
        acknowledged: result["2xx"] + warmup["2xx"],
      };
    }
    const loadAfter = os.loadavg()[0]!;
    await stop(server);
    const offered = options.rate ? `${options.rate}/s offered` : `as fast as it answers, ${options.connections} connections`;
    const scenario = `${target.name}, ${offered}`;
    return {
      scenario,
      ...measured,
      stored: await storedIn(dataDir),
      load: [loadBefore, loadAfter],
    };
  } finally {
    receiver.close();
    removeDataDir(dataDir);
  }
}

/** What the database holds, read once the server (and so its PostgreSQL) has stopped. */
async function storedIn(dataDir: string): Promise<Stored> {
  const db = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
  try {
    const [row] = await rowsOf<Stored>(
      db.db.execute(sql`select (select count(*) from contact_messages)::int as messages, (select count(*) from contacts)::int as contacts,
        (select count(*) from contacts where owner_id is not null)::int as owned, (select count(*) from outbox)::int as outbox`),
    );
    return row!;
  } finally {
    await db.close();
  }
}

/** The contact endpoint's section of docs/benchmarks.md: its ceiling, then the latency at the target rate. */
export async function contactSection(seconds: number, connections: number): Promise<string> {
  const rows: Row[] = [];
  for (const rate of [undefined, CONTACT_TARGET_RATE]) {
    rows.push(await contactRow({ seconds, connections, rate }));
    console.log(`[contact] ${tableRow(rows.at(-1)!)}`);
  }
  return `## Contact endpoint at campaign scale (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

\`BENCH_ONLY=contact npm run bench\` (\`scripts/lib/contact-bench.ts\`): ${os.cpus().length} cores, the server on Node ${productionNodeVersion()}. The built server as the
deploy unit starts it (its NODE_ENV and NODE_OPTIONS), on its own PostgreSQL in a fresh DATA_DIR, the default rate limit,
one sales account (each new contact gets its owner in its transaction) and a webhook channel (each lead its outbox row;
the receiver holds every delivery, so the drain, measured in its own section, takes no CPU meanwhile). Every submission
is from a new visitor address with a new email address: a new contact each. The client runs in another process, over
loopback on the same 2 cores: autocannon with ${connections} connections sending back to back for the ceiling, or the paced
open-loop generator at the target rate (latency counted from when each request was due). ${WARMUP_SECONDS} s of warm-up by the same
client (the paced one at its rate on its connections, with no pause before the measured part), then ${seconds} s measured. "Stored" counts what the database holds afterwards: every acknowledged message must be there, with its contact,
its owner and its outbox row; it may exceed the acknowledged by the requests in flight when the client stopped.

| scenario | throughput | p50 | p99 | non-2xx or errors | acknowledged / stored | contacts / owned / outbox rows | load average (1 min) at start / end |
|---|---|---|---|---|---|---|---|
${rows.map(tableRow).join("\n")}

Target: >= ${CONTACT_TARGET_RATE} accepted submissions/s at p99 < 50 ms at that rate, zero non-2xx, no acknowledged message missing.
`;
}

/** Two figures within 20% of each other: the smaller at least 0.8 of the larger. */
const within20 = (a: number, b: number) => Math.min(a, b) >= 0.8 * Math.max(a, b);

/**
 * A built form's endpoint (`BENCH_ONLY=forms`), measured as the contact rows are, `runs` times (issue 72:
 * every form >= 1,500/s at p99 < 50 ms on the default store, two runs within 20%), `uptime` before each run.
 */
export async function formsSection(seconds: number, connections: number, runs: number): Promise<string> {
  const lines: string[] = [];
  const uptimes: string[] = [];
  const pairs: { ceiling: Row; paced: Row }[] = [];
  for (let run = 1; run <= runs; run += 1) {
    uptimes.push(`run ${run}: \`${execFileSync("uptime", { encoding: "utf8" }).trim()}\``);
    const measured: Row[] = [];
    for (const rate of [undefined, CONTACT_TARGET_RATE]) {
      measured.push(await contactRow({ seconds, connections, rate }, CAMPAIGN_FORM));
      lines.push(`| ${run} ${tableRow(measured.at(-1)!)}`);
      console.log(`[forms] ${lines.at(-1)}`);
    }
    pairs.push({ ceiling: measured[0]!, paced: measured[1]! });
  }
  const met = (yes: boolean) => (yes ? "met" : "**not met**");
  const verdicts = pairs.map(({ ceiling, paced }, index) => {
    const held = paced.throughput >= 0.98 * CONTACT_TARGET_RATE && paced.failed === 0 && paced.p99 < 50;
    const lost = Math.max(0, ceiling.acknowledged - ceiling.stored.messages) + Math.max(0, paced.acknowledged - paced.stored.messages);
    return `- Run ${index + 1}: ceiling ${Math.round(ceiling.throughput)}/s (>= ${CONTACT_TARGET_RATE}/s: ${met(ceiling.throughput >= CONTACT_TARGET_RATE)}); at ${CONTACT_TARGET_RATE}/s offered ${Math.round(paced.throughput)}/s answered, p99 ${paced.p99} ms (held at p99 < 50 ms: ${met(held)}); acknowledged but not stored: ${lost}.`;
  });
  if (pairs.length >= 2) {
    const [a, b] = pairs as [(typeof pairs)[number], (typeof pairs)[number]];
    const ceilings = `ceiling ${Math.round(a.ceiling.throughput)} vs ${Math.round(b.ceiling.throughput)}/s (${met(within20(a.ceiling.throughput, b.ceiling.throughput))})`;
    verdicts.push(`- Two runs within 20%: ${ceilings}, p99 at ${CONTACT_TARGET_RATE}/s ${a.paced.p99} vs ${b.paced.p99} ms (${met(within20(a.paced.p99, b.paced.p99))}).`);
  }
  return `## Built forms' endpoint (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

\`BENCH_ONLY=forms npm run bench\` (\`scripts/lib/contact-bench.ts\`, \`CAMPAIGN_FORM\`): the issue's campaign form
(tests/shared/benchmark-form.ts: eight fields of six kinds: a consent, two hidden fields filled from the page and the visit,
a download whose link each 201 signs) published into a fresh DATA_DIR before the server's first start, then
\`POST /api/forms/:id\` loaded exactly as the contact section loads \`${CONTACT_ENDPOINT}\` (the same server, account, webhook
channel, rate limit, a new visitor address and a new email address per submission, ${connections} connections or the paced
generator, ${WARMUP_SECONDS} s of warm-up, ${seconds} s measured), ${runs} runs. ${os.cpus().length} cores, the server on Node ${productionNodeVersion()}. \`uptime\` before each run: ${uptimes.join("; ")}.

| run | scenario | throughput | p50 | p99 | non-2xx or errors | acknowledged / stored | contacts / owned / outbox rows | load average (1 min) at start / end |
|---|---|---|---|---|---|---|---|---|
${lines.join("\n")}

Targets (issue 72): every form >= ${CONTACT_TARGET_RATE} accepted submissions/s at p99 < 50 ms on the default store (the
server's own PostgreSQL), two runs within 20%, no acknowledged submission missing.

${verdicts.join("\n")}
`;
}

function tableRow(row: Row): string {
  const { messages, contacts, owned, outbox } = row.stored;
  return `| ${row.scenario} | ${Math.round(row.throughput)} /s | ${row.p50} ms | ${row.p99} ms | ${row.failed} | ${row.acknowledged} / ${messages} | ${contacts} / ${owned} / ${outbox} | ${row.load[0].toFixed(2)} / ${row.load[1].toFixed(2)} |`;
}
