import { describe, expect, it } from "vitest";
import { isStaffApp, staffApp } from "./route-handle.ts";

describe("isStaffApp", () => {
  it("is true only when a matched route is one of the inbox's", () => {
    expect(isStaffApp([{ handle: undefined }, { handle: staffApp }])).toBe(true);
    expect(isStaffApp([{ handle: undefined }, { handle: { other: true } }])).toBe(false);
  });
});
