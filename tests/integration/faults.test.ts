/**
 * Faults a public server meets: its PostgreSQL restarting, several processes sharing one database,
 * slow receivers, slow clients, a shutdown with work in flight, an SMTP server with its own CA.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { startThrowawayPostgres, type ThrowawayPostgres } from "#scripts/lib/postgres-server.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { contactMessages, contentState, outbox } from "#server/platform/db/schema.ts";
import { startSmtpSink, startWebhookSink } from "#tests/shared/delivery-sinks.ts";
import { BUSY_AFTER_MS } from "#server/sales/contact/store.ts";
import { BUSY_RETRY_AFTER } from "#server/sales/intake.ts";
import { contactServerCopy } from "#shared/content/contact.ts";
import { adminClient } from "./admin-client.ts";
import { freshPostgresDatabase, startHarness, waitFor, type Harness } from "./harness.ts";

const postgresUrl = inject("postgresUrl");
const valid = { name: "Jane Smith", email: "jane@example.com", company: "Acme", phone: "+1 555 0100", message: "Please call me." };
const SECRET = `whsec_${Buffer.from("a-very-secret-signing-key-123456").toString("base64")}`;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
function track<T extends { close: () => Promise<void> }>(item: T): T {
  cleanups.push(() => item.close());
  return item;
}

const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;

const RESTARTS = 3;

describe("PostgreSQL outage", () => {
  it("keeps serving pages, answers 503 with Retry-After while the database is down (the contact form and the admin API), recovers by itself, loses nothing", async () => {
    const server: ThrowawayPostgres = await startThrowawayPostgres({ fsync: false });
    cleanups.push(() => server.stop());
    const databaseUrl = await freshPostgresDatabase(server.url);
    const h = track(await startHarness({ databaseUrl }));
    const acknowledged: string[] = [];
    const first = await h.post(valid);
    expect(first.status).toBe(201);
    acknowledged.push(await idOf(first));
    // A colleague works a lead of another contact all along (one contact's leads and its form posts may wait on each other).
    const worked = await h.post({ ...valid, email: "worked-lead@example.com" });
    const workedLead = await idOf(worked);
    acknowledged.push(workedLead);
    const staff = await adminClient(h);
    const statusWrites = writeStatusesUntilStopped(staff, workedLead);
    cleanups.push(async () => void (await statusWrites.stop()));

    // Every connection of the pool is terminated by the server (a failover, an operator's pg_terminate_backend).
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [new URL(databaseUrl).pathname.slice(1)]);
    await admin.end();
    expect((await fetch(`${h.url}/`)).status).toBe(200);
    const afterTerminate = await waitFor(async () => {
      const answer = await h.post(valid);
      return answer.status === 201 ? answer : undefined;
    });
    acknowledged.push(await idOf(afterTerminate));

    // The server stops altogether, then comes back: the endpoint follows it, without a restart of ours.
    for (let restart = 1; restart <= RESTARTS; restart += 1) {
      await server.pause();
      const down = await h.post(valid);
      expect(down.status).toBe(503);
      expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);
      const form = await h.post(undefined, { raw: new URLSearchParams(valid).toString(), contentType: "application/x-www-form-urlencoded" });
      expect(form.status).toBe(503);
      expect(await form.text()).toContain("Please try again in a moment");
      expect((await fetch(`${h.url}/`)).status).toBe(200);
      expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
      const notReady = await fetch(`${h.url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(((await notReady.json()) as { checks: { database: string } }).checks.database).toMatch(/^unavailable/);
      const staffWrite = await staff.post(`/leads/${workedLead}/status`, { status: "won" });
      expect([staffWrite.status, await staffWrite.json()]).toEqual([503, { error: "The database is not answering. Try again in a moment." }]);
      expect(Number(staffWrite.headers.get("retry-after"))).toBeGreaterThan(0);

      await server.resume();
      const back = await waitFor(async () => {
        const answer = await h.post(valid);
        return answer.status === 201 ? answer : undefined;
      }, 20_000);
      acknowledged.push(await idOf(back));
      const ready = await fetch(`${h.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", outbox: "ok" } });
    }

    // Staff kept working through it all: each write was done, or refused with a time to retry, whenever the database went.
    const writes = await statusWrites.stop();
    console.log(`[outage] ${writes.length} staff writes: ${writes.filter(({ status }) => status === 200).length} done, ${writes.filter(({ status }) => status === 503).length} refused for a moment`);
    expect(writes.filter(({ status, retryAfter }) => !(status === 200 || (status === 503 && Number(retryAfter) > 0)))).toEqual([]);
    expect(writes.some(({ status }) => status === 503)).toBe(true);

    const stored = await h.pipeline.database.db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, acknowledged));
    console.log(`[outage] 1 backend termination and ${RESTARTS} PostgreSQL restarts: ${acknowledged.length} acknowledged, ${stored.length} stored`);
    expect(stored).toHaveLength(acknowledged.length);
    expect(h.logs.some((line) => line.includes("database connection lost"))).toBe(true);
  }, 120_000);

  it("a transaction whose BEGIN fails gives its connection back: a few restarts never leave the pool empty", async () => {
    const database = await openDatabase({ databaseUrl: await freshPostgresDatabase(postgresUrl), dataDir: os.tmpdir(), migrationsFolder: path.resolve("drizzle"), poolSize: 1 });
    cleanups.push(() => database.close());
    // A BEGIN the server refuses, as it refuses one on a connection a restart has just cut.
    await expect(database.db.transaction(async () => undefined, { isolationLevel: "no such level" as never })).rejects.toThrow(/begin/);
    expect(await database.db.transaction((tx) => tx.select().from(contentState))).toEqual([]);
  });
});

describe("more leads at once than the store commits", () => {
  it("answers 503 with a short Retry-After in words, values kept, while the oldest lead waits too long, and stores every lead it took", async () => {
    const databaseUrl = await freshPostgresDatabase(postgresUrl);
    const h = track(await startHarness({ databaseUrl }));
    expect((await h.post({ ...valid, email: "held@example.com" })).status).toBe(201);
    // Another session holds the contact's row: the next commit for it waits, and the leads after it queue.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query("begin");
    await holder.query("select 1 from contacts where email_key = 'held@example.com' for update");
    const taken = [h.post({ ...valid, email: "held@example.com" }), h.post({ ...valid, email: "queued@example.com" })];
    await new Promise((resolve) => setTimeout(resolve, BUSY_AFTER_MS + 200));

    const refused = await h.post({ ...valid, email: "refused@example.com" });
    expect([refused.status, refused.headers.get("retry-after"), await refused.json()]).toEqual([503, String(BUSY_RETRY_AFTER), { error: contactServerCopy.unavailable }]);
    const plain = await h.post(undefined, { raw: new URLSearchParams({ ...valid, email: "plain@example.com" }).toString(), contentType: "application/x-www-form-urlencoded" });
    expect([plain.status, plain.headers.get("retry-after")]).toEqual([503, String(BUSY_RETRY_AFTER)]);
    expect(await plain.text()).toContain(contactServerCopy.unavailable);
    // One line for the spell, with its count: not a line per refused lead.
    expect(h.logs.filter((line) => line.includes("contact: busy"))).toHaveLength(1);

    await holder.query("commit");
    expect((await Promise.all(taken)).map((answer) => answer.status)).toEqual([201, 201]);
    expect((await h.post({ ...valid, email: "after@example.com" })).status).toBe(201);
    const stored = await h.pipeline.database.db.selectDistinct({ email: contactMessages.email }).from(contactMessages).orderBy(contactMessages.email);
    expect(stored.map((row) => row.email)).toEqual(["after@example.com", "held@example.com", "queued@example.com"]);
  });
});

describe("a full disk", () => {
  it("answers 503 with Retry-After and fails readiness while writes fail for want of space, says why once, and takes leads again when space returns, losing none", async () => {
    const { databaseUrl, fill, free } = await databaseOnSmallDisk();
    const h = track(await startHarness({ databaseUrl }));
    const first = await h.post(valid);
    expect(first.status).toBe(201);
    const acknowledged = [await idOf(first)];

    fill();
    // Rows still fit on the pages they have: leads are taken until one needs a new block.
    let refused: Response | undefined;
    for (let i = 0; i < 300 && !refused; i += 1) {
      const answer = await h.post({ ...valid, email: `full${i}@example.com` });
      if (answer.status === 201) acknowledged.push(await idOf(answer));
      else refused = answer;
    }
    expect(refused?.status).toBe(503);
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) expect((await h.post({ ...valid, email: `refused${i}@example.com` })).status).toBe(503);
    const form = await h.post(undefined, { raw: new URLSearchParams(valid).toString(), contentType: "application/x-www-form-urlencoded" });
    expect([form.status, form.headers.has("retry-after")]).toEqual([503, true]);
    expect(await form.text()).toContain("Please try again in a moment");

    const notReady = await fetch(`${h.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(((await notReady.json()) as { checks: { database: string } }).checks.database).toMatch(/^unavailable: writes fail, the disk is full \(53100 .*No space left on device/);
    expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
    // The cause, once: not a line per refused lead.
    expect(h.logs.filter((line) => line.includes("No space left on device"))).toHaveLength(1);
    expect(h.logs.filter((line) => line.includes("for want of disk space"))).toHaveLength(1);

    free();
    await waitFor(async () => (await fetch(`${h.url}/readyz`)).status === 200);
    const back = await h.post({ ...valid, email: "back@example.com" });
    expect(back.status).toBe(201);
    acknowledged.push(await idOf(back));
    expect(h.logs.filter((line) => line.includes("writes succeed again"))).toHaveLength(1);
    const stored = await h.pipeline.database.db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, acknowledged));
    console.log(`[disk full] ${acknowledged.length} acknowledged (${acknowledged.length - 2} while the disk filled), ${stored.length} stored`);
    expect(stored).toHaveLength(acknowledged.length);
  }, 60_000);
});

/**
 * A fresh database whose files are on a small disk of their own (a tmpfs as a PostgreSQL tablespace;
 * WAL stays on the server's disk): `fill` takes every free block, `free` gives them back. Mounting
 * needs root, which CI and this project's machines have.
 */
