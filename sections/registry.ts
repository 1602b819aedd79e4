/**
 * Every section type a page can hold, one entry each (its folder: docs/content.md, "Adding a
 * section type"). The page's schema, the palette, the editor's forms, the starters and the
 * preparation on the server all read this list; the views are each folder's view.tsx
 * (sections/page-sections.tsx). The palette shows the types in this order.
 */
import { z } from "zod";
import { heroSection } from "#sections/hero/section.ts";
import { featuresSection } from "#sections/features/section.ts";
import { linkCardsSection } from "#sections/link-cards/section.ts";
import { statsSection } from "#sections/stats/section.ts";
import { stepsSection } from "#sections/steps/section.ts";
import { testimonialsSection } from "#sections/testimonials/section.ts";
import { packagesTeaserSection } from "#sections/packages-teaser/section.ts";
import { integrationsSection } from "#sections/integrations/section.ts";
import { ctaBandSection } from "#sections/cta-band/section.ts";
import { explainerSection } from "#sections/explainer/section.ts";
import { checklistSection } from "#sections/checklist/section.ts";
import { tableSection } from "#sections/table/section.ts";
import { flowSection } from "#sections/flow/section.ts";
import { faqSection } from "#sections/faq/section.ts";
import { statusSection } from "#sections/status/section.ts";
import { contactFormSection } from "#sections/contact-form/section.ts";
import { formSection } from "#sections/form/section.ts";
import { schedulerSection } from "#sections/scheduler/section.ts";
import { legalSection } from "#sections/legal/section.ts";
import { pricingPackagesSection } from "#sections/pricing-packages/section.ts";
import { addOnsSection } from "#sections/add-ons/section.ts";
import { comparisonSection } from "#sections/comparison/section.ts";
import { sdrPricingSection } from "#sections/sdr-pricing/section.ts";
import { richTextSection } from "#sections/rich-text/section.ts";
import { imageTextSection } from "#sections/image-text/section.ts";
import { logoWallSection } from "#sections/logo-wall/section.ts";
import { fieldInfo } from "#shared/pages/field-meta.ts";
import { imagesIn } from "#shared/pages/fields.ts";
import type { SectionDefinition, SectionTools } from "#sections/define.ts";
import type { Shape } from "#sections/picture.ts";

export const SECTIONS = [
  heroSection,
  featuresSection,
  linkCardsSection,
  statsSection,
  stepsSection,
  testimonialsSection,
  packagesTeaserSection,
  integrationsSection,
  ctaBandSection,
  explainerSection,
  checklistSection,
  tableSection,
  flowSection,
  faqSection,
  statusSection,
  contactFormSection,
  formSection,
  schedulerSection,
  legalSection,
  pricingPackagesSection,
  addOnsSection,
  comparisonSection,
  sdrPricingSection,
  richTextSection,
  imageTextSection,
  logoWallSection,
] as const;

type Definitions = typeof SECTIONS;
type SchemasOf<T extends readonly SectionDefinition[]> = { -readonly [K in keyof T]: T[K]["schema"] };

export const SECTION_SCHEMAS = SECTIONS.map((definition) => definition.schema) as unknown as SchemasOf<Definitions>;

export const section = z.discriminatedUnion("type", SECTION_SCHEMAS, {
  error: (issue) => (issue.code === "invalid_union" ? "This section's type is not one the site knows." : undefined),
});

/** A section as stored: its defaults filled. */
export type Section = z.output<typeof section>;
/** A section as written (in an import, by the editor): defaults may be left out. */
export type SectionInput = z.input<typeof section>;
export type SectionType = Section["type"];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

type ByType = { [D in Definitions[number] as z.output<D["schema"]>["type"]]: D };
/** What a type's preparation gives its view (undefined for a type without one). */
export type PreparedOf<T extends SectionType> = ByType[T] extends { prepare?: (...args: never[]) => Promise<infer P> } ? P : undefined;

const typeOf = (definition: SectionDefinition) => (definition.schema.shape as { type: z.ZodLiteral<SectionType> }).type.value;

const BY_TYPE = new Map<SectionType, SectionDefinition>(SECTIONS.map((definition) => [typeOf(definition as SectionDefinition), definition as SectionDefinition]));

