/**
 * The fields sections are made of, each with its rule in words an editor reads next to it: a
 * headline, a link, a price. Shared by the editor (as the marketer types), the import and the store.
 */
import { z } from "zod";
import { linkProblem, WEB_PROTOCOLS, type LinkKinds } from "#shared/links.ts";
import { isStorableText, UNSTORABLE_TEXT_PROBLEM } from "#shared/stored-text.ts";
import "./field-meta.ts";
import { ICON_NAMES } from "./icons.ts";

/** Text the store can keep (no NUL, no half of an emoji): every text of a page is refined by it. */
export const storable = [isStorableText, { message: UNSTORABLE_TEXT_PROBLEM }] as const;

/** A line of copy: required, trimmed, at most `max` characters. */
export const line = (max = 160) =>
  z
    .string({ error: "Write this." })
    .trim()
    .min(1, "Write this; it cannot be empty.")
    .max(max, `Keep this under ${max} characters.`)
    .refine(...storable);

/** A paragraph of copy. */
export const paragraph = (max = 1200) => line(max);

/** A link checked by the one link rule (shared/links.ts): of one of `kinds`, else refused in words. */
export const link = (kinds: LinkKinds, otherwise: string) =>
  z
    .string({ error: "Give the link an address." })
    .trim()
    .min(1, "Give the link an address, e.g. /booking.")
    .max(500, "Keep the address under 500 characters.")
    .superRefine((value, context) => {
      const problem = linkProblem(value, kinds, otherwise);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .meta({ widget: "link" });

/** Where a link goes: a path of this site, a place on the page, or a web, mail or phone address. */
export const href = link(
  { path: true, anchor: true, web: WEB_PROTOCOLS, mail: true, phone: true },
  "Use a path of this site (/pricing), a place on the page (#faq), or a full address (https://…, mailto:, tel:).",
).meta({ label: "Link" });

export const cta = z.strictObject({ label: line(60).meta({ label: "Label" }), href }).meta({ label: "Button" });

export const icon = z.enum(ICON_NAMES, { error: "Choose an icon from the list." }).meta({ label: "Icon", widget: "icon" });

/** A section's anchor on the page (#faq): unique on its page. */
export const anchor = z
  .string({ error: "Give the section an anchor." })
  .regex(/^[a-z][a-z0-9-]{0,39}$/, "Use lowercase letters, digits and hyphens, starting with a letter (e.g. pricing-faq).")
  .meta({ label: "Anchor (its #name on the page)" });

/** Eyebrow, heading and lead that open a section. */
export const intro = z.strictObject({
  eyebrow: line(60).optional().meta({ label: "Eyebrow (small line above)" }),
  title: line(160).meta({ label: "Title" }),
  lead: paragraph(600).optional().meta({ label: "Lead paragraph" }),
}).meta({ label: "Heading" });

/** The band's background: the page alternates them so sections read as steps. */
export const tone = z.enum(["default", "muted", "ink"], { error: "Choose a background: default, muted or ink." });

export const align = z.enum(["center", "left"]);

/** What every section has: its anchor, and whether it is left out of the page. */
export const sectionBase = { id: anchor, hidden: z.boolean().optional().meta({ label: "Hidden" }) };

/** A band of the page: a section with a heading and a background. */
export const sectionBand = { ...sectionBase, intro: intro.optional().meta({ label: "Heading" }), tone: tone.default("default").meta({ label: "Background" }) };

/** Text set for reading, on a light band. */
export const lightTone = z.enum(["default", "muted"], { error: "Choose a background: default or muted." }).default("default").meta({ label: "Background" });

/** A price as prices are written: a whole-dollar amount, a range, or "custom" (the annual rule is code: app/site/lib/pricing.ts). */
export const price = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("fixed"), amount: z.number().int("Write the price in whole dollars.").nonnegative("A price cannot be negative.") }),
    z
      .object({
        kind: z.literal("range"),
        min: z.number().int("Write the price in whole dollars.").nonnegative("A price cannot be negative."),
        max: z.number().int("Write the price in whole dollars."),
      })
      .refine((range) => range.min < range.max, { message: "A price range must go up: the first figure lower than the second.", path: ["max"] }),
    z.strictObject({ kind: z.literal("custom") }),
  ],
  { error: "Write a price as a number (4000), a range (7500-12000) or custom." },
).meta({ label: "Price", widget: "price" });

