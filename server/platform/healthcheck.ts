/**
 * `node build/node/healthcheck.mjs`: exits 0 when this machine's server is ready (`/readyz` answers
 * 200 within 3 s), 1 otherwise, with one line saying why. The container's HEALTHCHECK runs it: the
 * runtime image has no curl, and Node is already there.
 */
import process from "node:process";

const port = Number(process.env.PORT ?? 3000);
const host = !process.env.HOST || ["0.0.0.0", "::"].includes(process.env.HOST) ? "127.0.0.1" : process.env.HOST;
const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/readyz`;

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
  const body = await response.text();
  if (response.status === 200) process.exit(0);
  console.error(`not ready: ${url} answered ${response.status} ${body.slice(0, 200)}`);
} catch (error) {
  console.error(`not ready: ${url}: ${(error as Error).message}`);
}
process.exit(1);
