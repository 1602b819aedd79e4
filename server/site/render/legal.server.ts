/**
 * The site's own baseline legal documents (content/legal/*.md), shown until the legal-policy
 * provider's hosted document renders and whenever it cannot be reached. Placeholders such as
 * {brand} and {email} are filled from the site's facts (site.ts, or the team's settings), as text.
 */
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { renderMarkdown } from "./blog.server.ts";
import { siteFactsKey } from "./site-facts.server.ts";
import type { LegalDocumentKind } from "#shared/legal-provider.ts";
import { site as defaultSite, type SiteConfig } from "#shared/content/site.ts";

const frontmatterSchema = z.object({
  title: z.string().min(1),
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

type LegalText = { title: string; effectiveDate: string; html: string };

/**
 * Each document rendered once for the site's facts it shows (ADR 040: a page is drawn on every
 * edit): the latest facts only, so settings edited over months keep no renders of the old ones.
 */
const rendered = new Map<LegalDocumentKind, { facts: string; document: Promise<LegalText> }>();

export function getLegalDocument(name: LegalDocumentKind, site?: SiteConfig): Promise<LegalText> {
  const facts = siteFactsKey(site);
  const kept = rendered.get(name);
  if (kept?.facts === facts) return kept.document;
  const document = renderLegalDocument(name, site);
  // A failed read is not kept: the next render tries again.
  document.catch(() => rendered.get(name)?.document === document && rendered.delete(name));
  rendered.set(name, { facts, document });
  return document;
}

async function renderLegalDocument(name: LegalDocumentKind, site?: SiteConfig): Promise<LegalText> {
  const file = path.resolve(process.cwd(), "content/legal", `${name}.md`);
  const source = fs.readFileSync(file, "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`content/legal/${name}.md: missing frontmatter`);
  const frontmatter = frontmatterSchema.parse(parseYaml(match[1]!));
  const html = await renderMarkdown(match[2]!, site ?? defaultSite);
  return { ...frontmatter, html };
}
