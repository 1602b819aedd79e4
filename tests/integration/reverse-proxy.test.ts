/**
 * The reverse proxy of docs/operations.md, for real: Debian's nginx with deploy/nginx.conf (TLS with a throwaway
 * certificate, loopback ports instead of 80/443) in front of the built server with TRUST_PROXY=1.
 * What an operator relies on: the server's compression and headers arrive untouched, plain HTTP is
 * sent to HTTPS, /metrics is not reachable from outside, a client cannot dodge the contact rate
 * limit by writing its own X-Forwarded-For, and a photo the studio takes reaches it whole.
 */
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "#server/platform/db/database.ts";
import { adminUsers } from "#server/platform/db/schema.ts";
import { createSession, SESSION_COOKIE } from "#server/auth/sessions.ts";
import { addUser } from "#server/auth/users.ts";
import { startNginxFront, type NginxFront } from "#scripts/lib/nginx-front.ts";
import { freePort, spawnBuiltServer, waitUntilServing, type BuiltServer } from "./built-server.ts";

const METRICS_TOKEN = "reverse-proxy-metrics-token-0123456789";
let dir: string;
let server: BuiltServer;
let front: NginxFront;
let appPort: number;
let httpPort: number;
let httpsPort: number;

function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = https.request(url, { method: options.method ?? "GET", headers: options.headers, ca: front.certificate, servername: "localhost" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "reverse-proxy-"));
  fs.chmodSync(dir, 0o711); // DATA_DIR is inside: PostgreSQL's user passes through it when we are root
  appPort = await freePort();
  server = spawnBuiltServer({ PATH: process.env.PATH, HOST: "127.0.0.1", PORT: String(appPort), DATA_DIR: `${dir}/data`, TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: "3", METRICS_TOKEN });
  await waitUntilServing(appPort, server, "/readyz");
  front = await startNginxFront(appPort);
  ({ httpPort, httpsPort } = front);
}, 60_000);

afterAll(async () => {
  await front?.stop();
  server?.process.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("behind deploy/nginx.conf", () => {
  it("passes the server's own compression, validators and security headers through untouched", async () => {
    const direct = await fetch(`http://127.0.0.1:${appPort}/pricing`, { headers: { "accept-encoding": "br" } });
    const proxied = await request(`https://localhost:${httpsPort}/pricing`, { headers: { "accept-encoding": "br" } });
    expect(proxied.status).toBe(200);
    expect(proxied.headers["content-encoding"]).toBe("br");
    expect(proxied.headers.etag).toBe(direct.headers.get("etag"));
    expect(proxied.body.length).toBe(Number(direct.headers.get("content-length")));
    expect(proxied.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(proxied.headers["content-security-policy"]).toBe(direct.headers.get("content-security-policy"));
  });

  it("sends plain HTTP to HTTPS", async () => {
    // fetch() will not send another Host header; a browser asking for the public name would.
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://127.0.0.1:${httpPort}/pricing?billing=annual`, { headers: { host: "www.example.com" } }, resolve).on("error", reject),
    );
    answer.resume();
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe("https://www.example.com/pricing?billing=annual");
  });

  it("keeps /metrics off the internet, though the server serves it to the token's holder directly", async () => {
    const headers = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await fetch(`http://127.0.0.1:${appPort}/metrics`, { headers })).status).toBe(200);
    expect((await request(`https://localhost:${httpsPort}/metrics`, { headers })).status).toBe(404);
  });

  it("counts a client that writes its own X-Forwarded-For at its real address: the rate limit holds", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const answer = await request(`https://localhost:${httpsPort}/api/submit-contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `https://localhost:${httpsPort}`, "x-forwarded-for": `203.0.113.${i}` },
        body: JSON.stringify({ name: "Spoofer", email: `spoof${i}@example.com`, message: "A new address each time." }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("takes a 3 MB photo into the media library, and refuses a public form post larger than the server would take", async () => {
    const cookie = await signedInWriter();
    // Noise does not compress: a photo-sized PNG, over nginx's 1 MiB default.
    const pixels = Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, (_, index) => (index * 2654435761) >>> 24));
    const photo = await sharp(pixels, { raw: { width: 1000, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(photo.length).toBeGreaterThan(2.5 * 1024 * 1024);
    const form = new FormData();
    form.append("file", new Blob([photo], { type: "image/png" }), "team-at-work.png");
    form.append("alt", "The team at work");
    const encoded = new Response(form);
    const uploaded = await request(`https://localhost:${httpsPort}/admin/api/media`, {
      method: "POST",
      headers: { ...cookie, "content-type": encoded.headers.get("content-type")! },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(uploaded.status, uploaded.body.toString().slice(0, 300)).toBe(201);
    expect((JSON.parse(uploaded.body.toString()) as { image: { width: number } }).image.width).toBe(1000);

    const tooLarge = await request(`https://localhost:${httpsPort}/api/submit-contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: `https://localhost:${httpsPort}` },
      body: JSON.stringify({ name: "Big", email: "big@example.com", message: "x".repeat(70 * 1024) }),
    });
    expect(tooLarge.status).toBe(413);
  });
});

/** A writer's session in the running server's store, as the studio's browser would send it through nginx. */
async function signedInWriter(): Promise<Record<string, string>> {
  const database = await openDatabase({ dataDir: `${dir}/data`, migrationsFolder: path.resolve("drizzle"), shareRunningServer: true, poolSize: 1 });
  try {
    await addUser(database.db, "writer@vendor.example", { role: "writer" });
    const [user] = await database.db.update(adminUsers).set({ passwordHash: "unused", setupTokenHash: null, setupExpiresAt: null }).where(eq(adminUsers.email, "writer@vendor.example")).returning();
    const session = await createSession(database.db, user!.id, "password", "reverse-proxy");
    return { cookie: `${SESSION_COOKIE}=${session.token}`, "x-csrf-token": session.csrfToken, origin: `https://localhost:${httpsPort}`, "sec-fetch-site": "same-origin" };
  } finally {
    await database.close();
  }
}
