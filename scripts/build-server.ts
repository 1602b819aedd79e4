/** Bundles the server (server/main.ts) and the operator CLI (server/cli/leads.ts) for Node 20, which cannot run TypeScript. */
import { build } from "esbuild";

await build({
  entryPoints: { server: "server/main.ts", leads: "server/cli/leads.ts" },
  outdir: "build/node",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  // Packages stay in node_modules (native PGlite/sharp assets, smaller bundle).
  packages: "external",
  tsconfig: "tsconfig.server.json",
  logLevel: "info",
});
