/**
 * Who runs the server's own PostgreSQL (ADR 034): this process's user, or, when that is root (which
 * PostgreSQL refuses), the `postgres` user, created if missing. `setpriv` (util-linux) runs a binary
 * as that user and, for the server, ties its life to this process (`--pdeathsig`).
 */
import { execFileSync, spawnSync } from "node:child_process";

export const asRoot = (): boolean => process.getuid?.() === 0;

let setprivFound: boolean | undefined;
const hasSetpriv = () => (setprivFound ??= process.platform === "linux" && spawnSync("setpriv", ["--version"]).status === 0);

/** The command that runs a PostgreSQL binary: as `postgres` when we are root, dying with this process when asked. */
export function command(binary: string, args: string[], { dieWithParent = false } = {}): [string, string[]] {
  if (!hasSetpriv()) {
    if (asRoot()) throw new Error("PostgreSQL cannot run as root and `setpriv` (util-linux) is missing to run it as the postgres user.");
    return [binary, args];
  }
  const user = asRoot() ? ["--reuid=postgres", "--regid=postgres", "--init-groups"] : [];
  const death = dieWithParent ? ["--pdeathsig=TERM"] : [];
  return ["setpriv", [...user, ...death, "--", binary, ...args]];
}

export function ensurePostgresUser(): void {
  if (!asRoot() || spawnSync("id", ["-u", "postgres"]).status === 0) return;
  execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]);
}

/** Whether PostgreSQL's user can pass into `dir` (every folder above it lets that user through). */
export function postgresCanReach(dir: string): boolean {
  if (!asRoot()) return true;
  const [file, args] = command("/usr/bin/test", ["-x", dir]);
  return spawnSync(file, args).status === 0;
}

export function chownToPostgres(target: string): void {
  if (asRoot()) execFileSync("chown", ["postgres:postgres", target]);
}
