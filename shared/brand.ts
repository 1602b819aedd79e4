import { site } from "#shared/content/site.ts";

/** Content strings say `{brand}` where the brand name goes; site.ts is the only place it is spelled. */
export function withBrand(text: string): string {
  return text.replaceAll("{brand}", site.brand);
}
