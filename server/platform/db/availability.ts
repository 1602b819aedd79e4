/**
 * Telling "the database cannot take it now" (an outage: answer 503 and let the visitor retry) from
 * every other failure (a bug: answer 500). PostgreSQL restarts, failovers and terminated backends
 * surface as socket errors, SQLSTATE class 08 (connection exception) or 57P0x (shutdown); a full
 * disk as 53100 (disk_full), and too many connections as 53300.
 */
import { errorCauses } from "#server/platform/error-causes.ts";

/** Seconds a client is asked to wait while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER = 5;

const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
const DISK_FULL = "53100";
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", DISK_FULL]);
/** node-postgres reports a dropped or timed-out connection without a code. */
const UNAVAILABLE_MESSAGES = /connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Connection ended|cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of errorCauses(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08"))) return true;
    // A stopped server's Unix socket (the server's own PostgreSQL) is gone: connecting finds no file.
    if (code === "ENOENT" && (current as { syscall?: unknown }).syscall === "connect") return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    if (current instanceof Error && UNAVAILABLE_MESSAGES.test(current.message) && !("params" in current)) return true;
  }
  return false;
}

/** A write refused for want of disk space (PostgreSQL's disk_full): the database answers, but stores nothing new. */
export function isDiskFull(error: unknown): boolean {
  return [...errorCauses(error)].some((current) => (current as { code?: unknown }).code === DISK_FULL);
}

/** One line for an operator: the root cause's code and message, without the query or its parameters. */
export function rootCause(error: unknown): string {
  let current = [...errorCauses(error)].at(-1);
  if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
  const code = (current as { code?: unknown })?.code;
  const message = current instanceof Error ? current.message : String(current);
  return typeof code === "string" && !message.includes(code) ? `${code} ${message}` : message;
}
