import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // The build bundles code and renders no page: the Node server (server/) renders every public page
  // from the store with the server bundle this keeps (ADR 024, ADR 040), and serves /api and the
  // admin app, whose client carries its whole route manifest.
  ssr: true,
  routeDiscovery: { mode: "initial" },
  // Another directory only for the end-to-end builds of each analytics provider
  // (scripts/build-analytics-variants.ts); `npm run build` always writes build/.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
} satisfies Config;
