// @vitest-environment happy-dom
import { createHash, randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { CHALLENGE_ENDPOINT, PROOF_FIELD } from "#shared/forms/proof-of-work.ts";
import { freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { init, solve } from "./proof-of-work.ts";

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
/** What each submission the form let through carried in its proof field. */
let sent: string[];
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const form = () => document.querySelector("form")!;
const decoded = (proof: string) => JSON.parse(atob(proof)) as { number: number; challenge: string };

freshPageEachTest();
beforeEach(() => {
  document.body.innerHTML = `<form data-proof-of-work action="/x" method="post"><input name="email"><button>Send</button></form>`;
  fetchMock = vi.fn<typeof fetch>(async () => Response.json(challengeOf(117 + fetchMock.mock.calls.length)));
  vi.stubGlobal("fetch", fetchMock);
  sent = [];
  // The form's own handler (a page's script sending JSON, or the browser's post).
  form().addEventListener("submit", (event) => {
    event.preventDefault();
    sent.push(new FormData(form()).get(PROOF_FIELD) as string);
  });
  init();
});

describe("a form that asks for a proof of work", () => {
  it("fetches nothing until a field is focused, then one challenge, and solves it into the hidden proof field", async () => {
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    document.querySelector("input")!.focus();
    document.querySelector("input")!.blur();
    document.querySelector("input")!.focus();
    await vi.waitFor(() => expect(document.querySelector<HTMLInputElement>(`input[name=${PROOF_FIELD}]`)!.value).not.toBe(""));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CHALLENGE_ENDPOINT]);
    const proof = decoded(document.querySelector<HTMLInputElement>(`input[name=${PROOF_FIELD}]`)!.value);
    expect(proof.number).toBe(118);
  });

  it("holds a submit made before the proof is ready, sends it once with the proof, and solves a new one for the next", async () => {
    document.querySelector("button")!.click();
    document.querySelector("button")!.click();
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await settle();
    expect(sent).toHaveLength(1);
    expect(decoded(sent[0]!).number).toBe(118);

    document.querySelector("button")!.click();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(decoded(sent[1]!).number).toBe(119);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is sent without a proof when no challenge can be had (the server then applies its stricter limit)", async () => {
    fetchMock.mockImplementation(async () => new Response("{}", { status: 429 }));
    document.querySelector("button")!.click();
    await vi.waitFor(() => expect(sent).toEqual([""]));
  });

  it("finds the number that solves a challenge, up to its maximum", async () => {
    const { salt, challenge } = challengeOf(300);
    expect(await solve(salt, challenge, 300)).toBe(300);
    await expect(solve(salt, challenge, 299)).rejects.toThrow("no solution");
  });
});
