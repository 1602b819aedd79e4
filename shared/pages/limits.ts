/**
 * What one page may hold. The server draws a page on the thread that answers every request: on
 * each pause in its editor's typing (the preview), for a preview link, and on its first request
 * after a publish. These bounds keep the longest drawing short (docs/benchmarks.md, "A page at
 * every limit") while staying several times what the seed's largest page holds (docs/content.md).
 * They are checked before anything else in a page is read, so an oversized page is refused for its
 * size alone, in words, by the editor, the admin API, the import and the store's reader alike.
 */

export const PAGE_LIMITS = {
  /** Sections on one page (the seed's most: 11, the home page). */
  sections: 40,
  /** Entries in a section's lists together, nested ones included: a table's rows and their cells, a plan's features (the seed's most: 38). */
  itemsPerSection: 100,
  /** Entries in all the page's lists together (the seed's most: 92): each is drawn, often with an icon. */
  itemsPerPage: 600,
  /** Characters in any one text; most fields keep to a smaller limit of their own, said beside them. */
  textCharacters: 2_000,
  /**
   * Characters of formatted text (Markdown) in all the page's sections, ~900 words: it costs the most
   * to draw, ~25 µs a character at worst (a list of one-letter items), prose a sixth of that.
   */
  formattedCharacters: 6_000,
  /** Levels formatted text may nest quotes, lists and cards: the Markdown parser slows with depth and overflows its stack far down. */
  formattedNesting: 10,
  /** Characters in the whole page as JSON, what a save sends (the seed's largest: 11,024, the pricing page). */
  pageCharacters: 64_000,
} as const;

/** A limit a page goes over: where (as zod paths go) and what to do, in words. */
export interface LimitProblem {
  path: (string | number)[];
  message: string;
}

/** At most this many problems are named: a page far over its limits would otherwise be refused thousands of times over. */
const MAX_PROBLEMS = 20;

const count = (n: number) => n.toLocaleString("en-US");

/** The limits `page` (a page as sent, unchecked) goes over; none when it keeps to them. */
export function pageLimitProblems(page: unknown): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const size = jsonLength(page);
  if (size > PAGE_LIMITS.pageCharacters) problems.push({ path: [], message: `A page holds at most ${count(PAGE_LIMITS.pageCharacters)} characters in all; this one has ${count(size)}.` });
  const sections = isRecord(page) && Array.isArray(page["sections"]) ? (page["sections"] as unknown[]) : [];
  if (sections.length > PAGE_LIMITS.sections) {
    problems.push({ path: ["sections"], message: `A page holds at most ${count(PAGE_LIMITS.sections)} sections; this one has ${count(sections.length)}.` });
  }
  // Far too large: said in those words alone, without reading further.
  if (size > PAGE_LIMITS.pageCharacters) return problems;
  sections.forEach((section, index) => problems.push(...sectionProblems(section, ["sections", index])));
  const entries = entriesIn(sections) - sections.length;
  if (entries > PAGE_LIMITS.itemsPerPage) problems.push({ path: ["sections"], message: `A page holds at most ${count(PAGE_LIMITS.itemsPerPage)} entries in its sections' lists; this one has ${count(entries)}.` });
  problems.push(...longTexts(page, []));
  problems.push(...formattedTextProblems(sections));
  return problems.slice(0, MAX_PROBLEMS);
}

function sectionProblems(section: unknown, path: (string | number)[]): LimitProblem[] {
  const entries = entriesIn(section);
  if (entries <= PAGE_LIMITS.itemsPerSection) return [];
  return [{ path: [...path, ...largestList(section)], message: `A section holds at most ${count(PAGE_LIMITS.itemsPerSection)} entries in its lists; this one has ${count(entries)}.` }];
}

/**
 * How deep the walks below read: a page's fields nest six deep at most (a table's cell), and what
 * nests deeper than this is refused by the schema at its first wrong level, while a walk on down
 * would overflow the stack on a hostile document.
 */
const DEEPEST_FIELD = 12;

