/**
 * The built files (scripts, styles, fonts, the team's public/ files), loaded into memory at boot: the build is a few MB, and serving from memory
 * with precomputed ETags, precompressed variants and per-page CSP hashes keeps every request cheap.
 */
import { VIDEO_ORIGINS } from "#server/platform/security-headers.ts";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gzipSync } from "node:zlib";
import { ANALYTICS_CONFIG_ID, analyticsPolicy, checkAnalyticsConfig, type AnalyticsPolicy } from "#shared/analytics.ts";
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";

/** A file as served; what its headers are made from is read-only, as they are made once per file (app.ts). */
export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  readonly contentType: string;
  etag: string;
  readonly cacheControl: string;
  /** sha256 sources of the inline scripts of an HTML page, for its Content-Security-Policy. */
  readonly scriptHashes?: readonly string[];
  /** The analytics provider the page loads, whose hosts its Content-Security-Policy allows. */
  readonly analytics?: AnalyticsPolicy;
  /** The scheduler a page rendered with the team's settings embeds, when not site.ts's (ADR 027). */
  readonly schedulerOrigin?: string;
  /** The players its video cards load on a click, which its Content-Security-Policy allows in a frame. */
  readonly videoOrigins?: readonly string[];
}

export interface StaticSite {
  /** Keyed by URL path: "/", "/pricing", "/assets/entry-abc.js". */
  files: Map<string, StaticFile>;
  /** A fixture site's own not-found page; the server's is the store's (ADR 040). */
  notFound?: StaticFile;
  /** The admin app's SPA shell (build/admin/index.html), served for /admin pages only; absent in a build without it. */
  adminShell?: StaticFile;
}

/** Where the build puts the admin app's shell: beside build/client, so it is never served as a public file. */
export function adminShellFile(staticDir: string): string {
  return path.resolve(staticDir, "..", "admin", "index.html");
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  // React Router's prerendered loader data for client-side navigations.
  ".data": "text/x-script; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  // Files the marketing team adds to public/ (docs/content.md, "Images and files").
  ".pdf": "application/pdf",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".csv": "text/csv; charset=utf-8",
  ".zip": "application/zip",
};

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
const CACHE_SHORT = "public, max-age=3600";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const source = match[1] ?? "";
    if (source.length > 0) hashes.add(`'sha256-${createHash("sha256").update(source).digest("base64")}'`);
  }
  return [...hashes];
}

const ANALYTICS_CONFIG = new RegExp(`<script[^>]*\\bid="${ANALYTICS_CONFIG_ID}"[^>]*>([\\s\\S]*?)</script>`);

/**
 * The analytics provider a built page names (app/site/components/layout/analytics.tsx): the CSP follows
 * what the build put in the page, so the two cannot disagree. A page that names one wrongly fails
 * the boot, as the build would have.
 */
export function pageAnalytics(html: string): AnalyticsPolicy | undefined {
  const json = ANALYTICS_CONFIG.exec(html)?.[1];
  const config = json ? checkAnalyticsConfig(JSON.parse(json)) : null;
  return config ? analyticsPolicy(config) : undefined;
}

function cacheControlFor(urlPath: string, ext: string): string {
  // Vite fingerprints everything under /assets: the name changes when the content does.
  if (urlPath.startsWith("/assets/")) return CACHE_IMMUTABLE;
  if (ext === ".html" || ext === ".data") return CACHE_REVALIDATE;
  return CACHE_SHORT;
}

/** "/blog/index.html" -> "/blog"; "/index.html" -> "/"; other files keep their path. */
export function urlPathFor(relativePath: string): string {
  const posix = `/${relativePath.split(path.sep).join("/")}`;
  if (posix === "/index.html") return "/";
  if (posix.endsWith("/index.html")) return posix.slice(0, -"/index.html".length);
  return posix;
}

export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

/**
 * A rendered file kept as brotli only: every browser takes it, so the plain bytes (four fifths of
 * what a page would take in memory) are made again for the rare client that does not, when it asks.
 */
export function keptCompressed(file: StaticFile): StaticFile {
  const { br } = file;
  if (!br) return file;
  const { body: _body, gzip: _gzip, ...kept } = file;
  return Object.defineProperty(kept, "body", { get: () => brotliDecompressSync(br), enumerable: true }) as StaticFile;
}

/** The file in gzip: built files have it; a rendered page's is made now, for the rare client without brotli. */
export function gzipOf(file: StaticFile): Buffer {
  return file.gzip ?? gzipSync(file.body);
}

/** A file as the server keeps it, from its bytes; `fileName` names its type ("index.html", "rss.xml"). */
export function staticFileOf(urlPath: string, body: Buffer, compressed: { br?: Buffer; gzip?: Buffer }, fileName: string): StaticFile {
  const ext = path.extname(fileName);
  const html = ext === ".html" ? body.toString("utf8") : undefined;
  return {
    body,
    ...compressed,
    contentType: fileName === "rss.xml" ? "application/rss+xml; charset=utf-8" : (CONTENT_TYPES[ext] ?? "application/octet-stream"),
    etag: etagOf(body),
    cacheControl: cacheControlFor(urlPath, ext),
    scriptHashes: html === undefined ? undefined : inlineScriptHashes(html),
    analytics: html === undefined ? undefined : pageAnalytics(html),
    ...(html?.includes("data-embed=") && { videoOrigins: VIDEO_ORIGINS.filter((origin) => html.includes(`data-embed="${origin}/`)) }),
  };
}

function readOptional(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

export function loadStaticSite(dir: string): StaticSite {
  if (!fs.existsSync(path.join(dir, "assets")) && !fs.existsSync(path.join(dir, "index.html"))) {
    throw new Error(`No built site in ${dir}: run \`npm run build\` first (or set STATIC_DIR).`);
  }
  const files = new Map<string, StaticFile>();
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (entry.name.endsWith(".br") || entry.name.endsWith(".gz")) continue;
      const urlPath = urlPathFor(path.relative(dir, full));
      files.set(urlPath, staticFileOf(urlPath, fs.readFileSync(full), { br: readOptional(`${full}.br`), gzip: readOptional(`${full}.gz`) }, entry.name));
    }
  };
  walk(dir);
  const notFound = files.get(NOT_FOUND_PATH);
  const shellFile = adminShellFile(dir);
  const adminShell = fs.existsSync(shellFile) ? adminShellFileOf(fs.readFileSync(shellFile)) : undefined;
  return { files, notFound, adminShell };
}

/** The admin app's shell as served: never cached, its boot scripts hashed into its CSP. */
export function adminShellFileOf(body: Buffer): StaticFile {
  return { body, contentType: CONTENT_TYPES[".html"]!, etag: etagOf(body), cacheControl: "no-store", scriptHashes: inlineScriptHashes(body.toString("utf8")) };
}
