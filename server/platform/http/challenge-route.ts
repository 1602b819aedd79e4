/**
 * GET /api/challenge: a fresh proof-of-work challenge for a form that asks for one (ADR 048),
 * never cached (each is good for one post), and rate limited per address as the public posts are,
 * so a script cannot stock up on them faster than a visitor fills in forms.
 */
import type { Context, Hono } from "hono";
import { CHALLENGE_ENDPOINT } from "#shared/forms/proof-of-work.ts";
import type { AppEnv } from "./env.ts";
import { createChallenge } from "./proof-of-work.ts";
import type { RateLimit } from "./rate-limit.ts";

export interface ChallengeDeps {
  secret: string;
  /** Challenges per address and window; its keys are prefixed, so it never spends a form's budget. */
  rateLimiter: RateLimit;
  clientAddress: (c: Context) => string;
  /** The difficulty (omitted: DEFAULT_MAX_NUMBER). */
  maxNumber?: number;
}

const noStore = { "Cache-Control": "no-store" };

export function registerChallengeRoute(app: Hono<AppEnv>, deps: ChallengeDeps) {
  app.get(CHALLENGE_ENDPOINT, async (c) => {
    // A database that does not answer is app.ts's 503, as for every route.
    const decision = await deps.rateLimiter.check(`challenge:${deps.clientAddress(c)}`);
    if (!decision.allowed) return c.json({ error: "Too many challenges. Try again in a moment." }, 429, { ...noStore, "Retry-After": String(decision.retryAfter) });
    return c.json(createChallenge({ secret: deps.secret, maxNumber: deps.maxNumber }), 200, noStore);
  });
  app.all(CHALLENGE_ENDPOINT, (c) => c.json({ error: "Method not allowed" }, 405, { ...noStore, Allow: "GET, HEAD" }));
}
