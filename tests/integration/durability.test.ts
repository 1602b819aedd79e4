/**
 * A 201 means the lead is on stable storage: not only written to the operating system,
 * which keeps it through kill -9 (crash.test.ts) but can lose it in an OS crash or power cut.
 *
 * - The built server with its own PostgreSQL runs under strace (following PostgreSQL's processes):
 *   every acknowledged submission, and every admin change the admin app or the CLI reports done,
 *   must be preceded by an fdatasync/fsync of a WAL segment.
 * - PostgreSQL's own statistics count a WAL sync per acknowledged commit, and the start-up check
 *   warns when a server at DATABASE_URL would acknowledge commits it has not synced.
 */
import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startThrowawayPostgres } from "#scripts/lib/postgres-server.ts";
import { ContactStore, type StoreInput } from "#server/sales/contact/store.ts";
import { describePostgresDurability, openDatabase } from "#server/platform/db/database.ts";
import { freePort, spawnBuiltServer, waitUntilServing } from "./built-server.ts";

const SUBMISSIONS = 20;
const execFileAsync = promisify(execFile);

function lead(name: string, idempotencyKey?: string): StoreInput {
  return {
    message: { name, email: "durable@example.com", company: "", phone: "", message: "Is this on disk?" },
    channels: ["webhook"],
    idempotencyKey,
  };
}

interface SyncCall {
  at: number; // seconds since the epoch, as strace -ttt prints it
  file: string;
}

/** fsync/fdatasync calls from `strace -ttt -y` output (a call split by another thread counts where it starts). */
function syncCalls(trace: string): SyncCall[] {
  const calls: SyncCall[] = [];
  for (const line of trace.split("\n")) {
    const match = /^(?:\d+\s+)?(\d+\.\d+) (?:fsync|fdatasync)\(\d+<([^>]+)>/.exec(line);
    if (match) calls.push({ at: Number(match[1]), file: match[2]! });
  }
  return calls;
}

const isWalSegment = (file: string) => /\/pg_wal\/[0-9A-F]{24}$/.test(file);

/** The built server on a fresh DATA_DIR under strace, recording every fsync/fdatasync with its time. */
async function traceBuiltServer() {
  const probe = spawnSync("strace", ["-f", "--seccomp-bpf", "-e", "trace=fsync", "-o", "/dev/null", "true"], { encoding: "utf8" });
  expect(probe.error, "strace is needed (apt-get install strace; .ci/run installs it)").toBeUndefined();
  expect(probe.status, `strace cannot trace here (ptrace not permitted?): ${probe.stderr}`).toBe(0);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "durable-"));
  fs.chmodSync(work, 0o711); // DATA_DIR is inside: PostgreSQL's user passes through it when we are root
  const traceFile = path.join(work, "strace.txt");
  const dataDir = path.join(work, "data");
  const port = await freePort();
  // --seccomp-bpf stops only on the traced calls, so the server runs at nearly full speed.
  const traced = spawnBuiltServer(
    { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "100000", PUBLIC_URL: `http://127.0.0.1:${port}` },
    ["strace", "-f", "--seccomp-bpf", "-ttt", "-y", "-e", "trace=fsync,fdatasync", "-o", traceFile],
  );
  const strace = traced.process;
  const cleanUp = async () => {
    strace.kill("SIGKILL");
    await traced.exited;
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(port, traced, "/healthz", 600);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    /** Stops the server (strace's child) cleanly; strace then exits and its output is complete. */
    stop: async (): Promise<SyncCall[]> => {
      const serverPid = Number(fs.readFileSync(`/proc/${strace.pid}/task/${strace.pid}/children`, "utf8").trim().split(/\s+/)[0]);
      process.kill(serverPid, "SIGTERM");
      await traced.exited;
      return syncCalls(fs.readFileSync(traceFile, "utf8"));
    },
    cleanUp,
  };
}

/** Runs `act` and returns the window from sending it to hearing back, as strace's clock reads it. */
async function timed(act: () => Promise<unknown>): Promise<{ sent: number; acknowledged: number }> {
  const sent = Date.now() / 1000;
  await act();
  return { sent, acknowledged: Date.now() / 1000 + 0.001 }; // Date.now() is truncated to the ms
}

function unsyncedWindows<T extends { sent: number; acknowledged: number }>(windows: T[], calls: SyncCall[]): T[] {
  const walSyncs = calls.filter((call) => isWalSegment(call.file));
  return windows.filter((window) => !walSyncs.some((call) => call.at >= window.sent && call.at <= window.acknowledged));
}

