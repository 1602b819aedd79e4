import { describe, expect, it } from "vitest";
import { DelayedBatch } from "./delayed-batch.ts";

describe("a delayed batch", () => {
  it("still holds what it is writing, so a reader that missed it in the table finds it here", async () => {
    let finishWrite!: () => void;
    const written: string[][] = [];
    const batch = new DelayedBatch<string>(
      (items) => new Promise<void>((resolve) => (finishWrite = () => (written.push(items), resolve()))),
      () => {},
      { delayMs: 60_000 },
    );
    batch.add("a", "view of a");
    const flushed = batch.flush();
    batch.add("b", "view of b");
    await Promise.resolve();
    expect([...batch.held()].sort()).toEqual(["view of a", "view of b"]);
    finishWrite();
    await flushed;
    expect(written).toEqual([["view of a"]]);
    expect([...batch.held()]).toEqual(["view of b"]);
  });
});
