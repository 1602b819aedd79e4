/**
 * When Inter is fetched (ADR 021). Run from <head>, before any style is computed.
 * - Arriving from another page of the site, the browser holds the font: it is preloaded here at once,
 *   so the page paints in Inter, as every page did before. So it is for a link to a part of a page
 *   (`#…`), which the browser scrolls to before the first paint.
 * - Landing from anywhere else, the page paints first in "Inter Fallback" (the system's Arial with
 *   Inter's widths and line metrics, app.css), and Inter is fetched once the first paint is done,
 *   then swapped in. On a slow connection the font no longer shares the bandwidth the stylesheet
 *   needs for that first paint. The swap is undone before it is painted if it would move what is on
 *   the screen (`data-font="kept"`): that page stays in the stand-in, the visit's next in Inter.
 * - Without JavaScript the markup's own preload (`media="(scripting: none)"`) applies.
 * The referrer tells a visit's later pages from its first without storing anything.
 */
import { root } from "./page-root.ts";
const preload = document.querySelector<HTMLLinkElement>("link[data-web-font]");

if (preload) {
  // A link to a part of a page lands there before the first paint: a swap after it could move it.
  if (location.hash || document.referrer.startsWith(`${location.origin}/`)) {
    preload.media = ""; // Browsers reconsider a preload whose media changes (Chromium, Firefox, WebKit).
  } else {
    root.dataset.font = "fallback";
    // Failed or not, the page leaves the fallback face (the stylesheet's stack then applies), unless
    // Inter would move what the visitor is reading. The stand-in matches Inter's widths on average,
    // not for every string: at some widths a heading breaks a word earlier in one face, and all below
    // it moves a line. Reading positions right after the change lays the page out at once, so a swap
    // undone here is never painted. Moves under 3 px (a baseline, centred text a little wider) are
    // not layout shifts to Chromium.
    const settle = () => {
      const shown = onScreen();
      delete root.dataset.font;
      if (shown.some(([element, before]) => Math.abs(top(element) - before) >= 3)) root.dataset.font = "kept";
    };
    // The first contentful paint, not the first paint: a page may paint its background first.
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      document.fonts.load('1em "Inter Variable"').then(settle, settle);
    }).observe({ type: "paint", buffered: true });
  }
}

const top = (element: Element) => element.getBoundingClientRect().top;

/**
 * The page's own elements the visitor sees, with where they start, in document order down to the
 * bottom of the window. Those of <main>: the header's height is fixed and its menus are closed, and
 * it holds more elements than the first screen of <main> (150 against 20-35 on a phone), so reading
 * <main> alone costs a fifth as much (0.1-0.2 ms at full speed for both readings).
 */
function onScreen(): [Element, number][] {
  const shown: [Element, number][] = [];
  for (const element of (document.querySelector("main") ?? document.body).getElementsByTagName("*")) {
    const y = top(element);
    if (y >= innerHeight) break;
    shown.push([element, y]);
  }
  return shown;
}
