import { describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { isOpen, nextOpening, replyDue } from "./business-time.ts";

// The site's default hours: Mon-Fri 9-18, Sat 10-16, Sun closed, on Pacific time (America/Los_Angeles).
const hours = site.hours;
const at = (iso: string) => new Date(iso);

describe("the 24-hour promise on the office's clock", () => {
  it("knows when the office is open, in its own time zone", () => {
    expect(isOpen(at("2026-11-23T17:00:00Z"), hours)).toBe(true); // Mon 09:00 PST
    expect(isOpen(at("2026-11-23T16:59:59Z"), hours)).toBe(false); // Mon 08:59:59
    expect(isOpen(at("2026-11-24T02:00:00Z"), hours)).toBe(false); // Mon 18:00, closed
    expect(isOpen(at("2026-11-29T20:00:00Z"), hours)).toBe(false); // Sunday noon
  });

  it("is due 24 hours after a lead that arrives while open", () => {
    expect(replyDue(at("2026-11-24T18:30:00Z"), hours).toISOString()).toBe("2026-11-25T18:30:00.000Z"); // Tue 10:30 -> Wed 10:30
  });

  it("starts the clock at the next opening for a lead that arrives while closed", () => {
    // Tuesday 22:00 local -> opens Wed 09:00 -> due Thu 09:00.
    expect(replyDue(at("2026-11-25T06:00:00Z"), hours).toISOString()).toBe("2026-11-26T17:00:00.000Z");
    // Sunday noon -> Monday 09:00 -> Tuesday 09:00.
    expect(replyDue(at("2026-11-29T20:00:00Z"), hours).toISOString()).toBe("2026-12-01T17:00:00.000Z");
  });

  it("moves a due time that falls while the office is closed to the next opening, over the weekend", () => {
    // Friday 17:00 -> Saturday 17:00 is after Saturday's 16:00 close -> Monday 09:00.
    expect(replyDue(at("2026-11-28T01:00:00Z"), hours).toISOString()).toBe("2026-11-30T17:00:00.000Z");
    // Saturday 11:00 -> Sunday 11:00, closed all day -> Monday 09:00.
    expect(replyDue(at("2026-11-28T19:00:00Z"), hours).toISOString()).toBe("2026-11-30T17:00:00.000Z");
  });

  it("follows the daylight-saving change and another office's time zone", () => {
    // Saturday 7 March 2026 20:00 PST; the clocks go forward on Sunday: Monday 09:00 is PDT (16:00Z).
    expect(nextOpening(at("2026-03-08T04:00:00Z"), hours)?.toISOString()).toBe("2026-03-09T16:00:00.000Z");
    const berlin = { timeZone: "Europe/Berlin", days: hours.days };
    // Monday 09:00 in Berlin is 08:00Z in winter.
    expect(nextOpening(at("2026-11-23T07:00:00Z"), berlin)?.toISOString()).toBe("2026-11-23T08:00:00.000Z");
  });
});
