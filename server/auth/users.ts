/**
 * The admin app's accounts. An operator creates one from the CLI; the person sets their own password through
 * a one-time setup link (the token travels in the URL's fragment, so it never reaches a server log
 * or a Referer header). Reset issues a new link and ends every session; disable keeps the history.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { isRole, ROLES, type Role } from "#shared/admin-roles.ts";
import type { Database } from "#server/platform/db/database.ts";
import { adminPasskeys, adminUsers, type AdminUserRow } from "#server/platform/db/schema.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { endAllSessions } from "./sessions.ts";
import { randomToken, sha256 } from "./tokens.ts";

/** How long a setup link works unless the operator says otherwise. */
export const SETUP_LINK_HOURS = 4;
export const SETUP_LINK_MIN_HOURS = 1;
export const SETUP_LINK_MAX_HOURS = 72;
export const SETUP_PATH = "/admin/setup";

const emailSchema = z.email().max(254);

export class AccountError extends Error {}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function setupLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}${SETUP_PATH}#token=${token}`;
}

export async function findUserByEmail(db: Database, email: string): Promise<AdminUserRow | undefined> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, normalizeEmail(email))).limit(1);
  return user;
}

async function issueSetupToken(db: Database, userId: string, hours: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + hours * 60 * 60 * 1000);
  await db.update(adminUsers).set({ setupTokenHash: sha256(token), setupExpiresAt: expiresAt }).where(eq(adminUsers.id, userId));
  return { token, expiresAt };
}

function checkHours(hours: number): number {
  if (!Number.isFinite(hours) || hours < SETUP_LINK_MIN_HOURS || hours > SETUP_LINK_MAX_HOURS) {
    throw new AccountError(`a setup link is valid for ${SETUP_LINK_MIN_HOURS} to ${SETUP_LINK_MAX_HOURS} hours`);
  }
  return hours;
}

function checkRole(role: string): Role {
  if (!isRole(role)) throw new AccountError(`"${role}" is not a role: give one of ${ROLES.join(", ")}`);
  return role;
}

export async function addUser(db: Database, email: string, { hours = SETUP_LINK_HOURS, role = "admin", now = new Date() }: { hours?: number; role?: string; now?: Date } = {}) {
  const address = normalizeEmail(email);
  if (!emailSchema.safeParse(address).success) throw new AccountError(`"${email}" is not an email address`);
  checkHours(hours);
  const given = checkRole(role);
  if (await findUserByEmail(db, address)) throw new AccountError(`${address} already has an account (use "users reset" for a new setup link)`);
  const id = randomUUID();
  await db.insert(adminUsers).values({ id, email: address, role: given, createdAt: now });
  return { id, email: address, role: given, ...(await issueSetupToken(db, id, hours, now)) };
}

/** A new role takes effect on the account's next request: the guard reads it every time. */
export async function setRole(db: Database, email: string, role: string) {
  const user = await requireUser(db, email);
  const given = checkRole(role);
  await db.update(adminUsers).set({ role: given }).where(eq(adminUsers.id, user.id));
  return { email: user.email, from: user.role, to: given };
}

export async function listUsers(db: Database) {
  return db.select().from(adminUsers).orderBy(asc(adminUsers.email));
}

async function requireUser(db: Database, email: string): Promise<AdminUserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AccountError(`no account for ${normalizeEmail(email)}`);
  return user;
}

/** Disabled: cannot sign in; open sessions are refused (403) on their next request and ended. */
export async function setDisabled(db: Database, email: string, disabled: boolean, now = new Date()) {
  const user = await requireUser(db, email);
  await db.update(adminUsers).set({ disabledAt: disabled ? now : null }).where(eq(adminUsers.id, user.id));
  return user;
}

/**
 * A forgotten password or a lost device: the old password and every passkey stop working, every
 * session ends, a new link is issued. A lost phone's passkey must not outlive the reset.
 */
export async function resetUser(db: Database, email: string, hours = SETUP_LINK_HOURS, now = new Date()) {
  const user = await requireUser(db, email);
  checkHours(hours);
  await db.update(adminUsers).set({ passwordHash: null }).where(eq(adminUsers.id, user.id));
  const passkeys = (await db.delete(adminPasskeys).where(eq(adminPasskeys.userId, user.id)).returning({ id: adminPasskeys.id })).length;
  const sessions = await endAllSessions(db, user.id);
  return { id: user.id, email: user.email, passkeys, sessions, ...(await issueSetupToken(db, user.id, hours, now)) };
}

/** The user a setup token belongs to, while it is valid. */
export async function userForSetupToken(db: Database, token: string, now = new Date()): Promise<AdminUserRow | undefined> {
  if (!token || token.length > 100) return undefined;
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(and(eq(adminUsers.setupTokenHash, sha256(token)), gt(adminUsers.setupExpiresAt, now)))
    .limit(1);
  return user;
}

/** Sets the password from a setup link and spends the link. Returns the user, or why not. */
export async function completeSetup(db: Database, token: string, password: string, now = new Date()): Promise<AdminUserRow | { problem: string }> {
  const user = await userForSetupToken(db, token, now);
  if (!user || user.disabledAt) return { problem: "This setup link has expired or was already used. Ask for a new one." };
  const problem = passwordProblem(password, user.email);
  if (problem) return { problem };
  const passwordHash = await hashPassword(password);
  const [updated] = await db
    .update(adminUsers)
    .set({ passwordHash, setupTokenHash: null, setupExpiresAt: null })
    .where(and(eq(adminUsers.id, user.id), eq(adminUsers.setupTokenHash, sha256(token))))
    .returning();
  return updated ?? { problem: "This setup link has expired or was already used. Ask for a new one." };
}
