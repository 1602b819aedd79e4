import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { normalizeAttribution, type Attribution } from "#shared/attribution.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { withExperimentsSeen, type ExperimentsSeen } from "./experiments-seen.ts";

const VISITOR = "AbCdEfGhIjKlMnOpQrStUv";
const attribution = normalizeAttribution(undefined, "https://www.example.com/pricing", new Date());

/** The attribution a request with `cookie` gets, and the log lines written meanwhile. */
async function attributed(cookie: string | undefined, seen: ExperimentsSeen | undefined) {
  const { logger, lines } = memoryLogger();
  const app = new Hono().post("/", async (c) => c.json(await withExperimentsSeen(c, attribution, seen, logger)));
  const response = await app.request("/", { method: "POST", headers: cookie ? { cookie } : {} });
  return { attribution: (await response.json()) as Attribution, lines };
}

describe("the experiments a lead's visitor saw", () => {
  it("are added for the visitor the site's cookie names", async () => {
    const seen: ExperimentsSeen = async (visitor) => (visitor === VISITOR ? [{ experiment: 4, name: "Pricing offer", variant: "annual-first" }] : []);
    expect((await attributed(`vid=${VISITOR}`, seen)).attribution.experiments).toEqual([{ experiment: 4, name: "Pricing offer", variant: "annual-first" }]);
    expect((await attributed(`vid=${"x".repeat(22)}`, seen)).attribution).toEqual(attribution);
  });

  it("are not asked for without a well-formed cookie", async () => {
    const asked: string[] = [];
    const seen: ExperimentsSeen = async (visitor) => (asked.push(visitor), []);
    for (const cookie of [undefined, "vid=short", `vid=${VISITOR}'--`, "other=1"]) expect((await attributed(cookie, seen)).attribution).toEqual(attribution);
    expect(asked).toEqual([]);
  });

  it("leave the lead as it is when they cannot be read: a lead is never lost for them", async () => {
    const { attribution: kept, lines } = await attributed(`vid=${VISITOR}`, async () => {
      throw new Error("connection terminated");
    });
    expect(kept).toEqual(attribution);
    expect(lines.join("\n")).toMatch(/could not read what the visitor saw/);
  });
});
