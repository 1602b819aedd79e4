/** The site's language before any other was added (ADR 054): what `<html lang>` said until issue 75. Its own module: the document imports it without the locale rules' Intl data. */
export const DEFAULT_LOCALE = "en-US";
