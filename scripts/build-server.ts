/** Bundles server/main.ts into one ESM file for Node 20 (which cannot run TypeScript). */
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/node/server.mjs",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  // Packages stay in node_modules (native PGlite/sharp assets, smaller bundle).
  packages: "external",
  define: {
    // app/content/site.ts reads import.meta.env under Vite; in Node it falls back to process.env.
    "import.meta.env": "undefined",
  },
  logLevel: "info",
});
