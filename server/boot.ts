/**
 * The server's start and stop, shared by production (main.ts: a build's files and server bundle)
 * and development (dev.ts: Vite's modules), so a developer runs the same store, workers and routes.
 */
import fs from "node:fs";
import type { ServerType } from "@hono/node-server";
import { SITE_URL } from "#shared/site-url.ts";
import { createApp } from "./app.ts";
import type { CdnConfig, ServerConfig } from "./config.ts";
import { createLogger, type Logger } from "#server/platform/logger.ts";
import { createMetrics } from "./metrics.ts";
import { createLeadPipeline } from "./pipeline.ts";
import { startupReport } from "./startup-report.ts";
import type { StaticSite } from "#server/site/static-site.ts";
import { ContentPages } from "#server/site/pages.ts";
import { createCoverWorker, pendingJobCounts } from "#server/site/job-workers.ts";
import { createScheduleWorkers } from "#server/documents/jobs.ts";
import { DOCUMENT_KINDS } from "#server/document-kinds.ts";
import { CoverStore } from "#server/site/cover-store.ts";
import { listenForPublishes } from "#server/platform/db/notify.ts";
import { SHARED_CACHE_POLICY } from "#server/platform/http/shared-cache.ts";
import { startPurgeOnPublish } from "#server/site/cdn/purge-on-publish.ts";
import type { Purger } from "#server/site/cdn/purger.ts";
import { varnishPurger } from "#server/site/cdn/varnish.ts";
import { fastlyPurger } from "#server/site/cdn/fastly.ts";
import { cloudflarePurger } from "#server/site/cdn/cloudflare.ts";
import type { Renderer } from "#server/site/renderer.ts";
import { seedContent } from "#server/studio/seed.ts";
import { answerFormAsServed, startExperiments } from "#server/experiments/serving.ts";
import { startAddressLog } from "#server/site/not-found-log.ts";
import { formEventDeps } from "#server/experiments/form-events.ts";
import { servedPagesHooks } from "#server/studio/routes/admin-deps.ts";

/** How often a process looks for a publish made by another (ADR 024). */
const CONTENT_POLL_MS = 1_000;

export interface ServerParts {
  config: ServerConfig;
  /** The files served as they are: a build's, or none in development (Vite serves them). */
  site: StaticSite;
  /** What renders the pages from the store: the build's server bundle, or Vite's modules. */
  renderer: Renderer;
  /** content/blog or a build's copy: imported into an empty store (ADR 024, ADR 040). */
  seedDir: string;
  migrationsFolder: string;
  /** Starts taking requests; resolves once listening (http-server.ts, or dev.ts with Vite in front). */
  listen: (fetch: (request: Request) => Response | Promise<Response>) => Promise<ServerType>;
}

export interface RunningServer {
  content: ContentPages;
  logger: Logger;
}

const bootLogger = createLogger();

/** A mistake an operator can fix gets one line that names it, not a stack trace. */
export function fail(message: string): never {
  bootLogger.fatal(`cannot start: ${message}`);
  process.exit(1);
}

function listenProblem(error: NodeJS.ErrnoException, host: string, port: number): string {
  if (error.code === "EADDRINUSE") return `port ${port} on ${host} is already in use (another server running? set PORT)`;
  if (error.code === "EACCES") return `no permission to listen on port ${port} on ${host} (ports below 1024 need privileges; set PORT)`;
  if (error.code === "EADDRNOTAVAIL") return `${host} is not an address of this machine (set HOST)`;
  return `cannot listen on ${host}:${port}: ${error.message}`;
}

