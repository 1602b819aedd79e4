/** Bundles the server (server/main.ts), the operator CLIs (server/cli/leads.ts, content.ts) and the container's health check for Node, which runs them without TypeScript or any devDependency. */
import fs from "node:fs";
import { build } from "esbuild";

/**
 * Bundled instead of loaded from node_modules: on Node 24 each module a package loads re-reads its
 * package.json's exports, and drizzle-orm's is 179 KB over ~200 modules (a CLI publish 0.8 s, 0.4 s on Node 20).
 */
const BUNDLED = new Set(["drizzle-orm"]);
const { dependencies } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
const external = Object.keys(dependencies)
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

// A fresh folder: each build's chunks have new names, and the last build's would stay beside them.
fs.rmSync("build/node", { recursive: true, force: true });
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
  // The other packages stay in node_modules (sharp's native binary, PostgreSQL's binaries found by package name, smaller bundle).
  external,
  tsconfig: "tsconfig.server.json",
  logLevel: "info",
});
// The bundle's module graph, outside what deploys: tests/build/cli-start.test.ts reads from it what each CLI command loads.
fs.writeFileSync("build/node-metafile.json", JSON.stringify(result.metafile));
// Data the bundle reads beside itself (new URL(..., import.meta.url)).
fs.copyFileSync("server/auth/common-passwords.txt", "build/node/common-passwords.txt");
