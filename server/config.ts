/** Environment, parsed once at boot: a bad value stops the server with a clear message. */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseAttributionFieldNames } from "#server/sales/outbox/crm/shared.ts";
import { LOG_LEVELS } from "#server/platform/log-levels.ts";

/** A configuration mistake: reported as one line, without a stack trace. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * How many reverse proxies in front of this server append to X-Forwarded-For. "true" means one.
 * The client's address is the entry that many places from the right: everything to its left was
 * written by the client and proves nothing (Express's "trust proxy" hop count).
 */
const proxyHops = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx) => {
    if (["false", "no", "0", ""].includes(value)) return 0;
    if (["true", "yes"].includes(value)) return 1;
    const hops = Number(value);
    if (Number.isInteger(hops) && hops > 0 && hops <= 10) return hops;
    ctx.addIssue({ code: "custom", message: "must be false, true (one proxy) or the number of proxies in front of the server (1-10)" });
    return z.NEVER;
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /** Where the embedded database (PGlite) keeps its files. */
    DATA_DIR: z.string().min(1).default("./data"),
    /** The prerendered site; defaults to build/client next to the server bundle. */
    STATIC_DIR: z.string().min(1).optional(),
    /** Reverse proxies in front of this server whose X-Forwarded-For / -Host entries are believed. */
    TRUST_PROXY: proxyHops.default(0),
    /** Least severe log level written (JSON lines on standard output). */
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    /** Seconds to wait for in-flight requests on SIGTERM before exiting anyway. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
    /** PostgreSQL instead of the embedded database, e.g. postgres://user:pass@host:5432/leads. */
    DATABASE_URL: z.string().url().optional(),
    /** Lead email delivery: an SMTP URL (smtp://user:pass@host:587 or smtps://...) and the inbox it goes to. */
    SMTP_URL: z.string().url().optional(),
    LEADS_TO: z.string().min(3).optional(),
    LEADS_FROM: z.string().min(3).optional(),
    /** A PEM file of the certificate authority that signed the SMTP server's certificate (a private CA or a self-signed certificate). */
    SMTP_CA_FILE: z.string().min(1).optional(),
    /** Lead webhook delivery (e.g. a CRM or Zapier endpoint), signed with WEBHOOK_SECRET (whsec_...). */
    WEBHOOK_URL: z.string().url().optional(),
    WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, "must be whsec_ followed by at least 24 random bytes in base64 (openssl rand -base64 32)")
      .optional(),
    /** The scheduler's webhook signing key (Calendly: the subscription's signing_key); unset, its endpoint does not exist. */
    SCHEDULER_SIGNING_KEY: z.string().min(16, "must be at least 16 characters (openssl rand -hex 32)").optional(),
    /** Signs the forms' proof-of-work challenges (ADR 048); unset, one is generated and kept in DATA_DIR. */
    PROOF_OF_WORK_SECRET: z.string().min(32, "must be at least 32 characters (openssl rand -hex 32)").optional(),
    /** CRM destinations (docs/crm.md): each is on when its credentials are set. */
    HUBSPOT_ACCESS_TOKEN: z.string().min(10).optional(),
    HUBSPOT_API_URL: z.string().url().optional(),
    HUBSPOT_ATTRIBUTION_PROPERTIES: z.string().optional(),
    SALESFORCE_INSTANCE_URL: z.string().url().optional(),
    SALESFORCE_CLIENT_ID: z.string().min(1).optional(),
    SALESFORCE_CLIENT_SECRET: z.string().min(1).optional(),
    SALESFORCE_ATTRIBUTION_FIELDS: z.string().optional(),
    PIPEDRIVE_API_TOKEN: z.string().min(10).optional(),
    PIPEDRIVE_API_URL: z.string().url().optional(),
    PIPEDRIVE_ATTRIBUTION_FIELDS: z.string().optional(),
    /** Contact submissions allowed per client address per minute. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
    /** Delete messages older than this many days (unset: keep them). */
    RETENTION_DAYS: z.coerce.number().int().positive().optional(),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),
    OUTBOX_BASE_DELAY_MS: z.coerce.number().int().positive().default(30_000),
    OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5_000),
    /** Deliveries in flight at once per process (and SMTP connections kept open). */
    OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
    /** The address people reach this site at, for the admin app's setup links (default: the site's canonical URL). */
    PUBLIC_URL: z.string().url().optional(),
    /** Serves Prometheus metrics at /metrics to requests bearing this token (unset: no /metrics). */
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{24,}$/, "must be at least 24 printable characters without spaces (openssl rand -hex 24)")
      .optional(),
    /** Origins besides the server's own host that may post the contact form (comma-separated). */
    ALLOWED_ORIGINS: z.string().optional(),
    /** The shared cache in front, purged on publish (docs/operations.md, "A CDN in front"); unset: pages carry browsers' headers only. */
    CDN_PURGE: z.enum(["varnish", "fastly", "cloudflare"]).optional(),
    /** Varnish: where each cache listens (comma-separated), e.g. http://127.0.0.1:6081. */
    VARNISH_URLS: z.string().optional(),
    FASTLY_SERVICE_ID: z.string().min(1).optional(),
    FASTLY_API_TOKEN: z.string().min(10).optional(),
    FASTLY_API_URL: z.string().url().optional(),
    CLOUDFLARE_ZONE_ID: z.string().min(1).optional(),
    CLOUDFLARE_API_TOKEN: z.string().min(10).optional(),
    CLOUDFLARE_API_URL: z.string().url().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.LEADS_TO) ctx.addIssue({ code: "custom", path: ["LEADS_TO"], message: "is required when SMTP_URL is set" });
    if (env.LEADS_TO && !env.SMTP_URL) ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required when LEADS_TO is set" });
    // An unsigned webhook lets anyone who learns the URL inject leads into the CRM behind it.
    if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) ctx.addIssue({ code: "custom", path: ["WEBHOOK_SECRET"], message: "is required when WEBHOOK_URL is set (receivers verify the signature)" });
    const salesforce = [env.SALESFORCE_INSTANCE_URL, env.SALESFORCE_CLIENT_ID, env.SALESFORCE_CLIENT_SECRET];
    if (salesforce.some(Boolean) && !salesforce.every(Boolean))
      ctx.addIssue({ code: "custom", path: ["SALESFORCE_INSTANCE_URL"], message: "SALESFORCE_INSTANCE_URL, SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET go together" });
    for (const name of ["HUBSPOT_ATTRIBUTION_PROPERTIES", "SALESFORCE_ATTRIBUTION_FIELDS", "PIPEDRIVE_ATTRIBUTION_FIELDS"] as const) {
      try {
        parseAttributionFieldNames(env[name]);
      } catch (error) {
        ctx.addIssue({ code: "custom", path: [name], message: (error as Error).message });
      }
    }
    const needs = { varnish: ["VARNISH_URLS"], fastly: ["FASTLY_SERVICE_ID", "FASTLY_API_TOKEN"], cloudflare: ["CLOUDFLARE_ZONE_ID", "CLOUDFLARE_API_TOKEN"] } as const;
    for (const name of env.CDN_PURGE ? needs[env.CDN_PURGE] : []) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: `is required when CDN_PURGE=${env.CDN_PURGE}` });
    }
    for (const url of splitList(env.VARNISH_URLS)) {
      if (!URL.canParse(url)) ctx.addIssue({ code: "custom", path: ["VARNISH_URLS"], message: `${url} is not a URL (e.g. http://127.0.0.1:6081)` });
    }
    if (env.SMTP_CA_FILE && !fs.existsSync(env.SMTP_CA_FILE)) ctx.addIssue({ code: "custom", path: ["SMTP_CA_FILE"], message: `no such file: ${env.SMTP_CA_FILE}` });
  });

