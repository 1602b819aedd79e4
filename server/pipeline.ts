/**
 * Assembles the lead pipeline from the configuration: database, delivery channels, outbox worker,
 * rate limiter and retention job. The Node entry (main.ts) and the tests use it alike.
 */
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { site } from "#shared/content/site.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { relyingPartyOf } from "#server/auth/passkeys.ts";
import type { CrmConfig, ServerConfig } from "./config.ts";
import type { SalesAdminDeps } from "#server/sales/routes/admin-deps.ts";
import type { ContactDeps } from "#server/sales/contact/route.ts";
import type { FormDeps } from "#server/sales/forms/route.ts";
import type { LeadIntakeDeps } from "#server/sales/intake.ts";
import type { ContactPost } from "#shared/contact-post.ts";
import type { ConversionDeps } from "#server/sales/conversions/route.ts";
import { ContactStore } from "#server/sales/contact/store.ts";
import { clientAddress } from "#server/platform/http/client-address.ts";
import { DatabaseRateLimiter, type RateLimit } from "#server/platform/http/rate-limit.ts";
import type { ChallengeDeps } from "#server/platform/http/challenge-route.ts";
import type { ProofGuard } from "#server/platform/http/proof-of-work.ts";
import { isFreeMailAddress } from "#shared/forms/business-email.ts";
import { serverSecret } from "#server/platform/server-secrets.ts";
import { DatabaseSpentChallenges } from "#server/platform/http/spent-challenges.ts";
import { describePostgresDurability, openDatabase, type Database, type OpenDatabase } from "#server/platform/db/database.ts";
import { WritesFailing } from "#server/platform/db/disk-space.ts";
import { describeKeeperEvent } from "#server/platform/db/postgres-keeper.ts";
import type { ContactMessageRow, OutboxChannel } from "#server/platform/db/schema.ts";
import { outboxCounts, purgeOlderThan } from "#server/sales/leads/queries.ts";
import { startHousekeeping, type Housekeeping } from "./housekeeping.ts";
import type { Logger } from "#server/platform/logger.ts";
import type { OutboxCounts, SiteMetrics } from "./metrics.ts";
import { createEmailDelivery, createMailer } from "#server/sales/outbox/deliver-email.ts";
import { createOwnerDelivery, ownerEmailOf } from "#server/sales/outbox/deliver-owner.ts";
import { createHubSpotDelivery } from "#server/sales/outbox/crm/hubspot.ts";
import { createPipedriveDelivery } from "#server/sales/outbox/crm/pipedrive.ts";
import { createSalesforceDelivery } from "#server/sales/outbox/crm/salesforce.ts";
import { storedCrmRecords } from "#server/sales/outbox/crm/records.ts";
import { createWebhookDelivery } from "#server/sales/outbox/deliver-webhook.ts";
import type { JobWorker } from "#server/platform/jobs/worker.ts";
import { createDeliveryWorker, type Deliverer } from "#server/sales/outbox/deliveries.ts";
import type { SchedulerWebhookDeps } from "#server/sales/meetings/route.ts";
import { createVisitorDelivery } from "#server/sales/outbox/deliver-visitor.ts";
import { createDownloads, type Downloads } from "#server/site/downloads.ts";
import { storedPublishedForms } from "#server/site/published-forms.ts";
import type { PublishedForms } from "#shared/forms/published-forms.ts";

/** Booking-page beacons per address and minute: a person sends one or two; a script sending more is not a visitor. */
const CONVERSIONS_PER_MINUTE = 30;
/** Challenges per address and minute: one per form a visitor starts, one more per message sent. */
const CHALLENGES_PER_MINUTE = 30;
/** Posts without a proof of work per address, form and hour (ADR 048): a visitor without JavaScript sends one. */
const POSTS_WITHOUT_PROOF_PER_HOUR = 3;
/** Gated files per address and minute: a visitor takes one or two; each is read whole into memory. */
const DOWNLOADS_PER_MINUTE = 20;

