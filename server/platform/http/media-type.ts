import type { Context } from "hono";

/** The request body's media type, without parameters: "application/json; charset=utf-8" -> "application/json". */
export function mediaType(c: Context): string {
  return (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}
