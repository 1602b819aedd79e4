import { describe, expect, it } from "vitest";
import { memoryLogger } from "#server/platform/logger.ts";
import { addressTag } from "#server/platform/http/shared-cache.ts";
import { startPurgeOnPublish } from "./purge-on-publish.ts";
import type { Purger } from "./purger.ts";
import type { ChangedPages } from "#server/site/changed-pages.ts";

/** A purger that fails its first `failures` calls, and records what it was asked. */
function flakyPurger(failures: number): Purger & { purged: string[][] } {
  let calls = 0;
  const purged: string[][] = [];
  return {
    name: "test",
    purged,
    async purge(keys) {
      calls += 1;
      if (calls <= failures) throw new Error(`cache unreachable (${calls})`);
      purged.push([...keys]);
    },
    async purgeAll() {},
  };
}

/** The log's lines as written (JSON). */
const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as { level: string | number; msg: string });

/** Pages changed directly, and articles whose related posts changed (worked out later). */
const changed = (direct: string[], related: string[] = []): ChangedPages => ({ direct, related: async () => related });

const options = { databaseUrl: "postgres://unused", settleMs: 0, retryDelaysMs: [1, 1, 1] };

describe("startPurgeOnPublish", () => {
  it("purges the changed pages' keys, trying again after failures, and logs it", async () => {
    const { logger, lines: written } = memoryLogger();
    const lines = () => parsed(written);
    const purger = flakyPurger(2);
    const purging = startPurgeOnPublish({ ...options, purger, logger, leads: async () => true });
    purging.onNewGeneration(() => changed(["/blog/a", "/blog"], ["/blog/b"]));
    await purging.idle();
    expect(purger.purged).toEqual([[addressTag("/blog/a"), addressTag("/blog")], [addressTag("/blog/b")]]);
    expect(lines().filter((line) => line.msg.startsWith("cdn: purge failed"))).toHaveLength(2);
    expect(
      lines()
        .filter((line) => line.msg.startsWith("cdn: purged"))
        .map((line) => line.msg),
    ).toEqual(["cdn: purged 2 changed pages", "cdn: purged 1 changed page"]);
  });

  it("gives up after the last try with an error in the log, and never throws at the publish", async () => {
    const { logger, lines: written } = memoryLogger();
    const lines = () => parsed(written);
    const purger = flakyPurger(10);
    const purging = startPurgeOnPublish({ ...options, purger, logger, leads: async () => true });
    expect(() => purging.onNewGeneration(() => changed(["/pricing"]))).not.toThrow();
    await purging.idle();
    expect(purger.purged).toEqual([]);
    expect(lines().filter((line) => (line.level === "error" || line.level === 50) && line.msg.includes("could not purge 1 changed page"))).toHaveLength(1);
  });

  it("leaves the purge to the process that leads, and works nothing out when it does not", async () => {
    const { logger } = memoryLogger();
    const purger = flakyPurger(0);
    const purging = startPurgeOnPublish({ ...options, purger, logger, leads: async () => false });
    let asked = false;
    purging.onNewGeneration(() => {
      asked = true;
      return changed(["/pricing"]);
    });
    await purging.idle();
    expect(asked).toBe(false);
    expect(purger.purged).toEqual([]);
  });

  it("sends nothing when no page changed (a redirect, a setting no page shows)", async () => {
    const { logger } = memoryLogger();
    const purger = flakyPurger(0);
    const purging = startPurgeOnPublish({ ...options, purger, logger, leads: async () => true });
    purging.onNewGeneration(() => changed([]));
    await purging.idle();
    expect(purger.purged).toEqual([]);
  });
});
