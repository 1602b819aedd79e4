/**
 * How one copy of a page differs from another, as an editor reads it: the page's own fields that
 * differ, and its sections matched by anchor (kept, only in one copy, changed, or in another
 * order). What the revisions list says of each revision against the copy being edited.
 */
import type { PageDocument } from "./page.ts";
import type { Section } from "./sections.ts";

export type PageChange =
  | { kind: "field"; field: string }
  | { kind: "only-here" | "only-there" | "changed"; section: { type: Section["type"]; id: string; heading?: string } }
  | { kind: "order" };

/** Equal as JSON is: the same values whatever the keys' order, an absent key as an undefined one. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, index) => sameValue(item, (b as unknown[])[index]));
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const headingOf = (section: Section) => ("intro" in section && section.intro ? section.intro.title : "title" in section && typeof section.title === "string" ? section.title : undefined);
const named = (section: Section) => ({ type: section.type, id: section.id, ...(headingOf(section) !== undefined && { heading: headingOf(section) }) });

/** What `here` has that `there` does not: `only-here` sections are in `here` alone. */
export function pageChanges(here: PageDocument, there: PageDocument): PageChange[] {
  const changes: PageChange[] = [];
  const { sections: _here, ...hereFields } = here;
  const { sections: _there, ...thereFields } = there;
  for (const field of new Set([...Object.keys(hereFields), ...Object.keys(thereFields)])) {
    if (!sameValue(hereFields[field as keyof typeof hereFields], thereFields[field as keyof typeof thereFields])) changes.push({ kind: "field", field });
  }
  const thereById = new Map(there.sections.map((section) => [section.id, section]));
  const hereIds = new Set(here.sections.map((section) => section.id));
  for (const section of here.sections) {
    const other = thereById.get(section.id);
    if (!other) changes.push({ kind: "only-here", section: named(section) });
    else if (!sameValue(section, other)) changes.push({ kind: "changed", section: named(section) });
  }
  for (const section of there.sections) if (!hereIds.has(section.id)) changes.push({ kind: "only-there", section: named(section) });
  const shared = (sections: Section[], ids: Set<string>) => sections.map((section) => section.id).filter((id) => ids.has(id));
  if (!sameValue(shared(here.sections, new Set(thereById.keys())), shared(there.sections, hereIds))) changes.push({ kind: "order" });
  return changes;
}
