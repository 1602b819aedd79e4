import { describe, expect, it } from "vitest";
import { watchDiskSpace } from "./disk-space.ts";

const diskFull = () => Object.assign(new Error('could not extend file "base/1/2": No space left on device'), { code: "53100" });

describe("watchDiskSpace", () => {
  it("fails readiness from the first write refused for want of space until a probe write succeeds, and says so once each way", async () => {
    let spaceLeft = false;
    const changes: Array<[boolean, string | undefined]> = [];
    const watch = watchDiskSpace(
      async () => {
        if (!spaceLeft) throw diskFull();
      },
      (full, cause) => changes.push([full, cause]),
    );
    expect(await watch.check()).toBeUndefined();

    watch.note(Object.assign(new Error("deadlock detected"), { code: "40P01" }));
    expect(await watch.check()).toBeUndefined();

    for (let request = 0; request < 5; request += 1) watch.note(new Error("Failed query", { cause: diskFull() }));
    expect(await watch.check()).toMatch(/^writes fail, the disk is full \(53100 could not extend file/);
    expect(await watch.check()).toMatch(/disk is full/);

    spaceLeft = true;
    expect(await watch.check()).toBeUndefined();
    expect(await watch.check()).toBeUndefined();
    expect(changes).toEqual([
      [true, '53100 could not extend file "base/1/2": No space left on device'],
      [false, undefined],
    ]);
  });
});
