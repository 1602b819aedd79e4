/**
 * Where a link may go, checked as the browser will follow it (WHATWG URL): "a path of this site"
 * stays on it, decoded or not, and a full address is of a kind the field allows. One rule for
 * every link field: a section's call to action and cards, the menus, a page's canonical, share image
 * and breadcrumbs, a post's canonical, the site's settings, and a redirect's target.
 */

/** Where paths are resolved: any origin of ours would do, this one cannot be anyone's. */
const SITE = "https://site.invalid";

export const WEB_PROTOCOLS = ["https:", "http:"] as const;
export type WebProtocol = (typeof WEB_PROTOCOLS)[number];

/** Spaces, line breaks, tabs and other control characters: the browser drops some where it reads a link (a tab or a new line anywhere), so none is allowed. */
const INVISIBLE = /[\s\p{Cc}]/u;
const ANCHOR = /^#[\w-]+$/;
const MAIL = /^mailto:[^\s@]+@[^\s@]+$/i;
const PHONE = /^tel:\+?[\d ().-]+$/i;

export const LINK_PROBLEMS = {
  invisible: "Remove the spaces and invisible characters from the address (a space in a path is written %20).",
  leavesSite: "Start a path of this site with one slash and no backslash, e.g. /pricing: a browser takes “//…” and “/\\…” to another site. For another site, give its full address (https://…).",
  percent: "Write a % in a path as %25: a % starts an encoded character (%20, %C3%A9…).",
} as const;

const staysOnSite = (path: string): boolean => {
  if (!path.startsWith("/") || INVISIBLE.test(path) || path.includes("\\")) return false;
  try {
    return new URL(path, `${SITE}/`).origin === SITE;
  } catch {
    return false;
  }
};

/** Why `value` is not a path of this site, in words; undefined when it is one. */
export function sitePathProblem(value: string): string | undefined {
  if (INVISIBLE.test(value)) return LINK_PROBLEMS.invisible;
  if (!staysOnSite(value)) return LINK_PROBLEMS.leavesSite;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return LINK_PROBLEMS.percent;
  }
  // Decoded, as a server or a proxy on the way may before it redirects: "/%5Cevil.example" is "/\evil.example".
  if (INVISIBLE.test(decoded)) return LINK_PROBLEMS.invisible;
  return staysOnSite(decoded) ? undefined : LINK_PROBLEMS.leavesSite;
}

export const isSitePath = (value: string): boolean => sitePathProblem(value) === undefined;

/** `value` as a full address of one of `protocols` with a host and no user name or password in it; else undefined. */
export function webAddressOf(value: string, protocols: readonly WebProtocol[] = WEB_PROTOCOLS): URL | undefined {
  // Written as the browser shows it: the scheme and // first, nothing the parser would drop or turn into a slash.
  if (INVISIBLE.test(value) || value.includes("\\") || !/^[a-z]+:\/\//i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return (protocols as readonly string[]).includes(url.protocol) && url.hostname !== "" && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

export interface LinkKinds {
  /** A path of this site (/pricing). */
  path?: boolean;
  /** A place on the page (#faq). */
  anchor?: boolean;
  /** A full address of these protocols. */
  web?: readonly WebProtocol[];
  mail?: boolean;
  phone?: boolean;
}

/** Why `value` is not a link of one of `kinds`, in words (`otherwise` when no more precise reason applies); undefined when it is one. */
export function linkProblem(value: string, kinds: LinkKinds, otherwise: string): string | undefined {
  if (kinds.path && isSitePath(value)) return undefined;
  if (kinds.anchor && ANCHOR.test(value)) return undefined;
  if (kinds.web && webAddressOf(value, kinds.web)) return undefined;
  if (kinds.mail && MAIL.test(value) && !INVISIBLE.test(value)) return undefined;
  if (kinds.phone && PHONE.test(value)) return undefined;
  if (kinds.path && /^[/\\]/.test(value)) return sitePathProblem(value);
  if (INVISIBLE.test(value)) return LINK_PROBLEMS.invisible;
  return otherwise;
}
