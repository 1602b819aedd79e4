/**
 * The server that starts the PostgreSQL in DATA_DIR owns it and stops it at shutdown, so DATA_DIR
 * is locked by a file that names the owning process: a second server on it stops at once with a
 * clear message, and the CLI knows to connect to the running one (database.ts).
 */
import fs from "node:fs";
import path from "node:path";

/** DATA_DIR holds leads and password hashes: 0700 when created; missing parents get the usual mode. */
function makePrivateDir(dir: string): void {
  fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  try {
    fs.mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * Exclusive lock on DATA_DIR for this process. The lock file names its owner by PID *and* the
 * owner's start time (and the boot it belongs to): after a crash or a container restart the PID is
 * often reused by another process, and a PID alone would then block startup for good.
 */
export function lockDataDir(dataDir: string): () => void {
  makePrivateDir(dataDir);
  const lockFile = path.join(dataDir, "server.lock");
  const me = processIdentity(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(lockFile, "wx", 0o600);
      fs.writeSync(fd, formatOwner(me));
      fs.closeSync(fd);
      return () => {
        if (readOwner(lockFile)?.pid === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockFile);
      if (owner && owner.pid !== process.pid && ownerIsRunning(owner)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by process ${owner.pid}. One server owns the PostgreSQL it starts there: ` +
            "stop that process, use another DATA_DIR, or run several servers on one PostgreSQL server with DATABASE_URL.",
          { cause: error },
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

interface ProcessIdentity {
  pid: number;
  /** Start time in clock ticks since boot (/proc/PID/stat field 22); absent where /proc is not. */
  startTime?: string;
  bootId?: string;
}

function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
}

export function processIdentity(pid: number): ProcessIdentity {
  const stat = readProc(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may contain spaces: count fields after it.
  const startTime = stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  return { pid, startTime, bootId: readProc("/proc/sys/kernel/random/boot_id") };
}

function formatOwner(owner: ProcessIdentity): string {
  return [owner.pid, owner.startTime ?? "-", owner.bootId ?? "-"].join(" ");
}

function readOwner(file: string): ProcessIdentity | undefined {
  const [pid, startTime, bootId] = (readProc(file) ?? "").split(/\s+/);
  const value = Number.parseInt(pid ?? "", 10);
  if (!Number.isInteger(value)) return undefined;
  const known = (field?: string) => (field && field !== "-" ? field : undefined);
  return { pid: value, startTime: known(startTime), bootId: known(bootId) };
}

/** Whether another running process holds DATA_DIR's lock now (a server that may still be starting). */
export function dataDirInUse(dataDir: string): boolean {
  const owner = readOwner(path.join(dataDir, "server.lock"));
  return owner !== undefined && owner.pid !== process.pid && ownerIsRunning(owner);
}

/** The recorded owner still runs: its PID is alive and, where we can tell, is the same process. */
export function ownerIsRunning(owner: ProcessIdentity): boolean {
  if (!isAlive(owner.pid)) return false;
  const now = processIdentity(owner.pid);
  if (owner.bootId && now.bootId && owner.bootId !== now.bootId) return false;
  if (owner.startTime && now.startTime && owner.startTime !== now.startTime) return false;
  return true;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
