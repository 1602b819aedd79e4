/**
 * What a form that asks for a proof of work (ADR 048) and the server agree on: the address that
 * hands out challenges (under /api, which RESERVED_ADDRESSES keeps for the server), the attribute
 * that marks such a form, the hidden field the solution travels in, and what a visitor is told.
 */
export const CHALLENGE_ENDPOINT = "/api/challenge";
/** On a <form>: the browser solves a challenge in the background once a field is focused (app/site/enhance/proof-of-work.ts). */
export const PROOF_OF_WORK_ATTRIBUTE = "data-proof-of-work";
/** The hidden input (and JSON property) that carries the base64 solution. */
export const PROOF_FIELD = "proof";

export const proofOfWorkCopy = {
  /** A forged, expired or reused proof: the page is stale or the post is not a visitor's. */
  invalid: "This form could not be checked. Please reload the page and send it again.",
  /** Without JavaScript a form takes a few posts an hour from one address. */
  withoutScript: "Messages sent without JavaScript are limited to a few an hour. Please try again later, or turn JavaScript on.",
};