export type ServerConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaultStaticDir = path.resolve("build/client")) {
  // An empty variable is an unset one: compose files and unit files write `SMTP_URL=` for "none".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const result = envSchema.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ");
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const parsed = result.data;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    staticDir: path.resolve(parsed.STATIC_DIR ?? defaultStaticDir),
    proxyHops: parsed.TRUST_PROXY,
    logLevel: parsed.LOG_LEVEL,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    databaseUrl: parsed.DATABASE_URL,
    email: (parsed.SMTP_URL && parsed.LEADS_TO ? { smtpUrl: parsed.SMTP_URL, to: parsed.LEADS_TO, from: parsed.LEADS_FROM, caFile: parsed.SMTP_CA_FILE } : undefined) as
      { smtpUrl: string; to: string; from?: string; caFile?: string } | undefined,
    webhook: (parsed.WEBHOOK_URL && parsed.WEBHOOK_SECRET ? { url: parsed.WEBHOOK_URL, secret: parsed.WEBHOOK_SECRET } : undefined) as { url: string; secret: string } | undefined,
    schedulerSigningKey: parsed.SCHEDULER_SIGNING_KEY,
    proofOfWorkSecret: parsed.PROOF_OF_WORK_SECRET,
    crm: crmConfig(parsed),
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    retentionDays: parsed.RETENTION_DAYS,
    outbox: { maxAttempts: parsed.OUTBOX_MAX_ATTEMPTS, baseDelayMs: parsed.OUTBOX_BASE_DELAY_MS, pollMs: parsed.OUTBOX_POLL_MS, concurrency: parsed.OUTBOX_CONCURRENCY } as {
      maxAttempts: number;
      baseDelayMs: number;
      pollMs: number;
      concurrency?: number;
      maxDelayMs?: number;
      leaseMs?: number;
    },
    metricsToken: parsed.METRICS_TOKEN,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/+$/, ""),
    allowedOrigins: splitList(parsed.ALLOWED_ORIGINS),
    cdn: cdnConfig(parsed),
  };
}

