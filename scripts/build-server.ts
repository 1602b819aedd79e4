/** Bundles the server (server/main.ts), the operator CLIs (server/cli/leads.ts, content.ts) and the container's health check for Node, which runs them without TypeScript or any devDependency. */
import fs from "node:fs";
import { build } from "esbuild";

const result = await build({
  entryPoints: { server: "server/main.ts", leads: "server/cli/leads.ts", content: "server/cli/content.ts", healthcheck: "server/platform/healthcheck.ts" },
  outdir: "build/node",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // A module imported with import() becomes its own file, with the packages it needs: a CLI command
  // loads its own code when it runs, the usage next to nothing (issue 74).
  splitting: true,
  sourcemap: true,
  metafile: true,
  // Packages stay in node_modules (sharp's native binary, PostgreSQL's binaries found by package name, smaller bundle).
  packages: "external",
  tsconfig: "tsconfig.server.json",
  logLevel: "info",
});
// The bundle's module graph, outside what deploys: tests/build/cli-start.test.ts reads from it what each CLI command loads.
fs.writeFileSync("build/node-metafile.json", JSON.stringify(result.metafile));
// Data the bundle reads beside itself (new URL(..., import.meta.url)).
fs.copyFileSync("server/auth/common-passwords.txt", "build/node/common-passwords.txt");
