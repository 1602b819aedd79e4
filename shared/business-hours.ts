/** The business hours as the contact page shows them: days with the same hours on one row. */
import type { SiteConfig } from "#shared/content/site.ts";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

type Hours = SiteConfig["hours"];
type Day = Hours["days"][number];

/** "09:00" -> "9:00 AM". */
export function clockTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

function sameHours(a: Day, b: Day): boolean {
  return a === b || (!!a && !!b && a.opens === b.opens && a.closes === b.closes);
}

/** [{ days: "Monday - Friday", time: "9:00 AM - 6:00 PM" }, …, { days: "Sunday", time: "Closed" }] */
export function hoursRows(hours: Hours, closed = "Closed"): { days: string; time: string }[] {
  const rows: { first: number; last: number; day: Day }[] = [];
  hours.days.forEach((day, index) => {
    const previous = rows.at(-1);
    if (previous && sameHours(previous.day, day)) previous.last = index;
    else rows.push({ first: index, last: index, day });
  });
  return rows.map(({ first, last, day }) => ({
    days: first === last ? WEEKDAYS[first]! : `${WEEKDAYS[first]} - ${WEEKDAYS[last]}`,
    time: day ? `${clockTime(day.opens)} - ${clockTime(day.closes)}` : closed,
  }));
}

/** "America/Los_Angeles" -> "Pacific Time", as the visitor's browser would name it. */
export function timeZoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" }).formatToParts(new Date(0));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
