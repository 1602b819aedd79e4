/** The operator CLI prints what visitors wrote; none of it may drive the operator's terminal. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "#server/cli/commands.ts";
import { terminalSafe } from "#server/cli/terminal-safe.ts";
import { openDatabase, type OpenDatabase } from "#server/db/database.ts";
import { contactMessages, contacts, outbox } from "#server/db/schema.ts";
import { freshPgliteDir } from "./harness.ts";

const hostileName = "\u001b[2J\u001b]0;owned\u0007Mallory\u009b31m\u202eevil";
let dir: string;
let database: OpenDatabase;

beforeAll(async () => {
  dir = freshPgliteDir("cli-");
  database = await openDatabase({ dataDir: dir, migrationsFolder: path.resolve("drizzle") });
  // Written straight to the table: rows stored before today's validation, or by another tool.
  await database.db.insert(contacts).values({ id: "contact-1", emailKey: "m@example.com" });
  await database.db.insert(contactMessages).values({ id: "lead-1", contactId: "contact-1", name: hostileName, email: "m@example.com", message: "hi\u001b[31m", payloadHash: "x" });
  await database.db.insert(outbox).values({ id: "msg_1", messageId: "lead-1", channel: "webhook", status: "dead", lastError: "answered \u001b]0;x\u0007" });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/; // eslint-disable-line no-control-regex -- the point of the check

async function output(args: string[]) {
  const lines: string[] = [];
  expect(await run(args, database.db, (text) => lines.push(text))).toBe(0);
  return lines.join("\n");
}

describe("npm run leads", () => {
  it.each([["list"], ["show", "lead-1"], ["outbox"]])("%s prints no control characters, and shows them escaped", async (...args) => {
    const printed = await output(args);
    expect(printed).not.toMatch(CONTROL);
    expect(printed).toMatch(/\\x1b|\\u001b/);
  });

  it("escapes every control character visibly, keeping ordinary text", () => {
    expect(terminalSafe(hostileName)).toBe("\\x1b[2J\\x1b]0;owned\\x07Mallory\\x9b31m\\u202eevil");
    expect(terminalSafe("José 李 👋")).toBe("José 李 👋");
  });
});
