/** The schedule's one handler run for a test, with its clock where the test puts it. */
import { expect } from "vitest";
import { createScheduleWorkers } from "#server/documents/jobs.ts";
import type { DocumentKind, DocumentRow } from "#server/documents/kind.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import type { Harness } from "./harness.ts";

/** Runs the schedule's one handler for `kind` with its clock at `now`, until `done` holds. */
export async function runSchedule<Row extends DocumentRow, Copy>(h: Harness, kind: DocumentKind<Row, Copy>, now: Date, done: () => Promise<boolean>) {
  const [worker] = createScheduleWorkers([kind as unknown as DocumentKind], { db: h.pipeline.database.db, logger: memoryLogger().logger, pollMs: 100, now: () => now });
  worker!.start();
  try {
    await expect.poll(done, { timeout: 10_000 }).toBe(true);
  } finally {
    await worker!.stop();
  }
}
