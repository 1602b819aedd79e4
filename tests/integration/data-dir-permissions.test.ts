/**
 * DATA_DIR holds leads, account emails and password hashes, so no other local user may read or
 * write what is in it: PostgreSQL's directories 0700 and files 0600, the lock file 0600, and
 * DATA_DIR itself open to no one else (as root it lets the postgres user pass through, 0711). The
 * server runs under the permissive umask 000 to show the result does not depend on it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort, spawnBuiltServer, waitUntilServing } from "./built-server.ts";

/** Every entry under `root` (and root) that others could read or write, as "mode path"; symbolic links aside. */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    // Execute alone (pass through, not list) is what root's DATA_DIR gives the postgres user.
    if ((mode & 0o066) !== 0 || (stat.isDirectory() && (mode & 0o700) !== 0o700)) found.push(`${mode.toString(8)} ${path.relative(root, target) || "."}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return found;
}

describe("DATA_DIR is private to the server's user", () => {
  let work: string;
  let umask: number;

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "private-data-"));
    fs.chmodSync(work, 0o711); // DATA_DIR is inside: PostgreSQL's user passes through it when we are root
    umask = process.umask(0o000);
  });

  afterEach(() => {
    process.umask(umask);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("the built server (`npm start`) keeps them private, also the files it writes for a submission", async () => {
    const dataDir = path.join(work, "data");
    const port = await freePort();
    const server = spawnBuiltServer({ ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir }); // inherits umask 000
    try {
      await waitUntilServing(port, server, "/healthz", 600);
      const response = await fetch(`http://127.0.0.1:${port}/api/submit-contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Private Lead", email: "private@example.com", message: "Who can read this?" }),
      });
      expect(response.status).toBe(201);
      expect(notPrivate(dataDir)).toEqual([]);

      server.process.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      server.process.kill("SIGKILL");
      await server.exited;
    }
  }, 120_000);
});
