/**
 * The sections a page is made of, as the page's schema and every reader of a page name them. Each
 * type lives in its own folder under sections/, listed once in sections/registry.ts.
 */
export { section, SECTION_SCHEMAS, type PreparedOf, type Section, type SectionInput, type SectionOf, type SectionType } from "#sections/registry.ts";
