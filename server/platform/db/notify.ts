/**
 * With PostgreSQL, every process hears of a publish the moment it commits: the publishing
 * transaction sends a NOTIFY (publishing.ts, `nextGeneration`), delivered at commit, and each
 * process LISTENs on a connection of its own. The one-second poll (main.ts) stays as the fallback
 * for a notification lost while that connection was down; it reconnects by itself.
 */
import pg from "pg";
import type { Logger } from "#server/platform/logger.ts";

export const PUBLISH_CHANNEL = "content_generation";

const RECONNECT_MS = 1_000;

/** Calls `onPublish` for each publish any process commits; resolves to a function that stops listening. */
export async function listenForPublishes(databaseUrl: string, onPublish: () => void, logger: Logger): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", () => onPublish());
    next.on("error", (error) => {
      logger.warn({ err: error, subsystem: "content" }, "content: the publish listener lost its connection; reconnecting");
      void next.end().catch(() => undefined);
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${PUBLISH_CHANNEL}`);
    client = next;
    // A publish may have come while no one listened.
    onPublish();
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(schedule);
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