async function databaseOnSmallDisk(): Promise<{ databaseUrl: string; fill: () => void; free: () => void }> {
  if (process.getuid?.() !== 0) throw new Error("This test mounts a 64 MB tmpfs to fill a disk for real: run it as root (CI does).");
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "small-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=64m,mode=0700", "tmpfs", mountPoint]);
  execFileSync("chown", ["postgres:postgres", mountPoint]);
  const name = `small_disk_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE TABLESPACE ${name} LOCATION '${mountPoint}'`);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE leads_template TABLESPACE ${name}`);
  await admin.end();
  const filler = path.join(mountPoint, "filler");
  cleanups.push(async () => {
    fs.rmSync(filler, { force: true });
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`DROP TABLESPACE IF EXISTS ${name}`);
    await client.end();
    execFileSync("umount", [mountPoint]);
    fs.rmdirSync(mountPoint);
  });
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    fill: () => {
      const fd = fs.openSync(filler, "w");
      try {
        for (const size of [1 << 20, 1 << 12]) {
          const chunk = Buffer.alloc(size, 1);
          for (;;) {
            try {
              fs.writeSync(fd, chunk);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
              break;
            }
          }
        }
      } finally {
        fs.closeSync(fd);
      }
    },
    free: () => fs.rmSync(filler, { force: true }),
  };
}

/** A staff member changing a lead's status, one write after another, until stopped: each write's answer. */
function writeStatusesUntilStopped(staff: Awaited<ReturnType<typeof adminClient>>, leadId: string) {
  let stopped = false;
  const answers: Array<{ status: number; retryAfter: string | null }> = [];
  const writing = (async () => {
    for (let i = 0; !stopped; i += 1) {
      // No answer at all (status 0) counts against the server too.
      const answer = await staff.post(`/leads/${leadId}/status`, { status: i % 2 ? "contacted" : "qualified" }).catch(() => undefined);
      answers.push({ status: answer?.status ?? 0, retryAfter: answer?.headers.get("retry-after") ?? null });
      await answer?.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await writing;
      return answers;
    },
  };
}

/**
 * A webhook receiver that waits until it holds `count` hooks, then stops PostgreSQL, answers them
 * all 200 and starts PostgreSQL again `downMs` later: each send succeeds while its outcome cannot be
 * recorded. Later hooks (a lead sent again) are answered at once.
 */
async function receiverThatRestartsPostgres(server: ThrowawayPostgres, count: number, downMs: number) {
  const held: Array<() => void> = [];
  const restart = { stoppedAt: 0, restarted: false };
  const sink = await startWebhookSink({
    answer: () => {
      if (restart.stoppedAt) return 200;
      return new Promise<number>((resolve) => {
        held.push(() => resolve(200));
        if (held.length < count) return;
        void server.pause().then(() => {
          restart.stoppedAt = performance.now();
          for (const release of held) release();
          setTimeout(() => void server.resume().then(() => (restart.restarted = true)), downMs);
        });
      });
    },
  });
  return { ...sink, restart };
}

describe("PostgreSQL restarting while outcomes are recorded", () => {
  it("records each sent lead once the server is back, within the lease, and never sends it twice", async () => {
    const LEADS = 3;
    const LEASE_MS = 5_000;
    const server = await startThrowawayPostgres({ fsync: false });
    cleanups.push(() => server.stop());
    const hook = track(await receiverThatRestartsPostgres(server, LEADS, 1_000));
    // A short lease, so the test can wait past it; the webhook deadline must be shorter still.
    const webhook = { url: hook.url, secret: SECRET, timeoutMs: 2_000 };
    const outboxSettings = { maxAttempts: 5, baseDelayMs: 50, pollMs: 50, leaseMs: LEASE_MS };
    const h = track(await startHarness({ databaseUrl: await freshPostgresDatabase(server.url), webhook, outbox: outboxSettings }));
    // Stored while the worker waits, so that one claim takes them all and they are sent together.
    await h.pipeline.worker.stop();
    for (let i = 0; i < LEADS; i += 1) expect((await h.post({ ...valid, email: `restart${i}@example.com` })).status).toBe(201);
    h.pipeline.worker.start();

    // A lead whose outcome was not recorded is claimed again once its lease ends: wait past that.
    await waitFor(() => hook.restart.restarted, 10_000);
    const db = h.pipeline.database.db;
    await waitFor(async () => (await db.select().from(outbox)).every((row) => row.status === "delivered"), 10_000);
    await waitFor(() => performance.now() > hook.restart.stoppedAt + LEASE_MS + 1_000, 10_000);

    const webhookIds = hook.hooks.map((received) => String(received.headers["webhook-id"]));
    const duplicates = webhookIds.length - new Set(webhookIds).size;
    console.log(`[restart while recording] ${LEADS} leads: ${webhookIds.length} deliveries, ${duplicates} duplicates`);
    expect(duplicates, "leads sent twice").toBe(0);
    expect(new Set(webhookIds).size).toBe(LEADS);
    const rows = await db.select().from(outbox);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array.from({ length: LEADS }, () => ["delivered", 1]));
    const retries = h.logs.filter((line) => line.includes("recording the outcome failed"));
    expect(retries.length).toBeGreaterThanOrEqual(LEADS);
    expect(retries.join("\n")).not.toMatch(/restart\d@example\.com|Jane Smith|Please call me/);
  }, 30_000);
});

describe("several processes on one PostgreSQL", () => {
  it("deliver every lead exactly once, whatever the number of processes and however slow the receiver", async () => {
    const hook = track(await startWebhookSink({ delayMs: 800 }));
    const databaseUrl = await freshPostgresDatabase(postgresUrl);
    // A lease a little longer than the webhook deadline; receivers answer well within it, but a
    // worker sending a batch of 20 one after another (the old design) outlives it several times.
    const settings = { databaseUrl, webhook: { url: hook.url, secret: SECRET, timeoutMs: 2_000 }, outbox: { maxAttempts: 5, baseDelayMs: 50, pollMs: 50, leaseMs: 3_000 } };
    const processes: Harness[] = [];
    for (let i = 0; i < 3; i += 1) processes.push(track(await startHarness(settings)));
    for (let i = 0; i < 30; i += 1) expect((await processes[i % 3]!.post({ ...valid, email: `lead${i}@example.com` })).status).toBe(201);

    const db = processes[0]!.pipeline.database.db;
    await waitFor(async () => (await db.select().from(outbox)).every((row) => row.status === "delivered"), 60_000);
    const ids = hook.hooks.map((received) => String(received.headers["webhook-id"]));
    console.log(`[duplicates] 3 processes, 30 leads, receiver 800 ms: ${ids.length} deliveries, ${ids.length - new Set(ids).size} duplicates`);
    expect(new Set(ids).size).toBe(30);
    expect(ids).toHaveLength(30);
  }, 120_000);

  it("enforce one rate limit between them", async () => {
    const databaseUrl = await freshPostgresDatabase(postgresUrl);
    const a = track(await startHarness({ databaseUrl, rateLimitPerMinute: 5 }));
    const b = track(await startHarness({ databaseUrl, rateLimitPerMinute: 5 }));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await (i % 2 ? b : a).post(valid)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // At once, so that each process counts several checks in one statement: still exactly the limit.
    const burst = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? b : a).post(valid, { headers: { "x-forwarded-for": "203.0.113.77" } })));
    expect(burst.filter((answer) => answer.status === 201)).toHaveLength(0); // the proxy header is not trusted here
    const c = track(await startHarness({ databaseUrl, rateLimitPerMinute: 5, proxyHops: 1 }));
    const d = track(await startHarness({ databaseUrl, rateLimitPerMinute: 5, proxyHops: 1 }));
    const together = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? d : c).post(valid, { headers: { "x-forwarded-for": "203.0.113.77" } })));
    expect(together.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(together.filter((answer) => answer.status === 429)).toHaveLength(19);
  });
});

describe("delivery", () => {
  it("runs deliveries concurrently, bounded per process", async () => {
    const hook = track(await startWebhookSink({ delayMs: 300 }));
    const h = track(await startHarness({ webhook: { url: hook.url, secret: SECRET }, outbox: { maxAttempts: 3, baseDelayMs: 50, pollMs: 50, concurrency: 4 } }));
    for (let i = 0; i < 12; i += 1) await h.post({ ...valid, email: `c${i}@example.com` });
    await waitFor(async () => (await h.pipeline.database.db.select().from(outbox)).every((row) => row.status === "delivered"), 30_000);
    expect(hook.stats.maxInFlight).toBeGreaterThan(1);
    expect(hook.stats.maxInFlight).toBeLessThanOrEqual(4);
  });

  it("on stop, claims nothing more, finishes the sends in flight and records them", async () => {
    const hook = track(await startWebhookSink({ delayMs: 500 }));
    const h = track(await startHarness({ webhook: { url: hook.url, secret: SECRET }, outbox: { maxAttempts: 3, baseDelayMs: 50, pollMs: 50, concurrency: 2 } }));
    for (let i = 0; i < 10; i += 1) await h.post({ ...valid, email: `s${i}@example.com` });
    await waitFor(() => hook.hooks.length >= 1);
    await h.pipeline.worker.stop();
    const sentAtStop = hook.hooks.length;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(hook.hooks.length).toBe(sentAtStop);
    expect(sentAtStop).toBeLessThan(10);
    const rows = await h.pipeline.database.db.select().from(outbox);
    expect(rows.filter((row) => row.status === "delivered")).toHaveLength(sentAtStop);
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(10 - sentAtStop);
  });

  it("trusts an SMTP server's self-signed certificate given as SMTP_CA_FILE, and refuses it otherwise", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "smtp-tls-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    const smtp = track(await startSmtpSink({ tls: { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) } }));
    const smtpUrl = `smtps://127.0.0.1:${smtp.port}`;
    const outboxSettings = { maxAttempts: 50, baseDelayMs: 100, maxDelayMs: 300, pollMs: 50 };

    const untrusted = track(await startHarness({ email: { smtpUrl, to: "sales@vendor.test" }, outbox: outboxSettings }));
    await untrusted.post(valid);
    const failed = await waitFor(async () => (await untrusted.pipeline.database.db.select().from(outbox)).find((row) => row.lastError));
    expect(failed.lastError).toMatch(/self[- ]signed/i);
    expect(smtp.mails).toHaveLength(0);

    const trusted = track(await startHarness({ email: { smtpUrl, to: "sales@vendor.test", caFile: path.join(dir, "cert.pem") }, outbox: outboxSettings }));
    await trusted.post(valid);
    const mail = await waitFor(() => smtp.mails[0]);
    expect(mail.raw).toContain("Please call me.");
  });
});

