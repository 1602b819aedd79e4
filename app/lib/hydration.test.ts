import { describe, expect, it } from "vitest";
import { hydrate, needsHydration } from "./hydration.ts";

describe("needsHydration", () => {
  it("is false for a page whose routes do not ask for it", () => {
    expect(needsHydration([{ handle: undefined }, { handle: undefined }])).toBe(false);
    expect(needsHydration([{ handle: undefined }, { handle: { other: true } }])).toBe(false);
  });

  it("is true when a matched route asks for it", () => {
    expect(needsHydration([{ handle: undefined }, { handle: hydrate }])).toBe(true);
  });
});
