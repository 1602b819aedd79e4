/**
 * The placeholders content may use for the site's facts ({brand}, {email}, …), filled from
 * shared/content/site.ts (or the team's settings, when the server renders), so the legal texts and the
 * blog never spell them out and a rebrand or a new phone number stays one edit
 * (tests/unit/site-literals.test.ts). A fact's value is always text: `fillSiteFacts` fills plain
 * text (a title, an excerpt), `remarkSiteFacts` fills Markdown after it is parsed.
 */
import { site as defaults, type SiteConfig } from "#shared/content/site.ts";
import { regionName } from "#shared/site-settings.ts";
import { SITE_URL } from "#shared/site-url.ts";

export const SITE_FACT_KEYS = ["brand", "legalName", "email", "phone", "address", "siteUrl", "siteDomain"] as const;
type SiteFacts = Record<(typeof SITE_FACT_KEYS)[number], string>;

const PLACEHOLDER = new RegExp(`\\{(${SITE_FACT_KEYS.join("|")})\\}`, "g");

function siteFacts(site: SiteConfig): SiteFacts {
  return {
    brand: site.brand,
    legalName: site.legalName,
    email: site.email,
    phone: site.phone.display,
    address: `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, ${regionName(site.address.country, site.language) ?? site.address.country}`,
    siteUrl: SITE_URL,
    // The address as people write it (the host without "www."), as plain text: a link from the
    // site's own legal text to the site leads nowhere.
    siteDomain: new URL(SITE_URL).host.replace(/^www\./, ""),
  };
}

function fill(text: string, facts: SiteFacts): string {
  return text.replace(PLACEHOLDER, (_, key: keyof SiteFacts) => facts[key]);
}

/** Facts per set of settings: a snapshot fills every post's title and excerpt with the same. */
const factsOfSite = new WeakMap<SiteConfig, SiteFacts>();

function factsOf(site: SiteConfig): SiteFacts {
  let facts = factsOfSite.get(site);
  if (!facts) factsOfSite.set(site, (facts = siteFacts(site)));
  return facts;
}

/** Each site's facts as a page in another language shows them, by language: one object each, so its facts are worked out once. */
const inLanguages = new WeakMap<SiteConfig, Map<string, SiteConfig>>();

/** `site` as a page in `language` shows its facts (the country's name in that language); as it is for English or none. */
export function siteIn(site: SiteConfig, language: string | undefined): SiteConfig {
  if (!language || /^en\b/.test(language)) return site;
  let variants = inLanguages.get(site);
  if (!variants) inLanguages.set(site, (variants = new Map()));
  let variant = variants.get(language);
  if (!variant) variants.set(language, (variant = { ...site, language }));
  return variant;
}

/** "Write to {email}" -> "Write to hello@…"; braces around anything else are left as written. */
export function fillSiteFacts(text: string, site: SiteConfig = defaults): string {
  return text.includes("{") ? fill(text, factsOf(site)) : text;
}

/**
 * All that text rendered with `site` takes from it, as a key: what a kept render depends on. The
 * rest of the site's facts (its menus, its scheduler) changes no article or legal text.
 */
export function siteFactsKey(site: SiteConfig = defaults): string {
  return JSON.stringify(factsOf(site));
}

interface MarkdownNode {
  type: string;
  value?: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  children?: MarkdownNode[];
}

/**
 * Text with its facts filled in, as text nodes: a value is never read as Markdown, so a postal
 * code written `[x](https://…)` shows as typed. The email alone becomes a link (outside a link),
 * as an address written out in Markdown does; the settings' rules check it is an email address.
 */
function textWithFacts(text: string, facts: SiteFacts, inLink: boolean): MarkdownNode[] {
  if (inLink) return [{ type: "text", value: fill(text, facts) }];
  return text
    .split("{email}")
    .flatMap((part, index) => [
      ...(index ? [{ type: "link", url: `mailto:${facts.email}`, title: null, children: [{ type: "text", value: facts.email }] }] : []),
      ...(part ? [{ type: "text", value: fill(part, facts) }] : []),
    ]);
}

function fillNode(node: MarkdownNode, facts: SiteFacts, inLink: boolean): void {
  // A link's or an image's address, title and description, and code, as typed; raw HTML is dropped later anyway.
  for (const key of ["url", "title", "alt"] as const) if (typeof node[key] === "string") node[key] = fill(node[key], facts);
  if ((node.type === "inlineCode" || node.type === "code") && node.value !== undefined) node.value = fill(node.value, facts);
  if (!node.children) return;
  const linked = inLink || node.type === "link" || node.type === "linkReference";
  node.children = node.children.flatMap((child) => {
    if (child.type === "text" && child.value !== undefined) return textWithFacts(child.value, facts, linked);
    fillNode(child, facts, linked);
    return [child];
  });
}

/** A remark plugin: the facts filled into the parsed Markdown, so no value can add markup or a link. */
export function remarkSiteFacts(site: SiteConfig = defaults) {
  const facts = siteFacts(site);
  return (tree: MarkdownNode) => fillNode(tree, facts, false);
}
