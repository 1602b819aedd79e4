/**
 * The Hono app: prerendered pages and assets, /healthz (liveness), /readyz (readiness) and /api/*.
 * It only uses web-standard Request/Response, so `app.fetch` also runs on serverless hosts.
 */
import { timingSafeEqual } from "node:crypto";
import { Hono, type Context, type Handler, type MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { API_PATH, HEALTH_PATH, isAdminPath, METRICS_PATH, READY_PATH } from "#shared/site-paths.ts";
import { registerAdminApi, type AdminApiDeps } from "./admin-api.ts";
import { ADMIN_API, ADMIN_RESPONSE_HEADERS, type AdminDeps } from "#server/auth/http.ts";
import { adminPage } from "./admin-pages.ts";
import { HashingBusy } from "#server/auth/passwords.ts";
import { canonicalPath } from "#server/platform/canonical-path.ts";
import { CONVERSIONS_ENDPOINT } from "#shared/conversions.ts";
import { CONTACT_PATH, registerContactRoute, type ContactDeps } from "#server/sales/contact/route.ts";
import { isDatabaseUnavailable, isDiskFull, rootCause, UNAVAILABLE_RETRY_AFTER } from "#server/platform/db/availability.ts";
import { FORM_PATH, registerFormRoute, type FormDeps } from "#server/sales/forms/route.ts";
import { registerConversionRoute, type ConversionDeps } from "#server/sales/conversions/route.ts";
import { registerChallengeRoute, type ChallengeDeps } from "#server/platform/http/challenge-route.ts";
import { registerSchedulerWebhook, type SchedulerWebhookDeps } from "#server/sales/meetings/route.ts";
import type { AppEnv } from "#server/platform/http/env.ts";
import { REQUEST_ID_HEADER, requestId } from "#server/platform/http/request-id.ts";
import { createLogger, type Logger } from "#server/platform/logger.ts";
import type { SiteMetrics } from "./metrics.ts";
import type { Liveness, Readiness } from "./pipeline.ts";
import { headersForFile, securityHeaders } from "#server/platform/security-headers.ts";
import { cacheControlWithCookie, sharedCacheHeaders, type SharedCachePolicy } from "#server/platform/http/shared-cache.ts";
import { gzipOf, type StaticFile, type StaticSite } from "#server/site/static-site.ts";
import type { ContentPages } from "#server/site/pages.ts";
import { isNotFoundAddress } from "#server/site/paths.ts";
import { PREVIEW_COVER_PATH, PREVIEW_PATH } from "#server/site/previews.ts";
import { searchPageOf, searchQueryOf } from "#server/site/render/blog-search.server.ts";
import { BLOG_SEARCH_PATH } from "#shared/blog-paths.ts";
import { countPageView, testedPage, type ExperimentServing } from "#server/experiments/serving.ts";
import { registerDownloadRoute, type Downloads } from "#server/site/downloads.ts";
import { registerFormEventsRoute, type FormEventDeps } from "#server/experiments/form-events.ts";
import { FORM_EVENTS_ENDPOINT } from "#shared/forms/analytics.ts";

/** What the catch-all tells of the addresses it answers (server/site/not-found-log.ts keeps them). */
export interface AddressLog {
  notFound(path: string): void;
  redirected(from: string): void;
}

export interface AppOptions {
  site: StaticSite;
  /** The blog's pages, rendered from the store (omitted: the build's prerendered ones are served). */
  content?: ContentPages;
  /** Pages under test served per visitor, their views counted (omitted: every page is the same for all). */
  experiments?: ExperimentServing;
  /** The lead pipeline behind POST /api/submit-contact (omitted: the endpoint answers 503). */
  contact?: ContactDeps;
  /** POST /api/forms/:id, the built forms' answers (omitted: the endpoint answers 503). */
  forms?: FormDeps;
  /** POST /api/conversions: booking-page visits and booked demos for the reports (omitted: 503). */
  conversions?: ConversionDeps;
  /** GET /api/challenge: proof-of-work challenges for the forms that ask for one (ADR 048; omitted: none, the address is unknown). */
  challenge?: ChallengeDeps;
  /** POST /api/form-events: built forms' starts and stops for their analytics (omitted: 503). */
  formEvents?: FormEventDeps;
  /** POST /api/scheduler/events, the scheduler's signed webhook (omitted: unknown, 404). */
  scheduler?: SchedulerWebhookDeps;
  /** GET /downloads/:file, the files forms give through signed links (omitted: every such address is not found). */
  downloads?: Downloads;
  /** Counts 404s by path and visitors sent on by each redirect, for the studio (omitted: nothing is counted). */
  addressLog?: AddressLog;
  /** The admin app's API and pages under /admin (omitted: they answer 503). */
  admin?: AdminApiDeps;
  logger?: Logger;
  /** Readiness: can this process take leads now (its database answers, its outbox worker works)? Omitted: always ready. */
  ready?: () => Promise<Readiness>;
  /** Liveness: can this process still recover by itself (its own PostgreSQL not given up on)? Omitted: always live. */
  live?: () => Liveness;
  /** Request, lead and delivery metrics; served at GET /metrics to a request bearing `metricsToken`. */
  metrics?: SiteMetrics;
  metricsToken?: string;
  /** True once shutdown has begun: readiness fails and every answer closes its connection. */
  isStopping?: () => boolean;
  /** A shared cache in front, purged on publish (CDN_PURGE): public pages say how long it may keep them, and their surrogate key. Omitted: browsers' headers only. */
  sharedCache?: SharedCachePolicy;
}

type Encoding = "br" | "gzip" | "identity";

/** Prefer brotli, then gzip, honouring q=0 refusals. */
export function pickEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (file.br && allows("br")) return "br";
  // A page the server rendered is kept as brotli only: gzip is made from it for this request.
  if ((file.gzip || file.br) && allows("gzip")) return "gzip";
  return "identity";
}

