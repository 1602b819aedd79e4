/**
 * Article dates are calendar days ("2025-03-10"), not instants: format them in UTC so no visitor's
 * time zone moves them to the previous day.
 */
const shortFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const longFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function parseDay(isoDay: string): Date {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar date: ${isoDay}`);
  return date;
}

/** "2025-03-10" -> "Mar 10, 2025" (blog cards). */
export function formatShortDate(isoDay: string): string {
  return shortFormat.format(parseDay(isoDay));
}

/** "2025-03-10" -> "March 10, 2025" (article header). */
export function formatLongDate(isoDay: string): string {
  return longFormat.format(parseDay(isoDay));
}
