/**
 * What the server says when it starts: one line per subsystem, naming what it uses, so an operator
 * reading the first lines of a deploy's log knows where leads go and who may call in, without
 * opening the configuration. Addresses are shown without their credentials (a password in a URL
 * never reaches a log line).
 */
import { site } from "#shared/content/site.ts";
import { DEFAULT_CONCURRENCY } from "#server/platform/jobs/worker.ts";
import type { ServerConfig } from "./config.ts";
import type { StaticSite } from "#server/site/static-site.ts";

export interface StartupLine {
  subsystem: "runtime" | "store" | "delivery" | "third-parties" | "proxy" | "cdn" | "metrics" | "admin";
  level: "info" | "warn";
  msg: string;
}

/** scheme://host[:port]/path with user and password removed, and no query (it can hold keys). */
export function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
}

type ReportedConfig = Pick<ServerConfig, "databaseUrl" | "dataDir" | "email" | "webhook" | "proxyHops" | "logLevel" | "outbox"> & { crm?: Partial<ServerConfig["crm"]>; cdn?: ServerConfig["cdn"] };

export function startupReport(config: ReportedConfig, built: StaticSite, options: { metrics: boolean; nodeVersion?: string; nodeEnv?: string }): StartupLine[] {
  const lines: StartupLine[] = [];
  lines.push(runtimeLine(config, options.nodeVersion ?? process.version, "nodeEnv" in options ? options.nodeEnv : process.env.NODE_ENV));

  lines.push(
    config.databaseUrl
      ? { subsystem: "store", level: "info", msg: `store: PostgreSQL at ${withoutCredentials(config.databaseUrl)} (DATABASE_URL)` }
      : { subsystem: "store", level: "info", msg: `store: PostgreSQL of its own in ${config.dataDir}/postgres (DATA_DIR)` },
  );

  const channels: string[] = [];
  if (config.email) channels.push(`email to ${config.email.to} via ${withoutCredentials(config.email.smtpUrl)}`);
  if (config.webhook) channels.push(`webhook to ${withoutCredentials(config.webhook.url)}`);
  for (const [crm, settings] of Object.entries(config.crm ?? {})) if (settings) channels.push(crm);
  lines.push(
    channels.length > 0
      ? { subsystem: "delivery", level: "info", msg: `delivery: ${channels.join("; ")} (${config.outbox.maxAttempts} attempts, ${config.outbox.concurrency ?? DEFAULT_CONCURRENCY} at a time)` }
      : { subsystem: "delivery", level: "warn", msg: "delivery: none (no SMTP_URL/LEADS_TO or WEBHOOK_URL): leads are stored but not sent; read them in the inbox or with `npm run leads`" },
  );

  // The hosts the pages' Content-Security-Policy lets in: the scheduler, the legal-policy loader, and
  // the analytics provider the build names (read back from the built pages, ADR 016).
  const analytics = [...new Set([...built.files.values()].map((file) => file.analytics?.scriptUrl).filter((url): url is string => Boolean(url)))];
  const thirdParties = [
    `scheduler ${new URL(site.scheduling.url).origin}`,
    `legal policies ${new URL(site.legal.scriptUrl).origin}`,
    analytics.length > 0 ? `analytics ${analytics.map((url) => new URL(url).origin).join(", ")}` : "analytics none",
  ];
  lines.push({ subsystem: "third-parties", level: "info", msg: `third parties: ${thirdParties.join("; ")}` });

  lines.push({
    subsystem: "proxy",
    level: "info",
    msg:
      config.proxyHops > 0
        ? `proxy: trusting ${config.proxyHops} proxy hop${config.proxyHops > 1 ? "s" : ""} for X-Forwarded-For and X-Forwarded-Host (TRUST_PROXY)`
        : "proxy: none trusted; the client address is the connection's (set TRUST_PROXY behind a reverse proxy)",
  });
  lines.push({ subsystem: "cdn", level: "info", msg: cdnLine(config.cdn) });
  lines.push({
    subsystem: "metrics",
    level: "info",
    msg: options.metrics ? "metrics: GET /metrics with the bearer token (METRICS_TOKEN)" : "metrics: off (set METRICS_TOKEN to serve /metrics)",
  });
  lines.push({
    subsystem: "admin",
    level: built.adminShell ? "info" : "warn",
    msg: built.adminShell ? "admin: /admin (accounts: npm run leads -- users add <email>)" : "admin: unavailable, this build has no build/admin shell",
  });
  return lines;
}

/**
 * Node, the log level and which build of React renders the pages: NODE_ENV picks it when React
 * loads, and its development build costs about 1.5x the CPU a page (issue 74), so anything else
 * than production is a warning (`npm run dev` sets development on purpose).
 */
function runtimeLine(config: ReportedConfig, nodeVersion: string, nodeEnv: string | undefined): StartupLine {
  const runtime = `runtime: Node ${nodeVersion}, log level ${config.logLevel}`;
  if (nodeEnv === "production") return { subsystem: "runtime", level: "info", msg: `${runtime}, production build (NODE_ENV=production)` };
  const set = nodeEnv === undefined ? "NODE_ENV unset" : `NODE_ENV=${nodeEnv}`;
  return {
    subsystem: "runtime",
    level: "warn",
    msg: `${runtime}, development build (${set}): React renders the pages in its development mode, about 1.5x the CPU a page; serve visitors with NODE_ENV=production, as npm start, the image and the unit do`,
  };
}

/** The shared cache in front and where its purges go, without credentials. */
function cdnLine(cdn: ServerConfig["cdn"]): string {
  if (!cdn) return "cdn: none; pages carry browsers' cache headers only (set CDN_PURGE behind a shared cache)";
  const target = cdn.purger === "varnish" ? `Varnish at ${cdn.urls.map(withoutCredentials).join(", ")}` : cdn.purger === "fastly" ? `Fastly service ${cdn.serviceId}` : `Cloudflare zone ${cdn.zoneId}`;
  return `cdn: public pages kept a day by a shared cache, the changed ones purged after each publish through ${target} (CDN_PURGE)`;
}
