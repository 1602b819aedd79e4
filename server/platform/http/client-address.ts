/**
 * The client's address, for rate limits and the audit log. Behind `hops` trusted proxies, each
 * appended the address it received the request from to X-Forwarded-For, so the client is the entry
 * `hops` places from the right (the socket's peer being the last proxy). Entries further left are
 * whatever the client wrote.
 */
import type { Context } from "hono";

export function clientAddress(c: Context, hops: number): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const socketAddress = incoming?.socket?.remoteAddress ?? "unknown";
  if (hops <= 0) return socketAddress;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped a proxy; the leftmost entry is the best we have.
  return forwarded[Math.max(0, forwarded.length - hops)] ?? socketAddress;
}
