/**
 * A post's and a page's links to this site, as each kind reads them for the check before it goes
 * live (server/documents/kind.ts, `linksGoingLive`): a post's text; a page's shown sections (their
 * buttons, link fields and formatted text) and its breadcrumbs.
 */
import type { Executor } from "#server/platform/db/database.ts";
import { markdownLinks, siteLinks, type WrittenLink } from "#server/site/document-links.ts";
import { flaggedLinks } from "#server/site/link-targets.ts";
import { articlePath } from "#shared/blog-paths.ts";
import type { FlaggedLink } from "#shared/link-check.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { PostFields } from "#shared/post-fields.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { linksIn } from "#sections/registry.ts";

const inText = (field: string, markdown: string): WrittenLink[] => markdownLinks(markdown).map((link) => ({ field, ...link }));

/** The links a page shows: a hidden section's are not on the site. */
export function pageLinks(document: PageDocument): WrittenLink[] {
  const inSections = document.sections.flatMap((section, index) =>
    section.hidden
      ? []
      : linksIn(section).flatMap((link) =>
          "markdown" in link ? inText(`sections.${index}.${link.field}`, link.markdown) : [{ field: `sections.${index}.${link.field}`, href: link.href, text: link.text ?? "" }],
        ),
  );
  const trail = (document.breadcrumbs ?? []).map((crumb, index) => ({ field: `breadcrumbs.${index}.path`, href: crumb.path, text: crumb.name }));
  return [...inSections, ...trail];
}

export const postLinks = (fields: PostFields): WrittenLink[] => inText("body", fields.body);

export function pageLinksGoingLive(tx: Executor, document: PageDocument, at: Date): Promise<FlaggedLink[]> {
  const base = { origin: SITE_URL, path: document.path };
  return flaggedLinks(tx, siteLinks(pageLinks(document), base), { ...base, at });
}

export function postLinksGoingLive(tx: Executor, fields: PostFields, at: Date): Promise<FlaggedLink[]> {
  const base = { origin: SITE_URL, path: articlePath(fields.slug) };
  return flaggedLinks(tx, siteLinks(postLinks(fields), base), { ...base, at });
}
