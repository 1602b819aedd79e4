/**
 * Who takes part in a page's experiment (ADR 042): a browser loading the page for a person who has
 * not asked to be left out. Crawlers and link-preview bots always get the control (the page search
 * engines index is the page people see by default: no cloaking), and so do prefetches and visitors
 * who send Global Privacy Control or Do Not Track or declined consent; none of them is counted.
 */
import { CONSENT_COOKIE } from "#shared/analytics.ts";

/** Search engines, link previews, monitors and audits by their user agents' own words. */
const AUTOMATED =
  /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|facebookcatalog|embedly|pinterest|whatsapp|telegram|skype|vkshare|quora link preview|outbrain|lighthouse|pagespeed|headlesschrome|google-inspectiontool|bingpreview|ahrefs|semrush|uptime|pingdom|curl\/|wget\/|python-requests|go-http-client|node-fetch|axios|okhttp|java\//i;


/** prefetch: a speculative load the server declines (it would be shown without asking again); embedded: the page in a frame or fetched by a script. */
export type Audience = "participant" | "bot" | "prefetch" | "embedded" | "opted-out";

/** `header(name)`: the request's header, lower-case name; `cookie(name)`: one of its cookies. */
export function audienceOf(header: (name: string) => string | undefined, cookie: (name: string) => string | undefined): Audience {
  const agent = header("user-agent") ?? "";
  if (!agent || AUTOMATED.test(agent)) return "bot";
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""} ${header("x-moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return "prefetch";
  const destination = header("sec-fetch-dest");
  if (destination && destination !== "document") return "embedded";
  if (header("sec-gpc") === "1" || header("dnt") === "1" || cookie(CONSENT_COOKIE) === "denied") return "opted-out";
  return "participant";
}
