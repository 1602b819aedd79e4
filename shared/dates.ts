/**
 * Article dates are calendar days ("2025-03-10"), not instants: they are read and written in UTC so
 * no visitor's time zone moves them to the previous day.
 *
 * The US format is spelled out by hand instead of with Intl.DateTimeFormat: the first formatter
 * with a time zone makes Chromium load its ICU time-zone data, a long main-thread task when the
 * dates were formatted in the browser (figures in docs/benchmarks.md of 2026-11-23, in git history).
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(isoDay: string): Date {
  const date = ISO_DAY.test(isoDay) ? new Date(`${isoDay}T00:00:00Z`) : new Date(Number.NaN);
  // `new Date` rolls 2025-02-30 over to March 2; a calendar day that does not exist is an error.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDay) {
    throw new RangeError(`Not a calendar date: ${isoDay}`);
  }
  return date;
}

function format(isoDay: string, month: (name: string) => string): string {
  const date = parseDay(isoDay);
  return `${month(MONTHS[date.getUTCMonth()]!)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "2025-03-10" -> "Mar 10, 2025" (blog cards). */
export function formatShortDate(isoDay: string): string {
  return format(isoDay, (name) => name.slice(0, 3));
}

/** "2025-03-10" -> "March 10, 2025" (article header). */
export function formatLongDate(isoDay: string): string {
  return format(isoDay, (name) => name);
}

/** An instant's calendar day (UTC) in words: "March 10, 2025". */
export function dayInWords(at: Date): string {
  return formatLongDate(at.toISOString().slice(0, 10));
}

/**
 * A calendar day in `lang` ("2025-03-10" -> "10. März 2025" in German), by Intl on the server that
 * renders a locale's pages; the default locale keeps its hand-written US format, byte for byte.
 */
export function formatDay(isoDay: string, length: "short" | "long", lang?: string): string {
  if (lang === undefined || lang === "en-US") return length === "long" ? formatLongDate(isoDay) : formatShortDate(isoDay);
  return new Intl.DateTimeFormat(lang, { day: "numeric", month: length, year: "numeric", timeZone: "UTC" }).format(parseDay(isoDay));
}
