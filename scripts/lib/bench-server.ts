/** What the bench's servers share: a metrics token, and waiting for their start-up work to end. */

/** Lets the bench read what the servers it starts are still doing (`coversDrawn`). */
export const METRICS_TOKEN = "bench-metrics-token-0123456789abcdef";

/**
 * Resolves once the server has drawn the covers it queued on start (the seed's), as a visitor finds
 * the blog once a publish has settled; a build from before the gauge draws none ahead.
 */
export async function coversDrawn(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const waiting = /^content_jobs_pending\{action="cover",[^}]*\} [1-9]/m;
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const metrics = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((response) => (response.ok ? response.text() : ""));
    if (!waiting.test(metrics)) return;
  }
  throw new Error("the server did not draw its covers within two minutes");
}
