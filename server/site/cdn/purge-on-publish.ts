/**
 * After each publish, the shared cache in front drops exactly the pages that changed (their
 * surrogate keys, server/platform/http/shared-cache.ts), sent by one process: the one holding a
 * PostgreSQL advisory lock on a connection of its own (another takes over when it dies), so a
 * change is purged once, and the cache asks the origin once per page. The purge waits a moment
 * for the other processes, told by the same notification, to serve the new generation too: a
 * cache refilled from one still serving the old page would keep it. It runs beside the publish,
 * never in it: a failure is logged and tried again, and the cache's own lifetime bounds a page
 * whose purge never got through.
 */
import pg from "pg";
import type { Logger } from "#server/platform/logger.ts";
import { addressTag } from "#server/platform/http/shared-cache.ts";
import type { ChangedPages } from "#server/site/changed-pages.ts";
import type { Purger } from "./purger.ts";

/** What the other processes take to switch to a new generation after the notification (~10-100 ms). */
const SETTLE_MS = 300;
/** Waits before each new try of a failed purge: about half a minute in all. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 15_000];
const LOCK = "select pg_try_advisory_lock(hashtext('cdn_purge')) as leads";

export interface PurgeOnPublish {
  /** For ContentPages' onNewGeneration: purges the changed pages when this process leads. */
  onNewGeneration(changed: () => ChangedPages): void;
  /** Resolves once every purge begun has ended (done or given up). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface PurgeOnPublishOptions {
  purger: Purger;
  databaseUrl: string;
  logger: Logger;
  settleMs?: number;
  retryDelaysMs?: readonly number[];
  /** Does this process purge? By default, whether it holds the advisory lock (tests give their own). */
  leads?: () => Promise<boolean>;
}

export function startPurgeOnPublish({ purger, databaseUrl, logger, settleMs = SETTLE_MS, retryDelaysMs = RETRY_DELAYS_MS, leads: leadsBy }: PurgeOnPublishOptions): PurgeOnPublish {
  let client: Promise<pg.Client> | undefined;
  let leads = false;
  let stopped = false;
  const running = new Set<Promise<void>>();
  const log = { subsystem: "cdn", purger: purger.name };

  /** Does this process send the purges? Asked at each change: the lock is free again once its holder's connection closes. */
  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("error", (error) => {
      logger.warn({ ...log, err: error }, "cdn: the purge lock's connection was lost; another process may purge now");
      leads = false;
      client = undefined;
      void next.end().catch(() => undefined);
    });
    try {
      await next.connect();
      return next;
    } catch (error) {
      client = undefined;
      throw error;
    }
  };
  const lead = async (): Promise<boolean> => {
    if (leadsBy) return leadsBy();
    if (leads) return true;
    // One connection, however many changes ask at once: a second would hold a lock of its own.
    client ??= connect();
    const { rows } = await (await client).query<{ leads: boolean }>(LOCK);
    leads = rows[0]?.leads === true;
    if (leads) logger.info(log, `cdn: this process purges the ${purger.name} cache after each publish`);
    return leads;
  };

  const purgeChanged = async (changed: () => ChangedPages) => {
    if (!(await lead())) return;
    await sleep(settleMs);
    const pages = changed();
    await purgeAddresses(pages.direct);
    // Articles that show a changed post among their related ones: worked out after, between requests.
    await purgeAddresses(await pages.related());
  };

  const purgeAddresses = async (addresses: readonly string[]) => {
    if (addresses.length === 0) return;
    const keys = addresses.map(addressTag);
    for (let attempt = 0; !stopped; attempt++) {
      try {
        await purger.purge(keys);
        logger.info({ ...log, pages: addresses.length, addresses: addresses.slice(0, 20) }, `cdn: purged ${addresses.length} changed page${addresses.length === 1 ? "" : "s"}`);
        return;
      } catch (error) {
        const wait = retryDelaysMs[attempt];
        if (wait === undefined) {
          logger.error(
            { ...log, err: error, pages: addresses.length, addresses: addresses.slice(0, 20) },
            `cdn: could not purge ${addresses.length} changed page(s) after ${attempt + 1} tries; the cache serves them until their lifetime ends`,
          );
          return;
        }
        logger.warn({ ...log, err: error, attempt: attempt + 1 }, `cdn: purge failed; trying again in ${wait / 1000} s`);
        await sleep(wait);
      }
    }
  };

  return {
    onNewGeneration(changed) {
      if (stopped) return;
      const run = purgeChanged(changed).catch((error: unknown) => logger.warn({ ...log, err: error }, "cdn: could not take the purge lock; this change is not purged by this process"));
      running.add(run);
      void run.finally(() => running.delete(run));
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async stop() {
      stopped = true;
      await client?.then((connected) => connected.end()).catch(() => undefined);
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
