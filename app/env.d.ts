/// <reference types="vite/client" />

/** Year the site was built, injected by vite.config.ts. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** Canonical origin used in canonical links, Open Graph URLs and the sitemap. */
  readonly VITE_SITE_URL?: string;
}
