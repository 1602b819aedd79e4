/**
 * A proof-of-work challenge a visitor's browser solves in the background, in the shape of ALTCHA's
 * documented protocol (altcha-lib's createChallenge / verifySolution), written here (ADR 048):
 * the server picks a secret number up to `maxnumber`, sends sha256(salt + number) signed with its
 * secret, and the browser finds the number by trying them all. The salt carries the expiry
 * (`?expires=`, unix seconds), so the signature covers it. Each solved challenge is accepted once.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { PROOF_FIELD, proofOfWorkCopy } from "#shared/forms/proof-of-work.ts";
import type { RateLimit } from "./rate-limit.ts";

/** The browser tries up to 20,000 hashes: about 0.5 s on a phone (Chromium at 4x CPU slowdown), 0.25 s on average (docs/benchmarks.md, "Proof of work"). */
export const DEFAULT_MAX_NUMBER = 20_000;
/** Long enough to fill in a form after the first focus; short enough that a harvested stock goes stale. */
export const DEFAULT_EXPIRES_MS = 20 * 60 * 1000;
const ALGORITHM = "SHA-256";

/** What GET /api/challenge answers (ALTCHA's challenge JSON). */
export interface Challenge {
  algorithm: typeof ALGORITHM;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** What the browser sends back, as base64 of this JSON (ALTCHA's payload). */
export interface Solution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** Challenges already accepted, kept until they expire: a solved challenge is good for one post. */
export interface SpentChallenges {
  /** False when `challenge` was spent before (by any process); true for the one call that spends it. */
  spend(challenge: string, expiresAt: Date): Promise<boolean>;
}

export interface ChallengeOptions {
  secret: string;
  maxNumber?: number;
  expiresInMs?: number;
  now?: Date;
}

export interface VerifyOptions {
  secret: string;
  spent: SpentChallenges;
  now?: Date;
}

/** Why a payload was refused, for the logs; the visitor hears one message for all. */
export type Refusal = "malformed" | "algorithm" | "signature" | "expired" | "unsolved" | "replayed";
export type Verification = { ok: true } | { ok: false; reason: Refusal };

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");
const hmacHex = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

export function createChallenge({ secret, maxNumber = DEFAULT_MAX_NUMBER, expiresInMs = DEFAULT_EXPIRES_MS, now = new Date() }: ChallengeOptions): Challenge {
  const expires = Math.floor((now.getTime() + expiresInMs) / 1000);
  const salt = `${randomBytes(12).toString("hex")}?expires=${expires}`;
  const challenge = sha256Hex(salt + randomInt(0, maxNumber + 1));
  return { algorithm: ALGORITHM, challenge, salt, signature: hmacHex(secret, challenge), maxnumber: maxNumber };
}

/** Checks a base64 JSON payload (or its object): signed by us, not expired, solved, and not spent before. */
export async function verifySolution(payload: unknown, { secret, spent, now = new Date() }: VerifyOptions): Promise<Verification> {
  const solution = parseSolution(payload);
  if (!solution) return { ok: false, reason: "malformed" };
  if (solution.algorithm !== ALGORITHM) return { ok: false, reason: "algorithm" };
  if (!sameHex(hmacHex(secret, solution.challenge), solution.signature)) return { ok: false, reason: "signature" };
  const expiresAt = expiryOf(solution.salt);
  if (!expiresAt || expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  if (!sameHex(sha256Hex(solution.salt + solution.number), solution.challenge)) return { ok: false, reason: "unsolved" };
  // Last: only a valid proof takes a row, so forged ones cannot fill the table.
  if (!(await spent.spend(solution.challenge, expiresAt))) return { ok: false, reason: "replayed" };
  return { ok: true };
}

export type ProofCheck = "solved" | "missing" | "invalid";

/**
 * What a route asks of a posted body: "missing" (no `proof` field: JavaScript was off, or a bot
 * skipped the script; the route lets it through only under its stricter limit), "invalid" (a 422
 * in words), or "solved". `onRefused` hears why, for the logs.
 */
export async function proofCheck(body: Record<string, unknown>, options: VerifyOptions & { onRefused?: (reason: Refusal) => void }): Promise<ProofCheck> {
  const proof = body[PROOF_FIELD];
  if (proof === undefined || proof === null || proof === "") return "missing";
  const verification = await verifySolution(proof, options);
  if (verification.ok) return "solved";
  options.onRefused?.(verification.reason);
  return "invalid";
}

function parseSolution(payload: unknown): Solution | undefined {
  let value = payload;
  if (typeof payload === "string") {
    // A payload is a few hundred bytes; anything much longer is not one.
    if (payload.length > 2_000) return undefined;
    try {
      value = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    } catch {
      return undefined;
    }
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  if (typeof algorithm !== "string" || typeof challenge !== "string" || typeof salt !== "string" || typeof signature !== "string") return undefined;
  if (typeof number !== "number" || !Number.isSafeInteger(number) || number < 0) return undefined;
  if (challenge.length !== 64 || salt.length > 200) return undefined;
  return { algorithm, challenge, number, salt, signature };
}

/** The salt's `expires` parameter (unix seconds), as ALTCHA writes it after a `?`. */
function expiryOf(salt: string): Date | undefined {
  const query = salt.indexOf("?");
  if (query < 0) return undefined;
  const expires = new URLSearchParams(salt.slice(query + 1)).get("expires");
  if (!expires || !/^\d{1,12}$/.test(expires)) return undefined;
  return new Date(Number(expires) * 1000);
}

/** Compared in constant time: a signature must not be guessable byte by byte. */
function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a form's route needs to ask for a proof (ADR 048). */
export interface ProofGuard {
  secret: string;
  spent: SpentChallenges;
  /** The stricter limit for posts without a proof (a few an hour per address); keys are prefixed per form. */
  withoutProof: RateLimit;
}

export type ProofDecision = { accepted: true; check: "solved" | "missing" } | { accepted: false; status: 422; error: string } | { accepted: false; status: 429; error: string; retryAfter: number };

/**
 * The policy every form's route applies: a solved proof passes; an invalid one is a 422 in words; a
 * missing one passes only within the stricter limit of its form and address, so a visitor without
 * JavaScript is never locked out while a bot that skips the script gets a few posts an hour.
 */
export async function proofDecision(
  body: Record<string, unknown>,
  { form, address, guard, onRefused }: { form: string; address: string; guard: ProofGuard; onRefused?: (reason: Refusal) => void },
): Promise<ProofDecision> {
  const check = await proofCheck(body, { secret: guard.secret, spent: guard.spent, onRefused });
  if (check === "invalid") return { accepted: false, status: 422, error: proofOfWorkCopy.invalid };
  if (check === "solved") return { accepted: true, check };
  const decision = await guard.withoutProof.check(`no-proof:${form}:${address}`);
  return decision.allowed ? { accepted: true, check } : { accepted: false, status: 429, error: proofOfWorkCopy.withoutScript, retryAfter: decision.retryAfter };
}
