/**
 * The site's facts as a page renders them: the defaults (shared/content/site.ts) unless the server
 * renders with the team's settings from the store (ADR 027), which it passes in the load context.
 */
import { createContext, useContext } from "react";
import { site as defaults, type SiteConfig } from "#shared/content/site.ts";

declare module "react-router" {
  interface AppLoadContext {
    site?: SiteConfig;
  }
}

export const SiteContext = createContext<SiteConfig>(defaults);

export function useSite(): SiteConfig {
  return useContext(SiteContext);
}

/** For loaders: the site the page is rendered for. */
export function siteOf(context: { site?: SiteConfig } | undefined): SiteConfig {
  return context?.site ?? defaults;
}
