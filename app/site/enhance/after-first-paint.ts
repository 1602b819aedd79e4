/**
 * Runs `then` once the page has painted and finished loading, so what the visitor came for has the
 * connection to itself on a slow link. Without paint timing, the load event alone decides.
 */
export function afterFirstPaint(then: () => void, doc: Document = document) {
  const view = doc.defaultView ?? window;
  const afterLoad = () => (doc.readyState === "complete" ? then() : view.addEventListener("load", then, { once: true }));
  if (!view.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return afterLoad();
  new view.PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    afterLoad();
  }).observe({ type: "paint", buffered: true });
}
