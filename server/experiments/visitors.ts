/**
 * The visitor an experiment knows (ADR 042): the id in their first-party cookie, or, for a browser
 * that sends none, the id its browser has for the day: an HMAC of its address (as the server sees
 * it, behind trusted proxies) and user agent under that UTC day's random salt. A client that never
 * keeps the cookie is one visitor a day, not one a request, and every process makes the same id
 * (the salt is in the shared database). Salts older than yesterday are deleted, so an id can never
 * be traced back to an address afterwards.
 */
import { createHmac, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { VISITOR_COOKIE, VISITOR_ID } from "#shared/experiments/experiment.ts";
import type { Database } from "#server/platform/db/database.ts";
import { visitorSalts } from "#server/platform/db/schema.ts";

/** As long as the consent banner's answer is kept: a visitor keeps their variant for six months. */
const VISITOR_MAX_AGE_SECONDS = 180 * 24 * 3600;
/** After a failed read of the salt, pages are served without asking again for this long (no wait on a database that is away). */
const SALT_RETRY_MS = 5_000;

export interface Visitor {
  id: string;
  /** The Set-Cookie that keeps the id, when the request did not carry it. */
  cookie?: string;
}

/** The UTC day of `at`, as the salts and the page views name it: 2026-12-06. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The cookie that keeps `id`: random-looking, first party, nothing else in it. */
export function visitorCookie(id: string): string {
  return generateCookie(VISITOR_COOKIE, id, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: VISITOR_MAX_AGE_SECONDS });
}

/** The header that deletes the cookie: a visitor who refused (or has not accepted) keeps none of ours. */
export const VISITOR_COOKIE_REMOVED = generateCookie(VISITOR_COOKIE, "", { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: 0 });

/** The id in the request's cookie, when it carries a well-formed one. */
export function keptVisitorId(c: Context): string | undefined {
  const kept = getCookie(c, VISITOR_COOKIE);
  return kept && VISITOR_ID.test(kept) ? kept : undefined;
}

export class VisitorIds {
  private readonly salts = new Map<string, Promise<string>>();
  /** While set, a visitor without the cookie is not asked about: the salt could not be read lately. */
  private failedAt: number | undefined;

  constructor(
    private readonly db: Database,
    /** The client's address as the rate limits see it (a trusted proxy's X-Forwarded-For entry, else the socket's). */
    private readonly clientAddress: (c: Context) => string,
    /** The day's salt could not be read: the request is served as to a visitor who does not take part. */
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * The request's visitor: their cookie's id, else their browser's id for the day and the cookie
   * that keeps it; undefined when that id cannot be made (the database is not answering), so the
   * page is still served, uncounted.
   */
  async of(c: Context, now = new Date()): Promise<Visitor | undefined> {
    const kept = keptVisitorId(c);
    if (kept) return { id: kept };
    if (this.failedAt !== undefined && Date.now() - this.failedAt < SALT_RETRY_MS) return undefined;
    try {
      const id = await this.ofBrowser(c, now);
      this.failedAt = undefined;
      return { id, cookie: visitorCookie(id) };
    } catch (error) {
      // Said once for an outage, not once per page served during it.
      if (this.failedAt === undefined) this.onError(error);
      this.failedAt = Date.now();
      return undefined;
    }
  }

  /** The id a request without the cookie gets on `now`'s day: the same for every request of that browser that day. */
  async ofBrowser(c: Context, now = new Date()): Promise<string> {
    const day = utcDay(now);
    const salt = await this.saltOf(day);
    return createHmac("sha256", salt)
      .update(`${day}\n${this.clientAddress(c)}\n${c.req.header("user-agent") ?? ""}`)
      .digest("base64url")
      .slice(0, 22);
  }

  /** One read a day per process; a failed read is asked again on the next request. */
  private saltOf(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      for (const older of this.salts.keys()) if (older < day) this.salts.delete(older);
      salt = daySalt(this.db, day);
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
    }
    return salt;
  }
}

/** The day's salt, made by whichever process asks first; the days before yesterday's deleted with it. */
async function daySalt(db: Database, day: string): Promise<string> {
  const [row] = await db
    .insert(visitorSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    // A no-op update, so the salt another process made first is returned.
    .onConflictDoUpdate({ target: visitorSalts.day, set: { day: sql`excluded.day` } })
    .returning({ salt: visitorSalts.salt });
  await db.delete(visitorSalts).where(sql`${visitorSalts.day} < ${day}::date - 1`);
  return row!.salt;
}
