import { site } from "#shared/content/site.ts";

/**
 * The site's canonical origin, no trailing slash: `site.defaultUrl` from the content, unless the build
 * runs with `VITE_SITE_URL` (a staging or preview domain). Everything that prints an absolute URL
 * (canonical links, Open Graph, JSON-LD, sitemap, robots, feeds, embeds) reads it here, in Node at
 * build time; the content module itself stays plain data.
 */
export const SITE_URL = (process.env.VITE_SITE_URL || site.defaultUrl).replace(/\/+$/, "");