/** A strong validator names exact bytes, so each encoding of a file has its own (RFC 9110 §8.8.3). */
export function etagFor(file: StaticFile, encoding: Encoding): string {
  return encoding === "identity" ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;
}

/** If-None-Match uses the weak comparison; "*" matches any current representation (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * A file's headers, made once per file (its policy alone was ~5% of a cached page's CPU) with every
 * name an answer may carry: an answer copies them and sets values, because adding names to a copy
 * takes V8's slow path (~5 µs an answer). Empty values are set or removed by sendFile.
 */
const headersKept = new WeakMap<StaticFile, Readonly<Record<string, string>>>();

function headersOfFile(file: StaticFile): Readonly<Record<string, string>> {
  let headers = headersKept.get(file);
  if (!headers) {
    const perAnswer = { [REQUEST_ID_HEADER]: "", ETag: "", "Content-Encoding": "", "Content-Length": "" };
    headers = { ...headersForFile(file.contentType, file), "Content-Type": file.contentType, "Cache-Control": file.cacheControl, Vary: "Accept-Encoding", ...perAnswer };
    headersKept.set(file, headers);
  }
  return headers;
}

/** A page's headers with a shared cache's (shared-cache.ts), made once per page and address as headersOfFile's are. */
const sharedHeadersKept = new WeakMap<StaticFile, { path: string; headers: Readonly<Record<string, string>> }>();

function sharedHeadersOfFile(file: StaticFile, path: string, policy: SharedCachePolicy): Readonly<Record<string, string>> | undefined {
  const kept = sharedHeadersKept.get(file);
  if (kept?.path === path) return kept.headers;
  const shared = sharedCacheHeaders(policy, path, file.cacheControl, false);
  if (!shared) return undefined;
  const headers = { ...headersOfFile(file), ...shared };
  sharedHeadersKept.set(file, { path, headers });
  return headers;
}

/**
 * A file's response with its headers as a plain object and its bytes as kept: the Node adapter
 * writes both as they are, where a Headers object costs ~10% of a cached page's CPU.
 */
