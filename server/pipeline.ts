/**
 * Assembles the lead pipeline from the configuration: database, delivery channels, outbox worker,
 * rate limiter and retention job. The Node entry (main.ts) and the tests use it alike.
 */
import type { Context } from "hono";
import { site } from "../app/content/site";
import type { ServerConfig } from "./config";
import { createFallbackRenderer } from "./contact/fallback-page";
import { RateLimiter } from "./contact/rate-limit";
import type { ContactDeps } from "./contact/route";
import { ContactStore } from "./contact/store";
import { openDatabase, type OpenDatabase } from "./db/database";
import type { OutboxChannel } from "./db/schema";
import { purgeOlderThan } from "./leads/queries";
import { createEmailDelivery } from "./outbox/deliver-email";
import { createWebhookDelivery } from "./outbox/deliver-webhook";
import { OutboxWorker, type Deliverer } from "./outbox/worker";

export interface LeadPipeline {
  database: OpenDatabase;
  worker: OutboxWorker;
  contact: ContactDeps;
  channels: OutboxChannel[];
  close: () => Promise<void>;
}

type PipelineConfig = Pick<
  ServerConfig,
  "databaseUrl" | "dataDir" | "email" | "webhook" | "rateLimitPerMinute" | "retentionDays" | "outbox" | "trustProxy" | "allowedOrigins"
>;

export async function createLeadPipeline(
  config: PipelineConfig,
  options: { migrationsFolder: string; stylesheets: string[]; log?: (line: string) => void },
): Promise<LeadPipeline> {
  const log = options.log ?? ((line: string) => console.log(line));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder: options.migrationsFolder });

  const deliverers: Partial<Record<OutboxChannel, Deliverer & { close?: () => void }>> = {};
  if (config.email) deliverers.email = createEmailDelivery({ ...config.email, from: config.email.from ?? `${site.brand} Website <${site.email}>` });
  if (config.webhook) deliverers.webhook = createWebhookDelivery(config.webhook);
  const channels = Object.keys(deliverers) as OutboxChannel[];
  if (channels.length === 0) {
    log("[leads] no SMTP_URL/LEADS_TO or WEBHOOK_URL set: contact messages are stored but not delivered (see `npm run leads`)");
  } else {
    log(`[leads] delivering new messages by ${channels.join(" and ")}`);
  }

  const worker = new OutboxWorker({ db: database.db, deliverers, ...config.outbox, log });
  worker.start();

  let retentionTimer: NodeJS.Timeout | undefined;
  if (config.retentionDays) {
    const days = config.retentionDays;
    const purge = () =>
      purgeOlderThan(database.db, days)
        .then((count) => count > 0 && log(`[leads] retention: deleted ${count} messages older than ${days} days`))
        .catch((error) => log(`[leads] retention failed: ${(error as Error).message}`));
    void purge();
    retentionTimer = setInterval(purge, 6 * 60 * 60 * 1000);
    retentionTimer.unref();
  }

  const contact: ContactDeps = {
    store: new ContactStore(database.db, { concurrency: database.kind === "pglite" ? 1 : 4 }),
    channels,
    rateLimiter: new RateLimiter(config.rateLimitPerMinute),
    clientAddress: (c: Context) => clientAddress(c, config.trustProxy),
    renderFallback: createFallbackRenderer(options.stylesheets),
    // Without a delivery channel no outbox row is written, so there is nothing to wake the worker for.
    onStored: channels.length > 0 ? () => worker.wake() : undefined,
    allowedOrigins: config.allowedOrigins,
    log,
  };

  return {
    database,
    worker,
    contact,
    channels,
    close: async () => {
      if (retentionTimer) clearInterval(retentionTimer);
      await worker.stop();
      for (const deliverer of Object.values(deliverers)) deliverer.close?.();
      await database.close();
    },
  };
}

/** The socket's address, or the first X-Forwarded-For hop when a trusted proxy sets it. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}
