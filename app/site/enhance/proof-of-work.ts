/**
 * Solves a proof-of-work challenge (ADR 048) for each `<form data-proof-of-work>` in the background:
 * fetched when the visitor first focuses one of its fields, solved with the platform's SHA-256 in
 * batches that leave the main thread between them, and put into the hidden `proof` input. A visitor
 * quicker than the solver has their submit held until it is done, then sent as they sent it. If no
 * challenge can be had, the form goes without one (the server then applies its stricter limit).
 */
import { CHALLENGE_ENDPOINT, PROOF_FIELD, PROOF_OF_WORK_ATTRIBUTE } from "#shared/forms/proof-of-work.ts";

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

export function init(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${PROOF_OF_WORK_ATTRIBUTE}]`)) enhance(form);
}

function enhance(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>(`input[name="${PROOF_FIELD}"]`) ?? form.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name: PROOF_FIELD }));
  let pending: Promise<void> | undefined;
  let expires = 0;
  let unavailable = false;
  let holding = false;
  const start = () =>
    (pending ??= challengeSolved().then(
      (solved) => {
        [input.value, expires] = solved;
      },
      () => {
        unavailable = true;
      },
    ));
  form.addEventListener("focusin", () => void start());

  // On the document, capturing: it runs before the form's own submit handlers.
  document.addEventListener(
    "submit",
    (event) => {
      if (event.target !== form) return;
      if (unavailable || (input.value && expires - EXPIRY_MARGIN_MS > Date.now())) {
        // This proof goes with this submission; another send needs another.
        pending = undefined;
        unavailable = false;
        setTimeout(() => (input.value = ""));
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      // A second press while the first waits sends nothing more.
      if (holding) return;
      holding = true;
      // A proof about to expire is solved again.
      if (input.value) pending = undefined;
      input.value = "";
      void start().then(() => {
        holding = false;
        form.requestSubmit(event.submitter);
      });
    },
    true,
  );
}

/** The base64 payload the server checks, and when its challenge expires (ms). */
async function challengeSolved(): Promise<[string, number]> {
  const response = await fetch(CHALLENGE_ENDPOINT, { cache: "no-store" });
  if (!response.ok) throw new Error();
  const { algorithm, challenge, salt, signature, maxnumber } = (await response.json()) as Challenge;
  const number = await solve(salt, challenge, maxnumber);
  return [btoa(JSON.stringify({ algorithm, challenge, number, salt, signature })), Number(/expires=(\d+)/.exec(salt)?.[1]) * 1000];
}

/** The number whose SHA-256 with the salt is the challenge, tried in batches; digests resolve without yielding, so a timer does every SLICE_MS. */
export async function solve(salt: string, challenge: string, max: number): Promise<number> {
  let slice = performance.now();
  const encoder = new TextEncoder();
  const target = Uint8Array.from(challenge.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  const matches = (digest: ArrayBuffer) => new Uint8Array(digest).every((byte, i) => byte === target[i]);
  for (let first = 0; first <= max; first += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, max + 1 - first) }, (_, i) => first + i);
    const digests = await Promise.all(numbers.map((n) => crypto.subtle.digest("SHA-256", encoder.encode(salt + n))));
    const found = digests.findIndex(matches);
    if (found >= 0) return first + found;
    if (performance.now() - slice > SLICE_MS) {
      await new Promise((resume) => setTimeout(resume));
      slice = performance.now();
    }
  }
  throw new Error("no solution");
}
