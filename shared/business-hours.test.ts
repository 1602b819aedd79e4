import { describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { clockTime, hoursRows, timeZoneName } from "./business-hours.ts";

describe("business hours as the contact page shows them", () => {
  it("puts the spec's default week on three rows", () => {
    expect(hoursRows(site.hours)).toEqual([
      { days: "Monday - Friday", time: "9:00 AM - 6:00 PM" },
      { days: "Saturday", time: "10:00 AM - 4:00 PM" },
      { days: "Sunday", time: "Closed" },
    ]);
    expect(timeZoneName(site.hours.timeZone)).toBe("Pacific Time");
  });

  it("groups only days that follow each other with the same hours", () => {
    const open = { opens: "08:30", closes: "12:00" };
    expect(hoursRows({ timeZone: "Europe/Berlin", days: [open, null, open, open, null, null, null] }, "Geschlossen")).toEqual([
      { days: "Monday", time: "8:30 AM - 12:00 PM" },
      { days: "Tuesday", time: "Geschlossen" },
      { days: "Wednesday - Thursday", time: "8:30 AM - 12:00 PM" },
      { days: "Friday - Sunday", time: "Geschlossen" },
    ]);
  });

  it("reads midnight and noon as people say them", () => {
    expect([clockTime("00:00"), clockTime("12:00"), clockTime("23:59")]).toEqual(["12:00 AM", "12:00 PM", "11:59 PM"]);
  });
});
