/**
 * The sections a page is made of: one zod schema per type. The schema validates what the editor,
 * the import and the store keep, drives the editor's form, and types the component that renders
 * it (app/site/components/page/sections.tsx). Adding a type: docs/content.md, "Adding a section type".
 */
import { z } from "zod";
import { align, cta, dataTable, feature, href, icon, intro, line, linkCard, mediaImage, mockPanel, paragraph, price, richText, stat, storable, tone } from "./fields.ts";
import { PAGE_LIMITS } from "./limits.ts";

/** A section's anchor on the page (#faq): unique on its page. */
const anchor = z
  .string({ error: "Give the section an anchor." })
  .regex(/^[a-z][a-z0-9-]{0,39}$/, "Use lowercase letters, digits and hyphens, starting with a letter (e.g. pricing-faq).");

const base = { id: anchor, hidden: z.boolean().optional() };

const band = { ...base, intro: intro.optional(), tone: tone.default("default") };

export const heroSection = z.strictObject({
  type: z.literal("hero"),
  ...base,
  eyebrow: line(60).optional(),
  title: line(120),
  lead: z.string().trim().max(600, "Keep this under 600 characters.").refine(...storable).optional(),
  primary: cta.optional(),
  secondary: cta.optional(),
  tertiary: cta.optional(),
  /** A short trust line under the buttons. */
  note: line(200).optional(),
  /** `dark` on the ink gradient (marketing pages), `light` for utility pages. */
  variant: z.enum(["dark", "light"]).default("dark"),
  /** Beside the copy: a product mock, or the figures of the page's first table section. */
  visual: z.enum(["none", "mock", "results"]).default("none"),
  mock: mockPanel.optional(),
});

export const featuresSection = z.strictObject({
  type: z.literal("features"),
  ...band,
  align: align.default("center"),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  style: z.enum(["card", "plain", "ink"]).default("card"),
  items: z.array(feature).min(1, "Add at least one item."),
});

export const linkCardsSection = z.strictObject({
  type: z.literal("link-cards"),
  ...band,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).default(3),
  items: z.array(linkCard).min(1, "Add at least one card."),
});

export const statsSection = z.strictObject({
  type: z.literal("stats"),
  ...band,
  tone: tone.default("ink"),
  items: z.array(stat).min(1, "Add at least one figure."),
});

export const stepsSection = z.strictObject({
  type: z.literal("steps"),
  ...band,
  items: z.array(feature).min(1, "Add at least one step."),
  primary: cta.optional(),
  secondary: cta.optional(),
});

export const testimonialsSection = z.strictObject({
  type: z.literal("testimonials"),
  ...band,
  items: z
    .array(z.strictObject({ quote: paragraph(600), role: line(80), companyType: line(120), highlight: line(60).optional() }))
    .min(1, "Add at least one testimonial."),
});

export const packagesTeaserSection = z.strictObject({
  type: z.literal("packages-teaser"),
  ...band,
  featuredLabel: line(30).default("Most popular"),
  items: z
    .array(z.strictObject({ name: line(40), description: paragraph(300), includes: z.array(line(80)).min(1), featured: z.boolean().optional() }))
    .min(1, "Add at least one package."),
  primary: cta.optional(),
  secondary: cta.optional(),
});

export const integrationsSection = z.strictObject({
  type: z.literal("integrations"),
  ...band,
  items: z.array(z.strictObject({ name: line(40), kind: line(40) })).min(1, "Add at least one integration."),
});

export const ctaBandSection = z.strictObject({
  type: z.literal("cta-band"),
  ...base,
  title: line(120),
  body: paragraph(400),
  primary: cta,
  secondary: cta.optional(),
  tertiary: cta.optional(),
});

export const explainerSection = z.strictObject({
  type: z.literal("explainer"),
  ...base,
  intro,
  paragraphs: z.array(paragraph(1200)).min(1, "Add at least one paragraph."),
  stages: z.array(z.strictObject({ title: line(80), description: paragraph(400) })).min(1, "Add at least one stage."),
});