export interface LeadPipeline {
  database: OpenDatabase;
  worker: JobWorker;
  contact: ContactDeps;
  /** The built forms' endpoint (server/sales/forms): the lead intake the contact form's has, and the forms' own parts. */
  forms: FormDeps;
  /** Booking-page visits and booked demos for the reports (server/sales/conversions). */
  conversions: ConversionDeps;
  /** The scheduler's signed webhook (server/sales/meetings), when its signing key is configured. */
  scheduler?: SchedulerWebhookDeps;
  /** The admin API's frame, with what the sales routes need and the published forms the experiments' routes read too (the studio's are added by boot.ts). */
  admin: SalesAdminDeps & { publishedForms: PublishedForms };
  /** The forms' proof of work (ADR 048): GET /api/challenge and what a form's route checks. */
  proofOfWork: { guard: ProofGuard; challenge: ChallengeDeps };
  /** Deletes what has expired (sessions, preview links, throttle windows), hourly. */
  housekeeping: Housekeeping;
  /** Every lead's channels; a form's lead that unlocked a file adds "visitor" when `visitorEmails` (deliver-visitor.ts `leadChannels`). */
  channels: OutboxChannel[];
  /** The files forms give through signed links (server/site/downloads.ts): the link to show, and GET /downloads/:file. */
  downloads: Downloads;
  /** Whether a visitor gets what they unlocked by email too (SMTP configured): the "visitor" channel. */
  visitorEmails: boolean;
  /** Readiness: the database answers within a second (and can write) and the outbox worker is doing its passes. */
  ready: () => Promise<Readiness>;
  /** Liveness: false once the server's own PostgreSQL could not be brought back (the process cannot recover by itself). */
  live: () => Liveness;
  /** Pending and dead deliveries per channel, for the metrics. */
  outboxCounts: OutboxCounts;
  /** The published forms and their versions: a lead's answers are read by its version (the inbox, exports, webhook, CRMs), an experiment is judged by a live form. */
  publishedForms: PublishedForms;
  close: () => Promise<void>;
}

/** What /readyz answers: ready only when every check says "ok"; otherwise each check says what is wrong. */
export interface Readiness {
  ready: boolean;
  checks: { database: string; outbox: string };
}

/** What /healthz answers: live while the process can recover by itself; otherwise why not. */
export interface Liveness {
  live: boolean;
  problem?: string;
}

type PipelineConfig = Pick<
  ServerConfig,
  "databaseUrl" | "dataDir" | "email" | "webhook" | "rateLimitPerMinute" | "retentionDays" | "outbox" | "proxyHops" | "allowedOrigins" | "publicUrl" | "schedulerSigningKey"
> &
  Partial<Pick<ServerConfig, "proofOfWorkSecret">> & {
    /** The CRM destinations that are on (omitted: none). */
    crm?: Partial<CrmConfig>;
  };

interface PipelineOptions {
  migrationsFolder: string;
  /** A form posted without JavaScript, answered by the site's page it was sent from (or /contact): its route's action submits `post` (ContactDeps). */
  answerFromPage?: (from: string | undefined, post: ContactPost) => Promise<Response | undefined>;
  /** The published forms as the site's pages show them (kept per generation); omitted: read from the database on each post. */
  publishedForm?: FormDeps["publishedForm"];
  /** The signed link of a form's download (server/site/downloads.ts); omitted: forms give no link. */
  giveDownload?: FormDeps["giveDownload"];
  logger: Logger;
  metrics?: SiteMetrics;
  /** The server's own PostgreSQL could not be brought back: the process should exit non-zero (boot.ts). */
  onDatabaseLost?: (problem: string) => void;
  /** Ask the contact form's JSON posts for a proof of work (ADR 048); off by default: the spec's form. */
  proofOfWork?: boolean;
  /** The clock download links are checked by (the tests' own; omitted: the system's). */
  now?: () => Date;
}

