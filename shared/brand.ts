import { site } from "#shared/content/site.ts";

/** Content strings say `{brand}` where the brand name goes; site.ts is the only place it is spelled. */
export function withBrand(text: string): string {
  return text.replaceAll("{brand}", site.brand);
}

/** A page's title as browsers and search results show it: " | {brand}" after it, unless it is used as it is (`fullTitle`). */
export function titleWithBrand(title: string, fullTitle?: boolean): string {
  return fullTitle ? title : `${title} | ${site.brand}`;
}

/** The share card's picture of a page that names none. */
export const DEFAULT_OG_IMAGE = "/og/default.png";
