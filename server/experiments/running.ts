/**
 * When an experiment counts (docs/experiments.md): from its start to its stop (or its end once
 * reached, or now), less every pause. What happens outside these spans, a view or a conversion, is
 * not counted, and the days it ran are the days of these spans.
 */
import type { ExperimentPause } from "#server/platform/db/schema.ts";

export const DAY_MS = 24 * 3600 * 1000;

export interface RunSchedule {
  startedAt: Date | null;
  stoppedAt: Date | null;
  endsAt: Date | null;
  /** Each pause, its end null while it lasts (written by pause and resume). */
  pauses: readonly ExperimentPause[];
}

export interface Span {
  from: Date;
  to: Date;
}

/** When counting ends: its stop, else its end once reached, else now. */
export function countedUntil({ stoppedAt, endsAt }: RunSchedule, now: Date): Date {
  if (stoppedAt) return stoppedAt;
  return endsAt && endsAt < now ? endsAt : now;
}

/** The spans it ran, in order, none empty: its start to `countedUntil`, less its pauses (one still on lasts to then). */
export function runningSpans(schedule: RunSchedule, now: Date): Span[] {
  const { startedAt } = schedule;
  const until = countedUntil(schedule, now);
  if (!startedAt || until <= startedAt) return [];
  const pauses = schedule.pauses
    .map((pause) => ({ from: new Date(pause.from), to: pause.to ? new Date(pause.to) : until }))
    .filter((pause) => !Number.isNaN(pause.from.getTime()) && !Number.isNaN(pause.to.getTime()))
    .sort((a, b) => a.from.getTime() - b.from.getTime());
  const spans: Span[] = [];
  let cursor = startedAt;
  for (const pause of pauses) {
    if (cursor >= until) break;
    if (pause.from > cursor) spans.push({ from: cursor, to: pause.from < until ? pause.from : until });
    if (pause.to > cursor) cursor = pause.to;
  }
  if (cursor < until) spans.push({ from: cursor, to: until });
  return spans;
}

/** The days it ran, paused time left out. */
export function activeDaysOf(spans: readonly Span[]): number {
  return spans.reduce((total, span) => total + (span.to.getTime() - span.from.getTime()), 0) / DAY_MS;
}