export const checklistSection = z.strictObject({
  type: z.literal("checklist"),
  ...band,
  align: align.default("left"),
  items: z.array(line(200)).min(1, "Add at least one item."),
});

export const tableSection = z.strictObject({
  type: z.literal("table"),
  ...band,
  intro,
  tone: tone.default("muted"),
  table: dataTable,
});

export const flowSection = z.strictObject({
  type: z.literal("flow"),
  ...band,
  tone: tone.default("ink"),
  items: z.array(z.strictObject({ title: line(60), description: paragraph(300), products: z.array(line(40)) })).min(2, "A flow needs at least two stages."),
});

export const faqSection = z.strictObject({
  type: z.literal("faq"),
  ...band,
  items: z.array(z.strictObject({ question: line(200), answer: paragraph(1500) })).min(1, "Add at least one question."),
});

/** A short page with one message: thank you, confirmed, coming soon, not found. */
export const statusSection = z.strictObject({
  type: z.literal("status"),
  ...base,
  icon: icon.optional(),
  eyebrow: line(40).optional(),
  title: line(120),
  subtitle: line(160).optional(),
  body: paragraph(600),
  primary: cta,
  secondary: cta.optional(),
});

/** The contact form and the team's contact details beside it; the facts come from the site's settings. */
export const contactFormSection = z.strictObject({
  type: z.literal("contact-form"),
  ...base,
  /** What a screen reader calls the section. */
  label: line(80),
  form: z.strictObject({
    heading: line(80),
    intro: paragraph(400),
    labels: z.strictObject({ name: line(40), email: line(40), company: line(40), phone: line(40), message: line(40) }),
    placeholders: z.strictObject({ name: line(60), email: line(60), company: line(60), phone: line(60), message: line(120) }),
    honeypotLabel: line(80),
    submit: line(40),
    privacyNote: line(200),
    privacyLink: line(60),
  }),
  details: z.strictObject({
    infoHeading: line(60),
    emailLabel: line(30),
    phoneLabel: line(30),
    officeLabel: line(30),
    hoursHeading: line(60),
    closed: line(30),
    hoursNote: line(200),
  }),
});

/** The scheduler's page embedded (its address is the site's settings), with what shows if it cannot load. */
export const schedulerSection = z.strictObject({
  type: z.literal("scheduler"),
  ...base,
  label: line(80),
  copy: z.strictObject({ frameTitle: line(80), fallbackTitle: line(120), fallbackBody: paragraph(400), fallbackDirect: line(60), fallbackContact: line(60) }),
});

/** The privacy policy or the terms: their text is the legal provider's or content/legal's (docs/configuration.md). */
export const legalSection = z.strictObject({
  type: z.literal("legal"),
  ...base,
  document: z.enum(["privacy", "terms"]),
  copy: z.strictObject({ effective: line(30), hostedLink: line(60), opensInNewTab: line(60) }),
});

const billingCopy = z.strictObject({
  legend: line(40),
  monthly: line(20),
  annual: line(20),
  annualBadge: line(20),
  note: line(200),
  announceMonthly: line(120),
  announceAnnual: line(120),
  perMonth: line(20),
  setupFee: line(40),
  custom: line(20),
});

const packageLabels = z.strictObject({ modules: line(40), bestFor: line(40), featured: line(30) });

const addOn = z.strictObject({ name: line(80), price, unit: z.string().trim().max(40, "Keep this under 40 characters.").refine(...storable), description: paragraph(300) });

