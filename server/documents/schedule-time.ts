/**
 * The times a post can be set to go live or come down. A year has four digits: a later one is
 * written in a form (`+010000-…`) the store cannot read, nor the feed, the sitemap or a browser's
 * date field.
 */
const FIRST_UNWRITABLE = Date.UTC(10_000, 0, 1);

/** Why `at` cannot be a scheduled time, in words; undefined when it can. */
export function scheduleRangeProblem(at: Date): string | undefined {
  return at.getTime() >= FIRST_UNWRITABLE ? "Give a time before the year 10000." : undefined;
}
