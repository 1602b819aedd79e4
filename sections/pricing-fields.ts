/** What the price sections share: the billing switch's words, the packages' labels, an add-on. */
import { z } from "zod";
import { line, paragraph, price, storable } from "#shared/pages/fields.ts";

export const billingCopy = z.strictObject({
  legend: line(40).meta({ label: "Legend" }),
  monthly: line(20).meta({ label: "Monthly option's label" }),
  annual: line(20).meta({ label: "Annual option's label" }),
  annualBadge: line(20).meta({ label: "Annual badge" }),
  note: line(200).meta({ label: "Note under the buttons" }),
  announceMonthly: line(120).meta({ label: "Announce monthly" }),
  announceAnnual: line(120).meta({ label: "Announce annual" }),
  perMonth: line(20).meta({ label: "Per month" }),
  setupFee: line(40).meta({ label: "Setup fee" }),
  custom: line(20).meta({ label: "Custom" }),
});

export const packageLabels = z.strictObject({ modules: line(40).meta({ label: "Modules" }), bestFor: line(40).meta({ label: "Best for" }), featured: line(30).meta({ label: "Highlighted" }) });

export const addOn = z.strictObject({ name: line(80).meta({ label: "Name" }), price, unit: z.string().trim().max(40, "Keep this under 40 characters.").refine(...storable).meta({ label: "Unit" }), description: paragraph(300).meta({ label: "Description" }) });
