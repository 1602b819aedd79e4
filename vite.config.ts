import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inlineScripts } from "#scripts/lib/inline-scripts.ts";

export default defineConfig({
  plugins: [inlineScripts(), tailwindcss(), reactRouter()],
  // Generated images and icons, with the committed public/ copied in (scripts/generate-assets.ts).
  // SITE_PUBLIC_DIR: another one for a test build of other content (tests/build/blog-owner.test.ts).
  publicDir: process.env.SITE_PUBLIC_DIR ?? ".generated/public",
  define: {
    // The footer's copyright year as of the build; app/site/enhance/current-year.ts sets the visitor's.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // SITE_ANALYTICS (JSON, or "none") replaces site.analytics for one build: a staging site
    // without analytics, or the end-to-end builds of each provider (app/site/lib/analytics-config.ts).
    __ANALYTICS_OVERRIDE__: JSON.stringify(process.env.SITE_ANALYTICS ?? null),
  },
  build: {
    // Keep the font and small icons as separate, cacheable files instead of base64 in CSS.
    assetsInlineLimit: 0,
    // `SOURCEMAP=1 npm run build:app` to see which modules make up a chunk.
    sourcemap: process.env.SOURCEMAP === "1",
    rollupOptions: {
      output: {
        // Only the admin app loads chunks (ADR 011, 013): one file for everything two chunks share,
        // rather than a request per icon or helper. Figures in docs/benchmarks.md.
        advancedChunks: { groups: [{ name: "shared", test: /\/(app|shared|sections|node_modules)\//, minShareCount: 2 }] },
      },
    },
  },
});
