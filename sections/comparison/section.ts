/** The package matrix: a tick, a dash or a word per package. */
import { z } from "zod";
import { intro, line, sectionBand } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import type { Shape } from "#sections/picture.ts";

const comparisonValue = z.union([z.boolean(), line(40)]).meta({ widget: "included" });

export const comparisonSection = defineSection({
  schema: z.strictObject({
    type: z.literal("comparison"),
    ...sectionBand,
    intro,
    columns: z.strictObject({ feature: line(40).meta({ label: "Feature" }), essential: line(40).meta({ label: "Essential" }), growth: line(40).meta({ label: "Growth" }), enterprise: line(40).meta({ label: "Enterprise" }) }).meta({ label: "Columns" }),
    text: z.strictObject({ included: line(40).meta({ label: "Included" }), notIncluded: line(40).meta({ label: "Not included" }) }).meta({ label: "Text" }),
    rows: z.array(z.strictObject({ feature: line(80).meta({ label: "Feature" }), essential: comparisonValue.meta({ label: "Essential" }), growth: comparisonValue.meta({ label: "Growth" }), enterprise: comparisonValue.meta({ label: "Enterprise" }) })).min(1, "Add at least one row.").meta({ label: "Rows" }),
  }).meta({
    label: "Comparison matrix",
    help: "What each package includes, feature by feature.",
  }),
  picture: [[44, 6, 32, 4, "line"], [14, 16, 92, 50, "card"], ...[24, 34, 44, 54].flatMap((y) => [[18, y, 30, 2.5, "line"], ...[60, 76, 92].map((x) => [x, y - 1, 4, 4, y % 20 === 4 ? "line" : "primary"] as Shape)] as Shape[])],
});
