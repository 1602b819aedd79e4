/**
 * `npm run dev`: the production server (boot.ts: the store, its seed, the workers, /api, /admin)
 * rendering with Vite's modules instead of a build, so a developer sees what visitors will, from
 * the same store, with the admin app live-reloaded. Vite serves the modules, styles and public
 * files in front of it; a change to the code renders the pages again (ADR 040).
 */
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { ConfigError, loadConfig } from "./config.ts";
import { adminShellFileOf } from "#server/site/static-site.ts";
import { adminShellOf, rendererOf, type Renderer } from "#server/site/renderer.ts";
import { BLOG_DIR } from "#server/site/render/blog.server.ts";
import { fail, startServer } from "./boot.ts";

process.env.NODE_ENV ??= "development";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const httpServer = http.createServer();
// Vite's live reload rides on the site's own port, so the admin app's CSP (connect-src 'self') lets it in.
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: "custom" });
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

const firstBuild = await loadBuild();
let current = rendererOf(firstBuild, "development");
// The pages' renderer follows the modules: the one made after the last change.
const renderer: Renderer = {
  page: (...args) => current.page(...args),
  answer: (...args) => current.answer(...args),
  answerForm: (...args) => current.answerForm(...args),
  searchParts: (found, place) => current.searchParts(found, place),
};

const { content, logger } = await startServer({
  config,
  site: { files: new Map(), adminShell: adminShellFileOf(Buffer.from(await adminShellOf(firstBuild, "development"))) },
  renderer,
  seedDir: BLOG_DIR,
  migrationsFolder: "drizzle",
  listen: (fetch) => {
    const app = getRequestListener(fetch);
    httpServer.on("request", (request, response) => vite.middlewares(request, response, () => void app(request, response)));
    return new Promise((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, () => resolve(httpServer));
    });
  },
});

// Vite has already dropped the changed modules from its graph (its watcher runs first).
vite.watcher.on("change", (file) => {
  void (async () => {
    current = rendererOf(await loadBuild(), "development");
    await content.forgetRendered();
    logger.info({ subsystem: "dev", file }, `dev: ${file} changed; pages render again on their next request`);
  })().catch((error: unknown) => logger.error({ err: error, subsystem: "dev" }, "dev: the changed code does not load"));
});
logger.info({ subsystem: "dev" }, `dev: http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}/ (the admin app at /admin)`);
