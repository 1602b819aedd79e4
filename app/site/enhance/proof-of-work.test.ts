// @vitest-environment happy-dom
import { createHash, randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { CHALLENGE_ENDPOINT, PROOF_OF_WORK_ATTRIBUTE } from "#shared/forms/proof-of-work.ts";
import { freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { proofOfWork, solve } from "./proof-of-work.ts";

/** A challenge as GET /api/challenge answers one (server/platform/http/proof-of-work.ts), with its answer. */
function challengeOf(number: number, expiresInS = 1_200) {
  const salt = `${randomBytes(12).toString("hex")}?expires=${Math.floor(Date.now() / 1000) + expiresInS}`;
  return {
    algorithm: "SHA-256",
    challenge: createHash("sha256")
      .update(salt + number)
      .digest("hex"),
    salt,
    signature: "s".repeat(64),
    maxnumber: 300,
  };
}

let fetchMock: Mock<typeof fetch>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const decoded = (proof: string | undefined) => JSON.parse(atob(proof!)) as { number: number; challenge: string };

/** A form that asks for a proof of work, as the server marks one. */
function asking() {
  const form = document.createElement("form");
  form.setAttribute(PROOF_OF_WORK_ATTRIBUTE, "");
  return form;
}

freshPageEachTest();
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => Response.json(challengeOf(117 + fetchMock.mock.calls.length)));
  vi.stubGlobal("fetch", fetchMock);
});

describe("a form's proofs of work", () => {
  it("are none for a form that does not ask for them", () => {
    expect(proofOfWork(document.createElement("form"))).toBeUndefined();
  });

  it("fetches nothing until started, then one challenge however often it is started, and gives its solution", async () => {
    const proofs = proofOfWork(asking())!;
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    proofs.start();
    proofs.start();
    expect(decoded(await proofs.take()).number).toBe(118);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CHALLENGE_ENDPOINT]);
  });

  it("a send quicker than the solver waits for its proof; the next send gets a new one", async () => {
    const proofs = proofOfWork(asking())!;
    expect(decoded(await proofs.take()).number).toBe(118);
    expect(decoded(await proofs.take()).number).toBe(119);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("solves again a proof about to expire rather than send it", async () => {
    fetchMock.mockImplementationOnce(async () => Response.json(challengeOf(5, 30)));
    const proofs = proofOfWork(asking())!;
    proofs.start();
    expect(decoded(await proofs.take()).number).toBe(119);
  });

  it("gives nothing when no challenge can be had (the server then applies its stricter limit), and tries again for the next send", async () => {
    fetchMock.mockImplementationOnce(async () => new Response("{}", { status: 429 }));
    const proofs = proofOfWork(asking())!;
    expect(await proofs.take()).toBeUndefined();
    expect(decoded(await proofs.take()).number).toBe(119);
  });

  it("finds the number that solves a challenge, up to its maximum", async () => {
    const { salt, challenge } = challengeOf(300);
    expect(await solve(salt, challenge, 300)).toBe(300);
    await expect(solve(salt, challenge, 299)).rejects.toThrow("no solution");
  });
});
