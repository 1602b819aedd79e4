/**
 * A 201 means the lead reached stable storage, not just the operating system's page cache.
 *
 * PGlite under Node never asks the disk to persist anything: it starts PostgreSQL with `-F`
 * (fsync=off), and its Emscripten file layer (NODEFS) turns fsync() into a no-op (no `fsync` stream
 * operation) and fdatasync() into a no-op (the syscall only validates the descriptor). A commit is a
 * pwrite() to the WAL segment: it survives kill -9, but an OS crash or power cut can lose it. No PGlite
 * option changes that (0.5.16; the open electric-sql/pglite#1107 asks for a supported route), so this
 * module does it from Node, in two parts:
 *
 * 1. Commits (hot path): NODEFS's `write` is wrapped to note which WAL files were written. After a
 *    transaction commits, `afterCommit()` fdatasyncs those files on descriptors we hold open, off
 *    the event loop, before the caller may say "stored". One sync acknowledges every commit written
 *    before it started (group commit), and concurrent callers share it.
 * 2. Everything PostgreSQL itself orders (checkpoints write data pages and pg_control and then
 *    recycle WAL; a new WAL segment is zero-filled, fsynced and renamed into place; renames fsync
 *    their directory): PostgreSQL runs with fsync=on and NODEFS gets a real `fsync` operation. Its
 *    own WAL fdatasync() stays a no-op (we cannot reach that syscall), so before any other write or
 *    fsync of the data directory we first make the written WAL durable: the write-ahead rule that
 *    PostgreSQL relies on (WAL on disk before the data pages and control file that depend on it).
 *    Without this, the first checkpoint after a restart could make a power cut lose leads that were
 *    durably acknowledged long before.
 *
 * A failed sync is final for the process (as a PANIC is for PostgreSQL): after an fsync error Linux
 * may have dropped the dirty pages, so a later "successful" fsync proves nothing. Every later
 * `afterCommit()` rejects, so no visitor is told "stored" until the server restarts and recovers.
 *
 * The parts of Emscripten's NODEFS used here (`stream_ops`, `realPath`, `stream.nfd`, `node.parent`)
 * are internal; if a PGlite upgrade changes them, opening the database fails loudly rather than
 * silently losing durability.
 */
import { PGlite } from "@electric-sql/pglite";
import type { NodeFS } from "@electric-sql/pglite/nodefs";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PrivateNodeFS } from "./private-files.ts";

const fdatasync = promisify(fs.fdatasync);
const EIO = 29; // Emscripten's errno for EIO: what PostgreSQL sees when a sync fails

/** The slice of an Emscripten NODEFS node and stream that we touch. */
interface FsNode {
  parent: FsNode;
  mode: number;
}
interface FsStream {
  node: FsNode;
  nfd?: number;
}
type StreamOp = (stream: FsStream, ...rest: unknown[]) => unknown;
interface NodeFsInternals {
  realPath: (node: FsNode) => string;
  stream_ops: { write?: StreamOp; fsync?: StreamOp };
}
interface EmscriptenModule {
  NODEFS?: NodeFsInternals;
  FS: { ErrnoError: new (errno: number) => Error; isFile: (mode: number) => boolean };
}

export interface DurablePglite {
  /** Pass to PGlite.create: the data directory's file system, with real syncs. */
  fs: NodeFS;
  /** PGlite's start parameters with fsync on. */
  startParams: string[];
  /** Resolves once every WAL byte written before the call is on stable storage; rejects if a sync failed. */
  afterCommit: () => Promise<void>;
  /** After PGlite.create: on a data directory created just now, syncs the files initdb wrote. */
  opened: () => Promise<void>;
  /** After PGlite's close: releases the descriptors held for syncing. */
  close: () => void;
}

