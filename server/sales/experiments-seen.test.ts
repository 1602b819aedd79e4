import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import { normalizeAttribution } from "#shared/attribution.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { withExperimentsSeen, type ExperimentsSeen, type Seen } from "./experiments-seen.ts";

const VISITOR = "AbCdEfGhIjKlMnOpQrStUv";
const attribution = normalizeAttribution(undefined, "https://www.example.com/pricing", new Date());
const offer = { experiment: 4, name: "Pricing offer", variant: "annual-first" };

/** What a request with `cookie` gets stored with, and the log lines written meanwhile. */
async function attributed(cookie: string | undefined, seen: ExperimentsSeen | undefined) {
  const { logger, lines } = memoryLogger();
  const app = new Hono().post("/", async (c) => c.json(await withExperimentsSeen(c, attribution, seen, logger)));
  const response = await app.request("/", { method: "POST", headers: cookie ? { cookie } : {} });
  return { seen: (await response.json()) as Seen, lines };
}

/** The experiments area as the composition root passes it in: a visitor known by the cookie, who saw the offer. */
const knowsTheCookie: ExperimentsSeen = async (c) => {
  const visitorId = getCookie(c, "vid");
  return visitorId ? { visitorId, experiments: visitorId === VISITOR ? [offer] : [] } : null;
};

describe("the experiments a lead's visitor saw", () => {
  it("are added, with the visitor's id, for a visitor the experiments area knows", async () => {
    expect((await attributed(`vid=${VISITOR}`, knowsTheCookie)).seen).toEqual({ attribution: { ...attribution, experiments: [offer] }, visitorId: VISITOR });
  });

  it("leave no identifier of a visitor who saw none, or whom the experiments area does not know", async () => {
    expect((await attributed(`vid=${"x".repeat(22)}`, knowsTheCookie)).seen).toEqual({ attribution });
    expect((await attributed(undefined, knowsTheCookie)).seen).toEqual({ attribution });
    expect((await attributed(`vid=${VISITOR}`, undefined)).seen).toEqual({ attribution });
  });

  it("leave the lead as it is when they cannot be read: a lead is never lost for them", async () => {
    const { seen, lines } = await attributed(`vid=${VISITOR}`, async () => {
      throw new Error("connection terminated");
    });
    expect(seen).toEqual({ attribution });
    expect(lines.join("\n")).toMatch(/could not read what the visitor saw/);
  });
});
