import { describe, expect, it } from "vitest";
import { moved } from "./lists.ts";

describe("moving an item of a list", () => {
  it("moves it by one place, and nowhere past either end", () => {
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, 3)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 5, 0)).toEqual(["a", "b", "c"]);
  });
});
