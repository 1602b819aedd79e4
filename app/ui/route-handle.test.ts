import { describe, expect, it } from "vitest";
import { adminApp, isAdminApp } from "./route-handle.ts";

describe("isAdminApp", () => {
  it("is true only when a matched route is one of the admin app's", () => {
    expect(isAdminApp([{ handle: undefined }, { handle: adminApp }])).toBe(true);
    expect(isAdminApp([{ handle: undefined }, { handle: { other: true } }])).toBe(false);
  });
});
