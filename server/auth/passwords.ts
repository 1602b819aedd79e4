/**
 * The admin app's passwords, hashed with scrypt (Node's crypto: no native dependency). The parameters are
 * OWASP's scrypt row N=2^15, r=8, p=3 (32 MiB per hash, ~0.4 s on the CI machine); they are stored
 * with each hash, so raising them later only affects new hashes. ADR 013 says why scrypt.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords.ts";

export const SCRYPT_PARAMETERS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** ASVS 5.0 6.2.1 asks for at least 8; passphrases are what we want, so 12. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Why a password is refused, or undefined. Length counts what a person sees (code points), every
 * character is allowed, nothing is trimmed, and a leaked password is refused (ASVS 6.2.x).
 */
export function passwordProblem(password: string, email: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  const local = email.toLowerCase().split("@")[0] ?? "";
  if (lower === email.toLowerCase() || (local.length >= 4 && lower.includes(local))) return "Don't use your email address in your password.";
  if (new Set(lower).size < 4) return "Use more than a few different characters.";
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return undefined;
}

// Hashes at once: each holds 32 MiB and a core for ~0.4 s, so at least one core stays with the event
// loop (the contact form and every page); at most two. The queue behind them is short: past it a
// check is refused at once (HashingBusy) instead of waiting a minute behind a burst.
const MAX_CONCURRENT = Math.max(1, Math.min(2, availableParallelism() - 1));
export const MAX_WAITING = 8;
let running = 0;
const waiting: (() => void)[] = [];

/** Too many password checks are queued; the caller answers 503 with Retry-After. */
export class HashingBusy extends Error {
  constructor() {
    super("Too many password checks at once");
  }
}

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= MAX_WAITING) throw new HashingBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0);
  return withSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, length, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** "scrypt$N$r$p$salt$key" (base64url), so the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, SCRYPT_PARAMETERS, KEY_LENGTH);
  const { N, r, p } = SCRYPT_PARAMETERS;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, "base64url");
  const key = await derive(password, Buffer.from(saltText, "base64url"), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for an unknown account: the answer and its timing
 * must not tell an attacker which addresses have accounts.
 */
export async function verifyNothing(password: string): Promise<false> {
  // A first hash refused in a burst is made again next time, not kept as a rejection for good.
  dummyHash ??= hashPassword(randomBytes(18).toString("base64url")).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
  return false;
}
