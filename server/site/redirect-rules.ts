/**
 * What a redirect may say: an old address of this site that the server does not answer itself,
 * sent to a path of this site or to a full http(s) URL elsewhere, and never round in a loop. The
 * studio and the CLI are refused by these rules; the server serving the table checks each row
 * again, so a row written around them cannot send a visitor off the site or into its own routes.
 */
import { isSitePath as isLinkToSite, sitePathProblem, webAddressOf } from "#shared/links.ts";
import { matchesAddress, RESERVED_ADDRESSES, shownAddress } from "#shared/site-paths.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { canonicalPath } from "#server/platform/canonical-path.ts";

/** Longer than any address a browser, a CDN or a sitemap (2,048) handles well. */
export const REDIRECT_MAX_LENGTH = 2000;


export type RedirectProblems = Partial<Record<"from" | "to", string>>;

/** The old address → the new one (a path or a URL), or null for gone: the table as stored. */
export type RedirectTable = ReadonlyMap<string, string | null>;

// One leading slash and no backslash: a browser reads "//host/x" and "/\host/x" as another site.
const SITE_PATH = /^\/(?![/\\])[^\s\p{Cc}\\?#]*$/u;
const OFF_SITE_PATH = /^[/\\]{2}/;

/** A path of this site, as a Location header leaves it: never one a browser sends elsewhere, decoded or not (the one link rule). */
function isSitePath(value: string): boolean {
  return value.length <= REDIRECT_MAX_LENGTH && SITE_PATH.test(value) && isLinkToSite(value);
}

/** A full http(s) URL with a host. */
function isWebUrl(value: string): boolean {
  return value.length <= REDIRECT_MAX_LENGTH && webAddressOf(value) !== undefined;
}

/** The path a request for `value` is looked up by: decoded (as the server decodes it), then canonical; undefined when it cannot be decoded. */
function requestPath(value: string): string | undefined {
  try {
    return canonicalPath(decodeURIComponent(value));
  } catch {
    return undefined;
  }
}

/** The server's own address `path` falls under, as an editor reads it: a redirect there would take over its routes, or never work. */
function reservedPrefixOf(path: string): string | undefined {
  const canonical = requestPath(path) ?? path;
  const reserved = RESERVED_ADDRESSES.find((address) => !address.redirectable && matchesAddress(address.pattern, canonical));
  return reserved && shownAddress(reserved, canonical);
}

function fromProblem(from: string): string | undefined {
  if (!from) return "Give the old address, e.g. /old-page.";
  if (from.length > REDIRECT_MAX_LENGTH) return `Keep it to ${REDIRECT_MAX_LENGTH.toLocaleString("en")} characters or fewer.`;
  if (OFF_SITE_PATH.test(from)) return "Start it with one slash: a browser reads “//…” and “/\\…” as another site.";
  if (!SITE_PATH.test(from)) return `“${from}”: give the old address as a path of this site, e.g. /old-page (no spaces, ? or #).`;
  const path = requestPath(from);
  if (path === undefined) return `“${from}” has a % that does not start an encoded character (%20, %C3%A9…).`;
  if (path === "/") return "The home page cannot be redirected.";
  const reserved = reservedPrefixOf(from);
  if (reserved) return `Addresses under ${reserved} are the server's own; choose another.`;
  return undefined;
}

function toProblem(to: string): string | undefined {
  if (to.length > REDIRECT_MAX_LENGTH) return `Keep it to ${REDIRECT_MAX_LENGTH.toLocaleString("en")} characters or fewer.`;
  if (OFF_SITE_PATH.test(to)) return "Start a path with one slash: a browser reads “//…” and “/\\…” as another site. For another site, give its full URL (https://…).";
  if (isSitePath(to) || isWebUrl(to)) return undefined;
  // A path of the right shape that a browser would still take elsewhere ("/%5Cevil.example"), said as such.
  if (SITE_PATH.test(to)) return sitePathProblem(to);
  return `“${to}”: give the new address as a path (/new-page) or a full URL (https://…).`;
}

/** The path a target leads to on this site (a path, or a URL of the site's own origin); undefined for elsewhere. */
function pathOnThisSite(to: string): string | undefined {
  if (isSitePath(to)) return requestPath(to);
  if (!isWebUrl(to)) return undefined;
  const url = new URL(to);
  return url.origin === new URL(SITE_URL).origin ? requestPath(url.pathname) : undefined;
}

/**
 * The addresses a visitor would go through from `from` if it led to `to`, when they come back to
 * `from` ("/a", "/b", "/a"); undefined when they end somewhere. The server drops a trailing slash
 * (canonicalPath) before it looks a redirect up, so "/x" → "/x/" comes back too.
 */
export function loopThrough(from: string, to: string, table: RedirectTable): string[] | undefined {
  const start = requestPath(from) ?? from;
  const chain = [from];
  const seen = new Set<string>();
  let next: string | null | undefined = to;
  while (next) {
    const path = pathOnThisSite(next);
    if (path === undefined) return undefined;
    chain.push(next);
    if (path === start) return chain;
    // A loop the table already has, that this redirect does not close: not this form's to refuse.
    if (seen.has(path)) return undefined;
    seen.add(path);
    next = table.get(path);
  }
  return undefined;
}

/**
 * What is wrong with a redirect from `from` to `to` (null: gone), by field, in words; empty when
 * nothing is. `table` is every other redirect, for the loops this one would close.
 */
export function redirectProblems(from: string, to: string | null, table: RedirectTable): RedirectProblems {
  const problems: RedirectProblems = {};
  const fromWrong = fromProblem(from);
  if (fromWrong) problems.from = fromWrong;
  const toWrong = to === null ? undefined : toProblem(to);
  if (toWrong) problems.to = toWrong;
  if (fromWrong || toWrong || to === null) return problems;
  if (to === from || pathOnThisSite(to) === storedFrom(from)) {
    problems.to = to === from ? "An address cannot lead to itself." : `“${to}” is the same page as “${from}”: an address cannot lead to itself.`;
    return problems;
  }
  const stored = storedFrom(from);
  const loop = loopThrough(from, to, new Map([...table].filter(([other]) => other !== stored)));
  if (loop) problems.to = `This would send visitors round in a loop: ${loop.join(" → ")}. Change or remove one of those redirects first.`;
  return problems;
}

/** The address the server stores a redirect under: the form a request is looked up in ("/old/" is "/old", "/caf%C3%A9" is "/café"). */
export function storedFrom(from: string): string {
  return requestPath(from) ?? from;
}

/**
 * Where the server may send a visitor for a stored redirect: its target when the row keeps the
 * rules above, else undefined (the row was written around them; the address answers without it).
 */
export function servedLocation(from: string, to: string): string | undefined {
  if (fromProblem(from) !== undefined) return undefined;
  if (isSitePath(to)) return to;
  return isWebUrl(to) ? new URL(to).href : undefined;
}
