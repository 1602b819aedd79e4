/** A real lead pipeline on a real HTTP port, against a fresh database on the run's PostgreSQL server. */
import { startAddressLog, type NotFoundLog } from "#server/site/not-found-log.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, inject } from "vitest";
import { createApp } from "#server/app.ts";
import type { ServerConfig } from "#server/config.ts";
import { startHttpServer } from "#server/platform/http-server.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { createLeadPipeline, type LeadPipeline } from "#server/pipeline.ts";
import type { FormDeps } from "#server/sales/forms/route.ts";
import { loadStaticSite } from "#server/site/static-site.ts";
import { seedContent, seedDirOf } from "#server/studio/seed.ts";
import { ContentPages } from "#server/site/pages.ts";
import { loadRenderer, serverBuildFile, type Renderer } from "#server/site/renderer.ts";
import { ANALYTICS_CONFIG_ID, type AnalyticsConfig } from "#shared/analytics.ts";
import { answerFormAsServed, startExperiments, type ExperimentServing } from "#server/experiments/serving.ts";
import { formEventDeps } from "#server/experiments/form-events.ts";
import { servedPagesHooks, type StudioAdminDeps } from "#server/studio/routes/admin-deps.ts";
import { freePort } from "#scripts/lib/postgres-server.ts";
import { TEMPLATE_DATABASE } from "#tests/setup/postgres.ts";

export interface Harness {
  url: string;
  /** The store's pages, when asked for (`content: true`). */
  content?: ContentPages;
  /** 404s and redirect hits, counted as boot.ts counts them (flush() writes them). */
  addressLog: NotFoundLog;
  /** Pages under test, with the store's pages. */
  experiments?: ExperimentServing;
  /** The Hono app, for tests that enumerate its routes. */
  app: ReturnType<typeof createApp>;
  pipeline: LeadPipeline;
  /** The JSON log lines the server wrote, as an operator would read them. */
  logs: string[];
  /** Starts shutdown as SIGTERM does in main.ts (answers close their connections, readiness fails). */
  beginShutdown: () => void;
  post: (body: unknown, init?: { headers?: Record<string, string>; raw?: string; contentType?: string }) => Promise<Response>;
  close: () => Promise<void>;
}

function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A built site of two pages, and the admin app's shell beside it (build/admin, as the build puts it). */
function staticSiteFixture() {
  const root = tempDir("site-");
  const dir = path.join(root, "client");
  fs.mkdirSync(path.join(root, "admin"), { recursive: true });
  fs.writeFileSync(path.join(root, "admin/index.html"), '<p role="status">Loading…</p><script>window.shell = true</script>');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, "index.html"), "<h1>Home</h1>");
  fs.mkdirSync(path.join(dir, "404"));
  fs.writeFileSync(path.join(dir, "404/index.html"), "<h1>Oops! Page not found</h1>");
  return loadStaticSite(dir);
}

/**
 * A new database on the test server for each harness: a copy of the run's migrated template
 * (tests/setup/postgres.ts), so no migrations run; with `migrated: false`, or on a test's own
 * server, which has no template, one with no tables (migrated when opened).
 */
