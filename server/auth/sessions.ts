/**
 * The admin app's sessions, in the database (ADR 013): revocable one by one or all at once, with an idle and
 * an absolute expiry. The browser holds a random token in a `__Host-` cookie; the database holds
 * its SHA-256, so neither a copy of the database nor a log line can sign anybody in.
 */
import { and, desc, eq, lt, ne, or } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { adminSessions, adminUsers, type AdminSessionRow, type AdminUserRow } from "#server/platform/db/schema.ts";
import { randomToken, sha256 } from "./tokens.ts";

/** `__Host-`: Secure, Path=/, no Domain: no subdomain and no plain-HTTP page can set or read it. */
export const SESSION_COOKIE = "__Host-session";
/** Signed out after this long without a request (a working day with lunch). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** Signed out this long after signing in, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SignInMethod = "password" | "passkey";

export interface NewSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

export interface ActiveSession {
  session: AdminSessionRow;
  user: AdminUserRow;
}

export async function createSession(db: Database, userId: string, method: SignInMethod, userAgent: string, now = new Date()): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(adminSessions).values({
    id: sha256(token),
    userId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    method,
    userAgent: userAgent.slice(0, 300),
  });
  return { token, csrfToken, expiresAt };
}

/**
 * The session a cookie names, if it is still valid. An expired one is deleted on sight. A disabled
 * account's session is returned (with its user) so the caller can answer 403 and end it.
 */
export async function findSession(db: Database, token: string, now = new Date()): Promise<ActiveSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const id = sha256(token);
  const [row] = await db
    .select({ session: adminSessions, user: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminSessions.userId, adminUsers.id))
    .where(eq(adminSessions.id, id))
    .limit(1);
  if (!row) return undefined;
  const idleSince = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt <= now || idleSince > SESSION_IDLE_MS) {
    await db.delete(adminSessions).where(eq(adminSessions.id, id));
    return undefined;
  }
  if (idleSince > TOUCH_EVERY_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, id));
  }
  return row;
}

export type CookieSession = { state: "none" } | { state: "disabled" } | { state: "active"; active: ActiveSession; token: string };

/**
 * The session a request's cookie names, for the API guard and the admin app's pages alike. A disabled
 * account's session is ended here, so its next request has none.
 */
export async function sessionFromCookie(db: Database, token: string | undefined): Promise<CookieSession> {
  const active = token ? await findSession(db, token) : undefined;
  if (!token || !active) return { state: "none" };
  if (active.user.disabledAt) {
    await endSession(db, token);
    return { state: "disabled" };
  }
  return { state: "active", active, token };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, sha256(token)));
}

/** "Sign out everywhere": every session of this account, or every one but the caller's. */
export async function endAllSessions(db: Database, userId: string, keepToken?: string): Promise<number> {
  const where = keepToken ? and(eq(adminSessions.userId, userId), ne(adminSessions.id, sha256(keepToken))) : eq(adminSessions.userId, userId);
  const rows = await db.delete(adminSessions).where(where).returning({ id: adminSessions.id });
  return rows.length;
}

/** Where an account is signed in, newest activity first; `current` marks the caller's own session. */
export async function listSessions(db: Database, userId: string, currentToken: string) {
  const current = sha256(currentToken);
  const rows = await db
    .select({ id: adminSessions.id, createdAt: adminSessions.createdAt, lastSeenAt: adminSessions.lastSeenAt, method: adminSessions.method, userAgent: adminSessions.userAgent })
    .from(adminSessions)
    .where(eq(adminSessions.userId, userId))
    .orderBy(desc(adminSessions.lastSeenAt));
  return rows.map((row) => ({ ...row, current: row.id === current }));
}

/** Ends one of the account's own sessions by its id (the stored hash, never a token). */
export async function endSessionById(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(adminSessions).where(and(eq(adminSessions.id, id), eq(adminSessions.userId, userId))).returning({ id: adminSessions.id });
  return rows.length > 0;
}

/** Deletes sessions past either expiry (server/housekeeping.ts; findSession also deletes on sight); answers how many. */
export async function sweepSessions(db: Database, now = new Date()): Promise<number> {
  const swept = await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .returning({ id: adminSessions.id });
  return swept.length;
}