export function durablePglite(dataDir: string): DurablePglite {
  const fresh = !fs.existsSync(path.join(dataDir, "PG_VERSION"));
  const wal = new WalSyncs();

  class DurableNodeFS extends PrivateNodeFS {
    override async init(...args: Parameters<NodeFS["init"]>) {
      const result = await super.init(...args);
      const preRun = result.emscriptenOpts.preRun ?? [];
      result.emscriptenOpts.preRun = [...preRun, (mod) => installSyncs(mod as unknown as EmscriptenModule, dataDir, wal)];
      return result;
    }
  }

  return {
    fs: new DurableNodeFS(dataDir),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
      // Pinned: the commit writes its WAL before returning, and PostgreSQL's own WAL sync is the
      // (no-op) fdatasync, which afterCommit() replaces.
      ...["-c", "fsync=on", "-c", "synchronous_commit=on", "-c", "wal_sync_method=fdatasync"],
    ],
    afterCommit: () => wal.afterCommit(),
    opened: async () => {
      if (!fresh) return;
      await syncTree(dataDir);
      await syncPath(path.dirname(path.resolve(dataDir))); // the data directory's own entry
    },
    close: () => wal.close(),
  };
}

/**
 * The WAL files PostgreSQL has written and their syncs: part 1 (afterCommit, a group commit off the
 * event loop) and the synchronous sync part 2 needs before any other write.
 */
class WalSyncs {
  private readonly fds = new Map<FsNode, number>(); // our own descriptor for each WAL file we must sync
  private dirty = new Set<FsNode>(); // WAL files written since their last sync
  private syncing = new Set<FsNode>(); // WAL files in the sync under way
  private last: FsNode | undefined; // the segment PostgreSQL writes to now: keep its descriptor
  private written = 0; // WAL writes so far...
  private durable = 0; // ...and how many of them are known to be on stable storage
  private round: Promise<void> | undefined;
  private failed: Error | undefined;

  /** Records the first failed sync: every later sync and commit fails with it. */
  fail(error: unknown): Error {
    this.failed ??= new Error(`Could not sync the embedded database to disk; restart the server: ${(error as Error).message}`, { cause: error });
    return this.failed;
  }

  /** Before PostgreSQL writes to a WAL file: open the descriptor we will sync it through. */
  hold(node: FsNode, realPath: () => string): void {
    if (!this.fds.has(node)) this.fds.set(node, fs.openSync(realPath(), "r"));
  }

  /** After PostgreSQL wrote to a WAL file: no commit is durable until that file is synced. */
  wrote(node: FsNode): void {
    this.dirty.add(node);
    this.last = node;
    this.written += 1;
  }

  /** Called inside PostgreSQL's own I/O (synchronously): WAL first, as the write-ahead rule needs. */
  syncNow(): void {
    if (this.failed) throw this.failed;
    if (this.dirty.size === 0 && this.syncing.size === 0) return;
    const synced = this.dirty;
    try {
      for (const node of new Set([...this.syncing, ...this.dirty])) fs.fdatasyncSync(this.fds.get(node)!);
    } catch (error) {
      throw this.fail(error);
    }
    this.dirty = new Set();
    this.durable = this.written;
    this.release(synced);
  }

  async afterCommit(): Promise<void> {
    const target = this.written;
    while (this.durable < target) {
      if (this.failed) throw this.failed;
      // A sync already under way may have started before our commit's bytes: wait, then start ours.
      this.round ??= this.runRound().finally(() => (this.round = undefined));
      await this.round.catch(() => undefined);
    }
    if (this.failed) throw this.failed;
  }

  close(): void {
    for (const fd of this.fds.values()) fs.closeSync(fd);
    this.fds.clear();
  }

  private async runRound(): Promise<void> {
    const upTo = this.written;
    this.syncing = this.dirty;
    this.dirty = new Set();
    try {
      await Promise.all([...this.syncing].map((node) => fdatasync(this.fds.get(node)!)));
      this.durable = Math.max(this.durable, upTo);
    } catch (error) {
      throw this.fail(error);
    } finally {
      const synced = this.syncing;
      this.syncing = new Set();
      this.release(synced);
    }
  }

