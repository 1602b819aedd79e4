/**
 * What the browser's attribution record is made of (app/site/enhance/attribution.ts), apart from the
 * server's parser (attribution.ts), so the pages' scripts carry only these few names.
 */

/** Campaign parameters (UTM) and the click ids ad platforms append, in the order they are shown. */
export const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const CLICK_ID_PARAMS = ["gclid", "gbraid", "wbraid", "msclkid", "fbclid", "li_fat_id", "ttclid"] as const;
/** Both lists in one, as one literal (a spread would keep the lists in every script that imports a name from here). */
export const ATTRIBUTION_PARAMS: readonly string[] = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "gbraid", "wbraid", "msclkid", "fbclid", "li_fat_id", "ttclid"];

/** The session-storage key of the browser's record (docs/operations.md names it under "Privacy"). */
export const ATTRIBUTION_STORAGE_KEY = "lead-attribution";

/** What the browser records per touch: the page, the external referrer, the campaign parameters, when. */
export interface RawTouch {
  page: string;
  referrer: string;
  params: Record<string, string>;
  at: string;
}

export interface RawAttribution {
  first: RawTouch;
  last: RawTouch;
}
