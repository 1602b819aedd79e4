/**
 * Structured logs: one JSON object per line (time, level, msg, and a request id where there is a
 * request), written by pino, which log shippers and `jq` read as they are. Logs carry message ids,
 * never a visitor's details: personal fields are redacted at the top level and one level down, and database errors
 * are reduced to their SQLSTATE and the object they concern (their messages and parameters can quote
 * the submitted values).
 */
import pino, { type DestinationStream, type Logger as PinoLogger } from "pino";
import { errorCauses } from "./error-causes.ts";
import type { LogLevel } from "./log-levels.ts";

export type Logger = PinoLogger;

/** The contact fields and anything else that names a person or holds what they wrote. */
const PERSONAL = new Set(["name", "email", "company", "phone", "message", "params", "values", "body", "detail"]);
const REDACTED = "[redacted]";

/**
 * A visitor's fields are replaced at the top level and one level down. A logged error (`err`) is
 * left to safeError, which keeps its own message and drops what could quote a visitor.
 */
export function redactPersonal(fields: Record<string, unknown>): Record<string, unknown> {
  const redact = (key: string, value: unknown) => (PERSONAL.has(key) ? REDACTED : value);
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      if (key === "err" || !value || typeof value !== "object" || Array.isArray(value) || value instanceof Error) return [key, redact(key, value)];
      return [key, PERSONAL.has(key) ? REDACTED : Object.fromEntries(Object.entries(value).map(([inner, innerValue]) => [inner, redact(inner, innerValue)]))];
    }),
  );
}

export function createLogger(options: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? "info",
      base: undefined, // no pid/hostname on every line: the process manager adds its own
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: redactPersonal },
      serializers: { err: safeError },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** A logger that keeps its lines in memory (tests read what an operator would see). */
export function memoryLogger(level: LogLevel = "debug"): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line.trimEnd()) } });
  return { logger, lines };
}

interface SqlError {
  code?: string;
  table?: string;
  constraint?: string;
}

/** The first error in the cause chain that carries a SQLSTATE (five characters, e.g. 23505). */
function sqlErrorIn(error: unknown): SqlError | undefined {
  for (const current of errorCauses(error)) {
    const code = (current as SqlError).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return current as SqlError;
  }
  return undefined;
}

/** The SQLSTATE an error (or one it wraps) carries, e.g. "23505" for a unique violation. */
export function sqlStateOf(error: unknown): string | undefined {
  return sqlErrorIn(error)?.code;
}

/**
 * What a log may say about an error. A database error keeps its class, SQLSTATE, table and
 * constraint, never its message (drizzle's "Failed query" message lists the parameters, PostgreSQL's
 * quotes the offending value). Anything else is a bug or an outage: message and stack.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, 200) };
  if ("query" in error && "params" in error) {
    // drizzle's wrapper: the statement text has placeholders only; its cause says what failed.
    const cause = sqlErrorIn(error.cause) ?? {};
    return {
      type: error.constructor.name,
      query: String(error.query).slice(0, 300),
      code: cause.code,
      table: cause.table,
      constraint: cause.constraint,
      cause: (error.cause as Error | undefined)?.constructor?.name,
    };
  }
  const sql = sqlErrorIn(error);
  if (sql) {
    return { type: error.constructor.name, code: sql.code, table: sql.table, constraint: sql.constraint };
  }
  const code = (error as { code?: unknown }).code;
  return { type: error.constructor.name, message: error.message.slice(0, 500), code: typeof code === "string" ? code : undefined, stack: error.stack };
}