export async function startServer({ config, site, renderer, seedDir, migrationsFolder, listen }: ServerParts): Promise<RunningServer> {
  const logger = createLogger({ level: config.logLevel });
  for (const line of startupReport(config, site, { metrics: Boolean(config.metricsToken) })) logger[line.level]({ subsystem: line.subsystem }, line.msg);

  // The outbox gauges are read from the database when Prometheus scrapes, through the pipeline built next.
  const metrics = config.metricsToken ? createMetrics({ outboxCounts: () => pipeline.outboxCounts(), contentJobCounts: () => pendingJobCounts(pipeline.database.db) }) : undefined;

  // Its own PostgreSQL given up on (ADR 043): before serving, the process exits at once; once serving, it drains first.
  let databaseLost: (problem: string) => void = (problem) => fail(problem);
  let pipeline: Awaited<ReturnType<typeof createLeadPipeline>>;
  try {
    pipeline = await createLeadPipeline(config, {
      migrationsFolder,
      // Bound late: the store's pages are loaded once the pipeline has opened the database.
      answerFromPage: (from, post) => content.formAnswer(from, post),
      publishedForm: (id) => content.publishedForm(id),
      logger,
      metrics,
      onDatabaseLost: (problem) => databaseLost(problem),
    });
  } catch (error) {
    fail((error as Error).message);
  }

  // A shared cache in front drops the pages each publish changed, purged by one process (server/site/cdn/).
  const purging = config.cdn && startPurgeOnPublish({ purger: configuredPurger(config.cdn), databaseUrl: pipeline.database.url, logger });

  // The seed imported into an empty store, then pages rendered from the store (ADR 024, ADR 040).
  let content: ContentPages;
  let covers: CoverStore;
  try {
    // A build without the seed (a bare `react-router build`) starts with the store as it is.
    const seeded = fs.existsSync(seedDir) ? await seedContent(pipeline.database.db, seedDir) : 0;
    logger.info({ subsystem: "content", imported: seeded }, `content: the site is served from the store${seeded > 0 ? ` (${seeded} posts imported from ${seedDir})` : ""}`);
    covers = new CoverStore(pipeline.database.db);
    content = new ContentPages({ db: pipeline.database.db, render: renderer, origin: config.publicUrl ?? SITE_URL, covers, logger, onNewGeneration: purging?.onNewGeneration });
    await content.generation();
  } catch (error) {
    await pipeline.close().catch(() => undefined);
    fail(`the site could not be loaded from the store: ${(error as Error).message}`);
  }
  const refreshContent = () => content.refresh().catch((error: unknown) => logger.warn({ err: error }, "content: could not read the store's generation"));
  const contentRefresh = setInterval(refreshContent, CONTENT_POLL_MS);
  contentRefresh.unref();
  // Every kind's scheduled publishes and unpublishes, run by whichever process gets to each first.
  const schedulers = createScheduleWorkers(DOCUMENT_KINDS, { db: pipeline.database.db, logger, onChange: () => void refreshContent() });
  for (const scheduler of schedulers) scheduler.start();
  // Covers of what is published or scheduled, drawn before a visitor asks for them.
  const coverJobs = createCoverWorker({ db: pipeline.database.db, covers, logger });
  coverJobs.start();
  // A publish by another process (a second server, the CLI) arrives as a notification, at once (the poll stays as a fallback).
  const stopListening = await listenOrPoll(pipeline.database.url, refreshContent, logger);

  // Pages under test; a lead or a booked demo carries what its visitor saw (ADR 042).
  const experiments = startExperiments(pipeline.database.db, content, pipeline.contact.clientAddress, logger);
  const addressLog = startAddressLog(pipeline.database.db, logger); // 404s and redirect hits, for the studio

  let stopping = false;
  const app = createApp({
    site,
    content,
    experiments,
    addressLog,
    contact: { ...pipeline.contact, experiments: experiments.lead },
    // A plain post is answered by the page as its visitor was shown it (their variant of a page under test).
    forms: { ...pipeline.forms, experiments: experiments.lead, answerFromPage: (from, post, c) => answerFormAsServed(c, from, post, experiments) },
    conversions: { ...pipeline.conversions, experimentsSeen: experiments.seen },
    challenge: pipeline.proofOfWork.challenge,
    formEvents: formEventDeps(pipeline.database.db, pipeline.publishedForms, experiments, pipeline.conversions),
    scheduler: pipeline.scheduler,
    downloads: pipeline.downloads,
    // A change made through this process's admin API is served by it at once, not at the next poll.
    admin: { ...pipeline.admin, ...servedPagesHooks(content, refreshContent) },
    logger,
    ready: pipeline.ready,
    live: pipeline.live,
    metrics,
    metricsToken: config.metricsToken,
    isStopping: () => stopping,
    sharedCache: config.cdn && SHARED_CACHE_POLICY,
  });

  let server: ServerType;
  try {
    server = await listen(app.fetch);
  } catch (error) {
    await pipeline.close().catch(() => undefined);
    fail(listenProblem(error as NodeJS.ErrnoException, config.host, config.port));
  }
  const files = site.files.size ? `${site.files.size} files from ${config.staticDir} and ` : "";
  logger.info({ subsystem: "http", port: config.port, host: config.host, files: site.files.size }, `http: serving ${files}the store's pages on ${config.host}:${config.port}, ready`);

  /** Drains and exits: 0 for a signal, `exitCode` (1) when the process cannot go on. */
  function shutdown(signal: string, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests and deliveries");
    const timer = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    clearInterval(contentRefresh);
    server.close(async (error) => {
      for (const scheduler of schedulers) await scheduler.stop();
      await coverJobs.stop();
      await stopListening?.();
      await purging?.stop();
      // The last views and page views served, written before the database closes.
      await Promise.all([experiments.flush(), addressLog.flush()]);
      if (error) logger.error({ err: error }, "closing the HTTP server failed");
      // Stored messages are already durable; the worker stops claiming and finishes the sends in flight.
      await pipeline.close().catch((closeError) => logger.error({ err: closeError }, "closing the lead pipeline failed"));
      logger.info("stopped");
      process.exit(error ? 1 : exitCode);
    });
    // Idle keep-alive sockets would hold close() open until they time out; busy ones get
    // "Connection: close" on their next answer (app.ts).
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  }

  databaseLost = () => shutdown("postgres-lost", 1);
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return { content, logger };
}

/** The purger CDN_PURGE names, with its settings. */
function configuredPurger(cdn: CdnConfig): Purger {
  switch (cdn.purger) {
    case "varnish":
      return varnishPurger(cdn.urls);
    case "fastly":
      return fastlyPurger(cdn);
    case "cloudflare":
      return cloudflarePurger(cdn);
  }
}

/** Listens for other processes' publishes; without that, the poll alone sees them. */
function listenOrPoll(databaseUrl: string, refresh: () => Promise<unknown>, logger: Logger) {
  return listenForPublishes(databaseUrl, () => void refresh(), logger).catch((error: unknown) => {
    logger.warn({ err: error, subsystem: "content" }, "content: cannot listen for publishes; other processes' are seen within a second");
    return undefined;
  });
}