export async function freshPostgresDatabase(adminUrl: string, { migrated = true } = {}): Promise<string> {
  const name = `leads_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = migrated ? await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [TEMPLATE_DATABASE]) : { rows: [] };
  await client.query(`CREATE DATABASE ${name}${rows.length > 0 ? ` TEMPLATE ${TEMPLATE_DATABASE}` : ""}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startHarness(
  overrides: Partial<Pick<ServerConfig, "email" | "webhook" | "rateLimitPerMinute" | "outbox" | "proxyHops" | "retentionDays" | "schedulerSigningKey" | "crm">> & {
    /** An existing database (several processes sharing one PostgreSQL). */
    databaseUrl?: string;
    requestTimeoutMs?: number;
    /** Serve the real build (build/client, `npm run build` first) and every page from the seeded store, as main.ts does, instead of a two-page fixture. */
    builtSite?: boolean;
    /** Ask the contact form's JSON posts for a proof of work (ADR 048). */
    proofOfWork?: boolean;
    /** The forms' download signer, as boot.ts would bind it (omitted: the pipeline's own). */
    giveDownload?: FormDeps["giveDownload"];
    /** With `builtSite`: pages carry this analytics provider's settings, as a build naming it renders them (its script is not loaded). */
    analytics?: AnalyticsConfig;
    /** The clock download links are checked by (omitted: the system's). */
    now?: () => Date;
  } = {},
): Promise<Harness> {
  const { logger, lines: logs } = memoryLogger();
  const site = overrides.builtSite ? loadStaticSite(path.resolve("build/client")) : staticSiteFixture();
  // The port is known before the pipeline is built: the server's own URL is its PUBLIC_URL (passkeys are bound to it).
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const pipeline = await createLeadPipeline(
    {
      databaseUrl: overrides.databaseUrl ?? (await freshPostgresDatabase(inject("postgresUrl"))),
      dataDir: tempDir("leads-"),
      email: overrides.email,
      webhook: overrides.webhook,
      rateLimitPerMinute: overrides.rateLimitPerMinute ?? 10_000,
      retentionDays: overrides.retentionDays,
      schedulerSigningKey: overrides.schedulerSigningKey,
      crm: overrides.crm,
      outbox: overrides.outbox ?? { maxAttempts: 4, baseDelayMs: 40, pollMs: 50 },
      proxyHops: overrides.proxyHops ?? 0,
      allowedOrigins: [],
      publicUrl: url,
    },
    {
      migrationsFolder: path.resolve("drizzle"),
      answerFromPage: async (from, post) => content?.formAnswer(from, post),
      // With the store's pages, their forms (kept per generation) as boot.ts binds them; without, read on each post.
      ...(overrides.builtSite && { publishedForm: (id: number) => content!.publishedForm(id) }),
      giveDownload: overrides.giveDownload,
      proofOfWork: overrides.proofOfWork,
      now: overrides.now,
      logger,
    },
  );
  let content: ContentPages | undefined;
  if (overrides.builtSite) {
    const clientDir = path.resolve("build/client");
    await seedContent(pipeline.database.db, seedDirOf(clientDir));
    const built = await loadRenderer(serverBuildFile(clientDir));
    const render = overrides.analytics ? withAnalyticsSettings(built, overrides.analytics) : built;
    content = new ContentPages({ db: pipeline.database.db, render, origin: url, logger });
  }
  const experiments = content && startExperiments(pipeline.database.db, content, pipeline.contact.clientAddress, logger);
  // The lead routes are built with the experiments' port, as boot.ts builds them.
  const experimentsSeen = experiments?.seen;
  const addressLog = startAddressLog(pipeline.database.db, logger);
  let stopping = false;
  const app = createApp({
    site,
    content,
    experiments,
    addressLog,
    contact: { ...pipeline.contact, experiments: experiments?.lead },
    // A plain post is answered by the page as its visitor was shown it, as boot.ts answers it.
    forms: { ...pipeline.forms, experiments: experiments?.lead, ...(experiments && { answerFromPage: (from, post, c) => answerFormAsServed(c, from, post, experiments) }) },
    conversions: { ...pipeline.conversions, experimentsSeen },
    challenge: pipeline.proofOfWork.challenge,
    formEvents: experiments && formEventDeps(pipeline.database.db, pipeline.publishedForms, experiments, pipeline.conversions),
    scheduler: pipeline.scheduler,
    downloads: pipeline.downloads,
    admin: { ...pipeline.admin, ...studioHooks(content) },
    logger,
    ready: pipeline.ready,
    isStopping: () => stopping,
  });
  const { server } = await startHttpServer({ fetch: app.fetch, port, hostname: "127.0.0.1", requestTimeoutMs: overrides.requestTimeoutMs });
  return {
    url,
    content,
    addressLog,
    experiments,
    app,
    pipeline,
    logs,
    beginShutdown: () => {
      stopping = true;
    },
    post: (body, init = {}) =>
      fetch(`${url}/api/submit-contact`, {
        method: "POST",
        headers: { "content-type": init.contentType ?? "application/json", ...init.headers },
        body: init.raw ?? JSON.stringify(body),
        redirect: "manual",
      }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([experiments?.flush(), addressLog.flush()]);
      await pipeline.close();
    },
  };
}

/** What the studio's routes are given over the store's pages, as boot.ts gives it; nothing without pages. */
function studioHooks(content: ContentPages | undefined): Partial<StudioAdminDeps> {
  return content ? servedPagesHooks(content, () => content.refresh()) : {};
}

/** Pages as a build that names `config` renders them: its settings in the page, which the server reads back (ADR 016). */
function withAnalyticsSettings(renderer: Renderer, config: AnalyticsConfig): Renderer {
  const settings = `<script type="application/json" id="${ANALYTICS_CONFIG_ID}">${JSON.stringify(config)}</script>`;
  return {
    ...renderer,
    page: async (...args) => {
      const response = await renderer.page(...args);
      if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return new Response((await response.text()).replace("</head>", `${settings}</head>`), { status: response.status, headers });
    },
  };
}

export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Registers an afterEach that closes what a test started (newest first); returns `track`, which
 * hands back what it is given, so `const h = track(await startHarness(...))`.
 */
export function closedAfterEach(): <T extends { close: () => Promise<void> }>(item: T) => T {
  let open: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const item of open.reverse()) await item.close();
    open = [];
  });
  return (item) => {
    open.push(item);
    return item;
  };
}
