/**
 * How one copy of a page differs from another, as an editor reads it: the page's own fields that
 * differ, and its sections matched by anchor (kept, only in one copy, changed, or in another
 * order). What the revisions list says of each revision against the copy being edited.
 */
import { sectionInfo, sectionSchemaOf } from "#sections/registry.ts";
import { objectChanges, sameValue, type FieldChange } from "./field-changes.ts";
import { pageFields, type PageDocument } from "./page.ts";
import type { Section } from "./sections.ts";

export type PageChange = { kind: "field"; field: string } | { kind: "only-here" | "only-there" | "changed"; section: { type: Section["type"]; id: string; heading?: string } } | { kind: "order" };

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

/** A section as an editor knows it: its type's name, and its heading when it has one ("FAQ: Questions"). */
export const sectionName = ({ type, heading }: { type: Section["type"]; heading?: string }) => (heading ? `${sectionInfo(type).label}: ${heading}` : sectionInfo(type).label);
const nameOf = (section: Section) => sectionName(named(section));

/**
 * Every field in which `to` differs from `from`, by the editor's labels, with both texts: the page's
 * own fields, then each section (matched by anchor; one only in a copy has all its text on one
 * side), then their order (named `names.order`), as the section names in each.
 */
export function pageFieldChanges(from: PageDocument, to: PageDocument, names: { order: string }): FieldChange[] {
  const changes = objectChanges(pageFields, from, to, [], ["sections"]);
  const fromById = new Map(from.sections.map((section) => [section.id, section]));
  const toIds = new Set(to.sections.map((section) => section.id));
  const sectionChanges = (before: Section | undefined, after: Section | undefined): FieldChange[] => {
    if (before && after && before.type !== after.type) return [...sectionChanges(before, undefined), ...sectionChanges(undefined, after)];
    const shown = (after ?? before)!;
    return objectChanges(sectionSchemaOf(shown.type), before, after, [nameOf(shown)], ["type", "id"]);
  };
  for (const section of to.sections) changes.push(...sectionChanges(fromById.get(section.id), section));
  for (const section of from.sections) if (!toIds.has(section.id)) changes.push(...sectionChanges(section, undefined));
  const order = (sections: Section[], ids: ReadonlySet<string>) => sections.filter((section) => ids.has(section.id));
  const [before, after] = [order(from.sections, toIds), order(to.sections, new Set(fromById.keys()))];
  if (
    !sameValue(
      before.map((section) => section.id),
      after.map((section) => section.id),
    )
  ) {
    changes.push({ where: [names.order], before: before.map(nameOf).join("\n"), after: after.map(nameOf).join("\n") });
  }
  return changes;
}
