/**
 * The facts the marketing team changes without a developer (ADR 027): contact email, phone, office,
 * business hours, social links, the scheduler's address and the legal-policy IDs. shared/content/site.ts
 * holds the defaults; the store may hold a changed copy. One set of rules for the admin form and the
 * server, each answering in words next to its field.
 */
// zod/mini: the same rules at a tenth of the bytes in the admin app's chunk.
import { z } from "zod/mini";
import { site as defaults, type SiteConfig, type SocialLink } from "#shared/content/site.ts";
import { webAddressOf } from "#shared/links.ts";

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

const WORDS = {
  email: "Give an email address, e.g. hello@example.com.",
  phone: "Write the number with its country code, e.g. +1 (212) 555-0199.",
  fill: "Fill this in.",
  addressLine: `Keep it to ${SETTINGS_LIMITS.addressLine} characters or fewer.`,
  country: "Give the country's two-letter code, e.g. US.",
  timeZone: "Choose a time zone from the list.",
  bothTimes: "Give both times, e.g. 09:00 and 18:00.",
  closesAfter: "The closing time must come after the opening time.",
  sevenDays: "Give the hours of all seven days.",
  https: "Paste the booking page's address, starting https://.",
  schedulerHost: "Give the booking page's address on its own host name (letters, digits, dots and hyphens, no * ; or ,), e.g. https://calendly.com/your-team.",
  policyId: "Paste the policy's ID from the provider, e.g. 1a2b3c4d-….",
  profile: (network: SocialNetwork) => `Paste the profile's address, starting https://${SOCIAL_HOSTS[network][0]}/ or https://www.${SOCIAL_HOSTS[network][0]}/.`,
};

const digitCount = (phone: string) => phone.replace(/\D/g, "").length;
const addressLine = z.string().check(z.trim(), z.minLength(1, WORDS.fill), z.maxLength(SETTINGS_LIMITS.addressLine, WORDS.addressLine));
const policyId = z.string().check(z.trim(), z.regex(POLICY_ID, WORDS.policyId));
const day = z.nullable(z.object({ opens: z.string(), closes: z.string() })).check(
  z.refine((hours) => !hours || (TIME.test(hours.opens) && TIME.test(hours.closes)), { error: WORDS.bothTimes, abort: true }),
  z.refine((hours) => !hours || hours.opens < hours.closes, WORDS.closesAfter),
);
/** A network's profile, or empty for a network not shown. */
const profile = (network: SocialNetwork) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((href) => !href || isProfileUrl(href, SOCIAL_HOSTS[network]), WORDS.profile(network)),
    ),
  );

/**
 * Each setting's one rule, in the words its field shows: the admin form checks with it before it
 * sends, the server before it stores (and again on what it reads back).
 */
export const SETTINGS_SCHEMA = z.object({
  email: z.string().check(z.trim(), z.maxLength(SETTINGS_LIMITS.email, WORDS.email), z.regex(EMAIL, WORDS.email)),
  phone: z.string().check(
    z.maxLength(SETTINGS_LIMITS.phone, WORDS.phone),
    z.trim(),
    z.regex(PHONE, WORDS.phone),
    z.refine((phone) => digitCount(phone) >= 8 && digitCount(phone) <= 15, WORDS.phone),
  ),
  address: z.object({
    street: addressLine,
    locality: addressLine,
    region: addressLine,
    postalCode: addressLine,
    country: z.string().check(
      z.trim(),
      z.refine((code) => !!regionName(code.toUpperCase()), WORDS.country),
    ),
  }),
  hours: z.object({
    timeZone: z.string().check(z.trim(), z.refine(isTimeZone, WORDS.timeZone)),
    days: z.array(day).check(z.length(7, WORDS.sevenDays)),
  }),
  socials: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, profile(network)])) as Record<SocialNetwork, ReturnType<typeof profile>>),
  schedulerUrl: z.string().check(
    z.trim(),
    z.refine((address) => !!isHttpsUrl(address), { error: WORDS.https, abort: true }),
    z.refine((address) => !!schedulerOriginOf(address), WORDS.schedulerHost),
  ),
  legal: z.object({ privacyPolicyId: policyId, termsOfServiceId: policyId }),
});

/** A problem's key, as the form names its field: "address.street", "socials.X", and a day by its index ("hours.2"). */
function problemKey(path: readonly PropertyKey[]): string {
  const [group, field, ...rest] = path;
  return (group === "hours" && field === "days" && rest.length ? [group, ...rest] : path).map(String).join(".");
}

/**
 * What is wrong with each field, keyed by its path ("address.street", "hours.2", "socials.X");
 * empty when the settings can be saved. The first rule a field fails names it.
 */
export function settingsProblems(settings: unknown): SettingsProblems {
  const result = SETTINGS_SCHEMA.safeParse(settings);
  const problems: SettingsProblems = {};
  for (const issue of result.error?.issues ?? []) problems[problemKey(issue.path)] ??= issue.message;
  return problems;
}

/** Whether a value has the settings' shape (every field as text), whatever the rules say of its values. */
export function hasSettingsShape(value: unknown): value is SiteSettings {
  return SETTINGS_SCHEMA.safeParse(value).error?.issues.every((issue) => issue.code !== "invalid_type") ?? true;
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
export function regionName(code: string, language = "en"): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  const name = new Intl.DisplayNames([language], { type: "region", fallback: "none" }).of(code);
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
  return webAddressOf(value, ["https:"]);
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
