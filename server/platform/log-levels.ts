/** The log levels, apart from the logger: the configuration checks LOG_LEVEL without loading pino (issue 74). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
