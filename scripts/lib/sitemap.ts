/**
 * sitemap.xml and robots.txt from what was actually built: every prerendered page whose HTML does
 * not say `noindex`, at its canonical URL. A page cannot be in the sitemap and hidden from search.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { site } from "../../app/content/site";

export interface BuiltPage {
  /** URL path, e.g. "/pricing". */
  route: string;
  file: string;
  html: string;
}

const SKIPPED = new Set(["/404", "/__spa-fallback"]);

export async function listBuiltPages(clientDir: string): Promise<BuiltPage[]> {
  const pages: BuiltPage[] = [];
  async function walk(dir: string) {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith(".html")) {
        const rel = path.relative(clientDir, full).split(path.sep).join("/");
        const route = `/${rel.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
        if (!SKIPPED.has(route)) pages.push({ route, file: full, html: await fs.readFile(full, "utf8") });
      }
    }
  }
  await walk(clientDir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

export function isIndexable(html: string): boolean {
  const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? "";
  return !/\bnoindex\b/i.test(robots);
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(pages: BuiltPage[]): string {
  const urls = pages
    .filter((page) => isIndexable(page.html))
    .map((page) => {
      const loc = canonicalOf(page.html);
      if (!loc) throw new Error(`${page.route}: an indexable page must declare a canonical URL`);
      const lastmod = /<meta property="article:published_time" content="([^"]*)"/.exec(page.html)?.[1];
      return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.url}/sitemap.xml\n`;
}
