/**
 * The links a document holds to this site's own pages, read as the site will draw them: Markdown
 * links (inline, by reference, the cards' buttons) parsed by the articles' parser, and link fields
 * (a section's buttons). Relative paths and full addresses of the site's origin count; another
 * site, a mail or phone link, a place on the same page and the server's own files do not.
 */
import type { Definition, Link, LinkReference, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { canonicalPath } from "#server/platform/canonical-path.ts";
import { RESERVED_ADDRESSES, matchesAddress } from "#shared/site-paths.ts";
import { remarkCards } from "./render/remark-cards.server.ts";

/** A link as written in a document: where it is (a field's path), its address and the words shown on it. */
export interface WrittenLink {
  field: string;
  href: string;
  text: string;
}

/** A link to a page of this site: as written, and the path a request for it is looked up by. */
export interface SiteLink extends WrittenLink {
  path: string;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkCards);

/** The links of a Markdown text, in order: `[text](href)`, `[text][ref]`, `<https://…>` and the call-to-action card. */
export function markdownLinks(markdown: string): Array<{ href: string; text: string }> {
  // The cards read the text itself (a directive that is not one stays as written).
  const tree = parser.runSync(parser.parse(markdown), markdown) as Root;
  const definitions = new Map<string, string>();
  visit(tree, "definition", (node: Definition) => {
    definitions.set(node.identifier, node.url);
  });
  const links: Array<{ href: string; text: string }> = [];
  visit(tree, (node) => {
    if (node.type === "link") links.push({ href: (node as Link).url, text: toString(node).trim() });
    if (node.type === "linkReference") {
      const href = definitions.get((node as LinkReference).identifier);
      if (href !== undefined) links.push({ href, text: toString(node).trim() });
    }
  });
  return links;
}

/** Where a document's links are read from: the site's origin, and the document's own address (a relative link is read from it). */
export interface LinkBase {
  origin: string;
  path: string;
}

/** A file's address (a dot in its last part: /brochure.pdf, /blog/rss.xml): not a page. */
const FILE = /\.[^/]*$/;

/**
 * The path of this site `href` leads to, as the server looks it up (decoded, one slash, no trailing
 * slash, no query or fragment); undefined when it leads elsewhere, to the same page (#faq), to a file
 * or to an address the server answers itself (the API, the admin app, the images) rather than a page.
 */
export function sitePathOf(href: string, base: LinkBase): string | undefined {
  const value = href.trim();
  if (!value || value.startsWith("#")) return undefined;
  let url: URL;
  try {
    url = new URL(value, new URL(base.path, base.origin));
  } catch {
    return undefined;
  }
  // The site's own host, by either scheme (an old http:// link still reaches it).
  if (!/^https?:$/.test(url.protocol) || url.host !== new URL(base.origin).host) return undefined;
  let path: string;
  try {
    path = canonicalPath(decodeURIComponent(url.pathname));
  } catch {
    return undefined;
  }
  if (FILE.test(path)) return undefined;
  const reserved = RESERVED_ADDRESSES.find(({ pattern }) => matchesAddress(pattern, path));
  // The blog's addresses are pages; every other reserved address is the server's own.
  return reserved && reserved.pattern !== "/blog/*" ? undefined : path;
}

/** Of `links`, those to this site's pages, each with the path it leads to. */
export function siteLinks(links: readonly WrittenLink[], base: LinkBase): SiteLink[] {
  return links.flatMap((link) => {
    const path = sitePathOf(link.href, base);
    return path === undefined ? [] : [{ ...link, path }];
  });
}
