/** Node entry: `node build/node/server.mjs`. Bundled by scripts/build-server.ts. */
import { serve } from "@hono/node-server";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { loadStaticSite } from "./static-site";

const bundleDir = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig(process.env, path.resolve(bundleDir, "../client"));
const site = loadStaticSite(config.staticDir);
const app = createApp({ site });

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
  server.close((error) => {
    if (error) console.error("[server] close failed:", error);
    process.exit(error ? 1 : 0);
  });
  // Idle keep-alive sockets would hold close() open until they time out.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
