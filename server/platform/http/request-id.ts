/**
 * Each request's id, for its log lines and its answer's X-Request-Id: the proxy's when it sent a
 * sane one, else a new UUID. Unlike hono/request-id, it prepares no Headers object: a kept file's
 * answer writes its headers as a plain object (app.ts sendFile), and other answers get the id
 * where the shared headers are added.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";

export const REQUEST_ID_HEADER = "X-Request-Id";
const SANE_ID = /^[\w\-=]{1,255}$/;

export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sent = c.req.header(REQUEST_ID_HEADER);
    c.set("requestId", sent && SANE_ID.test(sent) ? sent : crypto.randomUUID());
    await next();
  };
}
