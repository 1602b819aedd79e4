/**
 * Gated content: a file of the media library reached only through a link a form gave a lead, signed
 * and expiring (`/downloads/<file>?lead=…&expires=…&sig=…`, HMAC-SHA256 under the processes' shared
 * `downloads` secret). The signature is checked before the store is asked anything, so a forged or
 * guessed address costs one HMAC and answers no bytes; an authentic link past its time says so (410).
 * A link works only while the lead it names holds the file it unlocked: erasing the lead revokes it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { Database } from "#server/platform/db/database.ts";
import type { AppEnv } from "#server/platform/http/env.ts";
import type { RateLimit } from "#server/platform/http/rate-limit.ts";
import { mediaFiles } from "#server/platform/db/content-schema.ts";
import { contactMessages } from "#server/platform/db/schema.ts";
import { serverSecret } from "#server/platform/server-secrets.ts";
import { escapeHtml } from "#server/platform/html-text.ts";
import { minimalPage } from "#server/platform/minimal-page.ts";
import type { Unlocked } from "#shared/forms/form.ts";
import type { GivenDownload } from "#shared/forms/form-post.ts";

/** Where the signed links point; reserved in shared/site-paths.ts. */
export const DOWNLOADS_PATH = "/downloads";
/** The name of the secret in server_secrets (server/platform/server-secrets.ts). */
export const DOWNLOADS_SECRET = "downloads";

export interface DownloadGrant {
  file: string;
  leadId: string;
  expiresAt: Date;
}

/** A link's parts as a request brings them (any of them may be missing or made up). */
export interface DownloadRequest {
  file: string;
  lead: string | undefined;
  expires: string | undefined;
  sig: string | undefined;
}

export type DownloadCheck = "valid" | "forged" | "expired";

/** What the visitor reads instead of the file, in words (the site's minimal page). */
export const downloadCopy = {
  expired: { title: "Download link expired", body: "This download link has expired. Fill in the form again to get a new one." },
  forged: { title: "Download link not valid", body: "This download link is not valid: it may have been copied incompletely. Fill in the form again to get a new one." },
  gone: { title: "File not available", body: "This file is no longer available." },
  tooMany: { title: "Too many downloads", body: "This address has asked for many files in a short time. Try again in a minute." },
  home: "Back to the home page",
} as const;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function signatureOf(file: string, leadId: string, expires: string, secret: string): Buffer {
  // One field per line, under a purpose of its own: no other signature under this secret means the same bytes.
  return createHmac("sha256", secret).update(`download\n${file}\n${leadId}\n${expires}`).digest();
}

/** The link that gives `file` to `leadId` until `expiresAt` (to the second): a path of this site. */
export function signDownload({ file, leadId, expiresAt }: DownloadGrant, secret: string): string {
  const expires = String(seconds(expiresAt));
  const query = new URLSearchParams({ lead: leadId, expires, sig: signatureOf(file, leadId, expires, secret).toString("base64url") });
  return `${DOWNLOADS_PATH}/${encodeURIComponent(file)}?${query}`;
}

