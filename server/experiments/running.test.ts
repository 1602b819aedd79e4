import { describe, expect, it } from "vitest";
import { activeDaysOf, runningSpans, type RunSchedule } from "./running.ts";

const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 11, day, hour));
const iso = (date: Date) => date.toISOString();
const schedule = (overrides: Partial<RunSchedule>): RunSchedule => ({ startedAt: at(1), stoppedAt: null, endsAt: null, pauses: [], ...overrides });
const spansOf = (overrides: Partial<RunSchedule>, now = at(11)) => runningSpans(schedule(overrides), now).map(({ from, to }) => [iso(from), iso(to)]);

describe("when an experiment counts", () => {
  it("from its start to now, its stop, or its end once reached", () => {
    expect(spansOf({})).toEqual([[iso(at(1)), iso(at(11))]]);
    expect(spansOf({ stoppedAt: at(5) })).toEqual([[iso(at(1)), iso(at(5))]]);
    expect(spansOf({ endsAt: at(8) })).toEqual([[iso(at(1)), iso(at(8))]]);
    expect(spansOf({ endsAt: at(20) })).toEqual([[iso(at(1)), iso(at(11))]]);
    expect(spansOf({ startedAt: null })).toEqual([]);
  });

  it("less every pause, one still on lasting to now", () => {
    const pauses = [
      { from: iso(at(3)), to: iso(at(4)) },
      { from: iso(at(9)), to: null },
    ];
    expect(spansOf({ pauses })).toEqual([
      [iso(at(1)), iso(at(3))],
      [iso(at(4)), iso(at(9))],
    ]);
    expect(activeDaysOf(runningSpans(schedule({ pauses }), at(11)))).toBe(7);
  });

  it("whatever order the pauses are in, and a pause past its stop changes nothing", () => {
    const pauses = [
      { from: iso(at(6)), to: iso(at(7)) },
      { from: iso(at(2)), to: iso(at(3)) },
      { from: iso(at(9)), to: iso(at(10)) },
    ];
    expect(spansOf({ pauses, stoppedAt: at(8) })).toEqual([
      [iso(at(1)), iso(at(2))],
      [iso(at(3)), iso(at(6))],
      [iso(at(7)), iso(at(8))],
    ]);
  });

  it("paused all along: nothing counts, no day has run", () => {
    const spans = runningSpans(schedule({ pauses: [{ from: iso(at(1)), to: null }] }), at(11));
    expect(spans).toEqual([]);
    expect(activeDaysOf(spans)).toBe(0);
  });
});
