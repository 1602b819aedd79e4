import { describe, expect, it } from "vitest";
import type { EmbeddedPostgres, PostgresExit } from "./embedded-postgres.ts";
import { describeKeeperEvent, keepPostgres, type KeeperEvent } from "./postgres-keeper.ts";

/** A stand-in for PostgreSQL's server: `die` ends it as a kill -9 would; `stop` as the server asks. */
function fakeServer() {
  let exit = (_: PostgresExit) => {};
  const exited = new Promise<PostgresExit>((resolve) => (exit = resolve));
  const server: EmbeddedPostgres & { die: () => void; stopped: boolean } = {
    url: "postgresql://postgres@localhost/postgres?host=/nowhere",
    exited,
    stopped: false,
    stop: async () => {
      server.stopped = true;
      exit({ code: 0, signal: null });
    },
    die: () => exit({ code: null, signal: "SIGKILL" }),
  };
  return server;
}

const DELAYS = [1, 2, 4];
const until = async (holds: () => boolean) => {
  for (let i = 0; i < 500 && !holds(); i += 1) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(holds()).toBe(true);
};

describe("keepPostgres", () => {
  it("starts PostgreSQL again on the same files (never a new cluster) when it dies, and says so", async () => {
    const servers: ReturnType<typeof fakeServer>[] = [];
    const creates: boolean[] = [];
    const events: KeeperEvent[] = [];
    const kept = await keepPostgres(
      async (create) => {
        creates.push(create);
        servers.push(fakeServer());
        return servers.at(-1)!;
      },
      { delaysMs: DELAYS, stableMs: 0, onEvent: (event) => events.push(event) },
    );
    expect(kept.state()).toEqual({ status: "running" });

    // stableMs 0: each death after a restart is a new episode, so it comes back every time.
    for (let death = 1; death <= 5; death += 1) {
      servers.at(-1)!.die();
      await until(() => servers.length === death + 1 && kept.state().status === "running");
    }
    expect(creates).toEqual([true, false, false, false, false, false]);
    expect(events.slice(0, 3).map((event) => event.kind)).toEqual(["exited", "restarting", "restarted"]);
    expect(describeKeeperEvent(events[0]!)).toEqual({ level: "error", msg: "postgres: PostgreSQL exited unexpectedly (signal SIGKILL); leads get 503 until it is back" });

    await kept.stop();
    expect(servers.at(-1)!.stopped).toBe(true);
    expect(servers).toHaveLength(6); // a stop is not a death: no restart follows
  });

  it("gives up, failed, after a bounded number of starts that fail, and reports why", async () => {
    const events: KeeperEvent[] = [];
    const first = fakeServer();
    const kept = await keepPostgres(
      async (create) => {
        if (create) return first;
        throw new Error("PostgreSQL did not start: FATAL: database files are incompatible with server");
      },
      { delaysMs: DELAYS, onEvent: (event) => events.push(event) },
    );
    first.die();
    await until(() => kept.state().status === "failed");
    expect(events.filter((event) => event.kind === "restart-failed")).toHaveLength(DELAYS.length);
    const gaveUp = events.at(-1)!;
    expect(gaveUp.kind).toBe("gave-up");
    expect(kept.state()).toEqual({ status: "failed", problem: expect.stringMatching(/^PostgreSQL exited \(signal SIGKILL\) and did not start again in 3 attempts: .*incompatible/) });
    expect(describeKeeperEvent(gaveUp).level).toBe("fatal");
    await kept.stop();
  });

  it("gives up on a server that keeps dying soon after each restart", async () => {
    const servers: ReturnType<typeof fakeServer>[] = [];
    const kept = await keepPostgres(
      async () => {
        servers.push(fakeServer());
        return servers.at(-1)!;
      },
      { delaysMs: DELAYS, stableMs: 60_000 },
    );
    for (let death = 0; death < DELAYS.length; death += 1) {
      servers.at(-1)!.die();
      await until(() => servers.length === death + 2);
    }
    servers.at(-1)!.die();
    await until(() => kept.state().status === "failed");
    expect(kept.state()).toMatchObject({ problem: "PostgreSQL exited (signal SIGKILL) again within 60 s of each of 3 restarts" });
    expect(servers).toHaveLength(DELAYS.length + 1);
  });

  it("stops during a restart's wait without starting another server", async () => {
    const servers: ReturnType<typeof fakeServer>[] = [];
    const kept = await keepPostgres(
      async () => {
        servers.push(fakeServer());
        return servers.at(-1)!;
      },
      { delaysMs: [60_000] },
    );
    servers[0]!.die();
    await until(() => kept.state().status === "restarting");
    await kept.stop();
    expect(servers).toHaveLength(1);
  });
});
