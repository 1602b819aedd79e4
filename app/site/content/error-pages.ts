/**
 * The pages the root layout can show instead of a route: not found (404) and the error boundary.
 * Kept apart from pages.ts because the layout loads with every page, so these are in the
 * JavaScript of every page, and the other pages' copy should not be.
 */
import type { StatusPageContent } from "#shared/content/types.ts";

export const notFoundPage = {
  meta: {
    title: "Page Not Found",
    description: "The page you are looking for does not exist or has moved.",
    robots: "noindex",
  },
  eyebrow: "404",
  title: "Oops! Page not found",
  body: "The page you are looking for does not exist or has moved.",
  primary: { label: "Return to Home", href: "/" },
} satisfies StatusPageContent;

/** Shown by the root error boundary when a page fails to render. */
export const errorPage = {
  eyebrow: "Something went wrong",
  title: "This page could not be shown",
  body: "Please reload the page. If the problem persists, write to us at {email}.",
  primary: { label: "Return to Home", href: "/" },
};
