/** A proof of work as the browser's solver (app/site/enhance/proof-of-work.ts) sends it, for the tests. */
import { createHash } from "node:crypto";
import type { Challenge } from "#server/platform/http/proof-of-work.ts";

/** The base64 payload for `challenge`, found by trying every number; `changes` forge parts of it. */
export function solved(challenge: Challenge, changes: Record<string, unknown> = {}): string {
  let number = 0;
  while (
    createHash("sha256")
      .update(challenge.salt + number)
      .digest("hex") !== challenge.challenge
  )
    number++;
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature, ...changes })).toString("base64");
}

/** A fresh challenge from the server at `url`. */
export async function challengeFrom(url: string): Promise<Challenge> {
  const response = await fetch(`${url}/api/challenge`);
  if (response.status !== 200 || response.headers.get("cache-control") !== "no-store") throw new Error(`GET /api/challenge answered ${response.status}`);
  return (await response.json()) as Challenge;
}
