/**
 * A page of the site as a document: its address, what search engines and share cards read, and its
 * sections in order. One schema for the editor, the import, the seed (content/pages) and the store.
 */
import { z } from "zod";
import { NOT_FOUND_PATH, reservedAddressOf, shownAddress } from "#shared/site-paths.ts";
import { WEB_PROTOCOLS } from "#shared/links.ts";
import { line, link } from "./fields.ts";
import { pageLimitProblems } from "./limits.ts";
import { section } from "./sections.ts";

/** Why `path` cannot hold a page, in words, or undefined when it can. */
export function pathProblem(path: string): string | undefined {
  if (!path.startsWith("/")) return "Start the address with /, e.g. /spring-webinar.";
  if (path === "/" || path === NOT_FOUND_PATH) return undefined;
  if (path.length > 120) return "Keep the address under 120 characters.";
  const reserved = reservedAddressOf(path);
  if (reserved) return `${shownAddress(reserved, path)} belongs to the site itself (${reserved.what}); choose another address.`;
  if (!/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(path)) return "Use lowercase letters, digits and hyphens between slashes, e.g. /campaigns/spring-webinar.";
  return undefined;
}

export const pagePath = z
  .string({ error: "Give the page an address." })
  .trim()
  .superRefine((path, context) => {
    const problem = pathProblem(path);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** A page's fields, as the editor draws them; `pageDocument` checks a whole page. */
export const pageFields = z
  .object({
    path: pagePath.meta({ label: "Address" }),
    /** The title search results and the browser tab show; " | {brand}" is added unless `fullTitle`. */
    title: line(120).meta({ label: "Title" }),
    fullTitle: z.boolean().optional().meta({ label: "Use the title as it is (no brand after it)" }),
    description: line(320).meta({ label: "Description" }),
    /** Another address this page copies (a full URL): the one search engines should list. */
    canonical: link({ web: WEB_PROTOCOLS }, "Write the canonical address in full, https://…").optional().meta({ label: "Canonical address" }),
    noindex: z.boolean().default(false).meta({ label: "Hide from search engines" }),
    nofollow: z.boolean().default(false).meta({ label: "Ask search engines not to follow its links" }),
    /** Listed in the sitemap (never when `noindex`). */
    inSitemap: z.boolean().default(true).meta({ label: "List in the sitemap" }),
    /** The share card's picture: a path of this site. */
    socialImage: link({ path: true }, "Use a path of this site, e.g. /og/default.png.").optional().meta({ label: "Share image" }),
    /** The trail from the home page search engines show (Home is first by itself). */
    breadcrumbs: z
      .array(z.strictObject({ name: line(60).meta({ label: "Name" }), path: link({ path: true }, "Use a path of this site, e.g. /solutions.").meta({ label: "Address" }) }))
      .optional()
      .meta({ label: "Breadcrumbs" }),
    /** A product page: described to search engines as a SoftwareApplication. */
    product: z
      .strictObject({ name: line(60).meta({ label: "Name" }), category: line(80).meta({ label: "Category" }) })
      .optional()
      .meta({ label: "Product" }),
    /** The home page: describes the website and the organisation to search engines. */
    home: z.boolean().optional().meta({ label: "Home" }),
    sections: z.array(section).meta({ label: "Sections" }),
  })
  .superRefine((page, context) => {
    const seen = new Set<string>();
    page.sections.forEach((item, index) => {
      if (seen.has(item.id)) context.addIssue({ code: "custom", path: ["sections", index, "id"], message: `Another section on this page is already #${item.id}; anchors must differ.` });
      seen.add(item.id);
    });
  });

/**
 * A page, checked whole. Its size against the limits (limits.ts) first: a page over them is refused
 * for that alone, before its sections are read one by one.
 */
export const pageDocument = z.preprocess((page, context) => {
  for (const { path, message } of pageLimitProblems(page)) context.addIssue({ code: "custom", path, message, input: page });
  return page;
}, pageFields);

/** A page as stored, defaults filled. */
export type PageDocument = z.output<typeof pageFields>;
/** A page as written (the seed, an import): defaults may be left out. */
export type PageDocumentInput = z.input<typeof pageFields>;
