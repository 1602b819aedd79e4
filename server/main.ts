/** Node entry: `node build/node/server.mjs`. Bundled by scripts/build-server.ts. */
import { serve } from "@hono/node-server";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { stylesheetsOf } from "./contact/fallback-page";
import { createLeadPipeline } from "./pipeline";
import { loadStaticSite } from "./static-site";

const bundleDir = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig(process.env, path.resolve(bundleDir, "../client"));
const site = loadStaticSite(config.staticDir);
const contactPage = site.files.get("/contact")?.body.toString("utf8") ?? "";

let pipeline: Awaited<ReturnType<typeof createLeadPipeline>>;
try {
  pipeline = await createLeadPipeline(config, {
    migrationsFolder: path.resolve(bundleDir, "../../drizzle"),
    stylesheets: stylesheetsOf(contactPage),
  });
} catch (error) {
  console.error(`[server] cannot start: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`[server] leads stored in ${pipeline.database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${config.dataDir}`}`);

const app = createApp({ site, contact: pipeline.contact });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`[server] serving ${site.files.size} files from ${config.staticDir} on http://localhost:${info.port}`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: no new connections, finishing in-flight requests`);
  const timer = setTimeout(() => {
    console.error("[server] shutdown timed out; exiting");
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  server.close(async (error) => {
    if (error) console.error("[server] close failed:", error);
    // Stored messages are already durable; the worker stops between deliveries.
    await pipeline.close().catch((closeError) => console.error("[server] closing the lead pipeline failed:", closeError));
    process.exit(error ? 1 : 0);
  });
  // Idle keep-alive sockets would hold close() open until they time out.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
