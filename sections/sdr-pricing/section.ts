/** AI SDR's plans, benchmarks, what is included, ROI and add-ons. */
import { z } from "zod";
import { icon, intro, line, paragraph, price, sectionBase } from "#shared/pages/fields.ts";
import { addOn, billingCopy, packageLabels } from "#sections/pricing-fields.ts";
import { defineSection } from "#sections/define.ts";
import { row } from "#sections/picture.ts";

export const sdrPricingSection = defineSection({
  schema: z.strictObject({
    type: z.literal("sdr-pricing"),
    ...sectionBase,
    intro,
    billing: billingCopy.pick({ perMonth: true, setupFee: true }).meta({ label: "Billing" }),
    labels: packageLabels.meta({ label: "Labels" }),
    plans: z
      .array(z.strictObject({ name: line(40).meta({ label: "Name" }), description: paragraph(300).meta({ label: "Description" }), monthly: price.meta({ label: "Monthly price" }), setupFee: price.meta({ label: "Setup fee" }), features: z.array(line(80)).min(1).meta({ label: "Features" }), featured: z.boolean().optional().meta({ label: "Highlighted" }) }))
      .min(1, "Add at least one plan.").meta({ label: "Plans" }),
    benchmarksIntro: intro.meta({ label: "Benchmarks intro" }),
    benchmarks: z.array(z.strictObject({ icon, label: line(80).meta({ label: "Label" }), value: line(24).meta({ label: "Value" }) })).meta({ label: "Benchmarks" }),
    includedTitle: line(80).meta({ label: "Included title" }),
    included: z.array(line(200)).meta({ label: "Included" }),
    roiTitle: line(80).meta({ label: "Roi title" }),
    roi: z.array(z.strictObject({ value: line(24).meta({ label: "Value" }), label: line(200).meta({ label: "Label" }) })).meta({ label: "Roi" }),
    addOnsTitle: line(80).meta({ label: "Add ons title" }),
    addOnColumns: z.tuple([line(40), line(40), line(40)]).meta({ label: "Add on columns" }),
    addOns: z.array(addOn).meta({ label: "Add ons" }),
  }).meta({
    label: "AI SDR pricing",
    help: "AI SDR's plans, benchmarks, inclusions, ROI and add-ons.",
  }),
  picture: [[0, 0, 120, 72, "ink"], [44, 6, 32, 4, "soft"], ...row(3, 16, 30, "card"), ...row(3, 22, 6, "primary"), ...row(3, 52, 12, "soft")],
});
