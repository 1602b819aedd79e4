import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Turns, type EndTurn } from "./turns.ts";

/** Asks for a turn and records that it started (or was replaced), and its end. */
function recorder() {
  const started: string[] = [];
  const ends = new Map<string, EndTurn>();
  const ask = (turns: Turns, key: string, label = key) =>
    turns.take(key).then((end) => {
      started.push(end ? label : `${label} replaced`);
      if (end) ends.set(label, end);
    });
  return { started, ends, ask };
}

const after = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("turns", () => {
  it("gives one turn at a time, in the order asked, each after a rest as long as the last took", async () => {
    const turns = new Turns();
    const { started, ends, ask } = recorder();
    void ask(turns, "ann");
    void ask(turns, "bob");
    void ask(turns, "ann", "ann again");
    await after(0);
    expect(started).toEqual(["ann"]);
    expect(turns.load).toEqual({ busy: true, waiting: 2 });
    await after(60);
    ends.get("ann")!();
    ends.get("ann")!();
    // Ann's turn took 60 ms: Bob's starts 60 ms after it ended, not before.
    await after(59);
    expect(started).toEqual(["ann"]);
    await after(1);
    expect(started).toEqual(["ann", "bob"]);
    await after(10);
    ends.get("bob")!();
    await after(9);
    expect(started).toEqual(["ann", "bob"]);
    await after(1);
    expect(started).toEqual(["ann", "bob", "ann again"]);
    ends.get("ann again")!();
    // Nobody waits: the next request after the rest starts at once.
    await after(1);
    void ask(turns, "cy");
    await after(0);
    expect(started.at(-1)).toBe("cy");
  });

  it("lets a key's newer request take its older one's place in line: a thousand at once hold one place", async () => {
    const turns = new Turns();
    const { started, ends, ask } = recorder();
    void ask(turns, "mallory", "first");
    for (let i = 0; i < 1_000; i++) void ask(turns, "mallory", `flood ${i}`);
    void ask(turns, "bob");
    await after(0);
    expect(started.filter((entry) => entry.endsWith("replaced"))).toHaveLength(999);
    expect(started.filter((entry) => !entry.endsWith("replaced"))).toEqual(["first"]);
    expect(turns.load).toEqual({ busy: true, waiting: 2 });
    await after(5);
    ends.get("first")!();
    await after(5);
    // Mallory asked first: her newest request keeps her place, Bob's comes next.
    expect(started.at(-1)).toBe("flood 999");
    await after(5);
    ends.get("flood 999")!();
    await after(5);
    expect(started.at(-1)).toBe("bob");
  });
});
