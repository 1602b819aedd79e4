import { describe, expect, it } from "vitest";
import { ApiError } from "#app/admin/lib/admin-api.ts";
import { refusalIn } from "./new-document.ts";

describe("a new document's refusal in its dialog", () => {
  const refused = (problems?: Record<string, string>) => new ApiError(422, Object.values(problems ?? { page: "Refused." }).join(" "), undefined, problems);

  it("stands beside the dialog's own fields when it names only them", () => {
    expect(refusalIn(refused({ path: "Taken." }), ["locale", "path"])).toEqual({ error: "Taken.", problems: { path: "Taken." } });
  });

  it("is said in words when it names a field the dialog has no control for, so the dialog never just does nothing", () => {
    expect(refusalIn(refused({ "sections.1.billing.annualBadge": "Keep this under 20 characters." }), ["locale", "path"])).toEqual({ error: "Keep this under 20 characters." });
    expect(refusalIn(new ApiError(409, "Already translated."), ["locale", "path"])).toEqual({ error: "Already translated." });
  });
});
