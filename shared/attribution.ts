/**
 * Where a lead came from: the campaign, referrer and landing page of the visit's first touch and of
 * its last one (a later visit through another campaign or site in the same tab), the page the form
 * was sent from and the time from the first page to the message.
 *
 * The browser records only what the address bar and `document.referrer` say, in session storage
 * (one tab, gone when it closes; no cookie): `app/site/enhance/attribution.ts`. The server never trusts
 * that record: `normalizeAttribution` keeps the known keys, bounds every value, and derives source
 * and medium the way analytics tools do (UTM first, then ad click ids, then the referrer's kind).
 * A form posted without JavaScript still gets what the server sees: the sending page's address.
 */

import { ATTRIBUTION_PARAMS, CLICK_ID_PARAMS, UTM_PARAMS } from "./attribution-keys.ts";
import type { ExperimentExposure } from "./experiments/experiment.ts";

export { ATTRIBUTION_PARAMS, ATTRIBUTION_STORAGE_KEY, CLICK_ID_PARAMS, UTM_PARAMS, type RawAttribution, type RawTouch } from "./attribution-keys.ts";
export type ClickId = (typeof CLICK_ID_PARAMS)[number];

/** A touch as stored with the lead. */
export interface Touch {
  /** e.g. "google", "linkedin.com", "newsletter" (utm_source), "(direct)". */
  source: string;
  /** e.g. "cpc", "organic", "social", "referral", "email" (utm_medium), "(none)". */
  medium: string;
  campaign: string | null;
  term: string | null;
  content: string | null;
  /** The ad platforms' click ids present on the landing address. */
  clickIds: Partial<Record<ClickId, string>>;
  /** Path of the page the touch landed on (no query string). */
  landingPage: string | null;
  /** The other site's address (origin and path; its query can hold personal data and is dropped). */
  referrer: string | null;
  /** When the touch happened (the browser's clock), or null when the server saw only the form post. */
  at: string | null;
}

export interface Attribution {
  /** 1: this shape. Part of the webhook body and the JSON export. */
  version: 1;
  /** "browser": the visit's record from the tab; "server": only what the form post itself showed. */
  capturedBy: "browser" | "server";
  first: Touch;
  last: Touch;
  /** Seconds from the first page of the visit to the message, when the browser recorded it. */
  secondsToConvert: number | null;
  /** The page experiments the visitor saw before, with their variants (ADR 042); absent when none. Set by the server alone. */
  experiments?: ExperimentExposure[];
}

/** Longest value kept per field: campaign names and click ids fit; pasted essays do not. */
export const MAX_VALUE_LENGTH = 200;
const MAX_ADDRESS_LENGTH = 300;
/** A record older than this is a clock or a forgery, not a visit. */
const MAX_VISIT_AGE_MS = 30 * 24 * 3600 * 1000;

/* eslint-disable-next-line no-control-regex -- control characters and broken UTF-16 never belong in a campaign value */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A value as the reports may show it: text, printable, trimmed, bounded; anything else is absent. */
export function cleanValue(value: unknown, max = MAX_VALUE_LENGTH): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(UNPRINTABLE, "").trim();
  if (!text) return null;
  // Cut at a character boundary: never half of a surrogate pair.
  return Array.from(text).slice(0, max).join("");
}

/** A path on this site: starts with one "/", no query or fragment. */
export function cleanPath(value: unknown): string | null {
  const text = cleanValue(value, MAX_ADDRESS_LENGTH);
  if (!text || !text.startsWith("/") || text.startsWith("//")) return null;
  return text.split(/[?#]/)[0]!;
}

/** Another site's address: http(s) only, without credentials, query or fragment. */
export function cleanReferrer(value: unknown, ownHost?: string): string | null {
  const text = cleanValue(value, 2000);
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (ownHost && url.host === ownHost) return null;
  return `${url.origin}${url.pathname}`.slice(0, MAX_ADDRESS_LENGTH);
}

function cleanTime(value: unknown, now: Date): string | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time) || time > now.getTime() + 5 * 60_000 || time < now.getTime() - MAX_VISIT_AGE_MS) return null;
  return new Date(time).toISOString();
}

