/**
 * Where the site delivers leads in the tests: a real SMTP server (`smtp-server`) and a webhook
 * receiver on loopback, each keeping what arrived. The integration tests start them in-process;
 * the end-to-end run starts them as a process of its own (tests/e2e/delivery-sinks.ts).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it went over the wire. */
  raw: string;
  /** The body as a person reads it: quoted-printable undone. */
  text: string;
}

export interface SmtpSink {
  port: number;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}

/**
 * A sent email's raw source as a person reads it: quoted-printable soft line breaks and `=XX`
 * escapes undone, the bytes read as UTF-8.
 */
export function readableMail(raw: string): string {
  const unwrapped = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(unwrapped, "latin1").toString("utf8");
}

/**
 * A real SMTP server on 127.0.0.1 (port 0: any free one). With `tls` it speaks SMTPS with that
 * key and certificate, and ignores the handshakes clients refuse.
 */
export async function startSmtpSink({ port = 0, tls, onMail }: { port?: number; tls?: { key: Buffer; cert: Buffer }; onMail?: (mail: ReceivedMail) => void } = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    ...(tls ? { secure: true, key: tls.key, cert: tls.cert } : { disabledCommands: ["STARTTLS"] }),
    authOptional: true,
    logger: false,
    // A client's pooled connection would hold close() open until its idle timeout; a sink ends it.
    closeTimeout: 10,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), raw, text: readableMail(raw) };
        mails.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  if (tls) server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return { port: (server.server.address() as AddressInfo).port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether its Standard Webhooks signature checks out against the receiver's secret (undefined without one). */
  signed?: boolean;
}

/**
 * Standard Webhooks verification (https://www.standardwebhooks.com/), done independently of the
 * server's signing code: `webhook-signature` holds one or more `v1,<base64 HMAC-SHA256>` over
 * `<webhook-id>.<webhook-timestamp>.<body>` with the secret's key, and the timestamp is within
 * five minutes of now.
 */
export function webhookSignatureValid(secret: string, headers: http.IncomingHttpHeaders, body: string): boolean {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (typeof id !== "string" || typeof timestamp !== "string" || typeof signatures !== "string") return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(" ").some((entry) => {
    const [version, signature] = entry.split(",");
    const presented = Buffer.from(signature ?? "", "base64");
    return version === "v1" && presented.length === expected.length && timingSafeEqual(presented, expected);
  });
}

export interface WebhookSinkOptions {
  /** 0 (the default): any free port. */
  port?: number;
  /** The signing secret (`whsec_…`): each hook's signature is checked against it (`signed`). */
  secret?: string;
  /** The status of each answer in turn, then 200. */
  statuses?: number[];
  /** How long each answer waits. */
  delayMs?: number;
  /** Decides each answer instead of `statuses` and `delayMs`: its status, or a promise of one to hold the request open. */
  answer?: (hook: ReceivedHook) => number | Promise<number>;
  onHook?: (hook: ReceivedHook) => void;
}

export interface WebhookSink {
  url: string;
  port: number;
  hooks: ReceivedHook[];
  /** Requests being answered now, and the most at once so far. */
  stats: { inFlight: number; maxInFlight: number };
  close: () => Promise<void>;
}

/** A webhook receiver on 127.0.0.1 that keeps every POST; `GET /healthz` tells a runner it is up. */
export async function startWebhookSink({ port = 0, secret, statuses = [], delayMs = 0, answer, onHook }: WebhookSinkOptions = {}): Promise<WebhookSink> {
  const hooks: ReceivedHook[] = [];
  const queue = [...statuses];
  const stats = { inFlight: 0, maxInFlight: 0 };
  const decide = answer ?? (() => new Promise<number>((resolve) => setTimeout(() => resolve(queue.shift() ?? 200), delayMs)));
  const server = http.createServer((request, response) => {
    if (request.method === "GET" && request.url === "/healthz") return void response.end("ok");
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const hook: ReceivedHook = { headers: request.headers, body, ...(secret && { signed: webhookSignatureValid(secret, request.headers, body) }) };
      hooks.push(hook);
      onHook?.(hook);
      response.statusCode = await decide(hook);
      stats.inFlight -= 1;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/hooks/leads`,
    port: bound,
    hooks,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
