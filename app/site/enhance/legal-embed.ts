/**
 * The privacy and terms pages: the provider's loader runs on every visit to a legal page (each visit is
 * a fresh document, so a fresh script element). Its placeholder attributes (e.g. Termly's
 * non-standard `name` on a div) are set here, in the live page, so the prerendered HTML stays
 * valid. The site's own baseline text shows until the hosted document renders, and if it never does;
 * the loader starts after the page's first paint, so that text never waits for a third party.
 * The placeholder always carries its three data attributes (sections/legal/view.tsx).
 */
import { afterFirstPaint } from "./after-first-paint.ts";

export function init(root: ParentNode = document) {
  const placeholder = root.querySelector<HTMLElement>("[data-legal-embed]");
  if (!placeholder) return;
  const attributes = JSON.parse(placeholder.dataset.providerAttributes!) as Record<string, string>;
  for (const [name, value] of Object.entries(attributes)) placeholder.setAttribute(name, value);
  const baseline = root.querySelector("[data-legal-baseline]");
  new MutationObserver((_, observer) => {
    if (placeholder.childElementCount === 0) return;
    baseline?.remove();
    observer.disconnect();
  }).observe(placeholder, { childList: true, subtree: true });
  afterFirstPaint(() => {
    const script = document.createElement("script");
    // A script element made here runs asynchronously without being told to.
    script.id = placeholder.dataset.scriptId!;
    script.src = placeholder.dataset.scriptSrc!;
    document.body.append(script);
  });
}
