/** Environment, parsed once at boot: a bad value stops the server with a clear message. */
import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Where the embedded database (PGlite) keeps its files. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** The prerendered site; defaults to build/client next to the server bundle. */
  STATIC_DIR: z.string().min(1).optional(),
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy in front of this server. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Seconds to wait for in-flight requests on SIGTERM before exiting anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /** PostgreSQL instead of the embedded database, e.g. postgres://user:pass@host:5432/leads. */
  DATABASE_URL: z.string().url().optional(),
  /** Lead email delivery: an SMTP URL (smtp://user:pass@host:587 or smtps://...) and the inbox it goes to. */
  SMTP_URL: z.string().url().optional(),
  LEADS_TO: z.string().min(3).optional(),
  LEADS_FROM: z.string().min(3).optional(),
  /** Lead webhook delivery (e.g. a CRM or Zapier endpoint), signed with WEBHOOK_SECRET (whsec_...). */
  WEBHOOK_URL: z.string().url().optional(),
  WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Contact submissions allowed per client address per minute. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Delete messages older than this many days (unset: keep them). */
  RETENTION_DAYS: z.coerce.number().int().positive().optional(),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),
  OUTBOX_BASE_DELAY_MS: z.coerce.number().int().positive().default(30_000),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5_000),
  /** Origins besides the server's own host that may post the contact form (comma-separated). */
  ALLOWED_ORIGINS: z.string().optional(),
}).superRefine((env, ctx) => {
  if (env.SMTP_URL && !env.LEADS_TO) ctx.addIssue({ code: "custom", path: ["LEADS_TO"], message: "is required when SMTP_URL is set" });
  if (env.LEADS_TO && !env.SMTP_URL) ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required when LEADS_TO is set" });
});

export type ServerConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaultStaticDir = path.resolve("build/client")) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const parsed = result.data;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    staticDir: path.resolve(parsed.STATIC_DIR ?? defaultStaticDir),
    trustProxy: parsed.TRUST_PROXY,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    databaseUrl: parsed.DATABASE_URL,
    email: (parsed.SMTP_URL && parsed.LEADS_TO ? { smtpUrl: parsed.SMTP_URL, to: parsed.LEADS_TO, from: parsed.LEADS_FROM } : undefined) as
      | { smtpUrl: string; to: string; from?: string }
      | undefined,
    webhook: (parsed.WEBHOOK_URL ? { url: parsed.WEBHOOK_URL, secret: parsed.WEBHOOK_SECRET } : undefined) as
      | { url: string; secret?: string }
      | undefined,
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    retentionDays: parsed.RETENTION_DAYS,
    outbox: { maxAttempts: parsed.OUTBOX_MAX_ATTEMPTS, baseDelayMs: parsed.OUTBOX_BASE_DELAY_MS, pollMs: parsed.OUTBOX_POLL_MS },
    allowedOrigins: (parsed.ALLOWED_ORIGINS ?? "").split(",").map((origin) => origin.trim()).filter(Boolean),
  };
}
