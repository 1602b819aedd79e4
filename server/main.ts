/** Node entry: `node build/node/server.mjs`, serving a build. Bundled by scripts/build-server.ts. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "./config.ts";
import { startHttpServer } from "#server/platform/http-server.ts";
import { loadStaticSite } from "#server/site/static-site.ts";
import { loadRenderer, serverBuildFile } from "#server/site/renderer.ts";
import { seedDirOf } from "#server/studio/seed.ts";
import { fail, startServer } from "./boot.ts";

const bundleDir = path.dirname(fileURLToPath(import.meta.url));

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env, path.resolve(bundleDir, "../client"));
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

let site: ReturnType<typeof loadStaticSite>;
let renderer: Awaited<ReturnType<typeof loadRenderer>>;
try {
  site = loadStaticSite(config.staticDir);
  renderer = await loadRenderer(serverBuildFile(config.staticDir));
} catch (error) {
  fail((error as Error).message);
}

await startServer({
  config,
  site,
  renderer,
  seedDir: seedDirOf(config.staticDir),
  migrationsFolder: path.resolve(bundleDir, "../../drizzle"),
  listen: async (fetch) => (await startHttpServer({ fetch, port: config.port, hostname: config.host })).server,
});
