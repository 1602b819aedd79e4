/**
 * Hostile and unlucky input against the real endpoint: characters the database cannot store,
 * line breaks that would forge lines in the lead email, and 10,000 fuzzed bodies in full Unicode
 * (lone surrogates, NUL, control characters). Never a 5xx, and never a visitor's details in the logs.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { contactMessages as contactTable } from "#server/platform/db/schema.ts";
import { startHarness, type Harness } from "./harness.ts";

const valid = { name: "Jane Smith", email: "jane@example.com", company: "Acme", phone: "+1 555 0100", message: "Please call me." };
// The full run (TEST_FULL=1) fuzzes five times as many bodies.
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_FULL === "1" ? 10_000 : 2_000));

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** One UTF-16 unit or code point from anywhere: lone surrogates, NUL and C0/C1 controls included. */
const anyUnit = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constantFrom("\u0000", "\r", "\n", "\r\n", "\u001b", "\u0007", "\u009b", "\u2028", "\ufeff", "👩‍👩‍👧", "e\u0301") },
);
const anyText = (maxLength: number) => fc.string({ unit: anyUnit, maxLength });
/** Addresses of the shape the form accepts, so most bodies reach the database; some with junk. */
const word = (chars: string, maxLength: number) => fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength });
const plainEmail = fc
  .tuple(word("abcdefghijklmnopqrstuvwxyz0123456789_+-'", 20), word("abcdefghijklmnopqrstuvwxyz0123456789", 15), word("abcdefghijklmnopqrstuvwxyz", 6))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld.padEnd(2, "x")}`);
const anyEmail = fc.oneof(
  { weight: 8, arbitrary: plainEmail },
  { weight: 1, arbitrary: fc.tuple(plainEmail, anyText(4)).map(([email, junk]) => `${junk}${email}`) },
  { weight: 1, arbitrary: fc.oneof(fc.emailAddress(), anyText(30)) },
);
/** Mostly what people type (any script, emoji), sometimes hostile text or not a string at all. */
const anyField = (maxLength: number) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength }) },
    { weight: 2, arbitrary: anyText(maxLength) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 })) },
  );

const anyBody = fc.record({
  name: anyField(120),
  email: anyEmail,
  company: anyField(120),
  phone: anyField(24),
  message: anyField(2100),
  asForm: fc.boolean(),
});

async function fuzz(h: Harness, runs: number) {
  const bodies = fc.sample(anyBody, { numRuns: runs, seed: 20261124 });
  const statuses = new Map<number, number>();
  let next = 0;
  // Eight clients at a time: group commit takes several messages per commit, as in production.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < bodies.length) {
        const { asForm, ...fields } = bodies[next++]!;
        const form = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]));
        const answer = asForm
          ? await h.post(undefined, { raw: form.toString(), contentType: "application/x-www-form-urlencoded" })
          : await h.post(fields);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        await answer.body?.cancel();
      }
    }),
  );
  return { bodies, statuses };
}

describe("hostile input", () => {
  const start = async () => (harness = await startHarness());

  it.each([
    ["a NUL in the name", { name: "Jane\u0000Smith" }, "name"],
    ["a NUL in the message", { message: "Hi\u0000there" }, "message"],
    ["a lone high surrogate", { message: "Hi \uD83D there" }, "message"],
    ["a lone low surrogate in the company", { company: "\uDE00Acme" }, "company"],
    ["a line break in the name (a forged email line)", { name: "Jane\r\nX-Injected: 1" }, "name"],
    ["a terminal escape in the name", { name: "\u001b[2J\u001b]0;owned\u0007Jane" }, "name"],
  ])("answers %s with a 422 naming the field, and stores nothing", async (_, override, field) => {
    const h = await start();
    const json = await h.post({ ...valid, ...override });
    expect(json.status).toBe(422);
    expect(((await json.json()) as { field: string }).field).toBe(field);
    // A form post is UTF-8: a lone surrogate cannot travel in one (the browser sends U+FFFD instead).
    if (!/[\uD800-\uDFFF]/.test(Object.values(override).join(""))) {
      const form = await h.post(undefined, { raw: new URLSearchParams({ ...valid, ...override }).toString(), contentType: "application/x-www-form-urlencoded" });
      expect(form.status).toBe(422);
      expect(await form.text()).toContain("not allowed");
    }
    expect(await h.pipeline.database.db.select().from(contactTable)).toHaveLength(0);
  });

  it("counts characters as people do: 100 emoji are a valid name, 101 are not", async () => {
    const h = await start();
    expect((await h.post({ ...valid, name: "😀".repeat(100) })).status).toBe(201);
    expect((await h.post({ ...valid, name: "👩‍👩‍👧".repeat(100) })).status).toBe(201);
    const tooLong = await h.post({ ...valid, name: "😀".repeat(101) });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({ field: "name", error: "Name must be less than 100 characters" });
    const [stored] = await h.pipeline.database.db.select().from(contactTable);
    expect(stored!.name).toBe("😀".repeat(100));
  });

  it(`never answers ${FUZZ_RUNS} fuzzed bodies in full Unicode with a 5xx, and logs none of their details`, async () => {
    const h = await start();
    const started = performance.now();
    const { bodies, statuses } = await fuzz(h, FUZZ_RUNS);
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    console.log(`[fuzz] ${FUZZ_RUNS} bodies, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(serverErrors).toBe(0);
    // Most bodies must have reached the database, or the run proves little about it.
    expect(statuses.get(201) ?? 0).toBeGreaterThan(FUZZ_RUNS / 10);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(FUZZ_RUNS / 10);

    const log = h.logs.join("\n");
    for (const line of h.logs) expect(() => JSON.parse(line), line).not.toThrow();
    const leaked = bodies.map((body) => body.email).filter((email) => typeof email === "string" && email.includes("@") && email.length >= 6 && log.includes(email));
    expect(leaked).toEqual([]);
    console.log(`[fuzz] ${FUZZ_RUNS} bodies in ${Math.round((performance.now() - started) / 1000)} s`);
  }, 600_000);
});
