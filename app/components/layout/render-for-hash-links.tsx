import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/**
 * Bands below the first screen keep placeholder heights until they come near the viewport
 * (`render-when-near` in app.css). Scrolling to a point further down with placeholders above it
 * lands off target once the bands around it render, so while the URL names a point in the page
 * every band is rendered. On a full page load CSS does it (`:target`); a client-side navigation
 * (`<Link to="/pricing#comparison">`) does not update `:target`, so this marks the document. It
 * must come before `<ScrollRestoration>`: sibling layout effects run in order, and that one scrolls.
 */
export function RenderForHashLinks() {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute("data-render-all", hash.length > 1);
  }, [hash]);
  return null;
}
