/**
 * The placeholders Markdown content may use for the site's facts ({brand}, {email}, …), filled
 * from app/content/site.ts (or the team's settings, when the server renders), so the legal texts and the blog never spell them out
 * and a rebrand or a new phone number stays one edit (tests/unit/site-literals.test.ts).
 */
import { site as defaults, type SiteConfig } from "#app/content/site.ts";
import { regionName } from "./site-settings.ts";
import { SITE_URL } from "./site-url.ts";

export const SITE_FACT_KEYS = ["brand", "legalName", "email", "phone", "address", "siteUrl", "siteDomain"] as const;

const PLACEHOLDER = new RegExp(`\\{(${SITE_FACT_KEYS.join("|")})\\}`, "g");

function siteFacts(site: SiteConfig): Record<(typeof SITE_FACT_KEYS)[number], string> {
  return {
    brand: site.brand,
    legalName: site.legalName,
    email: site.email,
    phone: site.phone.display,
    address: `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, ${regionName(site.address.country) ?? site.address.country}`,
    siteUrl: SITE_URL,
    // The address as people write it (the host without "www."), as plain text: Markdown makes a
    // link of a "https://" or "www." address, and a link from the site's own legal text to the site
    // leads nowhere.
    siteDomain: new URL(SITE_URL).host.replace(/^www\./, ""),
  };
}

/** "Write to {email}" -> "Write to hello@…"; braces around anything else are left as written. */
export function fillSiteFacts(text: string, site: SiteConfig = defaults): string {
  const values = siteFacts(site);
  return text.replace(PLACEHOLDER, (_, key: (typeof SITE_FACT_KEYS)[number]) => values[key]);
}
