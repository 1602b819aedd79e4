import { describe, expect, it } from "vitest";
import { dayInWords, formatLongDate, formatShortDate, formatDay } from "./dates.ts";

describe("article dates", () => {
  it("formats short US dates for cards", () => {
    expect(formatShortDate("2025-03-10")).toBe("Mar 10, 2025");
    expect(formatShortDate("2024-12-15")).toBe("Dec 15, 2024");
  });
  it("formats long US dates for the article header", () => {
    expect(formatLongDate("2025-01-01")).toBe("January 1, 2025");
  });
  it("formats every month the way Intl's en-US formatter does", () => {
    const short = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    const long = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, "0")}-${month === 2 ? "28" : "30"}`;
      const date = new Date(`${day}T00:00:00Z`);
      expect(formatShortDate(day)).toBe(short.format(date));
      expect(formatLongDate(day)).toBe(long.format(date));
    }
  });
  it("says an instant's day in UTC, whatever the server's zone", () => {
    expect(dayInWords(new Date("2027-03-03T23:30:00-05:00"))).toBe("March 4, 2027");
  });
  it("rejects something that is not a date", () => {
    expect(() => formatShortDate("2025-13-45")).toThrow(RangeError);
    expect(() => formatShortDate("2025-02-30")).toThrow(RangeError);
    expect(() => formatLongDate("March 3")).toThrow(RangeError);
  });
});

describe("formatDay", () => {
  it("keeps the default locale's hand-written format and writes another locale's by Intl, in UTC", () => {
    expect(formatDay("2025-03-10", "long")).toBe("March 10, 2025");
    expect(formatDay("2025-03-10", "short", "en-US")).toBe("Mar 10, 2025");
    expect(formatDay("2025-03-10", "long", "de")).toBe("10. März 2025");
    expect(formatDay("2025-01-01", "short", "de")).toBe("1. Jan. 2025");
    expect(formatDay("2025-03-10", "long", "ar")).toContain("2025");
    expect(() => formatDay("2025-02-30", "long", "de")).toThrow(RangeError);
  });
});
