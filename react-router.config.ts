import type { Config } from "@react-router/dev/config";
import { isAdminPath, NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { isBlogPagePath } from "#server/site/paths.ts";

export default {
  appDirectory: "app",
  // The pages that are code are static HTML built ahead of time; the Node server (server/) serves
  // them, renders the blog's pages from the store with the server bundle this keeps (ADR 024), and
  // serves /api and the admin app. The admin app's client carries its whole route manifest.
  ssr: true,
  routeDiscovery: { mode: "initial" },
  // Another directory only for the end-to-end builds of each analytics provider
  // (scripts/build-analytics-variants.ts); `npm run build` always writes build/.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    // The admin app is rendered in the browser from the SPA shell, with the signed-in person's data
    // (ADR 013); the blog's pages are rendered by the server from the store (ADR 024).
    const codePaths = getStaticPaths().filter((path) => !isAdminPath(path) && !isBlogPagePath(path));
    return [...codePaths, NOT_FOUND_PATH];
  },
} satisfies Config;
