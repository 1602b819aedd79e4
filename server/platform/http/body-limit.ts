/**
 * Hono's bodyLimit without the web stream it costs on Node: reading `c.req.raw.body` turns
 * @hono/node-server's light request into a whole Request (a ReadableStream, an AbortSignal, undici's
 * body), most of a lead's garbage at campaign rates (issue 72). A declared Content-Length is judged
 * by itself, as hono's does (Node reads no more than it declares); a chunked body is counted by hono.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit as countedBodyLimit } from "hono/body-limit";

export interface BodyLimitOptions {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}

export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const counted = countedBodyLimit(options);
  return async (c, next) => {
    const declared = c.req.header("content-length");
    if (declared === undefined || c.req.header("transfer-encoding") !== undefined) return counted(c, next);
    if (Number.parseInt(declared, 10) > options.maxSize) return options.onError(c);
    await next();
  };
}
