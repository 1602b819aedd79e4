/**
 * Speculation rules (ADR 011): every link is a document navigation, so the browser fetches the next
 * page when the visitor shows intent (hover or pointer down, "moderate") and prerenders it, which
 * makes the click instant. Pages with third-party embeds are only prefetched (prerendering would
 * start the embed before the visitor asked for it), and the API is never touched. Browsers without
 * speculation rules ignore the script.
 */
const EMBED_PAGES = ["/booking", "/privacy", "/terms"];

const sameSite = (exclude: string[]) => ({
  and: [{ href_matches: "/*" }, ...exclude.map((path) => ({ not: { href_matches: path } }))],
});

export const speculationRules = JSON.stringify({
  prerender: [{ where: sameSite(["/api/*", ...EMBED_PAGES]), eagerness: "moderate" }],
  prefetch: [{ where: { or: EMBED_PAGES.map((path) => ({ href_matches: path })) }, eagerness: "moderate" }],
});
