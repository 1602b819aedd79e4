import { schemaOrg } from "#app/site/lib/structured-data.ts";

/**
 * Structured data in the page's body, for facts a `meta` function cannot read (the team's settings
 * come from a component's context). "<" is escaped so no value can close the script element.
 */
export function JsonLdScript({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(schemaOrg(data)).replaceAll("<", "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
