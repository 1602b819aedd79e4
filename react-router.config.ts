import type { Config } from "@react-router/dev/config";
import { blogPaths } from "#app/lib/blog.server.ts";
import { isAdminPath, NOT_FOUND_PATH } from "#app/lib/site-paths.ts";

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
    // The admin app is rendered in the browser from the SPA shell, with the signed-in person's data (ADR 013).
    const publicPaths = getStaticPaths().filter((path) => !isAdminPath(path));
    // Articles, archives and the list's further pages come from content/blog (published ones only).
    return [...publicPaths, ...blogPaths(), NOT_FOUND_PATH];
  },
} satisfies Config;
