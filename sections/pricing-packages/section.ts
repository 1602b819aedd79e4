/** The billing switch (monthly / annual) and the core packages with their prices. */
import { z } from "zod";
import { anchor, cta, line, paragraph, price, sectionBand } from "#shared/pages/fields.ts";
import { billingCopy, packageLabels } from "#sections/pricing-fields.ts";
import { defineSection } from "#sections/define.ts";
import { row } from "#sections/picture.ts";

export const pricingPackagesSection = defineSection({
  schema: z.strictObject({
    type: z.literal("pricing-packages"),
    ...sectionBand,
    billing: billingCopy.meta({ label: "Billing" }),
    labels: packageLabels.meta({ label: "Labels" }),
    items: z
      .array(
        z.strictObject({
          id: anchor,
          name: line(40).meta({ label: "Name" }),
          description: paragraph(300).meta({ label: "Description" }),
          monthly: price.meta({ label: "Monthly price" }),
          setupFee: price.meta({ label: "Setup fee" }),
          modules: z.array(line(80)).min(1, "List at least one included system.").meta({ label: "Modules" }),
          bestFor: line(200).meta({ label: "Best for" }),
          featured: z.boolean().optional().meta({ label: "Highlighted" }),
          cta,
        }),
      )
      .min(1, "Add at least one package.").meta({ label: "Items" }),
  }).meta({
    label: "Pricing packages",
    help: "The billing switch and the packages with their prices.",
  }),
  picture: [[46, 6, 28, 6, "soft"], ...row(3, 18, 48, "card"), [42, 18, 36, 48, "soft"], ...row(3, 26, 7, "primary"), ...row(3, 40, 2.5, "line"), ...row(3, 46, 2.5, "line")],
});
