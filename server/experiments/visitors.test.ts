import { Hono } from "hono";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { VISITOR_ID } from "#shared/experiments/experiment.ts";
import type { Database } from "#server/platform/db/database.ts";
import { VisitorIds, type Visitor } from "./visitors.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** The database as VisitorIds uses it: one salt per day, made on first asking; `down` refuses every query. */
function saltStore(state: { down: boolean; asked: number }) {
  const salts = new Map<string, string>();
  return {
    insert: () => ({
      values: ({ day, salt }: { day: string; salt: string }) => ({
        onConflictDoUpdate: () => ({
          returning: async () => {
            state.asked += 1;
            if (state.down) throw new Error("connect ECONNREFUSED");
            if (!salts.has(day)) salts.set(day, salt);
            return [{ salt: salts.get(day) }];
          },
        }),
      }),
    }),
    delete: () => ({ where: async () => undefined }),
  } as unknown as Database;
}

function visitorIds(state = { down: false, asked: 0 }) {
  const errors: unknown[] = [];
  const ids = new VisitorIds(saltStore(state), (c) => c.req.header("x-test-address") ?? "unknown", (error) => errors.push(error));
  const app = new Hono().get("/:at", async (c) => c.json((await ids.of(c, new Date(c.req.param("at")))) ?? null));
  const visitorAt = async (at: string, headers: Record<string, string>) => (await (await app.request(`/${at}`, { headers })).json()) as Visitor | null;
  return { visitorAt, errors, state };
}

describe("the visitor an experiment knows", () => {
  it("is the one the cookie names, when the browser sends it back", async () => {
    const { visitorAt } = visitorIds();
    expect(await visitorAt("2026-12-06T10:00:00Z", { cookie: "vid=AbCdEfGhIjKlMnOpQrStUv", "user-agent": CHROME })).toEqual({ id: "AbCdEfGhIjKlMnOpQrStUv" });
  });

  it("is, for a browser without the cookie, the same all day, and offered as its cookie", async () => {
    const { visitorAt } = visitorIds();
    const browser = { "x-test-address": "203.0.113.5", "user-agent": CHROME };
    const morning = await visitorAt("2026-12-06T00:00:01Z", browser);
    const evening = await visitorAt("2026-12-06T23:59:59Z", { ...browser, cookie: "vid=not-an-id" });
    expect(morning!.id).toMatch(VISITOR_ID);
    expect(evening!.id).toBe(morning!.id);
    expect(morning!.cookie).toBe(`vid=${morning!.id}; Max-Age=15552000; Path=/; HttpOnly; Secure; SameSite=Lax`);
    // Another address, another browser, another day: another visitor.
    const others = [
      await visitorAt("2026-12-06T12:00:00Z", { ...browser, "x-test-address": "203.0.113.6" }),
      await visitorAt("2026-12-06T12:00:00Z", { ...browser, "user-agent": FIREFOX }),
      await visitorAt("2026-12-07T00:00:01Z", browser),
    ];
    expect(new Set([morning!.id, ...others.map((other) => other!.id)]).size).toBe(4);
  });

  it("is nobody while the database does not answer: the page is served uncounted, said once, asked again a moment later", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-06T10:00:00Z") });
    onTestFinished(() => void vi.useRealTimers());
    const { visitorAt, errors, state } = visitorIds({ down: true, asked: 0 });
    const browser = { "x-test-address": "203.0.113.5", "user-agent": CHROME };
    for (let view = 0; view < 5; view += 1) expect(await visitorAt("2026-12-06T10:00:00Z", browser)).toBeNull();
    expect([errors.length, state.asked]).toEqual([1, 1]);
    // A visitor with the cookie needs no database.
    expect(await visitorAt("2026-12-06T10:00:00Z", { ...browser, cookie: "vid=AbCdEfGhIjKlMnOpQrStUv" })).toEqual({ id: "AbCdEfGhIjKlMnOpQrStUv" });
    // Back a few seconds later: asked again, and counted.
    state.down = false;
    vi.setSystemTime(new Date("2026-12-06T10:00:06Z"));
    expect((await visitorAt("2026-12-06T10:00:06Z", browser))!.id).toMatch(VISITOR_ID);
    expect(state.asked).toBe(2);
  });
});