export async function createLeadPipeline(config: PipelineConfig, options: PipelineOptions): Promise<LeadPipeline> {
  const { logger, metrics } = options;
  const database = await openPipelineDatabase(config, options);
  await warnIfPostgresMayLoseCommits(database, logger);

  // The content area's forms, read by the sales side and the experiments through this port (ADR 036).
  const publishedForms = storedPublishedForms(database.db);
  const downloads = createDownloads(database.db, {
    now: options.now,
    limit: { rateLimiter: rateLimiterFor(database, DOWNLOADS_PER_MINUTE), clientAddress: (c) => clientAddress(c, config.proxyHops) },
  });
  const deliverers = createDeliverers(config, database.db, downloads, publishedForms);
  // main.ts names the channels at start (startup-report.ts); the owner's email is written only for a lead with an owner,
  // the visitor's only for a form's lead that unlocked a file.
  const channels = (Object.keys(deliverers) as OutboxChannel[]).filter((channel) => channel !== "owner" && channel !== "visitor");
  const worker = createDeliveryWorker({ db: database.db, deliverers, ...config.outbox, logger, onOutcome: metrics?.deliveryFinished });
  worker.start();
  const stopRetention = config.retentionDays ? startRetention(database, config.retentionDays, logger) : undefined;
  const housekeeping = await startHousekeeping(database.db, logger);

  // What the contact form's endpoint and the built forms' share: the checks, the durable write and the wake-up after it.
  const leadIntake: LeadIntakeDeps = {
    store: new ContactStore(database.db, { notifyOwners: !!deliverers.owner }),
    channels,
    rateLimiter: rateLimiterFor(database, config.rateLimitPerMinute),
    clientAddress: (c: Context) => clientAddress(c, config.proxyHops),
    trustProxy: config.proxyHops > 0,
    onStored: () => {
      metrics?.leadAccepted();
      // Without a delivery channel no outbox row is written, so there is nothing to wake the worker for.
      if (channels.length > 0 || deliverers.owner) worker.wake();
    },
    allowedOrigins: config.allowedOrigins,
    logger,
  };

  // Challenges are served for the forms that ask for a proof; the spec's contact form asks only when told to.
  const proofOfWork = await proofOfWorkDeps(config, database, leadIntake.clientAddress);

  const contact: ContactDeps = {
    ...leadIntake,
    answerFromPage: options.answerFromPage,
    proofOfWork: options.proofOfWork ? proofOfWork.guard : undefined,
  };

  const forms: FormDeps = {
    ...leadIntake,
    publishedForm: options.publishedForm ?? publishedForms.published,
    giveDownload: options.giveDownload ?? downloads.giveDownload,
    visitorEmails: !!deliverers.visitor,
    proofOfWork: proofOfWork.guard,
    isFreeMail: isFreeMailAddress,
  };

  const conversions: ConversionDeps = {
    db: database.db,
    rateLimiter: rateLimiterFor(database, CONVERSIONS_PER_MINUTE),
    clientAddress: leadIntake.clientAddress,
    trustProxy: leadIntake.trustProxy,
    allowedOrigins: config.allowedOrigins,
    logger,
  };

  const scheduler: SchedulerWebhookDeps | undefined = config.schedulerSigningKey
    ? { db: database.db, store: leadIntake.store, channels, signingKey: config.schedulerSigningKey, logger, onRecorded: () => worker.wake() }
    : undefined;

  const admin: LeadPipeline["admin"] = {
    db: database.db,
    clientAddress: leadIntake.clientAddress,
    trustProxy: leadIntake.trustProxy,
    logger,
    relyingParty: relyingPartyOf(config.publicUrl ?? SITE_URL),
    onRetry: () => worker.wake(),
    notifyOwners: !!deliverers.owner,
    publishedForms,
  };

  return {
    database,
    worker,
    contact,
    forms,
    conversions,
    scheduler,
    admin,
    proofOfWork,
    housekeeping,
    channels,
    downloads,
    visitorEmails: !!deliverers.visitor,
    ready: () => readiness(database, worker),
    live: () => liveness(database),
    outboxCounts: () => outboxCounts(database.db, ["pending", "dead"]),
    publishedForms,
    close: async () => {
      stopRetention?.();
      housekeeping.stop();
      await worker.stop();
      for (const deliverer of Object.values(deliverers)) deliverer.close?.();
      await database.close();
    },
  };
}

/** The database, with what it says logged: its server's life (restarts), where its files went as root, a full disk. */
function openPipelineDatabase(config: PipelineConfig, options: PipelineOptions): Promise<OpenDatabase> {
  const { logger } = options;
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: options.migrationsFolder,
    onConnectionError: (error) => logger.warn({ err: error }, "database connection lost; the pool reconnects on the next query"),
    onServerLog: (line, severity) => logger[severity === "info" ? "debug" : severity]({ subsystem: "postgres" }, line),
    onServerEvent: (event) => {
      const { level, msg } = describeKeeperEvent(event);
      logger[level]({ subsystem: "postgres" }, msg);
      if (event.kind === "gave-up") options.onDatabaseLost?.(event.problem);
    },
    onClusterRelocated: (clusterDir) =>
      logger.warn(
        { subsystem: "store", clusterDir },
        `store: PostgreSQL runs as the postgres user (the server runs as root), which cannot pass a folder above ${config.dataDir}: its files are in ${clusterDir}, and ${config.dataDir}/postgres links there (ADR 043)`,
      ),
    onDiskFull: (full, cause) =>
      full
        ? logger.error({ subsystem: "database", cause }, "database: a write was refused for want of disk space; leads get 503 and readiness fails until a write succeeds again")
        : logger.warn({ subsystem: "database" }, "database: writes succeed again (disk space is back)"),
    onStoreMoved: (rows, keptAt) =>
      logger.warn({ subsystem: "store", rows, keptAt }, `store: moved ${rows} rows from the embedded PGlite store into PostgreSQL; the old files are kept in ${keptAt} and can be deleted`),
  });
}

