/**
 * The contact form's JSON path with its proof of work on (ADR 048; off by default): a solved
 * challenge sends one message, and a replayed, forged or expired one sends none, however many
 * arrive at once. A post without a proof gets the stricter limit, not a refusal.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "#server/platform/db/schema.ts";
import { createChallenge } from "#server/platform/http/proof-of-work.ts";
import { challengeFrom as fetchChallenge, solved } from "#tests/shared/proof-of-work.ts";
import { proofOfWorkCopy } from "#shared/forms/proof-of-work.ts";
import { closedAfterEach, startHarness, type Harness } from "./harness.ts";

const track = closedAfterEach();
const valid = { name: "Jane Smith", email: "jane@example.com", company: "Acme", phone: "+1 555 0100", message: "Please call me about AI SDR." };

async function harness(): Promise<Harness> {
  return track(await startHarness({ proofOfWork: true }));
}

const challengeFrom = (h: Harness) => fetchChallenge(h.url);

const storedNamed = async (h: Harness, name: string) => (await h.pipeline.database.db.select().from(contactMessages).where(eq(contactMessages.name, name))).length;

describe("the contact form's proof of work", () => {
  it("stores a message with a solved challenge and refuses it replayed, forged or expired, in words", async () => {
    const h = await harness();
    const proof = solved(await challengeFrom(h));

    expect((await h.post({ ...valid, name: "Solved", proof })).status).toBe(201);
    const replayed = await h.post({ ...valid, name: "Replayed", proof });
    expect([replayed.status, await replayed.json()]).toEqual([422, { error: proofOfWorkCopy.invalid }]);

    const fresh = await challengeFrom(h);
    const forged = await h.post({ ...valid, name: "Forged", proof: solved({ ...fresh, signature: createHash("sha256").update("guess").digest("hex") }) });
    expect(forged.status).toBe(422);
    const anotherKey = createChallenge({ secret: "not the server's secret, though long enough" });
    expect((await h.post({ ...valid, name: "Forged", proof: solved(anotherKey) })).status).toBe(422);

    const { secret } = h.pipeline.proofOfWork!.guard;
    const expired = createChallenge({ secret, maxNumber: 1_000, expiresInMs: 60_000, now: new Date(Date.now() - 2 * 60_000) });
    expect((await h.post({ ...valid, name: "Expired", proof: solved(expired) })).status).toBe(422);
    expect(await h.post({ ...valid, name: "Garbled", proof: "x" }).then((r) => r.status)).toBe(422);

    expect([await storedNamed(h, "Solved"), await storedNamed(h, "Replayed"), await storedNamed(h, "Forged"), await storedNamed(h, "Expired")]).toEqual([1, 0, 0, 0]);
    // A field to fix does not spend the proof: sent again, corrected, it is accepted.
    const next = solved(await challengeFrom(h));
    expect((await h.post({ ...valid, email: "nope", proof: next })).status).toBe(422);
    expect((await h.post({ ...valid, name: "Corrected", proof: next })).status).toBe(201);
  });

  it("stores exactly one message of 50 concurrent posts of one proof", async () => {
    const h = await harness();
    const proof = solved(await challengeFrom(h));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => h.post({ ...valid, name: "Concurrent", message: `Replay ${i}`, proof })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(49).fill(422)]);
    expect(await storedNamed(h, "Concurrent")).toBe(1);
  });

  it("takes a post without a proof (no JavaScript, or a bot skipping the script) only three times an hour per address", async () => {
    const h = await harness();
    for (let i = 0; i < 3; i++) expect((await h.post({ ...valid, name: "Without script" })).status).toBe(201);
    const throttled = await h.post({ ...valid, name: "Without script" });
    expect([throttled.status, await throttled.json()]).toEqual([429, { error: proofOfWorkCopy.withoutScript }]);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(3_000);
    // The same address with a solved proof is not held back.
    expect((await h.post({ ...valid, name: "With script", proof: solved(await challengeFrom(h)) })).status).toBe(201);
    expect(await storedNamed(h, "Without script")).toBe(3);
  });

  it("is off for the spec's form by default: it takes posts without a proof past the stricter limit", async () => {
    const h = track(await startHarness());
    for (let i = 0; i < 4; i++) expect((await h.post({ ...valid, name: "Spec form" })).status).toBe(201);
  });
});
