/** How much a CSV of redirects may hold: more than a site move brings. The studio refuses a larger file before sending it; the server before reading it. */
export const IMPORT_MAX_BYTES = 1_000_000;
export const IMPORT_MAX_ROWS = 5_000;