/** The billing switch (monthly / annual) and the core packages with their prices. */
export const pricingPackagesSection = z.strictObject({
  type: z.literal("pricing-packages"),
  ...band,
  billing: billingCopy,
  labels: packageLabels,
  items: z
    .array(
      z.strictObject({
        id: anchor,
        name: line(40),
        description: paragraph(300),
        monthly: price,
        setupFee: price,
        modules: z.array(line(80)).min(1, "List at least one included system."),
        bestFor: line(200),
        featured: z.boolean().optional(),
        cta,
      }),
    )
    .min(1, "Add at least one package."),
});

export const addOnsSection = z.strictObject({
  type: z.literal("add-ons"),
  ...band,
  intro,
  columns: z.tuple([line(40), line(40), line(40)]),
  items: z.array(addOn).min(1, "Add at least one add-on."),
});

const comparisonValue = z.union([z.boolean(), line(40)]);

/** The package matrix: a tick, a dash or a word per package. */
export const comparisonSection = z.strictObject({
  type: z.literal("comparison"),
  ...band,
  intro,
  columns: z.strictObject({ feature: line(40), essential: line(40), growth: line(40), enterprise: line(40) }),
  text: z.strictObject({ included: line(40), notIncluded: line(40) }),
  rows: z.array(z.strictObject({ feature: line(80), essential: comparisonValue, growth: comparisonValue, enterprise: comparisonValue })).min(1, "Add at least one row."),
});

/** AI SDR's plans, benchmarks, what is included, ROI and add-ons. */
export const sdrPricingSection = z.strictObject({
  type: z.literal("sdr-pricing"),
  ...base,
  intro,
  billing: billingCopy.pick({ perMonth: true, setupFee: true }),
  labels: packageLabels,
  plans: z
    .array(z.strictObject({ name: line(40), description: paragraph(300), monthly: price, setupFee: price, features: z.array(line(80)).min(1), featured: z.boolean().optional() }))
    .min(1, "Add at least one plan."),
  benchmarksIntro: intro,
  benchmarks: z.array(z.strictObject({ icon, label: line(80), value: line(24) })),
  includedTitle: line(80),
  included: z.array(line(200)),
  roiTitle: line(80),
  roi: z.array(z.strictObject({ value: line(24), label: line(200) })),
  addOnsTitle: line(80),
  addOnColumns: z.tuple([line(40), line(40), line(40)]),
  addOns: z.array(addOn),
});

const lightTone = z.enum(["default", "muted"], { error: "Choose a background: default or muted." }).default("default");

/** Formatted text: a story, a policy, an announcement; narrow for reading, wide beside nothing. */
export const richTextSection = z.strictObject({
  type: z.literal("rich-text"),
  ...band,
  // Text set for reading, on a light band.
  tone: lightTone,
  width: z.enum(["narrow", "wide"]).default("narrow"),
  markdown: richText(PAGE_LIMITS.formattedCharacters),
});

/** A picture beside its words: a heading, a short text and a button. */
export const imageTextSection = z.strictObject({
  type: z.literal("image-text"),
  ...base,
  tone: lightTone,
  eyebrow: line(60).optional(),
  title: line(120),
  markdown: richText(2_000),
  /** Until one is chosen, the words take the band's width. */
  image: mediaImage.optional(),
  /** Where the picture sits from a tablet's width up; on a phone it comes after the words. */
  side: z.enum(["right", "left"]).default("right"),
  primary: cta.optional(),
});

export const SECTION_SCHEMAS = [
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
  schedulerSection,
  legalSection,
  pricingPackagesSection,
  addOnsSection,
  comparisonSection,
  sdrPricingSection,
  richTextSection,
  imageTextSection,
] as const;

export const section = z.discriminatedUnion("type", SECTION_SCHEMAS, {
  error: (issue) => (issue.code === "invalid_union" ? "This section's type is not one the site knows." : undefined),
});

/** A section as stored: its defaults filled. */
export type Section = z.output<typeof section>;
/** A section as written (in an import, by the editor): defaults may be left out. */
export type SectionInput = z.input<typeof section>;
export type SectionType = Section["type"];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

export { href };