export const feature = z.strictObject({ icon, title: line(80).meta({ label: "Title" }), description: paragraph(400).meta({ label: "Description" }) });

export const linkCard = feature.extend({ href, linkLabel: line(60).meta({ label: "Link text" }) });

export const stat = z.strictObject({ value: line(24).meta({ label: "Value" }), label: line(160).meta({ label: "Label" }), detail: line(240).optional().meta({ label: "Detail" }) });

export const dataTable = z
  .object({
    caption: line(160).meta({ label: "Caption" }),
    columns: z.array(line(60)).min(2, "A table needs at least two columns.").meta({ label: "Columns" }),
    rows: z.array(z.array(line(120))).min(1, "Add at least one row.").meta({ label: "Rows" }),
  })
  .refine((table) => table.rows.every((row) => row.length === table.columns.length), {
    message: "Every row needs one cell per column.",
    path: ["rows"],
  });

export const mockPanel = z.strictObject({
  title: line(60).meta({ label: "Title" }),
  subtitle: line(80).meta({ label: "Subtitle" }),
  rows: z
    .array(z.strictObject({ label: line(80).meta({ label: "Label" }), meta: line(80).meta({ label: "Meta" }), status: line(24).meta({ label: "Status" }), tone: z.enum(["accent", "success", "neutral", "warning"]).meta({ label: "Background" }) }))
    .min(1)
    .max(6, "A mock shows at most six rows.")
    .meta({ label: "Rows" }),
  footer: z.strictObject({ label: line(60).meta({ label: "Label" }), value: line(24).meta({ label: "Value" }) }).meta({ label: "Footer" }),
});

export type Cta = z.infer<typeof cta>;
export type SectionIntro = z.infer<typeof intro>;
export type Feature = z.infer<typeof feature>;
export type LinkCard = z.infer<typeof linkCard>;
export type Stat = z.infer<typeof stat>;
export type DataTable = z.infer<typeof dataTable>;
export type MockPanel = z.infer<typeof mockPanel>;
export type Price = z.infer<typeof price>;

/** An image of the media library by the name posts use (`images/team.jpg`). */
export const MEDIA_IMAGE = /^images\/[A-Za-z0-9._-]+\.(jpe?g|png|webp|avif|gif)$/i;

/** The media library's images a Markdown text shows (`![A chart](images/chart.png)`). */
export function imagesIn(markdown: string): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\((images\/[^)\s]+)/g)].map((match) => match[1]!);
}

/**
 * Formatted text as the blog's articles are written (Markdown: headings, lists, links, tables,
 * quotes, images of the media library), rendered and sanitized by the articles' pipeline.
 */
export const richText = (max = 20_000) =>
  line(max)
    .superRefine((markdown, context) => {
      if (/!\[\s*\]\(/.test(markdown)) context.addIssue({ code: "custom", message: "Describe each image for those who cannot see it: ![what it shows](images/photo.jpg)." });
      const other = [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((match) => match[1]!).find((src) => !MEDIA_IMAGE.test(src));
      if (other) context.addIssue({ code: "custom", message: `Show images of the media library by their name (images/photo.jpg); ${other} is not one.` });
    })
    // The page editor gives it the posts' formatted editor.
    .meta({ widget: "markdown" });


/** An image of the media library with what it shows, for those who cannot see it. */
export const mediaImage = z.strictObject({
  name: z.string({ error: "Choose an image of the media library." }).trim().regex(MEDIA_IMAGE, "Choose an image of the media library by its name, e.g. images/team.jpg.").meta({ label: "Name" }),
  alt: line(200).meta({ label: "What the picture shows (for those who cannot see it)" }),
}).meta({ label: "Image", widget: "media-image" });
export type MediaImage = z.infer<typeof mediaImage>;
