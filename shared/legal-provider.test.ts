import { describe, expect, it } from "vitest";
import { legalKindOf } from "./legal-provider.ts";

describe("which legal document a path publishes", () => {
  it("is the privacy policy at /privacy and the terms at /terms (one route module serves both)", () => {
    expect(legalKindOf("/privacy")).toBe("privacy");
    expect(legalKindOf("/terms")).toBe("terms");
  });

  it("is none anywhere else: a misrouted path fails the build instead of showing the wrong document", () => {
    expect(() => legalKindOf("/privacy/")).toThrow(/No legal document/);
    expect(() => legalKindOf("/cookies")).toThrow(/No legal document/);
  });
});
