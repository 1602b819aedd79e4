/**
 * Times GETs from a child process of its own, kept warm across rounds, so that the bench process's
 * heap (a 10,000-post store populated and rendered in-process) cannot stall a timing with its
 * garbage collection: the figure is the server's and the wire's, as a browser waits for it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

interface Request {
  id: number;
  url: string;
  status: number;
  headers?: Record<string, string>;
}

/** A GET's whole time, and what the server says its store took for it (Server-Timing `store`), in ms. */
export interface Timing {
  ms: number;
  storeMs?: number;
  /** The body's bytes as sent (brotli). */
  bytes?: number;
}

type Reply = ({ id: number } & Timing) | { id: number; error: string };

/** One GET as a browser makes it (brotli), timed until its last byte. */
async function timedGet(url: string, status: number, headers: Record<string, string> = {}): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "br", ...headers } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== status) throw new Error(`${url} answered ${response.status}`);
  const store = /(?:^|,)\s*store;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1];
  const bytes = Number(response.headers.get("content-length") ?? Number.NaN);
  return { ms, ...(store !== undefined && { storeMs: Number(store) }), ...(Number.isFinite(bytes) && { bytes }) };
}

export interface GetTimer {
  /** From the request until the last byte of `url`, which must answer `status`; `headers` as a browser would send them. */
  time(url: string, status: number, headers?: Record<string, string>): Promise<Timing>;
  close(): Promise<void>;
}

/** Requests of `warmUp` (a page answering 200) made before the first timing: a cold client loads its fetch code on the first. */
const WARM_UP_REQUESTS = 5;

export async function startGetTimer(warmUp: string): Promise<GetTimer> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url)], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const waiting = new Map<number, { resolve: (timing: Timing) => void; reject: (error: Error) => void }>();
  child.on("message", (reply: Reply) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ("error" in reply) pending?.reject(new Error(reply.error));
    else pending?.resolve({ ms: reply.ms, ...(reply.storeMs !== undefined && { storeMs: reply.storeMs }), ...(reply.bytes !== undefined && { bytes: reply.bytes }) });
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("error", reject);
  });
  let next = 0;
  const time = (url: string, status: number, headers?: Record<string, string>) =>
    new Promise<Timing>((resolve, reject) => {
      const id = (next += 1);
      waiting.set(id, { resolve, reject });
      child.send({ id, url, status, ...(headers && { headers }) } satisfies Request);
    });
  for (let request = 0; request < WARM_UP_REQUESTS; request += 1) await time(warmUp, 200);
  return {
    time,
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.disconnect();
      await exited;
    },
  };
}

// The child: answers each request with its timing.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  process.on("message", ({ id, url, status, headers }: Request) => {
    timedGet(url, status, headers).then(
      (timing) => process.send!({ id, ...timing } satisfies Reply),
      (error: Error) => process.send!({ id, error: error.message } satisfies Reply),
    );
  });
  process.send({ ready: true });
}
