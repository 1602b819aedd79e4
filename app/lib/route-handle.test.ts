import { describe, expect, it } from "vitest";
import { hydrate, isReachedFromSite, needsHydration, reachedFromSite, adminApp } from "./route-handle.ts";

describe("needsHydration", () => {
  it("is false for a page whose routes do not ask for it", () => {
    expect(needsHydration([{ handle: undefined }, { handle: undefined }])).toBe(false);
    expect(needsHydration([{ handle: undefined }, { handle: { other: true } }])).toBe(false);
  });

  it("is true when a matched route asks for it", () => {
    expect(needsHydration([{ handle: undefined }, { handle: hydrate }])).toBe(true);
  });
});

describe("isReachedFromSite", () => {
  it("is true only when a matched route says visitors reach it from the site", () => {
    expect(isReachedFromSite([{ handle: undefined }, { handle: reachedFromSite }])).toBe(true);
    expect(isReachedFromSite([{ handle: undefined }, { handle: hydrate }])).toBe(false);
    expect(isReachedFromSite([{ handle: undefined }, { handle: adminApp }])).toBe(false);
  });
});
