/** Bundles the server (server/main.ts), the operator CLIs (server/cli/leads.ts, content.ts) and the container's health check for Node, which runs them without TypeScript or any devDependency. */
import fs from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: { server: "server/main.ts", leads: "server/cli/leads.ts", content: "server/cli/content.ts", healthcheck: "server/platform/healthcheck.ts" },
  outdir: "build/node",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // A module imported with import() becomes its own file, with the packages it needs: the content
  // CLI loads the Markdown pipeline and sharp only for an import or an export.
  splitting: true,
  sourcemap: true,
  // Packages stay in node_modules (sharp's native binary, PostgreSQL's binaries found by package name, smaller bundle).
  packages: "external",
  tsconfig: "tsconfig.server.json",
  logLevel: "info",
});
// Data the bundle reads beside itself (new URL(..., import.meta.url)).
fs.copyFileSync("server/auth/common-passwords.txt", "build/node/common-passwords.txt");
