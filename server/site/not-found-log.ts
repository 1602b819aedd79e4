/**
 * The addresses visitors were answered 404 on, for the studio's "make a redirect", and each
 * redirect's hits. Counted in memory off the request's path and written with one upsert every few
 * seconds (and on shutdown), as the page views are: the 404 page waits for nothing. What is kept is
 * the path alone (no query string, visitor, referrer or user agent), and only so many of them.
 */
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import type { Logger } from "#server/platform/logger.ts";
import { DelayedBatch } from "#server/platform/db/delayed-batch.ts";
import { notFoundPaths, redirects } from "#server/platform/db/content-schema.ts";

/** How long counts wait in memory: the log is read by a person, days later. */
export const NOT_FOUND_BATCH_MS = 5_000;
/** Distinct paths kept; past it those with the fewest hits (then the oldest) go, so a scan of random addresses cannot grow the table. */
export const NOT_FOUND_CAP = 1_000;
/** Longer paths are not a mistyped or old link a person follows. */
export const NOT_FOUND_PATH_MAX = 300;
/** Distinct paths held in memory before a write is made at once. */
const BATCH_LIMIT = 500;

// Vulnerability scanners ask every site for these; none was ever a page here (the site runs no PHP).
const SCANNER_NOISE = /^\/(?:wp-|wordpress(?:\/|$)|xmlrpc|cgi-bin|phpmyadmin|pma(?:\/|$)|vendor\/|autodiscover)|\/\.|\.(?:php\d?|aspx?|jsp|cgi|env|ini|sql|bak|old|swp|log|ya?ml|config|git)$/i;
// A long opaque token (a reset link, a session id) or an email address in a path may identify someone.
const PERSONAL = /@|[A-Za-z0-9_-]{32,}/;

/**
 * The path worth logging for a 404 on the decoded `path`, or undefined: scanner noise, an admin or
 * API address, a data request, one too long, or one that may carry personal data.
 */
export function loggedNotFoundPath(path: string): string | undefined {
  if (!path.startsWith("/") || path.length > NOT_FOUND_PATH_MAX) return undefined;
  if (/\p{Cc}/u.test(path) || SCANNER_NOISE.test(path) || PERSONAL.test(path)) return undefined;
  if (/^\/(?:admin|api)(?:\/|$)/.test(path) || path.endsWith(".data")) return undefined;
  return path;
}

interface Counted {
  path: string;
  hits: number;
  first: Date;
  last: Date;
}

export class NotFoundLog {
  private readonly missing: DelayedBatch<Counted>;
  private readonly followed: DelayedBatch<Counted>;

  constructor(
    private readonly db: Database,
    onError: (error: unknown) => void,
    private readonly options: { delayMs?: number; cap?: number } = {},
  ) {
    const timing = { delayMs: options.delayMs ?? NOT_FOUND_BATCH_MS, limit: BATCH_LIMIT };
    this.missing = new DelayedBatch((rows) => this.writeMissing(rows), onError, timing);
    this.followed = new DelayedBatch((rows) => this.writeFollowed(rows), onError, timing);
  }

  /** A visitor was answered 404 on the decoded `path`; counted with the next batch when worth logging. */
  notFound(path: string, at = new Date()): void {
    const logged = loggedNotFoundPath(path);
    if (logged) this.missing.add(logged, { path: logged, hits: 1, first: at, last: at }, (held) => count(held, at));
  }

  /** A visitor was sent on by the redirect stored under `from`. */
  redirected(from: string, at = new Date()): void {
    this.followed.add(from, { path: from, hits: 1, first: at, last: at }, (held) => count(held, at));
  }

  /** Writes what is waiting; resolves when every batch asked for so far is in the database. */
  async flush(): Promise<void> {
    await Promise.all([this.missing.flush(), this.followed.flush()]);
  }

  private async writeMissing(rows: Counted[]): Promise<void> {
    const cap = this.options.cap ?? NOT_FOUND_CAP;
    await this.db.transaction(async (tx) => {
      await tx
        .insert(notFoundPaths)
        .values(rows.map(({ path, hits, first, last }) => ({ path, hits, firstSeen: first, lastSeen: last })))
        .onConflictDoUpdate({
          target: notFoundPaths.path,
          set: {
            hits: sql`${notFoundPaths.hits} + excluded.hits`,
            firstSeen: sql`least(${notFoundPaths.firstSeen}, excluded.first_seen)`,
            lastSeen: sql`greatest(${notFoundPaths.lastSeen}, excluded.last_seen)`,
          },
        });
      await tx.execute(sql`delete from not_found_paths where path in (select path from not_found_paths order by hits desc, last_seen desc, path offset ${cap})`);
    });
  }

  private async writeFollowed(rows: Counted[]): Promise<void> {
    // One statement for the batch: each redirect's hits added from a VALUES list.
    const list = sql.join(
      rows.map(({ path, hits, last }) => sql`(${path}, ${hits}::integer, ${last.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await this.db.execute(
      sql`update redirects set hits = redirects.hits + v.hits, last_hit_at = greatest(redirects.last_hit_at, v.at) from (values ${list}) as v(from_path, hits, at) where redirects.from_path = v.from_path`,
    );
  }
}

/** The log a server process keeps (boot.ts), its failed writes logged: a count lost is no reason to fail a page. */
export function startAddressLog(db: Database, logger: Logger): NotFoundLog {
  return new NotFoundLog(db, (error) => logger.error({ err: error, subsystem: "content" }, "content: 404 and redirect counts could not be written"));
}

function count(held: Counted, at: Date): void {
  held.hits += 1;
  if (at > held.last) held.last = at;
  if (at < held.first) held.first = at;
}

/** The log as the studio shows it: most asked-for first, without the addresses a redirect now answers. */
export function listNotFound(db: Database, limit = 200) {
  return db
    .select()
    .from(notFoundPaths)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(redirects)
          .where(eq(redirects.from, notFoundPaths.path)),
      ),
    )
    .orderBy(sql`${notFoundPaths.hits} desc`, sql`${notFoundPaths.lastSeen} desc`)
    .limit(limit);
}

/** Takes addresses off the log: an editor dismissed them, or a redirect now answers them. */
export async function forgetNotFound(db: Pick<Database, "delete">, paths: string[]): Promise<void> {
  if (paths.length) await db.delete(notFoundPaths).where(and(inArray(notFoundPaths.path, paths)));
}
