/**
 * DATA_DIR holds leads, account emails and password hashes (in the WAL too, after an erasure), so it
 * belongs to the server's user alone: directories 0700, files 0600, whatever the umask.
 *
 * PGlite does not follow the umask. It writes a new data directory by extracting initdb's output
 * through Emscripten's FS.writeFile, and Emscripten's NODEFS creates every file and then chmods it to
 * the mode asked for (0666 by default), so the process umask never applies; PostgreSQL's own files
 * get its in-WebAssembly umask (022). PrivateNodeFS strips group and other bits from every mode
 * NODEFS creates or sets. Like durable-commit.ts it relies on NODEFS internals (`node_ops`,
 * `stream_ops`) and fails loudly if a PGlite upgrade changes them.
 */
import { NodeFS } from "@electric-sql/pglite/nodefs";
import fs from "node:fs";
import path from "node:path";

const GROUP_AND_OTHER = 0o077;

/** `mode` without group and other permissions; the file type and the owner's bits stay. */
export function ownerOnly(mode: number): number {
  return mode & ~GROUP_AND_OTHER;
}

/** Creates `dir` as 0700 if it is missing; missing parents get the usual mode, as they hold no data. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  try {
    fs.mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * Removes group and other permissions from `root` and every file and directory under it (an install
 * made before they were private); returns how many it changed. Symbolic links are not followed.
 */
export function makeTreePrivate(root: string): number {
  let changed = 0;
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (!stat.isFile() && !stat.isDirectory()) return;
    if (stat.mode & GROUP_AND_OTHER) {
      try {
        fs.chmodSync(target, ownerOnly(stat.mode & 0o7777));
      } catch (error) {
        throw new Error(`Could not make ${target} private to the server's user (DATA_DIR must belong to it): ${(error as Error).message}`, { cause: error });
      }
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return changed;
}

/** The slice of Emscripten's NODEFS that creates files and sets their modes. */
interface ModeChange {
  mode?: number;
}
interface NodeFsModeOps {
  node_ops: { mknod?: (parent: unknown, name: string, mode: number, dev: number) => unknown; setattr?: (node: unknown, change: ModeChange) => void };
  stream_ops: { setattr?: (stream: unknown, change: ModeChange) => void };
}

function keepModesPrivate(mod: { NODEFS?: NodeFsModeOps }): void {
  const nodefs = mod.NODEFS;
  const { mknod, setattr } = nodefs?.node_ops ?? {};
  const setattrOpen = nodefs?.stream_ops.setattr;
  if (!nodefs || typeof mknod !== "function" || typeof setattr !== "function" || typeof setattrOpen !== "function") {
    throw new Error("PGlite's NODEFS internals changed: cannot keep the database's files private (see server/db/private-files.ts)");
  }
  const privately = (change: ModeChange) => (change.mode === undefined ? change : { ...change, mode: ownerOnly(change.mode) });
  nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, ownerOnly(mode), dev);
  nodefs.node_ops.setattr = (node, change) => setattr(node, privately(change));
  nodefs.stream_ops.setattr = (stream, change) => setattrOpen(stream, privately(change));
}

/** PGlite's NodeFS whose directory and files only their owner can read or write. */
export class PrivateNodeFS extends NodeFS {
  constructor(dataDir: string) {
    makePrivateDir(dataDir); // NodeFS would create it with the umask's mode
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS["init"]>) {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [...preRun, (mod) => keepModesPrivate(mod as unknown as { NODEFS?: NodeFsModeOps })];
    return result;
  }
}
