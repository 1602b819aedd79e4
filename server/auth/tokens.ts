/** Random tokens for sessions, CSRF and setup links; only their SHA-256 is ever stored. */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

/** Constant-time comparison of two strings (different lengths are simply unequal). */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
