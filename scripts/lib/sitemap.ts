/**
 * sitemap.xml and robots.txt from what was actually built: every prerendered page whose HTML does
 * not say `noindex`, at its canonical URL (when that is on this site). A page cannot be in the
 * sitemap and hidden from search.
 */
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { canonicalOf, isIndexable, metaContent, type BuiltPage } from "./built-site.ts";
import { SITE_URL } from "#shared/site-url.ts";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every indexable page at its canonical URL (the not-found page says noindex, and is skipped by path too). */
export function sitemapXml(pages: BuiltPage[]): string {
  const urls = pages
    .filter((page) => page.route !== NOT_FOUND_PATH && isIndexable(page))
    .flatMap((page) => {
      const loc = canonicalOf(page);
      if (!loc) throw new Error(`${page.route}: an indexable page must declare a canonical URL`);
      // An article first published elsewhere names that address: it is that site's to list.
      if (!loc.startsWith(`${SITE_URL}/`) && loc !== SITE_URL) return [];
      const lastmod = metaContent(page, "article:published_time");
      return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;
}