const SEARCH_ENGINES: Record<string, string> = {
  google: "google",
  bing: "bing",
  duckduckgo: "duckduckgo",
  yahoo: "yahoo",
  ecosia: "ecosia",
  baidu: "baidu",
  yandex: "yandex",
  qwant: "qwant",
  brave: "brave",
  startpage: "startpage",
};
const SOCIAL_SITES: Record<string, string> = {
  "linkedin.com": "linkedin",
  "lnkd.in": "linkedin",
  "t.co": "twitter",
  "x.com": "twitter",
  "twitter.com": "twitter",
  "facebook.com": "facebook",
  "fb.com": "facebook",
  "instagram.com": "instagram",
  "reddit.com": "reddit",
  "youtube.com": "youtube",
  "news.ycombinator.com": "hacker news",
  "threads.net": "threads",
  "bsky.app": "bluesky",
};
/** Click id -> the platform and medium it implies when no UTM says otherwise. */
const CLICK_ID_SOURCES: Record<ClickId, [string, string]> = {
  gclid: ["google", "cpc"],
  gbraid: ["google", "cpc"],
  wbraid: ["google", "cpc"],
  msclkid: ["bing", "cpc"],
  fbclid: ["facebook", "social"],
  li_fat_id: ["linkedin", "cpc"],
  ttclid: ["tiktok", "cpc"],
};

/** Source and medium from a referrer alone: a search engine, a social site, or any other site. */
export function channelOfReferrer(referrer: string | null): { source: string; medium: string } {
  if (!referrer) return { source: "(direct)", medium: "(none)" };
  const host = new URL(referrer).hostname.replace(/^(www|m|l|lm)\./, "");
  for (const [site, source] of Object.entries(SOCIAL_SITES)) {
    if (host === site || host.endsWith(`.${site}`)) return { source, medium: "social" };
  }
  // google.com, google.co.uk, search.yahoo.com, html.duckduckgo.com ...
  const labels = host.split(".");
  const engine = labels.find((label) => label in SEARCH_ENGINES);
  if (engine) return { source: SEARCH_ENGINES[engine]!, medium: "organic" };
  return { source: host, medium: "referral" };
}

/** A touch from the page address's parameters and the referrer, the way the reports count it. */
export function touchOf(input: { page?: unknown; referrer?: unknown; params?: unknown; at?: unknown }, now: Date, ownHost?: string): Touch {
  const params = typeof input.params === "object" && input.params !== null && !Array.isArray(input.params) ? (input.params as Record<string, unknown>) : {};
  const utm = Object.fromEntries(UTM_PARAMS.map((name) => [name, cleanValue(params[name])])) as Record<(typeof UTM_PARAMS)[number], string | null>;
  const clickIds: Partial<Record<ClickId, string>> = {};
  for (const name of CLICK_ID_PARAMS) {
    const value = cleanValue(params[name]);
    if (value) clickIds[name] = value;
  }
  const referrer = cleanReferrer(input.referrer, ownHost);
  const clicked = CLICK_ID_PARAMS.find((name) => clickIds[name]);
  const implied = clicked ? { source: CLICK_ID_SOURCES[clicked][0], medium: CLICK_ID_SOURCES[clicked][1] } : channelOfReferrer(referrer);
  // Source and medium are compared across campaigns: one spelling ("LinkedIn" = "linkedin").
  const source = utm.utm_source?.toLowerCase() ?? implied.source;
  const medium = utm.utm_medium?.toLowerCase() ?? (utm.utm_source ? "(not set)" : implied.medium);
  return {
    source,
    medium,
    campaign: utm.utm_campaign,
    term: utm.utm_term,
    content: utm.utm_content,
    clickIds,
    landingPage: cleanPath(input.page),
    referrer,
    at: cleanTime(input.at, now),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The attribution to store with a lead. `recorded` is the browser's record as posted (anything,
 * possibly hostile); `sentFrom` is the address the form was posted from, as the server saw it (its
 * Referer), which is all a post without JavaScript has: then both touches are that page, with the
 * campaign parameters it carried.
 */
export function normalizeAttribution(recorded: unknown, sentFrom: string | null, now: Date, ownHost?: string): Attribution {
  if (isRecord(recorded) && isRecord(recorded.first) && isRecord(recorded.last)) {
    const first = touchOf(recorded.first, now, ownHost);
    const last = touchOf(recorded.last, now, ownHost);
    const started = first.at ? Date.parse(first.at) : NaN;
    const secondsToConvert = Number.isNaN(started) ? null : Math.max(0, Math.round((now.getTime() - started) / 1000));
    return { version: 1, capturedBy: "browser", first, last, secondsToConvert };
  }
  let page: string | null = null;
  let params: Record<string, string> = {};
  if (sentFrom) {
    try {
      const url = new URL(sentFrom);
      page = url.pathname;
      params = Object.fromEntries(ATTRIBUTION_PARAMS.flatMap((name) => (url.searchParams.has(name) ? [[name, url.searchParams.get(name)!]] : [])));
    } catch {
      page = null;
    }
  }
  const touch = touchOf({ page, referrer: null, params, at: null }, now, ownHost);
  return { version: 1, capturedBy: "server", first: touch, last: touch, secondsToConvert: null };
}

/** "google / cpc", the way reports and the email name a touch's channel. */
export function channelLabel(touch: Touch): string {
  return `${touch.source} / ${touch.medium}`;
}
