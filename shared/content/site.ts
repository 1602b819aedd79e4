/**
 * The one place for the brand and every contact fact (what content writes as `{brand}`, `{email}`, `{phone}`…).
 * Nothing else in the codebase may spell these out: `tests/unit/site-literals.test.ts` fails when it does.
 * The owner edits this file (or sets the env overrides noted below) to rebrand the site.
 */
import type { AnalyticsConfig } from "./types.ts";
import { DEFAULT_MENUS, type SiteMenus } from "#shared/pages/menus.ts";

export interface SocialLink {
  network: "LinkedIn" | "X" | "YouTube" | "Instagram";
  href: string;
  /** Accessible name for an icon-only link. */
  label: string;
}

export interface SiteConfig {
  /**
   * The language a page's facts are written in (the {address}'s country), for a page in one of the
   * site's other languages (`siteIn`); English when absent. Never stored: the settings have none.
   */
  language?: string;
  brand: string;
  legalName: string;
  tagline: string;
  /**
   * Canonical origin, no trailing slash, unless the build says otherwise: read it as SITE_URL
   * (shared/site-url.ts), which applies the `VITE_SITE_URL` override. Named "default" so that no
   * one prints it directly and skips the override.
   */
  defaultUrl: string;
  email: string;
  phone: { display: string; e164: string };
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  /** When the team answers, in the office's time zone: Monday first, null for closed. */
  hours: {
    timeZone: string;
    days: ({ opens: string; closes: string } | null)[];
  };
  socials: SocialLink[];
  scheduling: {
    provider: "calendly";
    /** Public event URL of the scheduling widget (placeholder: the owner replaces it). */
    url: string;
  };
  legal: {
    provider: "termly";
    scriptUrl: string;
    /** Policy embed IDs from the legal-policy provider (placeholders: the owner replaces them). */
    privacyPolicyId: string;
    termsOfServiceId: string;
    /** Hosted copies of the documents, linked from the legal pages. */
    privacyPolicyUrl: string;
    termsOfServiceUrl: string;
  };
  twitterHandle: string;
  /**
   * The analytics provider, or null for none (then no analytics script at all). One of:
   *   { provider: "plausible", scriptUrl: "https://plausible.io/js/script.js", domain: "ampliflow.com" }
   *   { provider: "umami", scriptUrl: "https://cloud.umami.is/script.js", websiteId: "<uuid>" }
   *   { provider: "ga4", measurementId: "G-XXXXXXXXXX" }  (sets cookies: a consent banner asks first)
   * Self-hosted Plausible or Umami: their own script URL. Rebuild after changing it; the script,
   * the CSP, the events and the banner follow (docs/configuration.md, "Analytics").
   * `experimentsConsent: "required" | "not-required"` beside the provider decides whether the A/B
   * tests wait for the banner's Accept; unset, they do where the provider asks for consent.
   */
  analytics: AnalyticsConfig | null;
  /** The header's and footer's menus: the team's from the store, with the pages that ask for a place (ADR 040). */
  menus: SiteMenus;
}

const brand = "Ampliflow";

export const site: SiteConfig = {
  brand,
  legalName: `${brand}, Inc.`,
  tagline: "The AI marketing and sales stack for teams that need to grow faster",
  defaultUrl: "https://www.ampliflow.ai",
  email: "hello@ampliflow.ai",
  phone: { display: "+1 (916) 555-0142", e164: "+19165550142" },
  address: {
    street: "1215 K Street, Suite 1700",
    locality: "Sacramento",
    region: "CA",
    postalCode: "95814",
    country: "US",
  },
  hours: {
    timeZone: "America/Los_Angeles",
    days: [...Array.from({ length: 5 }, () => ({ opens: "09:00", closes: "18:00" })), { opens: "10:00", closes: "16:00" }, null],
  },
  socials: [
    { network: "LinkedIn", href: "https://www.linkedin.com/company/ampliflow", label: `${brand} on LinkedIn` },
    { network: "X", href: "https://x.com/ampliflow", label: `${brand} on X` },
    { network: "YouTube", href: "https://www.youtube.com/@ampliflow", label: `${brand} on YouTube` },
    { network: "Instagram", href: "https://www.instagram.com/ampliflow", label: `${brand} on Instagram` },
  ],
  scheduling: {
    provider: "calendly",
    url: "https://calendly.com/ampliflow/demo",
  },
  legal: {
    provider: "termly",
    scriptUrl: "https://app.termly.io/embed-policy.min.js",
    privacyPolicyId: "00000000-0000-0000-0000-000000000001",
    termsOfServiceId: "00000000-0000-0000-0000-000000000002",
    privacyPolicyUrl: "https://app.termly.io/document/privacy-policy/00000000-0000-0000-0000-000000000001",
    termsOfServiceUrl: "https://app.termly.io/document/terms-of-service/00000000-0000-0000-0000-000000000002",
  },
  twitterHandle: "@ampliflow",
  analytics: null,
  menus: DEFAULT_MENUS,
};

/** "Sacramento, CA" — the office as the site names it. */
export const officeCity = `${site.address.locality}, ${site.address.region}`;
