/**
 * Analytics providers by configuration (ADR 016): the site module names one (or none), and
 * everything else follows from it here: the script the pages load after first paint, the CSP
 * sources the server allows (read back from the built page, server/site/static-site.ts), whether a
 * consent banner is needed, and the provider's name for each conversion event.
 *
 * - Plausible and Umami (cloud or self-hosted) set no cookie and store nothing on the device: no
 *   consent banner (ePrivacy art. 5(3) does not apply), nothing to opt out of in the browser.
 * - Google Analytics 4 sets cookies: it loads only after the visitor accepts, with Google's
 *   consent mode (default denied, updated to granted on acceptance).
 * - The page experiments' visitor cookie follows `experimentsConsent`: where it is "required" (by
 *   default where the provider asks) the banner asks, whatever the provider.
 */
import type { AnalyticsConfig, ExperimentsConsent } from "#shared/content/types.ts";

export type { AnalyticsConfig, ExperimentsConsent };

export const EXPERIMENTS_CONSENT = ["required", "not-required"] as const satisfies readonly ExperimentsConsent[];

/** Where the page keeps its provider's settings for the loader script (a JSON script element). */
export const ANALYTICS_CONFIG_ID = "analytics-config";

/** The consent banner's answer as a cookie too, so the server can leave a refusal out of its experiments (ADR 042). */
export const CONSENT_COOKIE = "consent";

/** Conversion events: the name cookieless providers show, and GA4's (its recommended one where it has one). */
export const ANALYTICS_EVENTS = {
  contactSent: { name: "Contact message sent", ga4: "generate_lead" },
  demoBooked: { name: "Demo booked", ga4: "demo_booked" },
  pricingPeriodSwitched: { name: "Pricing period switched", ga4: "pricing_period_switched" },
} as const;
export type AnalyticsEvent = keyof typeof ANALYTICS_EVENTS;

export interface AnalyticsPolicy {
  /** The script the loader adds to the page. */
  scriptUrl: string;
  /** Origins for the CSP's script-src, connect-src and img-src. */
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  /** Sets cookies or reads the device: its script waits for the visitor's consent. */
  needsConsent: boolean;
  /** The page experiments' rule (ADR 042): "required" waits for Accept before a variant, a cookie or a count. */
  experimentsConsent: ExperimentsConsent;
  /** The consent banner shows: the provider or the experiments need an answer first. */
  asksConsent: boolean;
}

const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
const UMAMI_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

function httpsUrl(value: unknown, what: string): URL {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw new Error(`${what} must be a full URL (https://…), got ${JSON.stringify(value)}`);
  }
  // http only for a provider on this machine (a local test double).
  if (url.protocol !== "https:" && !(url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname))) {
    throw new Error(`${what} must use https, got ${url.href}`);
  }
  return url;
}

/**
 * The configuration checked, so a typo fails the build with the field named instead of shipping a
 * page whose script the CSP blocks. `null`/`undefined` or "none": no analytics at all.
 */
export function checkAnalyticsConfig(value: unknown): AnalyticsConfig | null {
  if (value === null || value === undefined || value === "none") return null;
  const provider = checkProvider(value as Record<string, unknown>);
  const { experimentsConsent } = value as { experimentsConsent?: unknown };
  if (experimentsConsent === undefined) return provider;
  if (!EXPERIMENTS_CONSENT.includes(experimentsConsent as ExperimentsConsent)) throw new Error(`analytics.experimentsConsent must be "required" or "not-required", got ${JSON.stringify(experimentsConsent)}`);
  return { ...provider, experimentsConsent: experimentsConsent as ExperimentsConsent };
}

function checkProvider(config: Record<string, unknown>): AnalyticsConfig {
  switch (config.provider) {
    case "plausible":
      httpsUrl(config.scriptUrl, "analytics.scriptUrl");
      if (typeof config.domain !== "string" || !DOMAIN.test(config.domain)) throw new Error(`analytics.domain must be the site's domain as set up in Plausible (example.com), got ${JSON.stringify(config.domain)}`);
      return { provider: "plausible", scriptUrl: String(config.scriptUrl), domain: config.domain };
    case "umami":
      httpsUrl(config.scriptUrl, "analytics.scriptUrl");
      if (typeof config.websiteId !== "string" || !UMAMI_ID.test(config.websiteId)) throw new Error(`analytics.websiteId must be Umami's website id (a UUID), got ${JSON.stringify(config.websiteId)}`);
      return { provider: "umami", scriptUrl: String(config.scriptUrl), websiteId: config.websiteId };
    case "ga4":
      if (typeof config.measurementId !== "string" || !GA4_ID.test(config.measurementId)) throw new Error(`analytics.measurementId must look like G-XXXXXXXXXX, got ${JSON.stringify(config.measurementId)}`);
      return { provider: "ga4", measurementId: config.measurementId };
    default:
      throw new Error(`analytics.provider must be "plausible", "umami" or "ga4", got ${JSON.stringify(config.provider)}`);
  }
}

/** Google's published CSP for GA4 (developers.google.com/tag-platform/security/guides/csp). */
const GA4_SCRIPT = "https://www.googletagmanager.com";
const GA4_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"];
const GA4_IMG = ["https://*.google-analytics.com", "https://www.googletagmanager.com"];

export function analyticsPolicy(config: AnalyticsConfig): AnalyticsPolicy {
  const provider = providerPolicy(config);
  // Where the site asks before it measures, its experiments wait for the same answer, unless the operator says otherwise.
  const experimentsConsent = config.experimentsConsent ?? (provider.needsConsent ? "required" : "not-required");
  return { ...provider, experimentsConsent, asksConsent: provider.needsConsent || experimentsConsent === "required" };
}

function providerPolicy(config: AnalyticsConfig): Omit<AnalyticsPolicy, "experimentsConsent" | "asksConsent"> {
  if (config.provider === "ga4") {
    return { scriptUrl: `${GA4_SCRIPT}/gtag/js?id=${config.measurementId}`, scriptSrc: [GA4_SCRIPT], connectSrc: GA4_CONNECT, imgSrc: GA4_IMG, needsConsent: true };
  }
  // Plausible posts to /api/event and Umami to /api/send on the script's own host.
  const origin = new URL(config.scriptUrl).origin;
  return { scriptUrl: config.scriptUrl, scriptSrc: [origin], connectSrc: [origin], imgSrc: [], needsConsent: false };
}

/** The experiments' rule on a page: its analytics settings', or "not-required" on a page without a provider (nothing asks). */
export function experimentsConsentOf(policy: AnalyticsPolicy | undefined): ExperimentsConsent {
  return policy?.experimentsConsent ?? "not-required";
}
