import { describe, expect, it } from "vitest";
import { memoryLogger } from "./logger.ts";

function logged(write: (logger: ReturnType<typeof memoryLogger>["logger"]) => void): Record<string, unknown> {
  const { logger, lines } = memoryLogger();
  write(logger);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe("logs", () => {
  it("redact a visitor's fields wherever they appear", () => {
    const line = logged((logger) => logger.info({ email: "ada@example.com", lead: { name: "Ada", message: "call me", phone: "+44 20" } }, "stored"));
    expect(line["email"]).toBe("[redacted]");
    expect(line["lead"]).toEqual({ name: "[redacted]", message: "[redacted]", phone: "[redacted]" });
    expect(JSON.stringify(line)).not.toMatch(/ada@example|call me|\+44/);
  });

  it("keep an error's own message, which says what failed", () => {
    const line = logged((logger) => logger.error({ err: new Error("connect ECONNREFUSED 127.0.0.1:5432") }, "database unavailable"));
    expect((line["err"] as { message: string }).message).toBe("connect ECONNREFUSED 127.0.0.1:5432");
  });

  it("still drop a database error's message and parameters, which can quote what a visitor sent", () => {
    const cause = Object.assign(new Error('duplicate key value (email)=(ada@example.com)'), { code: "23505", table: "contact_messages" });
    const failed = Object.assign(new Error("Failed query: insert ... params: ada@example.com"), { query: "insert into contact_messages values ($1)", params: ["ada@example.com"], cause });
    const line = logged((logger) => logger.error({ err: failed }, "insert failed"));
    expect(JSON.stringify(line)).not.toContain("ada@example.com");
    expect(line["err"]).toMatchObject({ code: "23505", table: "contact_messages" });
  });
});
