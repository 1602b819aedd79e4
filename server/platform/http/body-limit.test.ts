import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit.ts";

const LIMIT = 64;
let port = 0;
let close = () => {};
const read: string[] = [];

beforeAll(async () => {
  const app = new Hono();
  app.post("/", bodyLimit({ maxSize: LIMIT, onError: (c) => c.text("too large", 413) }), async (c) => {
    read.push(await c.req.text());
    return c.text("read", 200);
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

/** A post as Node's client sends it: with its length declared, or chunked (no length up front). */
function post(body: string, chunked: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers = chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(Buffer.byteLength(body)) };
    const request = http.request({ host: "127.0.0.1", port, method: "POST", path: "/", headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode!, text }));
    });
    request.on("error", reject);
    if (chunked) for (let at = 0; at < body.length; at += 16) request.write(body.slice(at, at + 16));
    request.end(chunked ? undefined : body);
  });
}

describe("a bounded body", () => {
  it("is read whole when it declares a length within the limit", async () => {
    expect(await post("a".repeat(LIMIT), false)).toEqual({ status: 200, text: "read" });
    expect(read.at(-1)).toBe("a".repeat(LIMIT));
  });

  it("is refused from its declared length, before the handler reads a byte", async () => {
    const before = read.length;
    expect(await post("b".repeat(LIMIT + 1), false)).toEqual({ status: 413, text: "too large" });
    expect(read.length).toBe(before);
  });

  it("is counted as it arrives when sent in chunks: refused past the limit, read whole within it", async () => {
    expect((await post("c".repeat(LIMIT * 4), true)).status).toBe(413);
    expect(await post("d".repeat(LIMIT - 1), true)).toEqual({ status: 200, text: "read" });
    expect(read.at(-1)).toBe("d".repeat(LIMIT - 1));
  });
});
