import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createChallenge, proofCheck, verifySolution, type Challenge, type Refusal } from "./proof-of-work.ts";
import { MemorySpentChallenges } from "./spent-challenges.ts";

const secret = "a server secret of enough length";
const now = new Date("2026-12-06T10:00:00Z");
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** What the browser does (app/site/enhance/proof-of-work.ts): tries every number until the hash matches. */
function solve(challenge: Challenge): number {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (
      createHash("sha256")
        .update(challenge.salt + n)
        .digest("hex") === challenge.challenge
    )
      return n;
  }
  throw new Error("no number solves it");
}

function payloadOf(challenge: Challenge, number = solve(challenge), changes: Record<string, unknown> = {}): string {
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature, ...changes })).toString("base64");
}

describe("a proof-of-work challenge", () => {
  it("carries its expiry in the salt and is solved by a number up to maxnumber", () => {
    const challenge = createChallenge({ secret, maxNumber: 1_000, expiresInMs: 5 * 60_000, now });
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: 1_000, salt: expect.stringMatching(new RegExp(`^[0-9a-f]{24}\\?expires=${now.getTime() / 1000 + 300}$`)) });
    expect(solve(challenge)).toBeLessThanOrEqual(1_000);
    // Two challenges never share a salt.
    expect(createChallenge({ secret, now }).salt).not.toBe(createChallenge({ secret, now }).salt);
  });

  it("is accepted once when solved, and refused when replayed, forged, expired, unsolved or garbled", async () => {
    const spent = new MemorySpentChallenges();
    const options = { secret, spent, now: minutesLater(1) };
    const challenge = createChallenge({ secret, maxNumber: 1_000, now });
    const refusal = async (payload: unknown) => {
      const result = await verifySolution(payload, options);
      return result.ok ? "accepted" : result.reason;
    };

    expect(await refusal(payloadOf(challenge))).toBe("accepted");
    expect(await refusal(payloadOf(challenge))).toBe<Refusal>("replayed");

    const fresh = createChallenge({ secret, maxNumber: 1_000, now });
    const forged = createChallenge({ secret: "another secret of enough length", maxNumber: 1_000, now });
    expect(await refusal(payloadOf(forged))).toBe<Refusal>("signature");
    expect(await refusal(payloadOf(fresh, solve(fresh), { signature: "0".repeat(64) }))).toBe<Refusal>("signature");
    // A longer expiry written into the salt breaks the hash the signature covers.
    expect(await refusal(payloadOf(fresh, solve(fresh), { salt: fresh.salt.replace(/expires=\d+/, "expires=9999999999") }))).toBe<Refusal>("unsolved");
    expect(await refusal(payloadOf(fresh, solve(fresh) + 1))).toBe<Refusal>("unsolved");
    expect(await refusal(payloadOf(fresh, solve(fresh), { algorithm: "SHA-1" }))).toBe<Refusal>("algorithm");
    expect(await verifySolution(payloadOf(fresh), { ...options, now: minutesLater(21) })).toEqual({ ok: false, reason: "expired" });
    for (const garbled of ["", "not base64 json", Buffer.from("[1]").toString("base64"), 42, null, "x".repeat(5_000)]) {
      expect(await refusal(garbled)).toBe<Refusal>("malformed");
    }
    // None of the refused ones was spent: the fresh challenge is still good.
    expect(await refusal(payloadOf(fresh))).toBe("accepted");
  });

  it("tells a route whether a body's proof is solved, missing or invalid", async () => {
    const spent = new MemorySpentChallenges();
    const challenge = createChallenge({ secret, maxNumber: 500, now });
    const reasons: Refusal[] = [];
    const check = (body: Record<string, unknown>) => proofCheck(body, { secret, spent, now, onRefused: (reason) => reasons.push(reason) });
    expect(await check({ name: "Jane" })).toBe("missing");
    expect(await check({ proof: "" })).toBe("missing");
    expect(await check({ proof: payloadOf(challenge) })).toBe("solved");
    expect(await check({ proof: payloadOf(challenge) })).toBe("invalid");
    expect(await check({ proof: "garbage" })).toBe("invalid");
    expect(reasons).toEqual(["replayed", "malformed"]);
  });
});
