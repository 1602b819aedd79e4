/**
 * Keeps the server's own PostgreSQL running (ADR 043). When it exits without being asked (kill -9,
 * the OOM killer, a crash it does not recover from), it is started again on the same files after a
 * back-off (the start ends what the dead server left); the pool reconnects to the same socket.
 * Restarts are counted until PostgreSQL has run a whole `stableMs`: when they run out (a start that
 * keeps failing, or a server that keeps dying), the keeper gives up, and the server exits non-zero
 * so that its supervisor (systemd, a container's restart policy) starts everything afresh.
 */
import { rootCause } from "./availability.ts";
import type { EmbeddedPostgres, PostgresExit } from "./embedded-postgres.ts";

/** Waits before each restart: about 15 s in all, within a liveness probe's usual patience (3 × 10 s). */
export const RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000];
/** A server that ran this long after a restart has recovered: the next exit starts the count afresh. */
const STABLE_MS = 60_000;

export type KeeperEvent =
  | { kind: "exited"; exit: PostgresExit }
  | { kind: "restarting"; attempt: number; of: number; inMs: number }
  | { kind: "restarted"; afterMs: number }
  | { kind: "restart-failed"; attempt: number; of: number; error: unknown }
  | { kind: "gave-up"; problem: string };

/** Liveness: "running" and "restarting" recover by themselves; "failed" does not. */
export type KeeperState = { status: "running" } | { status: "restarting"; attempt: number; of: number } | { status: "failed"; problem: string };

export interface KeptPostgres {
  url: string;
  state: () => KeeperState;
  /** Stops the server for good (no restart follows), also in the middle of a restart. */
  stop: () => Promise<void>;
}

export interface KeeperOptions {
  onEvent?: (event: KeeperEvent) => void;
  delaysMs?: readonly number[];
  stableMs?: number;
}

/** Starts PostgreSQL with `start` (create: whether a missing cluster may be made) and keeps it running. */
export async function keepPostgres(
  start: (create: boolean) => Promise<EmbeddedPostgres>,
  { onEvent = () => {}, delaysMs = RESTART_DELAYS_MS, stableMs = STABLE_MS }: KeeperOptions = {},
): Promise<KeptPostgres> {
  let server = await start(true);
  let startedAt = Date.now();
  let state: KeeperState = { status: "running" };
  let stopping = false;
  /** Restarts since PostgreSQL last ran a whole stableMs. */
  let restarts = 0;
  let restarting: Promise<void> | undefined;
  let wakeUp = () => {};
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async (exit: PostgresExit): Promise<void> => {
    const since = Date.now();
    let lastError: unknown;
    while (restarts < delaysMs.length) {
      const attempt = ++restarts;
      state = { status: "restarting", attempt, of: delaysMs.length };
      onEvent({ kind: "restarting", attempt, of: delaysMs.length, inMs: delaysMs[attempt - 1]! });
      await pause(delaysMs[attempt - 1]!);
      if (stopping) return;
      try {
        const next = await start(false);
        if (stopping) {
          await next.stop();
          return;
        }
        [server, startedAt, state] = [next, Date.now(), { status: "running" }];
        watch(next);
        onEvent({ kind: "restarted", afterMs: Date.now() - since });
        return;
      } catch (error) {
        lastError = error;
        onEvent({ kind: "restart-failed", attempt, of: delaysMs.length, error });
      }
    }
    const problem = lastError
      ? `PostgreSQL exited (${describeExit(exit)}) and did not start again in ${delaysMs.length} attempts: ${rootCause(lastError)}`
      : `PostgreSQL exited (${describeExit(exit)}) again within ${Math.round(stableMs / 1000)} s of each of ${delaysMs.length} restarts`;
    state = { status: "failed", problem };
    onEvent({ kind: "gave-up", problem });
  };

  const watch = (current: EmbeddedPostgres) => {
    void current.exited.then((exit) => {
      if (stopping || current !== server) return;
      onEvent({ kind: "exited", exit });
      if (Date.now() - startedAt >= stableMs) restarts = 0;
      restarting = restart(exit);
    });
  };
  watch(server);

  return {
    url: server.url,
    state: () => state,
    stop: async () => {
      stopping = true;
      wakeUp();
      await restarting;
      await server.stop();
    },
  };
}

export function describeExit({ code, signal }: PostgresExit): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/** One log line per event, for the operator: what happened to PostgreSQL and what the server does about it. */
export function describeKeeperEvent(event: KeeperEvent): { level: "info" | "warn" | "error" | "fatal"; msg: string } {
  switch (event.kind) {
    case "exited":
      return { level: "error", msg: `postgres: PostgreSQL exited unexpectedly (${describeExit(event.exit)}); leads get 503 until it is back` };
    case "restarting":
      return { level: "warn", msg: `postgres: restarting PostgreSQL in ${event.inMs / 1000} s (attempt ${event.attempt} of ${event.of})` };
    case "restarted":
      return { level: "info", msg: `postgres: PostgreSQL is back, ${(event.afterMs / 1000).toFixed(1)} s after it exited; the server takes leads again` };
    case "restart-failed":
      return { level: "error", msg: `postgres: restart ${event.attempt} of ${event.of} failed: ${rootCause(event.error)}` };
    case "gave-up":
      return { level: "fatal", msg: `postgres: giving up: ${event.problem}. The server exits so that its supervisor starts it afresh` };
  }
}