/** A comma-separated list, its items trimmed, empty ones dropped. */
function splitList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The shared cache in front and how it is purged (CDN_PURGE), when one is set. */
function cdnConfig(env: z.infer<typeof envSchema>) {
  switch (env.CDN_PURGE) {
    case "varnish":
      return { purger: "varnish", urls: splitList(env.VARNISH_URLS) } as const;
    case "fastly":
      return { purger: "fastly", serviceId: env.FASTLY_SERVICE_ID!, apiToken: env.FASTLY_API_TOKEN!, apiUrl: env.FASTLY_API_URL } as const;
    case "cloudflare":
      return { purger: "cloudflare", zoneId: env.CLOUDFLARE_ZONE_ID!, apiToken: env.CLOUDFLARE_API_TOKEN!, apiUrl: env.CLOUDFLARE_API_URL } as const;
    default:
      return undefined;
  }
}

export type CdnConfig = NonNullable<ReturnType<typeof cdnConfig>>;

/** The CRM destinations whose credentials are set (docs/crm.md). */
function crmConfig(env: z.infer<typeof envSchema>) {
  return {
    hubspot: env.HUBSPOT_ACCESS_TOKEN
      ? { accessToken: env.HUBSPOT_ACCESS_TOKEN, apiUrl: env.HUBSPOT_API_URL, attributionProperties: parseAttributionFieldNames(env.HUBSPOT_ATTRIBUTION_PROPERTIES) }
      : undefined,
    salesforce:
      env.SALESFORCE_INSTANCE_URL && env.SALESFORCE_CLIENT_ID && env.SALESFORCE_CLIENT_SECRET
        ? {
            instanceUrl: env.SALESFORCE_INSTANCE_URL,
            clientId: env.SALESFORCE_CLIENT_ID,
            clientSecret: env.SALESFORCE_CLIENT_SECRET,
            attributionFields: parseAttributionFieldNames(env.SALESFORCE_ATTRIBUTION_FIELDS),
          }
        : undefined,
    pipedrive: env.PIPEDRIVE_API_TOKEN
      ? { apiToken: env.PIPEDRIVE_API_TOKEN, apiUrl: env.PIPEDRIVE_API_URL, attributionFields: parseAttributionFieldNames(env.PIPEDRIVE_ATTRIBUTION_FIELDS) }
      : undefined,
  };
}

export type CrmConfig = ReturnType<typeof crmConfig>;
