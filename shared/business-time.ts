/**
 * The site's promise to answer within 24 hours, on the office's clock (ADR 029): the clock starts
 * when a lead arrives during business hours, or at the next opening; a reply is due 24 hours later,
 * or at the next opening when that moment falls while the office is closed (nobody is there to
 * answer). The hours and time zone are the ones the site publishes (site settings).
 */
import type { SiteConfig } from "#shared/content/site.ts";

type Hours = SiteConfig["hours"];

export const PROMISE_HOURS = 24;
const HOUR = 3_600_000;

interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** 0 = Monday … 6 = Sunday, as the hours are kept. */
  weekday: number;
  minutes: number;
  seconds: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", weekday: "short", hour: "numeric", minute: "numeric", second: "numeric" });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `instant`. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts["year"]),
    month: Number(parts["month"]),
    day: Number(parts["day"]),
    weekday: WEEKDAY_INDEX[parts["weekday"]!]!,
    minutes: Number(parts["hour"]) * 60 + Number(parts["minute"]),
    seconds: Number(parts["second"]),
  };
}

/** The instant the wall clock in `timeZone` shows `minutes` past midnight on that day (DST-aware). */
function instantAt(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, 0, minutes);
  let guess = wanted;
  // Two corrections settle the zone's offset, across a DST change too.
  for (let i = 0; i < 2; i += 1) {
    const seen = localTime(new Date(guess), timeZone);
    const shown = Date.UTC(seen.year, seen.month - 1, seen.day, 0, seen.minutes, seen.seconds);
    guess += wanted - shown;
  }
  return new Date(guess);
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function isOpen(instant: Date, hours: Hours): boolean {
  const now = localTime(instant, hours.timeZone);
  const day = hours.days[now.weekday];
  return !!day && now.minutes >= toMinutes(day.opens) && now.minutes < toMinutes(day.closes);
}

/** `instant` itself when the office is open, else the next time it opens (undefined: never open). */
export function nextOpening(instant: Date, hours: Hours): Date | undefined {
  if (isOpen(instant, hours)) return instant;
  const today = localTime(instant, hours.timeZone);
  // Calendar days from the local date (not 24-hour steps, which a DST change would skew).
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    const day = hours.days[(date.getUTCDay() + 6) % 7];
    if (!day) continue;
    const opening = instantAt(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), toMinutes(day.opens), hours.timeZone);
    if (opening > instant) return opening;
  }
  return undefined;
}

/** When a lead that arrived at `arrival` must have had its first answer. */
export function replyDue(arrival: Date, hours: Hours, promiseHours = PROMISE_HOURS): Date {
  const start = nextOpening(arrival, hours) ?? arrival;
  const due = new Date(start.getTime() + promiseHours * HOUR);
  return nextOpening(due, hours) ?? due;
}