describe("slow and closing connections", () => {
  it("cuts off a client that drips its request body", async () => {
    const h = track(await startHarness({ requestTimeoutMs: 1_000 }));
    const { port } = new URL(h.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    cleanups.push(() => void socket.destroy());
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(performance.now())));
    const started = performance.now();
    socket.write("POST /api/submit-contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{");
    const drip = setInterval(() => socket.write(" "), 100);
    cleanups.push(() => clearInterval(drip));
    const closedAt = await closed;
    expect(closedAt - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("says Connection: close and not ready once shutdown has begun", async () => {
    const h = track(await startHarness());
    expect((await fetch(`${h.url}/readyz`)).status).toBe(200);
    h.beginShutdown();
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get(`${h.url}/`, { agent: new http.Agent({ keepAlive: true }) }, (response) => {
          response.resume();
          resolve(response.headers);
        })
        .on("error", reject);
    });
    expect(headers.connection).toBe("close");
    expect((await fetch(`${h.url}/readyz`)).status).toBe(503);
  });

  it("answers OPTIONS and TRACE on the contact endpoint with 405 and Allow", async () => {
    const h = track(await startHarness());
    for (const method of ["OPTIONS", "GET", "PUT", "DELETE"]) {
      const answer = await fetch(`${h.url}/api/submit-contact`, { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("allow")).toBe("POST");
    }
    // fetch refuses to send TRACE; a raw request does.
    const trace = await new Promise<{ status?: number; allow?: string }>((resolve, reject) => {
      http
        .request(`${h.url}/api/submit-contact`, { method: "TRACE" }, (response) => {
          response.resume();
          resolve({ status: response.statusCode, allow: String(response.headers.allow) });
        })
        .on("error", reject)
        .end();
    });
    expect(trace).toEqual({ status: 405, allow: "POST" });
  });
});
