/**
 * The sign-in throttle and what it protects, tried with many requests at once as an attacker sends
 * them: concurrent guesses, a burst that would queue the password hashing, and floods of the audit
 * log and of passkey challenges.
 */
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { ADMIN_API } from "#server/auth/http.ts";
import { CHALLENGES_PER_ADDRESS, MAX_CHALLENGES } from "#server/auth/passkeys.ts";
import { MAX_WAITING } from "#server/auth/passwords.ts";
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT } from "#server/auth/throttle.ts";
import { auditLog, webauthnChallenges } from "#server/platform/db/schema.ts";
import { closedAfterEach, startHarness, type Harness } from "./harness.ts";
import { createAccount, ACCOUNT_PASSWORD } from "./admin-client.ts";

const postgresUrl = inject("postgresUrl");
const PASSWORD = ACCOUNT_PASSWORD;

const track = closedAfterEach();

/** A sign-in as the admin app's page sends it, from `address` (the harness trusts one proxy). */
function signIn(h: Harness, email: string, password: string, address = "203.0.113.1") {
  return fetch(`${h.url}${ADMIN_API}/sign-in`, {
    method: "POST",
    headers: { origin: h.url, "sec-fetch-site": "same-origin", "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email, password }),
  });
}

const statuses = (responses: Response[]) => responses.map((response) => response.status);
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});
const addressOf = (index: number) => `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}`;

async function auditRows(h: Harness, action: string) {
  return h.pipeline.database.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe("sign-in under attack", () => {
  const start = async () => {
    const harness = await startHarness({ proxyHops: 1 });
    track(harness);
    return harness;
  };

  it(`evaluates at most ${ACCOUNT_FAILURE_LIMIT} of 60 simultaneous guesses at one account, from 60 addresses, the right password among them`, async () => {
    const h = await start();
    await createAccount(h, "target@vendor.example");
    const guesses = Array.from({ length: 60 }, (_, index) => (index === 45 ? PASSWORD : `guess number ${index} of many`));
    const answers = await Promise.all(guesses.map((password, index) => signIn(h, "target@vendor.example", password, addressOf(index))));
    const codes = statuses(answers);
    const evaluated = codes.filter((code) => code === 401 || code === 200).length;
    expect(evaluated, JSON.stringify(tally(codes))).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    expect(codes.filter((code) => code === 429)).toHaveLength(60 - evaluated);
    for (const answer of answers.filter((response) => response.status === 429)) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    // Whatever happened at position 45, the window is spent now: the right password waits too.
    if (!codes.includes(200)) expect((await signIn(h, "target@vendor.example", PASSWORD, "192.0.2.200")).status).toBe(429);
  });

  it(`evaluates at most ${ADDRESS_FAILURE_LIMIT} guesses from one address, however many accounts and however fast`, async () => {
    const h = await start();
    const codes: number[] = [];
    // Waves of simultaneous guesses at different accounts from one address.
    for (let wave = 0; wave < 2; wave += 1) {
      codes.push(...statuses(await Promise.all(Array.from({ length: 50 }, (_, index) => signIn(h, `spray-${wave}-${index}@vendor.example`, "Winter2026!Winter")))));
    }
    expect(codes.filter((code) => code === 401).length, JSON.stringify(tally(codes))).toBeLessThanOrEqual(ADDRESS_FAILURE_LIMIT);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
  });

  it("refuses a burst past the password-hashing queue at once with Retry-After, and a colleague still signs in", async () => {
    const h = await start();
    await createAccount(h, "colleague@vendor.example");
    // 100 unknown accounts from 100 addresses: no throttle applies, only the queue's bound.
    const burst = Array.from({ length: 100 }, (_, index) => signIn(h, `nobody-${index}@vendor.example`, "a wrong password", addressOf(index)));
    const answers = await Promise.all(burst);
    const codes = statuses(answers);
    const busy = answers.filter((response) => response.status === 503);
    // Two hashes run and MAX_WAITING wait; most of the burst is turned away rather than queued.
    expect(busy.length, JSON.stringify(tally(codes))).toBeGreaterThanOrEqual(100 - 4 * (2 + MAX_WAITING));
    for (const answer of busy) expect(answer.headers.get("retry-after")).toBe("1");
    expect(codes.every((code) => code === 401 || code === 503)).toBe(true);
    expect((await signIn(h, "colleague@vendor.example", PASSWORD, "192.0.2.10")).status).toBe(200);
  });

  it("writes one audit row when the throttle starts refusing, not one per refused attempt, with the actor cut to an email's length", async () => {
    const h = await start();
    const longName = `${"a".repeat(300)}@vendor.example`;
    for (let wave = 0; wave < 10; wave += 1) {
      await Promise.all(Array.from({ length: 20 }, () => signIn(h, longName, "not the password at all", "203.0.113.9")));
    }
    const failed = await auditRows(h, "sign-in-failed");
    const throttled = await auditRows(h, "sign-in-throttled");
    // 200 attempts: the account's 5 evaluated ones, and one row for the throttle.
    expect(failed.length).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    expect(throttled).toHaveLength(1);
    expect(throttled[0]!.detail).toMatchObject({ scope: "account", limit: ACCOUNT_FAILURE_LIMIT });
    for (const row of [...failed, ...throttled]) expect(row.actor.length).toBeLessThanOrEqual(254);
  });

  it(`keeps at most ${CHALLENGES_PER_ADDRESS} passkey challenges per address, and ${MAX_CHALLENGES.toLocaleString("en-US")} in all`, async () => {
    const h = await start();
    const db = h.pipeline.database.db;
    const options = (address: string) =>
      fetch(`${h.url}${ADMIN_API}/passkeys/sign-in/options`, {
        method: "POST",
        headers: { origin: h.url, "sec-fetch-site": "same-origin", "content-type": "application/json", "x-forwarded-for": address },
        body: "{}",
      });
    for (let wave = 0; wave < 10; wave += 1) {
      expect(statuses(await Promise.all(Array.from({ length: 20 }, () => options("203.0.113.7")))).every((code) => code === 200)).toBe(true);
    }
    const stored = async () => (await db.select({ n: count() }).from(webauthnChallenges))[0]!.n;
    expect(await stored()).toBe(CHALLENGES_PER_ADDRESS);

    // Many addresses: the oldest go once the table is full.
    await db.execute(sql`
      INSERT INTO ${webauthnChallenges} (id, challenge, address, created_at, expires_at)
      SELECT 'filler-' || n, 'c', 'address:' || n, now() - interval '1 minute', now() + interval '4 minutes' FROM generate_series(1, ${MAX_CHALLENGES}) AS n`);
    expect((await options("203.0.113.8")).status).toBe(200);
    expect(await stored()).toBe(MAX_CHALLENGES);
  });
});

describe("sign-in under attack on two servers sharing one PostgreSQL", () => {
  it(`evaluates at most ${ACCOUNT_FAILURE_LIMIT} of 60 guesses sent to both at once`, async () => {
    const first = await startHarness({ proxyHops: 1 });
    track(first);
    const second = await startHarness({ proxyHops: 1, databaseUrl: await databaseUrlOf(first) });
    track(second);
    await createAccount(first, "shared@vendor.example");
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => signIn(index % 2 ? second : first, "shared@vendor.example", `guess number ${index} of many`, addressOf(index))),
    );
    const codes = statuses(answers);
    expect(codes.filter((code) => code === 401).length, JSON.stringify(tally(codes))).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
  });
});

/** The database a PostgreSQL harness uses, for a second server on the same data. */
async function databaseUrlOf(h: Harness): Promise<string> {
  const result = (await h.pipeline.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(postgresUrl);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}
