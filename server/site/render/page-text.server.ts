/**
 * A page's document as its route renders it: the site's facts filled into every string ({brand},
 * {email}…, from the team's settings) and ranges set as one unit, so the store keeps copy as a
 * marketer writes it and a rebrand or a new phone number reaches every page.
 */
import type { SiteConfig } from "#shared/content/site.ts";
import { joinRanges } from "#shared/content/typography.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { fillSiteFacts } from "./site-facts.server.ts";

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
}

export function pageForSite(document: PageDocument, site: SiteConfig): PageDocument {
  return mapStrings(document, (text) => joinRanges(fillSiteFacts(text, site))) as PageDocument;
}
