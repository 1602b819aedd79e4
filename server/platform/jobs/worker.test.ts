import { describe, expect, it } from "vitest";
import type { Database } from "#server/platform/db/database.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { JobWorker } from "./worker.ts";

/** A database whose claim query answers with nothing due, or never answers at all. */
function fakeDatabase(answer: "nothing due" | "never"): Database {
  const execute = () => (answer === "never" ? new Promise(() => undefined) : Promise.resolve({ rows: [] }));
  return { execute } as unknown as Database;
}

function worker(db: Database) {
  return new JobWorker({ db, name: "test", queue: QUEUE, kinds: ["a"], handlers: {}, maxAttempts: 3, baseDelayMs: 10, pollMs: 50, leaseMs: 1_000, logger: memoryLogger().logger });
}

const QUEUE = { name: "outbox", kindColumn: "channel", subjectColumn: "message_id", doneStatus: "delivered", doneAtColumn: "delivered_at", handlerNoun: "delivery" } as const;

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("JobWorker.health (readiness)", () => {
  it("is fine while passes keep finishing, and names a worker that has not finished one for too long", async () => {
    const idle = worker(fakeDatabase("nothing due"));
    idle.start();
    await settle();
    expect(idle.health()).toEqual({ ok: true });
    // Passes run every 50 ms; 31 s without one means the timer is gone (the allowance is at least 30 s).
    expect(idle.health(performance.now() + 31_000)).toEqual({ ok: false, problem: expect.stringMatching(/^no pass for 3\d s$/) });
    await idle.stop();
  });

  it("names a pass that has outlived its lease (stuck on something no deadline covers)", async () => {
    const stuck = worker(fakeDatabase("never"));
    stuck.start();
    await settle();
    expect(stuck.health()).toEqual({ ok: true });
    expect(stuck.health(performance.now() + 1_100)).toEqual({ ok: false, problem: expect.stringMatching(/^a pass has run for 1 s$/) });
    // stop() would wait for the pass that never ends; the test only needs it to stop claiming.
    void stuck.stop();
  });

  it("is not ready once stopped", async () => {
    const stopped = worker(fakeDatabase("nothing due"));
    stopped.start();
    await stopped.stop();
    expect(stopped.health()).toEqual({ ok: false, problem: "stopped" });
  });
});
