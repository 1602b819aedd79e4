/**
 * What has expired is deleted, not only refused: staff sessions past either expiry, preview links
 * past their time, sign-in throttle windows that have ended, spent proofs of work past their expiry (ASVS 5.0 asks that ended sessions
 * be gone from the server). At start and every hour, in every process; deleting twice is harmless.
 */
import { sweepSessions } from "#server/auth/sessions.ts";
import { sweepThrottleWindows } from "#server/auth/throttle.ts";
import { sweepPreviewLinks } from "#server/documents/previews.ts";
import type { Database } from "#server/platform/db/database.ts";
import { sweepSpentChallenges } from "#server/platform/http/spent-challenges.ts";
import type { Logger } from "#server/platform/logger.ts";

export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

export interface Swept {
  sessions: number;
  previewLinks: number;
  throttleWindows: number;
  spentChallenges: number;
}

export async function sweepExpired(db: Database, now = new Date()): Promise<Swept> {
  return {
    sessions: await sweepSessions(db, now),
    previewLinks: await sweepPreviewLinks(db, now),
    throttleWindows: await sweepThrottleWindows(db, now),
    spentChallenges: await sweepSpentChallenges(db, now),
  };
}

export interface Housekeeping {
  /** Sweeps now (the timer's pass, on demand). */
  sweepNow: () => Promise<Swept>;
  stop: () => void;
}

/** Sweeps once before it answers (so a closing process never sweeps a closed store), then every hour. */
export async function startHousekeeping(db: Database, logger: Logger): Promise<Housekeeping> {
  const sweepNow = async () => {
    const swept = await sweepExpired(db);
    if (Object.values(swept).some((count) => count > 0)) logger.info({ subsystem: "housekeeping", ...swept }, "housekeeping: deleted what has expired");
    return swept;
  };
  const sweep = () => sweepNow().catch((error: unknown) => logger.warn({ err: error, subsystem: "housekeeping" }, "housekeeping: the sweep could not run"));
  await sweep();
  const timer = setInterval(() => void sweep(), HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return { sweepNow, stop: () => clearInterval(timer) };
}
