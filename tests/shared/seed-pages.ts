/**
 * The seed's pages (content/pages), as the tests read what a page should show: the copy, links and
 * prices the store is seeded with, through the same schema the store checks them with, with the
 * site's facts filled in and ranges set as the page renders them.
 */
import { readPageFiles } from "#server/site/render/page-files.server.ts";
import { pageForSite } from "#server/site/render/page-text.server.ts";
import { site } from "#shared/content/site.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { SectionOf, SectionType } from "#shared/pages/sections.ts";

const seed = readPageFiles().map((page) => pageForSite(page, site));

/** The seed's page at `path`; a test naming a page the seed lacks fails at once. */
export function seedPage(path: string): PageDocument {
  const page = seed.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`The seed has no page at ${path}`);
  return page;
}

/** The section of `path` with anchor `id` (or its only section of `type`), typed by its type. */
export function seedSection<T extends SectionType>(path: string, type: T, id?: string): SectionOf<T> {
  const matches = seedPage(path).sections.filter((section): section is SectionOf<T> => section.type === type && (id === undefined || section.id === id));
  if (matches.length !== 1) throw new Error(`${path} has ${matches.length} ${type} sections${id ? ` #${id}` : ""}, not one`);
  return matches[0]!;
}

/** Every page of the seed. */
export const seedPages = (): readonly PageDocument[] => seed;
