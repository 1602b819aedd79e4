/**
 * The Hono app: prerendered pages and assets, /healthz and /api/*. It only uses web-standard
 * Request/Response, so `app.fetch` also runs on serverless hosts (see README "Deploy").
 */
import { Hono, type Context } from "hono";
import { CONTACT_PATH, registerContactRoute, type ContactDeps } from "./contact/route";
import { headersForFile, securityHeaders } from "./security-headers";
import type { StaticFile, StaticSite } from "./static-site";

export interface AppOptions {
  site: StaticSite;
  /** The lead pipeline behind POST /api/submit-contact (omitted: the endpoint answers 503). */
  contact?: ContactDeps;
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
  if (file.gzip && allows("gzip")) return "gzip";
  return "identity";
}

function sendFile(c: Context, file: StaticFile, status: 200 | 404 = 200): Response {
  const headers = new Headers(headersForFile(file.contentType, file.scriptHashes));
  headers.set("Content-Type", file.contentType);
  headers.set("Cache-Control", status === 404 ? "no-store" : file.cacheControl);
  headers.set("Vary", "Accept-Encoding");
  if (status === 200) {
    headers.set("ETag", file.etag);
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === file.etag)) {
      return new Response(null, { status: 304, headers });
    }
  }
  const encoding = pickEncoding(c.req.header("accept-encoding"), file);
  const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body?.length ?? 0));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body ?? file.body), { status, headers });
}

function jsonError(c: Context, status: 404 | 405, error: string, extra: Record<string, string> = {}): Response {
  return c.json({ error }, status, { ...securityHeaders(), "Cache-Control": "no-store", ...extra });
}

export function createApp({ site, contact }: AppOptions): Hono {
  const app = new Hono();

  // Responses built by Hono itself (redirects, errors) get the same headers as files.
  app.use("*", async (c, next) => {
    await next();
    // Static files set their own (headersForFile); everything else gets the full set.
    if (c.res.headers.has("X-Content-Type-Options")) return;
    for (const [name, value] of Object.entries(securityHeaders())) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  app.onError((error, c) => {
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ error: "Internal server error" }, 500, { "Cache-Control": "no-store" });
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { ...securityHeaders(), "Cache-Control": "no-store" }));

  if (contact) registerContactRoute(app, contact);
  else app.post(CONTACT_PATH, (c) => c.json({ error: "Contact storage is not configured" }, 503, { "Cache-Control": "no-store" }));

  app.all("/api/*", (c) => jsonError(c, 404, "Not found"));

  app.all("*", (c) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") {
      return jsonError(c, 405, "Method not allowed", { Allow: "GET, HEAD" });
    }
    const { pathname, search } = new URL(c.req.url);

    // One URL per page: "/pricing/" -> "/pricing".
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const canonical = pathname.replace(/\/+$/, "") || "/";
      return c.redirect(`${canonical}${search}`, 301);
    }

    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return sendFile(c, site.notFound, 404);
    }

    const file = site.files.get(decoded);
    // The prerendered /404 page itself is still a not-found answer.
    if (file && decoded !== "/404" && !decoded.startsWith("/404.")) return sendFile(c, file);

    // SPEC "Blog article": an unknown slug goes back to the blog list, no message.
    if (/^\/blog\/[^/]+$/.test(decoded) && !decoded.endsWith(".data")) return c.redirect("/blog", 302);

    return sendFile(c, site.notFound, 404);
  });

  return app;
}
