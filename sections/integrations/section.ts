import { z } from "zod";
import { line, sectionBand } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { row } from "#sections/picture.ts";

export const integrationsSection = defineSection({
  schema: z.strictObject({
    type: z.literal("integrations"),
    ...sectionBand,
    items: z.array(z.strictObject({ name: line(40).meta({ label: "Name" }), kind: line(40).meta({ label: "Kind" }) })).min(1, "Add at least one integration.").meta({ label: "Items" }),
  }).meta({
    label: "Integrations",
    help: "The tools the product works with.",
  }),
  picture: [[44, 10, 32, 4, "line"], ...row(5, 30, 12, "card", 3), ...row(5, 34, 3, "line", 3)],
});