/** Whether a link is ours and still works: the signature first (compared in constant time), then the time. */
export function verifyDownload({ file, lead, expires, sig }: DownloadRequest, secret: string, now: Date): DownloadCheck {
  if (!lead || lead.length > 100 || !expires || !/^\d{1,12}$/.test(expires) || !sig || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return "forged";
  const presented = Buffer.from(sig, "base64url");
  const expected = signatureOf(file, lead, expires, secret);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return "forged";
  return Number(expires) > seconds(now) ? "valid" : "expired";
}

/** What a lead unlocks now: kept with the lead (contact_messages.unlocked), its link made from it. */

export interface Downloads {
  /** The link a form shows once lead `leadId` is stored with what it unlocked: its href, words and end. */
  giveDownload(unlocked: Unlocked, leadId: string): Promise<GivenDownload>;
  /** The link for what a stored lead unlocked (the visitor's email): a path of this site. */
  linkFor(leadId: string, unlocked: Unlocked): Promise<string>;
  /** GET/HEAD /downloads/:file. */
  serve(c: Context): Promise<Response>;
}

/** Authentic links served per address and window: a file is read whole from the store, so a shared link is not a way to fill memory. */
export interface DownloadLimit {
  rateLimiter: RateLimit;
  clientAddress: (c: Context) => string;
}

/** Gated downloads over the store; `now` is the clock the links are checked by (the tests' own). */
export function createDownloads(db: Database, { now = () => new Date(), limit }: { now?: () => Date; limit?: DownloadLimit } = {}): Downloads {
  // The secret never changes once made: asked of the store once per process (again if that failed).
  let secret: Promise<string> | undefined;
  const secretOnce = () => (secret ??= serverSecret(db, DOWNLOADS_SECRET).catch((error: unknown) => Promise.reject(((secret = undefined), error))));
  const linkFor = async (leadId: string, unlocked: Unlocked) => signDownload({ file: unlocked.file, leadId, expiresAt: new Date(unlocked.expiresAt) }, await secretOnce());
  return {
    linkFor,
    async giveDownload(unlocked, leadId) {
      return { href: await linkFor(leadId, unlocked), label: unlocked.label, expiresAt: unlocked.expiresAt };
    },
    async serve(c) {
      const file = c.req.param("file") ?? "";
      const check = verifyDownload({ file, lead: c.req.query("lead"), expires: c.req.query("expires"), sig: c.req.query("sig") }, await secretOnce(), now());
      if (check === "forged") return refusal(c, 403, downloadCopy.forged);
      if (check === "expired") return refusal(c, 410, downloadCopy.expired);
      const decision = await limit?.rateLimiter.check(`download:${limit.clientAddress(c)}`);
      if (decision && !decision.allowed) return refusal(c, 429, downloadCopy.tooMany, { "Retry-After": String(decision.retryAfter) });
      // A link lives as long as the lead it was given to (erasure, retention): one lookup by its key.
      const lead = c.req.query("lead")!;
      const [given] = await db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(and(eq(contactMessages.id, lead), sql`${contactMessages.unlocked} ->> 'file' = ${file}`));
      if (!given) return refusal(c, 403, downloadCopy.forged);
      // A HEAD (answered by this GET route, its body left out) never reads the bytes.
      const head = c.req.method === "HEAD";
      const [row] = await db
        .select({ name: mediaFiles.name, contentType: mediaFiles.contentType, size: sql<number>`octet_length(${mediaFiles.body})`, body: head ? sql<null>`null` : mediaFiles.body })
        .from(mediaFiles)
        .where(eq(mediaFiles.id, file));
      if (!row) return refusal(c, 404, downloadCopy.gone);
      // A view of the driver's buffer, not a copy: a file may be 25 MB.
      return new Response(row.body && new Uint8Array(row.body.buffer as ArrayBuffer, row.body.byteOffset, row.body.byteLength), {
        status: 200,
        headers: {
          "Content-Type": row.contentType,
          "Content-Length": String(row.size),
          "Content-Disposition": attachment(row.name),
          ...PRIVATE_HEADERS,
        },
      });
    },
  };
}

/** Never kept by a browser or a proxy, never indexed, and the link (its signature) never sent on as a Referer. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/** `attachment` with the name in UTF-8 (RFC 6266, RFC 8187), and an ASCII one for the oldest clients. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The site's minimal page (server/platform/minimal-page.ts): what happened, and the way home. */
export function refusalPage({ title, body }: { title: string; body: string }): string {
  return minimalPage({ title, content: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="/">${escapeHtml(downloadCopy.home)}</a></p>` });
}

function refusal(c: Context, status: 403 | 404 | 410 | 429, copy: { title: string; body: string }, headers: Record<string, string> = {}): Response {
  return c.html(refusalPage(copy), status, { ...PRIVATE_HEADERS, ...headers });
}

/** GET (and HEAD) /downloads/:file; anything else under /downloads is an unknown address that gives nothing. */
export function registerDownloadRoute(app: Hono<AppEnv>, downloads: Downloads): void {
  app.get(`${DOWNLOADS_PATH}/:file`, (c) => downloads.serve(c));
}
