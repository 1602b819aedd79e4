/**
 * Conversions the site records itself, first party and without identifiers, for the admin app's
 * reports: a visit to the booking page (once per tab) and a demo booked there (the scheduler's
 * booked event). Each carries the visit's attribution, like a lead.
 */
export const CONVERSIONS_ENDPOINT = "/api/conversions";
export const CONVERSION_KINDS = ["booking_visit", "demo_booked"] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

export function isConversionKind(value: unknown): value is ConversionKind {
  return typeof value === "string" && (CONVERSION_KINDS as readonly string[]).includes(value);
}
