/**
 * Passkeys for the admin app, through SimpleWebAuthn: the stronger way in. A signed-in person
 * registers one from Account; sign-in with it needs no email or password (discoverable
 * credentials). Each ceremony's challenge is kept server-side, bound to a short-lived cookie and
 * spent on first use. The relying party is the site's configured origin (PUBLIC_URL), whatever a
 * request's headers say.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq, sql } from "drizzle-orm";
import { site } from "#shared/content/site.ts";
import type { Database } from "#server/platform/db/database.ts";
import { adminPasskeys, adminUsers, webauthnChallenges, type AdminUserRow } from "#server/platform/db/schema.ts";
import { randomToken, sha256 } from "./tokens.ts";

/** The ceremony's cookie: `__Host-`, HttpOnly, SameSite=Strict, five minutes. */
export const CHALLENGE_COOKIE = "__Host-webauthn";
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** At most this many passkeys per account (a person's phone, laptop, security key, and spares). */
export const MAX_PASSKEYS = 10;
/** Unspent challenges kept per client address: a person has a tab or two open, not hundreds. */
export const CHALLENGES_PER_ADDRESS = 5;
/** Unspent challenges kept in all, however many addresses ask: the table stays small. */
export const MAX_CHALLENGES = 10_000;

/** Why a ceremony step was refused, in a sentence for the person. */
export interface Refusal {
  problem: string;
}

export interface RelyingParty {
  /** The site's origin, e.g. https://www.example.com (or http://localhost:3000 in development). */
  origin: string;
  /** Its host name: the passkey is bound to it. */
  id: string;
}

/** The relying party of the site at this URL (PUBLIC_URL). */
export function relyingPartyOf(url: string): RelyingParty {
  const parsed = new URL(url);
  return { origin: parsed.origin, id: parsed.hostname };
}

/**
 * Stores a challenge; returns the token for the ceremony's cookie. Expired ones go, and so do the
 * oldest past the caps, so asking for options in a loop cannot grow the table.
 */
async function rememberChallenge(db: Database, challenge: string, userId: string | null, address: string): Promise<string> {
  const token = randomToken();
  await db.insert(webauthnChallenges).values({ id: sha256(token), challenge, userId, address, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  await db.execute(sql`
    DELETE FROM ${webauthnChallenges} WHERE expires_at < now()
      OR id IN (SELECT id FROM ${webauthnChallenges} WHERE address = ${address} ORDER BY created_at DESC OFFSET ${CHALLENGES_PER_ADDRESS})
      OR id IN (SELECT id FROM ${webauthnChallenges} ORDER BY created_at DESC OFFSET ${MAX_CHALLENGES})`);
  return token;
}

/** The challenge a cookie names, spent now whatever happens next; undefined if unknown or expired. */
async function spendChallenge(db: Database, token: string | undefined, userId: string | null) {
  if (!token || token.length > 100) return undefined;
  const [row] = await db.delete(webauthnChallenges).where(eq(webauthnChallenges.id, sha256(token))).returning();
  if (!row || row.expiresAt <= new Date() || row.userId !== userId) return undefined;
  return row.challenge;
}

export async function listPasskeys(db: Database, userId: string) {
  return db
    .select({ id: adminPasskeys.id, createdAt: adminPasskeys.createdAt, lastUsedAt: adminPasskeys.lastUsedAt, backedUp: adminPasskeys.backedUp })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.userId, userId))
    .orderBy(asc(adminPasskeys.createdAt));
}

export async function registrationOptions(
  db: Database,
  user: AdminUserRow,
  rp: RelyingParty,
  address: string,
): Promise<Refusal | { options: Awaited<ReturnType<typeof generateRegistrationOptions>>; token: string }> {
  const existing = await db.select({ id: adminPasskeys.id, transports: adminPasskeys.transports }).from(adminPasskeys).where(eq(adminPasskeys.userId, user.id));
  if (existing.length >= MAX_PASSKEYS) return { problem: `An account can have ${MAX_PASSKEYS} passkeys; remove one first.` }
  const options = await generateRegistrationOptions({
    rpName: `${site.brand} Leads`,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    // The same authenticator is not registered twice.
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: (passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  return { options, token: await rememberChallenge(db, options.challenge, user.id, address) };
}

export async function registerPasskey(
  db: Database,
  user: AdminUserRow,
  rp: RelyingParty,
  token: string | undefined,
  response: RegistrationResponseJSON,
): Promise<Refusal | { id: string }> {
  const challenge = await spendChallenge(db, token, user.id);
  if (!challenge) return { problem: "The passkey request expired. Try again." }
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return { problem: "The passkey could not be verified. Try again." }
  const { credential, credentialBackedUp } = verification.registrationInfo;
  await db
    .insert(adminPasskeys)
    .values({
      id: credential.id,
      userId: user.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? null,
      backedUp: credentialBackedUp,
    })
    .onConflictDoNothing();
  return { id: credential.id }
}

export async function authenticationOptions(db: Database, rp: RelyingParty, address: string) {
  // No allowCredentials: the browser offers the passkeys it has for this site (discoverable).
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "required" });
  return { options, token: await rememberChallenge(db, options.challenge, null, address) };
}

/** The account a passkey sign-in proves, or why not. A disabled account is refused like an unknown passkey. */
export async function authenticate(
  db: Database,
  rp: RelyingParty,
  token: string | undefined,
  response: AuthenticationResponseJSON,
): Promise<Refusal | { user: AdminUserRow; passkeyId: string }> {
  const challenge = await spendChallenge(db, token, null);
  if (!challenge) return { problem: "The passkey request expired. Try again." }
  const refused = { problem: "That passkey is not registered for an account here." }
  if (typeof response?.id !== "string" || response.id.length > 1024) return refused;
  const [found] = await db
    .select({ passkey: adminPasskeys, user: adminUsers })
    .from(adminPasskeys)
    .innerJoin(adminUsers, eq(adminPasskeys.userId, adminUsers.id))
    .where(eq(adminPasskeys.id, response.id))
    .limit(1);
  if (!found || found.user.disabledAt) return refused;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: found.passkey.id,
      publicKey: new Uint8Array(Buffer.from(found.passkey.publicKey, "base64url")),
      counter: found.passkey.counter,
      transports: (found.passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined,
    },
  }).catch(() => undefined);
  if (!verification?.verified) return refused;
  await db
    .update(adminPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(adminPasskeys.id, found.passkey.id));
  return { user: found.user, passkeyId: found.passkey.id }
}

export async function removePasskey(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(adminPasskeys).where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.userId, userId))).returning({ id: adminPasskeys.id });
  return rows.length > 0;
}