/** A PostgreSQL server that acknowledges commits before they are on its disk gets a warning at start. */
async function warnIfPostgresMayLoseCommits(database: OpenDatabase, logger: Logger): Promise<void> {
  const show = async (statement: string) => {
    const result = (await database.db.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] };
    return String(Object.values(result.rows[0] ?? {})[0]);
  };
  const warning = await describePostgresDurability(show).catch(() => undefined);
  if (warning) logger.warn(warning);
}

/** One deliverer per configured channel (SMTP, webhook, CRMs); none configured, leads are only stored. */
function createDeliverers(config: PipelineConfig, db: Database, downloads: Downloads, publishedForms: PublishedForms): Partial<Record<OutboxChannel, Deliverer & { close?: () => void }>> {
  const deliverers: Partial<Record<OutboxChannel, Deliverer & { close?: () => void }>> = {};
  if (config.email) {
    const settings = { ...config.email, from: config.email.from ?? `${site.brand} Website <${site.email}>`, maxConnections: Math.min(config.outbox.concurrency ?? 4, 4), publishedForms };
    const mailer = createMailer(settings);
    deliverers.email = createEmailDelivery(settings, mailer);
    // One transport for both; closing the lead email's deliverer closes it.
    deliverers.owner = createOwnerDelivery({ db, mailer, from: settings.from, publicUrl: config.publicUrl ?? SITE_URL, publishedForms });
    deliverers.visitor = createVisitorDelivery({ db, mailer, from: settings.from, replyTo: settings.to, publicUrl: config.publicUrl ?? SITE_URL, downloadLink: downloads.linkFor });
  }
  if (config.webhook) deliverers.webhook = createWebhookDelivery({ ...config.webhook, publishedForms });
  const ownerOf = (message: ContactMessageRow) => ownerEmailOf(db, message);
  const { hubspot, salesforce, pipedrive } = config.crm ?? {};
  if (hubspot) deliverers.hubspot = createHubSpotDelivery({ ...hubspot, ownerOf, publishedForms });
  if (salesforce) deliverers.salesforce = createSalesforceDelivery({ ...salesforce, ownerOf, publishedForms });
  if (pipedrive) deliverers.pipedrive = createPipedriveDelivery({ ...pipedrive, ownerOf, publishedForms, records: storedCrmRecords(db, "pipedrive") });
  return deliverers;
}

/** Deletes messages older than RETENTION_DAYS now and every six hours; returns what stops it. */
function startRetention(database: OpenDatabase, days: number, logger: Logger): () => void {
  const purge = () =>
    purgeOlderThan(database.db, days)
      .then((count) => count > 0 && logger.info({ count, days }, "retention: deleted old messages"))
      .catch((error) => logger.error({ err: error }, "retention failed"));
  void purge();
  const timer = setInterval(purge, 6 * 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/** One secret signs the challenges GET /api/challenge hands out and the forms' routes check; spent ones are shared by every process. */
async function proofOfWorkDeps(config: PipelineConfig, database: OpenDatabase, clientAddress: (c: Context) => string): Promise<{ guard: ProofGuard; challenge: ChallengeDeps }> {
  const secret = config.proofOfWorkSecret ?? (await serverSecret(database.db, "proof-of-work"));
  return {
    guard: { secret, spent: new DatabaseSpentChallenges(database.db), withoutProof: new DatabaseRateLimiter(database.db, POSTS_WITHOUT_PROOF_PER_HOUR, 60 * 60 * 1000) },
    challenge: { secret, rateLimiter: rateLimiterFor(database, CHALLENGES_PER_MINUTE), clientAddress },
  };
}

/** Every process shares one count. */
function rateLimiterFor(database: OpenDatabase, perMinute: number): RateLimit {
  return new DatabaseRateLimiter(database.db, perMinute);
}

async function readiness(database: OpenDatabase, worker: JobWorker): Promise<Readiness> {
  const databaseCheck = await withTimeout(database.ping(), 1_000).then(
    () => "ok",
    (error: unknown) => `unavailable: ${error instanceof WritesFailing || (error instanceof Error && /^no answer within/.test(error.message)) ? (error as Error).message : "it does not answer"}`,
  );
  const health = worker.health();
  const outboxCheck = health.ok ? "ok" : `the delivery worker is stuck: ${health.problem}`;
  return { ready: databaseCheck === "ok" && outboxCheck === "ok", checks: { database: databaseCheck, outbox: outboxCheck } };
}

function liveness(database: OpenDatabase): Liveness {
  const state = database.serverState?.();
  return state?.status === "failed" ? { live: false, problem: state.problem } : { live: true };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