function sendFile(c: Context<AppEnv>, file: StaticFile, status: 200 | 404 | 410 = 200, extra?: Record<string, string>, shared?: SharedCachePolicy, path?: string): Response {
  const encoding = pickEncoding(c.req.header("accept-encoding"), file);
  // A shared cache may keep the page at `path` under `shared`, unless answered with its own policy or a cookie (a page under test).
  const sharedHeaders = shared && path !== undefined && status === 200 && !extra?.["Cache-Control"] && !extra?.["Set-Cookie"] ? sharedHeadersOfFile(file, path, shared) : undefined;
  const headers: Record<string, string> = { ...(sharedHeaders ?? headersOfFile(file)) };
  headers[REQUEST_ID_HEADER] = c.get("requestId");
  if (status !== 200) headers["Cache-Control"] = "no-store";
  if (extra) Object.assign(headers, extra);
  c.set("fileHeaders", true);
  if (status !== 200) delete headers.ETag;
  else {
    headers.ETag = etagFor(file, encoding);
    if (matchesIfNoneMatch(c.req.header("if-none-match"), headers.ETag)) {
      delete headers["Content-Encoding"];
      delete headers["Content-Length"];
      return new Response(null, { status: 304, headers });
    }
  }
  const body = (encoding === "br" ? file.br : encoding === "gzip" ? gzipOf(file) : file.body) ?? file.body;
  if (encoding === "identity") delete headers["Content-Encoding"];
  else headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  // A kept Buffer is backed by a plain ArrayBuffer (never shared), which is what a body may be.
  return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status, headers });
}

const noStore = { "Cache-Control": "no-store" };

function jsonError(c: Context, status: 404 | 405, error: string, extra: Record<string, string> = {}): Response {
  return c.json({ error }, status, { ...securityHeaders(), ...noStore, ...extra });
}