/** Every type, in the palette's order. */
export const SECTION_TYPE_NAMES: readonly SectionType[] = [...BY_TYPE.keys()];

export function definitionOf(type: SectionType): SectionDefinition {
  const definition = BY_TYPE.get(type);
  if (!definition) throw new Error(`No section type "${type}"`);
  return definition;
}

export const sectionSchemaOf = (type: SectionType): z.ZodObject => definitionOf(type).schema;

/** A type as the palette shows it: its name, its line, its drawing. */
export function sectionInfo(type: SectionType): { label: string; help: string; picture: Shape[] } {
  const { schema, picture } = definitionOf(type);
  const { label, help } = schema.meta() ?? {};
  if (!label || !help) throw new Error(`The section type "${type}" needs .meta({ label, help }) on its schema.`);
  return { label, help, picture };
}

/**
 * What the page's shown sections need from the server, by anchor: each type's preparation run over
 * the tools the server gives for that section (`toolsFor` names the page and section in messages).
 */
export async function prepareSections(page: { path: string; sections: readonly Section[] }, toolsFor: (where: string) => SectionTools): Promise<Record<string, unknown> | undefined> {
  const prepared: Record<string, unknown> = {};
  for (const shown of page.sections) {
    const { prepare } = definitionOf(shown.type);
    if (shown.hidden || !prepare) continue;
    prepared[shown.id] = await prepare(shown, toolsFor(`the page ${page.path}, section #${shown.id}`));
  }
  return Object.keys(prepared).length ? prepared : undefined;
}

/** An image of the media library a section shows, and the field that names it ("image.name", "markdown"). */
export interface NamedImage {
  name: string;
  field: string;
}

/** The media library's images `shown` names: its pictures and those in its formatted text, read along its schema. */
export function libraryImagesIn(shown: Section): NamedImage[] {
  return widgetsAlong(sectionSchemaOf(shown.type), shown, [], undefined).flatMap(({ widget, value, field }): NamedImage[] => {
    if (widget === "media-image") return [{ name: (value as { name: string }).name, field: `${field}.name` }];
    return widget === "markdown" && typeof value === "string" ? imagesIn(value).map((name) => ({ name, field })) : [];
  });
}

/**
 * A link a section holds, by the field that holds it: a link field's address with the words shown
 * on it (a button's label), or formatted text whose links the server reads (server/site/document-links.ts).
 */
export type SectionLink = { field: string; href: string; text?: string } | { field: string; markdown: string };

/** The words a link field is shown with: its object's label (a button), name or title. */
const LINK_WORDS = ["label", "name", "title"] as const;

/** The links `shown` holds (its buttons, link fields and formatted text), read along its schema. */
export function linksIn(shown: Section): SectionLink[] {
  return widgetsAlong(sectionSchemaOf(shown.type), shown, [], undefined).flatMap(({ widget, value, field, parent }): SectionLink[] => {
    if (widget === "markdown" && typeof value === "string") return [{ field, markdown: value }];
    if (widget !== "link" || typeof value !== "string") return [];
    const text = LINK_WORDS.map((key) => parent?.[key]).find((words): words is string => typeof words === "string");
    return [{ field, href: value, ...(text && { text }) }];
  });
}

/** A field of a widget a section holds: its value, its path ("items.2.cta.href") and the object it is in. */
interface WidgetValue {
  widget: string;
  value: unknown;
  field: string;
  parent: Record<string, unknown> | undefined;
}

/** The widgets whose values are read whole (the others' parts are walked into). */
const READ_WIDGETS: ReadonlySet<string> = new Set(["media-image", "markdown", "link"]);

function widgetsAlong(schema: z.ZodType, value: unknown, path: readonly (string | number)[], parent: Record<string, unknown> | undefined): WidgetValue[] {
  if (value === undefined || value === null) return [];
  const { inner, widget } = fieldInfo(schema);
  if (widget && READ_WIDGETS.has(widget)) return [{ widget, value, field: path.join("."), parent }];
  if (inner instanceof z.ZodObject) {
    const object = value as Record<string, unknown>;
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) => widgetsAlong(field, object[key], [...path, key], object));
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.flatMap((item, index) => widgetsAlong(inner.element as z.ZodType, item, [...path, index], parent));
  return [];
}
