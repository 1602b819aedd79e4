import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path.ts";

describe("canonicalPath", () => {
  it("drops trailing slashes and collapses runs of them", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/pricing")).toBe("/pricing");
    expect(canonicalPath("/pricing/")).toBe("/pricing");
    expect(canonicalPath("/blog//post///")).toBe("/blog/post");
    expect(canonicalPath("////")).toBe("/");
  });

  it("never answers a protocol-relative path that would leave the site", () => {
    for (const path of ["//evil.example/", "///evil.example/", "//evil.example", "/\\/evil.example/"]) {
      expect(canonicalPath(path).startsWith("//"), path).toBe(false);
    }
  });

  it("takes linear time on a long run of slashes", () => {
    const hostile = `${"/".repeat(15_000)}a/`;
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) expect(canonicalPath(hostile)).toBe("/a");
    expect(performance.now() - started).toBeLessThan(200);
  });
});
