/** `npm run leads` while the server owns the embedded database: commands run inside it (ADR 014). */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { adminSocketPath, runOverChannel, startAdminChannel } from "#server/cli/admin-channel.ts";
import { openDatabase, type OpenDatabase } from "#server/db/database.ts";
import { memoryLogger } from "#server/logger.ts";
import { freshPgliteDir } from "./harness.ts";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function serverWithChannel() {
  const dataDir = freshPgliteDir("chan-");
  const database: OpenDatabase = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
  cleanup.push(() => database.close());
  const close = await startAdminChannel({ dataDir, db: database.db, origin: "https://leads.vendor.example", logger: memoryLogger().logger });
  expect(close).toBeDefined();
  cleanup.push(close!);
  return { dataDir, close: close! };
}

it("runs the CLI's commands in the process that holds the database, through a socket only its user can open", async () => {
  const { dataDir } = await serverWithChannel();
  expect(fs.statSync(adminSocketPath(dataDir)).mode & 0o777).toBe(0o600);

  const added = await runOverChannel(dataDir, { args: ["users", "add", "Rep@Vendor.example", "--role", "sales"], tty: false });
  expect(added?.code).toBe(0);
  expect(added?.output).toMatch(/^Account created for rep@vendor\.example \(sales\)\.\n.*\nhttps:\/\/leads\.vendor\.example\/admin\/setup#token=[\w-]{43}$/);
  expect(await runOverChannel(dataDir, { args: ["users", "add", "boss@vendor.example"], tty: false })).toMatchObject({ code: 0, output: expect.stringContaining("(admin)") });
  expect(await runOverChannel(dataDir, { args: ["users", "add", "x@vendor.example", "--role", "owner"], tty: false })).toEqual({
    code: 1,
    output: 'Error: "owner" is not a role: give one of admin, editor, writer, sales',
  });

  const listed = await runOverChannel(dataDir, { args: ["users", "list"], tty: false });
  expect(listed?.output).toMatch(/rep@vendor\.example\s+sales\s+waiting for setup\s+never signed in/);
  expect(await runOverChannel(dataDir, { args: ["users", "role", "rep@vendor.example", "writer"], tty: false })).toEqual({
    code: 0,
    output: "rep@vendor.example is now writer (was sales), from their next request on.",
  });
  expect((await runOverChannel(dataDir, { args: ["users", "list"], tty: false }))?.output).toMatch(/rep@vendor\.example\s+writer\s/);
  const again = await runOverChannel(dataDir, { args: ["users", "add", "rep@vendor.example"], tty: false });
  expect(again).toEqual({ code: 1, output: 'Error: rep@vendor.example already has an account (use "users reset" for a new setup link)' });
  const log = (await runOverChannel(dataDir, { args: ["audit"], tty: false }))?.output;
  expect(log).toMatch(/user-added\s+cli → rep@vendor\.example/);
  expect(log).toMatch(/role-changed\s+cli → rep@vendor\.example/);
});

it("tells the CLI to open the database itself when no server listens: no socket, or one left by a crash", async () => {
  const { dataDir, close } = await serverWithChannel();
  await close();
  expect(fs.existsSync(adminSocketPath(dataDir))).toBe(false);
  expect(await runOverChannel(dataDir, { args: ["list"], tty: false })).toBeUndefined();

  // A socket file nobody listens on, as a killed server leaves it.
  const stale = fs.mkdtempSync(path.join(os.tmpdir(), "stale-"));
  const orphan = net.createServer().listen(adminSocketPath(stale));
  await new Promise((resolve) => orphan.once("listening", resolve));
  orphan.close();
  fs.writeFileSync(adminSocketPath(stale), "");
  expect(await runOverChannel(stale, { args: ["list"], tty: false })).toBeUndefined();
});
