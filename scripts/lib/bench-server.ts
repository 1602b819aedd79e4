/** What the bench's servers share: the deployment's environment, a metrics token, and waiting for their start-up work to end. */
import fs from "node:fs";

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

/**
 * NODE_ENV and NODE_OPTIONS as the systemd unit sets them (the Dockerfile sets the same;
 * tests/unit/deploy-files.test.ts): the bench measures the process an operator runs. Without
 * NODE_ENV=production React renders with its development build, ~2x slower.
 */
export function deployedEnvironment(): { NODE_ENV: string; NODE_OPTIONS: string } {
  const unit = fs.readFileSync("deploy/marketing-site.service", "utf8");
  const value = (name: string) => {
    const found = new RegExp(`^Environment=${name}=(.+)$`, "m").exec(unit)?.[1];
    if (!found) throw new Error(`deploy/marketing-site.service sets no ${name}`);
    return found;
  };
  return { NODE_ENV: value("NODE_ENV"), NODE_OPTIONS: value("NODE_OPTIONS") };
}