/** Every entry of every list in `value`, nested lists' entries too. */
function entriesIn(value: unknown, depth = 0): number {
  if (depth > DEEPEST_FIELD) return 0;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + 1 + entriesIn(item, depth + 1), 0);
  if (isRecord(value)) return Object.values(value).reduce((sum: number, item) => sum + entriesIn(item, depth + 1), 0);
  return 0;
}

/** The path to the field of `section` whose lists hold the most entries: where the editor shows the problem. */
function largestList(section: unknown): string[] {
  if (!isRecord(section)) return [];
  let largest: [string, number] = ["", 0];
  for (const [key, value] of Object.entries(section)) {
    const entries = entriesIn(value);
    if (entries > largest[1]) largest = [key, entries];
  }
  return largest[0] ? [largest[0]] : [];
}

function longTexts(value: unknown, path: (string | number)[]): LimitProblem[] {
  if (typeof value === "string") {
    return value.length > PAGE_LIMITS.textCharacters ? [{ path, message: `A text holds at most ${count(PAGE_LIMITS.textCharacters)} characters; this one has ${count(value.length)}.` }] : [];
  }
  if (path.length > DEEPEST_FIELD) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => longTexts(item, [...path, index]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => (isFormattedText(path, key) ? [] : longTexts(item, [...path, key])));
  return [];
}

/** A section's formatted text: bounded by the page's share of it (formattedTextProblems), not as one text. */
const isFormattedText = (path: (string | number)[], key: string) => key === "markdown" && path.length === 2 && path[0] === "sections";

/** The page's formatted texts together, and each one's nesting. */
function formattedTextProblems(sections: unknown[]): LimitProblem[] {
  const problems: LimitProblem[] = [];
  let total = 0;
  let over = false;
  sections.forEach((section, index) => {
    const markdown = isRecord(section) ? section["markdown"] : undefined;
    if (typeof markdown !== "string") return;
    const path = ["sections", index, "markdown"];
    total += markdown.length;
    if (total > PAGE_LIMITS.formattedCharacters && !over) {
      over = true;
      problems.push({ path, message: `A page's formatted text holds at most ${count(PAGE_LIMITS.formattedCharacters)} characters in all its sections; with this one it has ${count(total)}.` });
    }
    const depth = deepestNesting(markdown);
    if (depth > PAGE_LIMITS.formattedNesting) {
      problems.push({ path, message: `Formatted text nests quotes, lists and cards at most ${PAGE_LIMITS.formattedNesting} deep; this one goes ${count(depth)} deep.` });
    }
  });
  return problems;
}

const CARD_OPENS = /^:{3,}[A-Za-z]/;
const CARD_CLOSES = /^:{3,}\s*$/;

/**
 * How deep `markdown` nests, read as the parser will: the quote marks and list bullets a line starts
 * with, plus the cards (`:::callout`) still open around it. Generous where unsure (`- - -` counts 3).
 */
export function deepestNesting(markdown: string): number {
  let openCards = 0;
  let deepest = 0;
  for (const line of markdown.split("\n")) {
    const { markers, rest } = containerMarks(line);
    if (CARD_OPENS.test(rest)) openCards += 1;
    else if (CARD_CLOSES.test(rest) && openCards > 0) openCards -= 1;
    deepest = Math.max(deepest, markers + openCards);
  }
  return deepest;
}

const CONTAINER_MARK = /[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/y;
const THEMATIC_BREAK = /^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** The quote marks and list bullets at the start of `line` (a rule, `* * *`, has none), and what follows them. */
function containerMarks(line: string): { markers: number; rest: string } {
  if (THEMATIC_BREAK.test(line)) return { markers: 0, rest: line };
  let markers = 0;
  let end = 0;
  CONTAINER_MARK.lastIndex = 0;
  while (CONTAINER_MARK.exec(line)) {
    markers += 1;
    end = CONTAINER_MARK.lastIndex;
  }
  return { markers, rest: line.slice(end).trimStart() };
}

/** The length of `value` as JSON, as a save would send it. */
function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    // Not JSON (a cycle, a bigint): the schema refuses it field by field.
    return 0;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
