/** Environment, parsed once at boot: a bad value stops the server with a clear message. */
import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Where the embedded database (PGlite) keeps its files. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** The prerendered site; defaults to build/client next to the server bundle. */
  STATIC_DIR: z.string().min(1).optional(),
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy in front of this server. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Seconds to wait for in-flight requests on SIGTERM before exiting anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
});

export type ServerConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaultStaticDir = path.resolve("build/client")) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const parsed = result.data;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    staticDir: path.resolve(parsed.STATIC_DIR ?? defaultStaticDir),
    trustProxy: parsed.TRUST_PROXY,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  };
}
