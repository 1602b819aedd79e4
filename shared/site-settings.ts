/**
 * The facts the marketing team changes without a developer (ADR 027): contact email, phone, office,
 * business hours, social links, the scheduler's address and the legal-policy IDs. shared/content/site.ts
 * holds the defaults; the store may hold a changed copy. One set of rules for the admin form and the
 * server, each answering in words next to its field.
 */
import { site as defaults, type SiteConfig, type SocialLink } from "#shared/content/site.ts";

export const SOCIAL_NETWORKS = ["LinkedIn", "X", "YouTube", "Instagram"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Where each network's profile addresses live, so a pasted address is checked against it. */
const SOCIAL_HOSTS: Record<SocialNetwork, string[]> = {
  LinkedIn: ["linkedin.com"],
  X: ["x.com", "twitter.com"],
  YouTube: ["youtube.com"],
  Instagram: ["instagram.com"],
};

export interface SiteSettings {
  email: string;
  /** As people read it; the dialled form (E.164) is derived from it. */
  phone: string;
  address: SiteConfig["address"];
  hours: SiteConfig["hours"];
  /** A network left out is not shown. */
  socials: Partial<Record<SocialNetwork, string>>;
  schedulerUrl: string;
  legal: { privacyPolicyId: string; termsOfServiceId: string };
}

export type SettingsProblems = Partial<Record<string, string>>;

export const SETTINGS_LIMITS = { email: 254, phone: 40, addressLine: 100 } as const;

export const DEFAULT_SETTINGS: SiteSettings = tidySettings(settingsOf(defaults));

/** The changeable part of a site's configuration. */
export function settingsOf(site: SiteConfig): SiteSettings {
  return {
    email: site.email,
    phone: site.phone.display,
    address: site.address,
    hours: site.hours,
    socials: Object.fromEntries(site.socials.map((social) => [social.network, social.href])),
    schedulerUrl: site.scheduling.url,
    legal: { privacyPolicyId: site.legal.privacyPolicyId, termsOfServiceId: site.legal.termsOfServiceId },
  };
}

/** The site's configuration with the settings in place of the defaults. */
export function siteWith(settings: SiteSettings, base: SiteConfig = defaults): SiteConfig {
  const { privacyPolicyId, termsOfServiceId } = settings.legal;
  return {
    ...base,
    email: settings.email,
    phone: { display: settings.phone, e164: dialledForm(settings.phone) },
    address: settings.address,
    hours: settings.hours,
    socials: SOCIAL_NETWORKS.flatMap((network): SocialLink[] => {
      const href = settings.socials[network];
      return href ? [{ network, href, label: `${base.brand} on ${network}` }] : [];
    }),
    scheduling: { ...base.scheduling, url: settings.schedulerUrl },
    legal: {
      ...base.legal,
      privacyPolicyId,
      termsOfServiceId,
      privacyPolicyUrl: `https://app.termly.io/document/privacy-policy/${privacyPolicyId}`,
      termsOfServiceUrl: `https://app.termly.io/document/terms-of-service/${termsOfServiceId}`,
    },
  };
}

/** "+1 (212) 555-0199" -> "+12125550199". */
export function dialledForm(phone: string): string {
  return `+${phone.replace(/\D/g, "")}`;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i;
const PHONE = /^\+[\d\s().-]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const POLICY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What is wrong with each field, keyed by its path ("address.street", "hours.2", "socials.X");
 * empty when the settings can be saved.
 */
export function settingsProblems(settings: SiteSettings): SettingsProblems {
  const problems: SettingsProblems = {};
  const email = settings.email.trim();
  if (!EMAIL.test(email) || email.length > SETTINGS_LIMITS.email) problems["email"] = "Give an email address, e.g. hello@example.com.";
  const digits = settings.phone.replace(/\D/g, "").length;
  if (!PHONE.test(settings.phone.trim()) || digits < 8 || digits > 15 || settings.phone.length > SETTINGS_LIMITS.phone) {
    problems["phone"] = "Write the number with its country code, e.g. +1 (212) 555-0199.";
  }
  for (const line of ["street", "locality", "region", "postalCode"] as const) {
    const value = settings.address[line].trim();
    if (!value) problems[`address.${line}`] = "Fill this in.";
    else if (value.length > SETTINGS_LIMITS.addressLine) problems[`address.${line}`] = `Keep it to ${SETTINGS_LIMITS.addressLine} characters or fewer.`;
  }
  if (!regionName(settings.address.country)) problems["address.country"] = "Give the country's two-letter code, e.g. US.";
  if (!isTimeZone(settings.hours.timeZone)) problems["hours.timeZone"] = "Choose a time zone from the list.";
  settings.hours.days.forEach((day, index) => {
    if (day && (!TIME.test(day.opens) || !TIME.test(day.closes))) problems[`hours.${index}`] = "Give both times, e.g. 09:00 and 18:00.";
    else if (day && day.opens >= day.closes) problems[`hours.${index}`] = "The closing time must come after the opening time.";
  });
  if (settings.hours.days.length !== 7) problems["hours.timeZone"] = "Give the hours of all seven days.";
  for (const network of SOCIAL_NETWORKS) {
    const href = settings.socials[network];
    if (href && !isProfileUrl(href, SOCIAL_HOSTS[network])) problems[`socials.${network}`] = `Paste the profile's address, starting https://${SOCIAL_HOSTS[network][0]}/ or https://www.${SOCIAL_HOSTS[network][0]}/.`;
  }
  if (!isHttpsUrl(settings.schedulerUrl)) problems["schedulerUrl"] = "Paste the booking page's address, starting https://.";
  else if (!schedulerOriginOf(settings.schedulerUrl)) {
    problems["schedulerUrl"] = "Give the booking page's address on its own host name (letters, digits, dots and hyphens, no * ; or ,), e.g. https://calendly.com/your-team.";
  }
  if (!POLICY_ID.test(settings.legal.privacyPolicyId)) problems["legal.privacyPolicyId"] = "Paste the policy's ID from the provider, e.g. 1a2b3c4d-….";
  if (!POLICY_ID.test(settings.legal.termsOfServiceId)) problems["legal.termsOfServiceId"] = "Paste the policy's ID from the provider, e.g. 1a2b3c4d-….";
  return problems;
}

/** The settings as stored or sent: whitespace trimmed, empty social links left out, keys in one order (comparable as JSON). */
export function tidySettings(settings: SiteSettings): SiteSettings {
  const trim = (value: string) => value.trim();
  return {
    email: trim(settings.email),
    phone: trim(settings.phone),
    address: {
      street: trim(settings.address.street),
      locality: trim(settings.address.locality),
      region: trim(settings.address.region),
      postalCode: trim(settings.address.postalCode),
      country: trim(settings.address.country).toUpperCase(),
    },
    hours: { timeZone: trim(settings.hours.timeZone), days: settings.hours.days.map((day) => day && { opens: day.opens, closes: day.closes }) },
    socials: Object.fromEntries(SOCIAL_NETWORKS.flatMap((network) => (settings.socials[network]?.trim() ? [[network, settings.socials[network]!.trim()]] : []))),
    schedulerUrl: trim(settings.schedulerUrl),
    legal: { privacyPolicyId: trim(settings.legal.privacyPolicyId), termsOfServiceId: trim(settings.legal.termsOfServiceId) },
  };
}

/** "US" -> "United States"; undefined for anything that is not a region's code. */
export function regionName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  const name = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code);
  return name && name !== code ? name : undefined;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.includes("/") || zone === "UTC";
  } catch {
    return false;
  }
}

function isHttpsUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A DNS name as URL writes it (lower case, an IDN in its xn-- form), ending in a top-level name: no wildcard, no IP address. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The scheduler's origin as the CSP's frame-src names it, or undefined: https, a host name and an
 * optional port only, so no part of the address can end a directive (;), start a policy (,) or widen one (*).
 */
export function schedulerOriginOf(address: string): string | undefined {
  const url = isHttpsUrl(address);
  return url && HOST_NAME.test(url.hostname) ? url.origin : undefined;
}

function isProfileUrl(value: string, hosts: string[]): boolean {
  const url = isHttpsUrl(value);
  return !!url && hosts.some((host) => url.hostname === host || url.hostname === `www.${host}`);
}
