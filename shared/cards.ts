/**
 * The rules the article cards follow, shared by the studio's editor (which says so as the writer
 * types) and the site's renderer (server/site/render/remark-cards.server.ts), which draws only what
 * passes them.
 */
export const CALLOUT_TONES = ["note", "tip", "warning"] as const;

/** A video's page and the player the facade loads on click: YouTube (privacy-enhanced) or Vimeo. */
export function videoOf(src: string): { page: string; embed: string } | undefined {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^www\.|^m\./, "");
  const youtube =
    host === "youtu.be" ? url.pathname.slice(1) : host === "youtube.com" ? (url.pathname === "/watch" ? url.searchParams.get("v") : /^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1]) : undefined;
  if (youtube && /^[\w-]{11}$/.test(youtube)) return { page: `https://www.youtube.com/watch?v=${youtube}`, embed: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1` };
  const vimeo = host === "vimeo.com" ? /^\/(\d{6,12})$/.exec(url.pathname)?.[1] : undefined;
  if (vimeo) return { page: `https://vimeo.com/${vimeo}`, embed: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  return undefined;
}

/** Where a call to action may lead: a page of this site or an https address. */
export function isCtaHref(href: string): boolean {
  return /^\/(?!\/)[^\s]*$/.test(href) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(href);
}