describe("the server's own PostgreSQL: every acknowledged write is synced to disk first", () => {
  it("the built server fdatasyncs the WAL before each 201, and its checkpoint syncs WAL before pg_control (strace)", async () => {
    const server = await traceBuiltServer();
    try {
      // One submission at a time, so each is its own commit: each needs its own sync.
      const windows: { sent: number; acknowledged: number }[] = [];
      for (let i = 0; i < SUBMISSIONS; i += 1) {
        windows.push(
          await timed(async () => {
            const response = await fetch(`${server.url}/api/submit-contact`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ name: `Durable ${i}`, email: `durable${i}@example.com`, message: "Is this on disk?" }),
            });
            expect(response.status).toBe(201);
          }),
        );
      }
      const calls = await server.stop();
      const walSyncs = calls.filter((call) => isWalSegment(call.file));
      const during = walSyncs.filter((call) => call.at >= windows[0]!.sent && call.at <= windows.at(-1)!.acknowledged);
      expect(during.length, "WAL syncs while the submissions were acknowledged").toBeGreaterThanOrEqual(SUBMISSIONS);
      // And per submission: a WAL sync between sending it and its 201.
      expect(unsyncedWindows(windows, calls), "submissions acknowledged without a WAL sync").toEqual([]);

      // Stopping, PostgreSQL's shutdown checkpoint really syncs: data files, and pg_control only
      // after the WAL holding the checkpoint record.
      const atShutdown = calls.filter((call) => call.at > windows.at(-1)!.acknowledged);
      const lastControl = atShutdown.findLastIndex((call) => call.file.endsWith("/global/pg_control"));
      expect(lastControl, "pg_control synced at the shutdown checkpoint").toBeGreaterThan(-1);
      expect(atShutdown.slice(0, lastControl).some((call) => isWalSegment(call.file)), "WAL synced before pg_control").toBe(true);
      expect(atShutdown.some((call) => /\/base\/\d+\/\d+$/.test(call.file)), "data files synced").toBe(true);
    } finally {
      await server.cleanUp();
    }
  }, 180_000);

  it("syncs the WAL before the admin app or the CLI reports an admin change done: sign-in, notes, status, password, revocation, erasure, accounts (strace)", async () => {
    const server = await traceBuiltServer();
    const cli = (...args: string[]) => execFileAsync(process.execPath, [path.resolve("build/node/leads.mjs"), ...args], { env: { ...process.env, DATA_DIR: server.dataDir } });
    const same = { origin: server.url, "sec-fetch-site": "same-origin", "content-type": "application/json" };
    const windows: { what: string; sent: number; acknowledged: number }[] = [];
    const write = async (what: string, act: () => Promise<unknown>) => windows.push({ what, ...(await timed(act)) });
    try {
      const lead = (await (
        await fetch(`${server.url}/api/submit-contact`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Call me back." }) })
      ).json()) as { id: string };

      let link = "";
      await write("cli: users add", async () => (link = (await cli("users", "add", "rep@vendor.example")).stdout));
      const token = /#token=([\w-]+)/.exec(link)![1]!;
      let cookie = "";
      let csrf = "";
      await write("setup and sign-in", async () => {
        const response = await fetch(`${server.url}/admin/api/setup`, { method: "POST", headers: same, body: JSON.stringify({ token, password: "correct horse battery staple" }) });
        expect(response.status).toBe(200);
        cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
        csrf = ((await response.json()) as { csrfToken: string }).csrfToken;
      });
      const signedIn = { ...same, cookie, "x-csrf-token": csrf };
      const post = async (route: string, body: unknown, status = 200) => {
        const response = await fetch(`${server.url}/admin/api${route}`, { method: "POST", headers: signedIn, body: JSON.stringify(body) });
        expect(response.status, route).toBe(status);
        return response;
      };
      await write("note", () => post(`/leads/${lead.id}/notes`, { note: "Called, left a message." }, 201));
      await write("status", () => post(`/leads/${lead.id}/status`, { status: "contacted" }));
      await write("password change", () => post("/password", { current: "correct horse battery staple", password: "a brand new passphrase" }));
      const elsewhere = await fetch(`${server.url}/admin/api/sign-in`, { method: "POST", headers: same, body: JSON.stringify({ email: "rep@vendor.example", password: "a brand new passphrase" }) });
      expect(elsewhere.status).toBe(200);
      const sessions = (await (await fetch(`${server.url}/admin/api/sessions`, { headers: signedIn })).json()) as { sessions: { id: string; current: boolean }[] };
      await write("session revoked", () => post(`/sessions/${sessions.sessions.find((session) => !session.current)!.id}/end`, {}));
      await write("erasure", () => post("/erase", { email: "ada@example.com", confirm: "ada@example.com" }));
      await write("cli: users disable", () => cli("users", "disable", "rep@vendor.example"));

      const calls = await server.stop();
      const syncsPer = windows.map((window) => calls.filter((call) => isWalSegment(call.file) && call.at >= window.sent && call.at <= window.acknowledged).length);
      console.log(`[durability] ${windows.length} admin writes, WAL syncs before each answer: ${syncsPer.join(", ")}`);
      expect(unsyncedWindows(windows, calls).map((window) => window.what), "admin writes acknowledged without a WAL sync").toEqual([]);
    } finally {
      await server.cleanUp();
    }
  }, 180_000);
});

