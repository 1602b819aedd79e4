/** What the tests of translations (ADR 054) read and try, shared by pages and posts. */
import type { PostStatus } from "#shared/post-status.ts";

/** The page's `<html>` tag, canonical and hreflang links, as a search engine reads them. */
export function headOf(html: string) {
  return {
    html: /<html[^>]*>/.exec(html)?.[0],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang, href]) => `${hreflang} ${href}`),
  };
}

/** Each state a translation is not live in, with its publish time: a scheduled one an hour from now. */
export function notLiveStates(): ReadonlyArray<readonly [PostStatus, Date | null]> {
  return [
    ["draft", null],
    ["in_review", null],
    ["scheduled", new Date(Date.now() + 3_600_000)],
  ];
}
