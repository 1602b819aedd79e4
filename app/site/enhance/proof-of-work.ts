/**
 * Solves a proof-of-work challenge (ADR 048) for a built form that asks for one (form.ts): fetched
 * when the visitor first focuses one of its fields, solved with the platform's SHA-256 in batches
 * that leave the main thread between them, and handed to the form's send, which waits for it when
 * the visitor is quicker than the solver. If no challenge can be had, the form goes without one (the
 * server then applies its stricter limit).
 */
import { CHALLENGE_ENDPOINT, PROOF_OF_WORK_ATTRIBUTE } from "#shared/forms/proof-of-work.ts";

interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** Digests asked for at once: one promise round for many hashes. */
const BATCH = 128;
/** The main thread is given back this often (a long task is 50 ms). */
const SLICE_MS = 15;
/** A proof this close to its expiry is solved again rather than sent. */
const EXPIRY_MARGIN_MS = 60_000;

/** One form's proofs: `start` solves one in the background; `take` gives it to one send (waiting for it), or nothing when none can be had. */
export interface ProofOfWork {
  start(): void;
  take(): Promise<string | undefined>;
}

/** The proofs of `form`, when it asks for them (`data-proof-of-work`). */
export function proofOfWork(form: HTMLFormElement): ProofOfWork | undefined {
  if (!form.hasAttribute(PROOF_OF_WORK_ATTRIBUTE)) return undefined;
  let pending: Promise<[string, number] | undefined> | undefined;
  const solved = () => (pending ??= challengeSolved().catch(() => undefined));
  return {
    start: () => void solved(),
    async take() {
      let proof = await solved();
      // A proof about to expire is solved again.
      if (proof && proof[1] - EXPIRY_MARGIN_MS < Date.now()) {
        pending = undefined;
        proof = await solved();
      }
      // This proof goes with this send; another send needs another.
      pending = undefined;
      return proof?.[0];
    },
  };
}

/** The base64 payload the server checks, and when its challenge expires (ms). */
async function challengeSolved(): Promise<[string, number]> {
  const response = await fetch(CHALLENGE_ENDPOINT, { cache: "no-store" });
  if (!response.ok) throw new Error();
  const challenge = (await response.json()) as Challenge;
  const number = await solve(challenge.salt, challenge.challenge, challenge.maxnumber);
  return [btoa(JSON.stringify({ ...challenge, number })), Number(/expires=(\d+)/.exec(challenge.salt)?.[1]) * 1000];
}

/** The number whose SHA-256 with the salt is the challenge, tried in batches; digests resolve without yielding, so a timer does every SLICE_MS. */
export async function solve(salt: string, challenge: string, max: number): Promise<number> {
  let slice = performance.now();
  const encoder = new TextEncoder();
  const target = Uint8Array.from(challenge.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  const matches = (digest: ArrayBuffer) => new Uint8Array(digest).every((byte, i) => byte === target[i]);
  for (let first = 0; first <= max; first += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, max + 1 - first) }, (_, i) => crypto.subtle.digest("SHA-256", encoder.encode(salt + (first + i))));
    const digests = await Promise.all(batch);
    const found = digests.findIndex(matches);
    if (found >= 0) return first + found;
    if (performance.now() - slice > SLICE_MS) {
      await new Promise((resume) => setTimeout(resume));
      slice = performance.now();
    }
  }
  throw new Error("no solution");
}
