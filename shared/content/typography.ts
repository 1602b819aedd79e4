/**
 * Ranges in copy ("70–85%", "$300–$450", "Monday–Friday", "9:00 AM–6:00 PM") are one unit: an en
 * dash, and a word joiner after it, so a line never breaks inside a range (an en dash is otherwise
 * a break opportunity: "70–" / "85%" on a 375 px phone). Written any way ("70-85%", "9:00 AM -
 * 6:00 PM"), `joinRanges` sets them so: copy modules pass their exports through `typeset`, Markdown
 * through its typography step (lib/blog.server.ts), and tests/unit/copy-ranges.test.ts fails on a
 * range left loose in any copy module or Markdown file.
 */
const EN_DASH = "\u2013";
const WORD_JOINER = "\u2060";
const NO_BREAK_SPACE = "\u00a0";
/** What joins the two ends of a range built in code ("$17,500–$22,000"). */
export const RANGE_DASH = EN_DASH + WORD_JOINER;

/*
 * Loose ranges: two numbers, times or days joined by a hyphen or by an en dash not yet followed by
 * the joiner. Not a range: a number inside a longer token (dates, ids, version strings), or a
 * second number with a leading zero (phone numbers such as 555-0142, ISO dates). Literals, not
 * `new RegExp`: a bundle that does not use them drops them (a constructor call might have side
 * effects, so a bundler keeps it).
 */
const NUMERIC = /(?<![\w.:/-])([$€£]?\d[\d,.]*[%kKxX+]?) ?[-\u2013](?!\u2060) ?(?=[$€£]?(?!0\d)\d)/g;
const TIMES = /(\d{1,2}(?::\d{2})?)[ \u00a0]?([AP]M) ?[-\u2013](?!\u2060) ?(\d{1,2}(?::\d{2})?)[ \u00a0]?([AP]M)/g;
const DAYS = /((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day) ?[-\u2013](?!\u2060) ?(?=(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)/g;

export function joinRanges(text: string): string {
  return text
    .replace(TIMES, `$1${NO_BREAK_SPACE}$2${RANGE_DASH}$3${NO_BREAK_SPACE}$4`)
    .replace(DAYS, `$1${RANGE_DASH}`)
    .replace(NUMERIC, `$1${RANGE_DASH}`);
}

/** The ranges in a text not yet set as one unit (each with a little of what follows, to find it). */
export function looseRanges(text: string): string[] {
  return [TIMES, DAYS, NUMERIC].flatMap((pattern) => [...text.matchAll(pattern)].map((match) => text.slice(match.index, match.index + match[0].length + 8)));
}

/**
 * A copy module's export with every string's ranges set (plain objects and arrays only; components
 * and functions pass through).
 */
export function typeset<T>(copy: T): T {
  if (typeof copy === "string") return joinRanges(copy) as T;
  if (Array.isArray(copy)) return copy.map((item: unknown) => typeset(item)) as T;
  if (copy !== null && typeof copy === "object" && Object.getPrototypeOf(copy) === Object.prototype) {
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, typeset(value)])) as T;
  }
  return copy;
}
