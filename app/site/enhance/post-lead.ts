/**
 * A lead's POST, sent again while the server answers 503 with a short Retry-After (more leads at
 * once than it commits): the same body and Idempotency-Key, so it is stored once, and the visitor
 * keeps seeing "Sending…". A longer Retry-After (the database away) or the deadline ends it: the
 * last answer is returned for the form to show.
 */
const LONGEST_RETRY_AFTER_S = 2;

export async function postLead(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
    const seconds = Number(response.headers.get("Retry-After"));
    // Up to half again as long, so that visitors refused together do not all come back together.
    const wait = seconds * 1000 * (1 + Math.random() / 2);
    if (response.status !== 503 || !(seconds > 0 && seconds <= LONGEST_RETRY_AFTER_S) || Date.now() + wait >= deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
