/// <reference types="vite/client" />

/** Year the site was built, injected by vite.config.ts. */
declare const __BUILD_YEAR__: number;

/** SITE_ANALYTICS as given to the build (JSON or "none"), or null: see app/site/lib/analytics-config.ts. */
declare const __ANALYTICS_OVERRIDE__: string | null;

/** A module bundled into one minified classic script, as text to inline (scripts/lib/inline-scripts.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
