/**
 * On a full disk PostgreSQL still answers `SELECT 1`, while each write that needs a new block fails
 * with SQLSTATE 53100 (disk_full). So the database remembers a write refused for want of space: from
 * then on readiness fails, and each readiness check probes a small write, until one succeeds. The
 * change is logged once each way, not once per refused request.
 */
import { isDiskFull, rootCause } from "./availability.ts";

/** Readiness's answer while writes fail for want of space (database.ts' ping throws it). */
export class WritesFailing extends Error {}

export interface SpaceWatch {
  /** Every failed query passes here: a disk-full error marks the store full. */
  note: (error: unknown) => void;
  /** Undefined while writes can be made; otherwise why not (a probe write is tried first). */
  check: () => Promise<string | undefined>;
}

/**
 * `probe` makes a write that needs a new block on disk and undoes it. `onChange` hears when writes
 * start failing for want of space (with PostgreSQL's words) and when they succeed again.
 */
export function watchDiskSpace(probe: () => Promise<void>, onChange: (full: boolean, cause?: string) => void): SpaceWatch {
  let cause: string | undefined;
  const note = (error: unknown) => {
    if (cause !== undefined || !isDiskFull(error)) return;
    cause = rootCause(error);
    onChange(true, cause);
  };
  return {
    note,
    check: async () => {
      if (cause === undefined) return undefined;
      try {
        await probe();
      } catch (error) {
        // A probe that fails otherwise (the database away) is readiness's other check's to report.
        if (isDiskFull(error)) return `writes fail, the disk is full (${cause})`;
        return undefined;
      }
      cause = undefined;
      onChange(false);
      return undefined;
    },
  };
}