  /** A segment PostgreSQL has moved past is not written again: let go of its descriptor. */
  private release(synced: Iterable<FsNode>): void {
    for (const node of synced) {
      if (node === this.last || this.dirty.has(node) || this.syncing.has(node)) continue;
      fs.closeSync(this.fds.get(node)!);
      this.fds.delete(node);
    }
  }
}

/** Wraps NODEFS's write and fsync so WAL writes are tracked and synced before anything depends on them. */
function installSyncs(mod: EmscriptenModule, dataDir: string, wal: WalSyncs): void {
  const nodefs = mod.NODEFS;
  const write = nodefs?.stream_ops.write;
  if (!nodefs || typeof nodefs.realPath !== "function" || typeof write !== "function" || typeof mod.FS.ErrnoError !== "function") {
    throw new Error("PGlite's NODEFS internals changed: cannot make commits durable (see server/db/durable-commit.ts)");
  }
  const walDir = path.join(path.resolve(dataDir), "pg_wal");
  const walNodes = new WeakMap<FsNode, boolean>(); // a node keeps its directory when PostgreSQL renames a segment
  const isWal = (node: FsNode) => {
    let isWalFile = walNodes.get(node);
    if (isWalFile === undefined) walNodes.set(node, (isWalFile = mod.FS.isFile(node.mode) && nodefs.realPath(node.parent) === walDir));
    return isWalFile;
  };
  const errno = (error: unknown) => {
    wal.fail(error);
    return new mod.FS.ErrnoError(EIO);
  };

  nodefs.stream_ops.write = (stream, ...rest) => {
    if (isWal(stream.node)) {
      try {
        wal.hold(stream.node, () => nodefs.realPath(stream.node));
      } catch (error) {
        throw errno(error);
      }
      const result = write(stream, ...rest);
      wal.wrote(stream.node);
      return result;
    }
    try {
      wal.syncNow();
    } catch (error) {
      throw errno(error);
    }
    return write(stream, ...rest);
  };
  // PostgreSQL's fsync() of data files, pg_control and directories (fdatasync() never gets here).
  nodefs.stream_ops.fsync = (stream) => {
    try {
      if (!isWal(stream.node)) wal.syncNow();
      if (stream.nfd === undefined) throw new Error(`no descriptor for ${nodefs.realPath(stream.node)}`);
      fs.fsyncSync(stream.nfd);
      return 0;
    } catch (error) {
      throw errno(error);
    }
  };
}

/** fsync every file and directory under `root`, children before their directory. */
async function syncTree(root: string): Promise<void> {
  const entries = await fs.promises.readdir(root, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const target = path.join(root, entry.name);
      if (entry.isDirectory()) return syncTree(target);
      if (entry.isFile()) return syncPath(target);
    }),
  );
  await syncPath(root);
}

async function syncPath(target: string): Promise<void> {
  const handle = await fs.promises.open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * PostgreSQL: a commit is on the server's disk when it answers only if the server syncs its WAL
 * (fsync=on) and waits for that sync before answering (synchronous_commit not off; "local" and the
 * remote_* levels also flush locally). `query` runs a SHOW statement and returns its one value.
 * Returns a warning to log at start when either is off, undefined when a 201 means what it says.
 */
export async function describePostgresDurability(query: (sql: string) => Promise<string>): Promise<string | undefined> {
  const fsync = await query("SHOW fsync");
  const synchronousCommit = await query("SHOW synchronous_commit");
  const problems: string[] = [];
  if (fsync !== "on") problems.push(`fsync=${fsync} (the server never forces its WAL to disk)`);
  if (synchronousCommit === "off") problems.push("synchronous_commit=off (commits are acknowledged before their WAL is flushed)");
  if (problems.length === 0) return undefined;
  return `PostgreSQL is running with ${problems.join(" and ")}: a 201 does not mean the lead survives a crash or power cut. Turn ${problems.length > 1 ? "them" : "it"} on (postgresql.conf or ALTER SYSTEM).`;
}
