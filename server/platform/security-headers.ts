/**
 * Security headers for every response. The CSP allows no inline script except the exact ones the
 * prerendered page carries (hashed at boot), and names each third-party host from site.ts, or the
 * scheduler the team's settings name on a page rendered with them.
 */
import { site } from "#shared/content/site.ts";
import type { AnalyticsPolicy } from "#shared/analytics.ts";
import { schedulerOriginOf } from "#shared/site-settings.ts";

const defaultSchedulerOrigin = new URL(site.scheduling.url).origin;
const legalOrigin = new URL(site.legal.scriptUrl).origin;

/** What a page's own scripts need from its policy, read from the built page (server/site/static-site.ts). */
export interface PageScripts {
  /** Hashes of the page's inline scripts, the only inline code it may run. */
  scriptHashes?: readonly string[];
  /** The analytics provider the page loads. */
  analytics?: AnalyticsPolicy;
  /** The booking widget's origin, when the team's settings changed it (ADR 027). */
  schedulerOrigin?: string;
  /** The video players the page's video cards load on a click (only these two may be named). */
  videoOrigins?: readonly string[];
}

/** The players a video card may load (remark-cards.server.ts): privacy-enhanced YouTube, Vimeo. */
export const VIDEO_ORIGINS: readonly string[] = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

export function contentSecurityPolicy({ scriptHashes = [], analytics, schedulerOrigin = defaultSchedulerOrigin, videoOrigins = [] }: PageScripts = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, legalOrigin, ...(analytics?.scriptSrc ?? [])],
    // Radix and React set style attributes at run time; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'", legalOrigin],
    "img-src": ["'self'", "data:", legalOrigin, ...(analytics?.imgSrc ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", legalOrigin, ...(analytics?.connectSrc ?? [])],
    // Checked again here: the policy is made of checked parts only, whatever a caller passes.
    "frame-src": [schedulerOriginOf(schedulerOrigin) ?? defaultSchedulerOrigin, legalOrigin, ...videoOrigins.filter((origin) => VIDEO_ORIGINS.includes(origin))],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  // No other site may load a page, a JSON answer or a feed into its own document as a resource
  // (Spectre-style reads); images, fonts and scripts go without it (headersForFile).
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Cross-Origin-Opener-Policy for the windows that hold the admin app's data: its pages and API
 * (ADR 015). The public pages go without it: they hold nothing another window could learn, and on
 * them it costs every landing a fresh renderer process (mobile TBT +150-250 ms, docs/benchmarks.md in git history).
 * A window opened on a public page and then sent to /admin still loses its opener, because the
 * policies differ.
 */
export const ADMIN_WINDOW_ISOLATION: Readonly<Record<string, string>> = {
  "Cross-Origin-Opener-Policy": "same-origin",
};

const DEFAULT_CSP = contentSecurityPolicy();

/**
 * Scripts, stylesheets, fonts and raster images are never rendered as documents, so the document
 * policies (CSP, framing, referrer, permissions, HSTS) do nothing on them; only nosniff does.
 * Leaving the rest off saves ~0.7 KB of headers on each of the ~20-40 assets a page loads.
 * Anything a browser can open as a document (HTML, XML, JSON, text) keeps the full set.
 */
const SUBRESOURCE_TYPES = /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/;

/**
 * An SVG opened on its own is a document that could run script, so it gets a policy of its own:
 * nothing may load or run, its styles may draw, no site may frame it. Stricter than a page's, and
 * ~0.5 KB lighter on every cover a list shows.
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

export function headersForFile(contentType: string, page?: PageScripts): Record<string, string> {
  if (contentType.startsWith("image/svg+xml")) return { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": SVG_POLICY };
  return SUBRESOURCE_TYPES.test(contentType) ? { "X-Content-Type-Options": "nosniff" } : securityHeaders(page);
}

export function securityHeaders(page?: PageScripts): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    "Content-Security-Policy": page?.scriptHashes?.length || page?.analytics || page?.schedulerOrigin || page?.videoOrigins?.length ? contentSecurityPolicy(page) : DEFAULT_CSP,
  };
}