/** Does the request carry the metrics token (`Authorization: Bearer …`)? Compared in constant time. */
function bearsToken(header: string | undefined, token: string): boolean {
  const presented = Buffer.from(/^Bearer (.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "");
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

export function createApp({
  site,
  content,
  experiments,
  addressLog,
  contact,
  forms,
  conversions,
  challenge,
  formEvents,
  scheduler,
  downloads,
  admin,
  logger = createLogger(),
  ready,
  live,
  metrics,
  metricsToken,
  isStopping = () => false,
  sharedCache,
}: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use("*", requestId());
  app.use("*", observeRequests(logger, metrics));
  app.use("*", finishHeaders(isStopping));

  app.onError((error, c) => {
    // Every password check slot is taken: a moment's wait, not a fault.
    if (error instanceof HashingBusy) return c.json({ error: "Too many sign-ins at once. Try again in a moment." }, 503, { ...ADMIN_RESPONSE_HEADERS, "Retry-After": "1" });
    // The database went away (a restart, a failover) at some point of the request: a moment's wait, not a fault.
    if (isDatabaseUnavailable(error)) {
      // A full disk is logged once by the database (database.ts), not once per refused request.
      if (!isDiskFull(error)) logger.warn({ reqId: c.get("requestId"), method: c.req.method, path: c.req.path.slice(0, 200), cause: rootCause(error) }, "request refused: the database is unavailable");
      const headers = isAdminPath(c.req.path) ? ADMIN_RESPONSE_HEADERS : noStore;
      return c.json({ error: "The database is not answering. Try again in a moment." }, 503, { ...headers, "Retry-After": String(UNAVAILABLE_RETRY_AFTER) });
    }
    logger.error({ reqId: c.get("requestId"), method: c.req.method, path: c.req.path.slice(0, 200), err: error }, "request failed");
    return c.json({ error: "Internal server error" }, 500, noStore);
  });

  registerProbes(app, { ready, live, isStopping });
  // Prometheus scrapes with the token (METRICS_TOKEN). Without metrics the path is an unknown page.
  if (metrics && metricsToken) registerMetrics(app, metrics, metricsToken);

  if (contact) registerContactRoute(app, contact);
  else app.post(CONTACT_PATH, (c) => c.json({ error: "Contact storage is not configured" }, 503, noStore));

  if (forms) registerFormRoute(app, forms);
  else app.post(FORM_PATH, (c) => c.json({ error: "Form storage is not configured" }, 503, noStore));

  if (conversions) registerConversionRoute(app, conversions);
  else app.post(CONVERSIONS_ENDPOINT, (c) => c.json({ error: "Conversion storage is not configured" }, 503, noStore));

  if (challenge) registerChallengeRoute(app, challenge);
  if (formEvents) registerFormEventsRoute(app, formEvents);
  else app.post(FORM_EVENTS_ENDPOINT, (c) => c.json({ error: "Form analytics are not configured" }, 503, noStore));

  if (scheduler) registerSchedulerWebhook(app, scheduler);

  app.all(`${API_PATH}/*`, (c) => jsonError(c, 404, "Not found"));

  if (downloads) registerDownloadRoute(app, downloads);

  if (admin) registerAdminApi(app as unknown as Hono, admin);
  else app.all(`${ADMIN_API}/*`, (c) => c.json({ error: "The inbox is not available on this server." }, 503, ADMIN_RESPONSE_HEADERS));

  app.all("*", serveSite(site, admin, content, experiments, addressLog, sharedCache));
  return app;
}

/**
 * Every request is timed once: for the metrics (route: the pattern of the handler that answered;
 * the catch-all serves every page and file), and for one log line per API request and per failure;
 * pages and assets are logged only at debug level (a proxy in front usually keeps the access log,
 * and a page view loads dozens of files).
 */
function observeRequests(logger: Logger, metrics: SiteMetrics | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    if (metrics) {
      const pattern = routePath(c);
      metrics.observeRequest({ method: c.req.method, route: pattern === "*" || pattern === "/*" ? "static" : pattern, status, seconds: (performance.now() - started) / 1000 });
    }
    const level = status >= 500 && !c.get("declinedPrefetch") ? "error" : /^\/(admin\/)?api\//.test(c.req.path) ? "info" : "debug";
    if (!logger.isLevelEnabled(level)) return;
    logger[level]({ reqId: c.get("requestId"), method: c.req.method, path: c.req.path.slice(0, 200), status, ms: Math.round(performance.now() - started) }, "request");
  };
}

/** Responses built by Hono itself (redirects, errors) get the same headers as files. */
function finishHeaders(isStopping: () => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // While shutting down, keep-alive would hold sockets open that close() is waiting for.
    if (isStopping()) c.res.headers.set("Connection", "close");
    // Static files set their own (headersForFile): reading c.res.headers would rebuild their response.
    if (c.get("fileHeaders")) return;
    c.res.headers.set(REQUEST_ID_HEADER, c.get("requestId"));
    if (c.res.headers.has("set-cookie")) {
      const cacheControl = cacheControlWithCookie(c.res.headers.get("cache-control"));
      if (cacheControl) c.res.headers.set("Cache-Control", cacheControl);
    }
    for (const [name, value] of Object.entries(securityHeaders())) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}

function registerProbes(app: Hono<AppEnv>, { ready, live, isStopping }: { ready?: () => Promise<Readiness>; live?: () => Liveness; isStopping: () => boolean }): void {
  // Liveness: the process answers and can recover by itself. Cheap, and never asks the database, so
  // an outage it waits out does not get a healthy process restarted; it fails only once the server's
  // own PostgreSQL could not be brought back (the process then exits, for its supervisor to restart).
  app.get(HEALTH_PATH, (c) => {
    const report = live?.();
    if (!report || report.live) return c.json({ status: "ok" }, 200, noStore);
    return c.json({ status: "failing", problem: report.problem }, 503, noStore);
  });

  // Readiness: this process can take leads (its database answers, its outbox worker is doing its
  // passes) and is not shutting down. The body names each check, for the operator reading it.
  app.get(READY_PATH, async (c) => {
    if (isStopping()) return c.json({ status: "stopping" }, 503, noStore);
    const report = ready ? await ready().catch((): Readiness => ({ ready: false, checks: { database: "unknown: the check failed", outbox: "unknown" } })) : undefined;
    if (!report || report.ready) return c.json({ status: "ready", ...(report && { checks: report.checks }) }, 200, noStore);
    return c.json({ status: "not ready", checks: report.checks }, 503, { ...noStore, "Retry-After": String(UNAVAILABLE_RETRY_AFTER) });
  });
}

function registerMetrics(app: Hono<AppEnv>, metrics: SiteMetrics, metricsToken: string): void {
  app.get(METRICS_PATH, async (c) => {
    if (!bearsToken(c.req.header("authorization"), metricsToken)) {
      return c.json({ error: "Send the metrics token: Authorization: Bearer <METRICS_TOKEN>" }, 401, { ...noStore, "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    return c.body(await metrics.render(), 200, { "Content-Type": metrics.contentType, ...noStore });
  });
}

/** The catch-all: a built file, a page of the store, an admin page, a redirect, or the not-found page. */
function serveSite(
  site: StaticSite,
  admin: AdminDeps | undefined,
  content: ContentPages | undefined,
  experiments: ExperimentServing | undefined,
  addressLog?: AddressLog,
  sharedCache?: SharedCachePolicy,
): Handler<AppEnv> {
  /** The not-found page with `status`: the store's, else the build's (a fixture site), else a line of text. */
  const notFound = async (c: Context<AppEnv>, status: 404 | 410, page?: StaticFile, extra?: Record<string, string>) => {
    const file = page ?? (await content?.notFound()) ?? site.notFound;
    return file ? sendFile(c, file, status, extra) : c.text("Not found", status, { "Cache-Control": "no-store", ...extra });
  };
  /**
   * A page of the site at `path`, counted as a view when a person's browser asked for it (the
   * experiments' planner); `forms`: the built forms it shows, when not the published page's (a variant).
   */
  const servePage = (c: Context<AppEnv>, path: string, file: StaticFile, extra?: Record<string, string>, forms?: readonly number[]) => {
    if (experiments && file.contentType.startsWith("text/html")) countPageView(c, path, experiments, forms);
    return sendFile(c, file, 200, extra, sharedCache, path);
  };
  return async (c) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") {
      return jsonError(c, 405, "Method not allowed", { Allow: "GET, HEAD" });
    }
    const url = new URL(c.req.url);
    const { pathname, search } = url;

    // One URL per page: "/pricing/" -> "/pricing", "//x/" -> "/x" (always on this site).
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) return c.redirect(`${canonical}${search}`, 301);

    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return notFound(c, 404);
    }

    if (isAdminPath(decoded)) {
      const response = await adminPage(c, decoded, site.adminShell, admin);
      if (response) return response;
    }

    const previewToken = PREVIEW_PATH.exec(decoded)?.[1] ?? PREVIEW_COVER_PATH.exec(decoded)?.[1];
    if (previewToken !== undefined && content) {
      const page = PREVIEW_PATH.test(decoded) ? await content.preview(previewToken) : await content.previewCover(previewToken, decoded);
      // Never cached, never indexed, and the token never leaves in a Referer.
      const private_ = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };
      return page ? sendFile(c, page, 200, private_) : notFound(c, 404, undefined, private_);
    }

    // A search is answered by the store for this request: its results are rendered, never kept.
    const params = url.searchParams;
    // The blog's search page, or a locale blog's (/de/blog/search), which searchPage tells apart.
    const query = decoded.endsWith(BLOG_SEARCH_PATH) && content ? searchQueryOf(params) : "";
    if (query) {
      const results = await content!.searchPage(query, searchPageOf(params), decoded);
      if (results) return servePage(c, decoded, results, { "Cache-Control": "no-cache" });
    }

    const experiment = experiments && content?.experimentOn(decoded);
    if (experiment) {
      const tested = await testedPage(c, decoded, experiment, experiments);
      if (tested && "declined" in tested) {
        c.set("declinedPrefetch", true);
        return c.body(null, 503, noStore);
      }
      if (tested) return servePage(c, decoded, tested.file, tested.headers, tested.forms);
    }

    const file = content?.answers(decoded) ? content.kept(decoded) : site.files.get(decoded);
    if (file && !isNotFoundAddress(decoded)) return servePage(c, decoded, file);

    // The rest is decided by one generation of the store: its page, else a post whose address
    // changed, a manual redirect, or a post taken down (410 with the not-found page).
    const started = performance.now();
    const answer = await content?.answer(decoded);
    // What the store took for a page not ready (its render, mostly), as DevTools and the bench read it.
    const timing = content ? { "Server-Timing": `store;dur=${(performance.now() - started).toFixed(1)}` } : undefined;
    if (answer?.page) return servePage(c, decoded, answer.page, timing);
    const moved = answer?.moved;
    if (moved && "to" in moved) {
      if (method === "GET") addressLog?.redirected(decoded);
      return c.redirect(moved.to, moved.status);
    }
    if (moved) return notFound(c, 410, answer?.notFound, timing);

    // An unknown blog article goes back to the blog list, with no message.
    if (/^\/blog\/[^/]+$/.test(decoded) && !decoded.endsWith(".data")) return c.redirect("/blog", 302);

    // Counted in memory and written later (not-found-log.ts): the page goes out at once.
    if (method === "GET") addressLog?.notFound(decoded);
    return notFound(c, 404, answer?.notFound, timing);
  };
}
