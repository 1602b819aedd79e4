/**
 * Inter only once the browser holds it. A visitor's first page paints in the metric-matched
 * stand-in ("Inter Fallback", app.css) and fetches Inter afterwards without switching to it: nothing
 * moves. Later pages, with Inter cached, use it from their first paint. Should the cache have
 * dropped it, `font-display: optional` keeps the stand-in. Storage refused: every page is a first page.
 */
import { afterFirstPaint } from "./after-first-paint.ts";
import { withStorage } from "./storage.ts";

export const FONT_KEY = "font";

export function init(doc: Document = document, storage: () => Storage = () => localStorage) {
  if (withStorage(storage, (store) => store.getItem(FONT_KEY)) === "cached") return;
  doc.documentElement.dataset.font = "fallback";
  const fetchFont = () =>
    doc.fonts.load('1em "Inter Variable"').then(
      () => withStorage(storage, (store) => store.setItem(FONT_KEY, "cached")),
      () => {},
    );
  // A second after the first paint and the load event, when the browser is idle: the font never
  // competes with what the page shows first (an article's cover may paint after the text).
  const view = doc.defaultView ?? window;
  afterFirstPaint(() => setTimeout(() => (view.requestIdleCallback ? view.requestIdleCallback(fetchFont) : fetchFont()), 1000), doc);
}
