/** robots.txt: everything but the API, and where the sitemap is (the server writes it from the store, ADR 040). */
import { SITE_URL } from "#shared/site-url.ts";

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;
}