describe("PostgreSQL: a WAL sync per acknowledged commit", () => {
  let server: Awaited<ReturnType<typeof startThrowawayPostgres>>;

  beforeAll(async () => {
    server = await startThrowawayPostgres({ fsync: true }); // the suite's shared server runs with fsync off
  }, 60_000);

  afterAll(() => server?.stop());

  async function walSyncs(): Promise<number> {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ fsyncs: string }>("SELECT sum(fsyncs) AS fsyncs FROM pg_stat_io WHERE object = 'wal'");
      return Number(rows[0]!.fsyncs);
    } finally {
      await client.end();
    }
  }

  /** A backend reports its WAL statistics when it exits; wait until they show. */
  async function walSyncsReaching(minimum: number): Promise<number> {
    let count = await walSyncs();
    for (let i = 0; i < 50 && count < minimum; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      count = await walSyncs();
    }
    return count;
  }

  it("counts at least one WAL sync per sequential ContactStore commit (pg_stat_io)", async () => {
    const database = await openDatabase({ databaseUrl: server.url, dataDir: "", migrationsFolder: path.resolve("drizzle"), poolSize: 1 });
    const store = new ContactStore(database.db);
    const before = await walSyncs();
    try {
      for (let i = 0; i < SUBMISSIONS; i += 1) expect((await store.store(lead(`Postgres ${i}`))).status).toBe("created");
    } finally {
      await database.close();
    }
    expect((await walSyncsReaching(before + SUBMISSIONS)) - before).toBeGreaterThanOrEqual(SUBMISSIONS);
  });

  it("would count fewer with synchronous_commit=off (the measure tells them apart)", async () => {
    const client = new pg.Client({ connectionString: server.url, options: "-c synchronous_commit=off" });
    await client.connect();
    await client.query("CREATE TABLE IF NOT EXISTS async_probe (id serial PRIMARY KEY)");
    await client.end();
    const before = await walSyncs();
    const asyncClient = new pg.Client({ connectionString: server.url, options: "-c synchronous_commit=off" });
    await asyncClient.connect();
    for (let i = 0; i < SUBMISSIONS; i += 1) await asyncClient.query("INSERT INTO async_probe DEFAULT VALUES");
    await asyncClient.end();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await walSyncs()) - before).toBeLessThan(SUBMISSIONS);
  });

  it("the start-up check is silent for fsync=on and synchronous_commit=on", async () => {
    const pool = new pg.Pool({ connectionString: server.url, max: 1 });
    try {
      const show = async (statement: string) => Object.values((await pool.query(statement)).rows[0] as Record<string, string>)[0]!;
      expect(await describePostgresDurability(show)).toBeUndefined();
    } finally {
      await pool.end();
    }
  });

  it("the start-up check warns about the suite's fsync=off server", async () => {
    const pool = new pg.Pool({ connectionString: inject("postgresUrl"), max: 1 });
    try {
      const show = async (statement: string) => Object.values((await pool.query(statement)).rows[0] as Record<string, string>)[0]!;
      const warning = await describePostgresDurability(show);
      // TEST_DATABASE_URL may point at a properly configured server: then there is nothing to say.
      const fsyncSetting = await show("SHOW fsync");
      if (fsyncSetting === "off") expect(warning).toMatch(/fsync=off/);
    } finally {
      await pool.end();
    }
  });
});

describe("describePostgresDurability", () => {
  const settings = (values: Record<string, string>) => async (statement: string) => values[statement.replace(/^SHOW /, "")] ?? "";

  it("says nothing when both are on (or synchronous_commit is local/remote_*)", async () => {
    expect(await describePostgresDurability(settings({ fsync: "on", synchronous_commit: "on" }))).toBeUndefined();
    expect(await describePostgresDurability(settings({ fsync: "on", synchronous_commit: "local" }))).toBeUndefined();
    expect(await describePostgresDurability(settings({ fsync: "on", synchronous_commit: "remote_apply" }))).toBeUndefined();
  });

  it("warns about fsync=off, synchronous_commit=off, or both", async () => {
    expect(await describePostgresDurability(settings({ fsync: "off", synchronous_commit: "on" }))).toMatch(/fsync=off/);
    expect(await describePostgresDurability(settings({ fsync: "on", synchronous_commit: "off" }))).toMatch(/synchronous_commit=off/);
    const both = await describePostgresDurability(settings({ fsync: "off", synchronous_commit: "off" }));
    expect(both).toMatch(/fsync=off.*synchronous_commit=off/);
    expect(both).toMatch(/201/);
  });
});
