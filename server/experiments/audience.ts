/**
 * Who takes part in a page's experiment (ADR 042): a browser loading the page for a person who has
 * not asked to be left out. Crawlers and link-preview bots always get the control (the page search
 * engines index is the page people see by default: no cloaking), and so do prefetches and visitors
 * who send Global Privacy Control or Do Not Track or declined consent, and, where the operator
 * makes experiments wait for consent, visitors who have not accepted yet; none of them is counted.
 */
import { isBot } from "isbot";
import { CONSENT_COOKIE, type ExperimentsConsent } from "#shared/analytics.ts";

/**
 * prefetch: a speculative load the server declines (it would be shown without asking again);
 * embedded: the page in a frame or fetched by a script; awaiting-consent: no Accept yet where the
 * experiments wait for one.
 */
export type Audience = "participant" | "bot" | "prefetch" | "embedded" | "opted-out" | "awaiting-consent";

/** A person's browser showing the page to them, whether or not they take part: what the page views count. */
export const isPersonViewing = (audience: Audience) => audience === "participant" || audience === "opted-out" || audience === "awaiting-consent";

/**
 * `header(name)`: the request's header, lower-case name; `cookie(name)`: one of its cookies;
 * `consent`: the page's rule (its analytics settings, shared/analytics.ts).
 */
export function audienceOf(header: (name: string) => string | undefined, cookie: (name: string) => string | undefined, consent: ExperimentsConsent = "not-required"): Audience {
  const agent = header("user-agent") ?? "";
  // Search engines, link previews, monitors, audits and scripts, by a list kept up to date upstream.
  if (!agent || isBot(agent)) return "bot";
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""} ${header("x-moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return "prefetch";
  const destination = header("sec-fetch-dest");
  if (destination && destination !== "document") return "embedded";
  if (header("sec-gpc") === "1" || header("dnt") === "1" || cookie(CONSENT_COOKIE) === "denied") return "opted-out";
  if (consent === "required" && cookie(CONSENT_COOKIE) !== "granted") return "awaiting-consent";
  return "participant";
}
