import { describe, expect, it } from "vitest";
import { keepStep, keepsBefore, REVISION_WINDOW_MS, type LatestRevision } from "./revision-rules.ts";

const at = new Date("2026-12-06T10:00:00Z");
const later = (ms: number) => new Date(at.getTime() + ms);
const latest = (kind: LatestRevision["kind"], actor = "a@vendor.example"): LatestRevision => ({ kind, actor, at });
const save = (kind: LatestRevision["kind"], ms = 60_000, actor = "a@vendor.example") => ({ kind, actor, now: later(ms) });

describe("when a save becomes a revision of its own", () => {
  it("merges one person's autosaves within the window, and nobody else's", () => {
    expect(keepStep(latest("edit"), save("edit"), false)).toBe("merge");
    expect(keepStep(latest("conflict"), save("conflict"), false)).toBe("merge");
    expect(keepStep(latest("edit"), save("edit", REVISION_WINDOW_MS), false)).toBe("new");
    expect(keepStep(latest("edit"), save("edit", 60_000, "b@vendor.example"), false)).toBe("new");
    expect(keepStep(latest("conflict"), save("edit"), false)).toBe("new");
    expect(keepStep(undefined, save("edit"), false)).toBe("new");
  });

  it("never merges into a published or named version, nor a restore, an import or an experiment's winner", () => {
    for (const kind of ["published", "named", "restore", "import", "experiment", "before"] as const) {
      expect(keepStep(latest(kind), save("edit", 1_000), false)).toBe("new");
      expect(keepStep(latest(kind), save("edit", 1_000), true)).toBe("new");
    }
    expect(keepStep(latest("restore"), save("restore", 1_000), false)).toBe("new");
  });

  it("records a version once: published or named again adds nothing (a new name renames it), an autosave of the copy named is kept as it", () => {
    expect(keepStep(latest("published", "editor@vendor.example"), save("published", 5 * REVISION_WINDOW_MS), true)).toBe("same");
    expect(keepStep(latest("named"), save("named"), true)).toBe("same");
    expect(keepStep(latest("named"), save("named"), false)).toBe("new");
    expect(keepStep(latest("edit"), save("named"), true)).toBe("mark");
    expect(keepStep(latest("edit"), save("named"), false)).toBe("new");
    expect(keepStep(latest("restore"), save("named"), true)).toBe("new");
    expect(keepStep(latest("published"), save("named"), true)).toBe("new");
  });

  it("keeps the copy before the studio only beside a save that changes it", () => {
    expect([keepsBefore("edit"), keepsBefore("restore"), keepsBefore("published"), keepsBefore("named")]).toEqual([true, true, false, false]);
  });
});
