import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDir, processIdentity } from "./data-dir-lock.ts";

const dirs: string[] = [];
const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
  dirs.push(dir);
  return dir;
}

/** Another live process, standing in for whatever got the dead server's PID. */
function otherProcess(): number {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  children.push(child);
  return child.pid!;
}

describe("DATA_DIR lock", () => {
  it("refuses a second owner while the first process runs", () => {
    const dir = tempDir();
    const pid = otherProcess();
    const owner = processIdentity(pid);
    fs.writeFileSync(path.join(dir, "server.lock"), `${pid} ${owner.startTime} ${owner.bootId}`);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${pid}`);
  });

  it("takes over a lock whose PID now belongs to another process (PID reuse after a crash or restart)", () => {
    const dir = tempDir();
    const pid = otherProcess();
    const owner = processIdentity(pid);
    // Same PID, but the recorded owner started at another time: it was a different process.
    fs.writeFileSync(path.join(dir, "server.lock"), `${pid} ${Number(owner.startTime) + 12345} ${owner.bootId}`);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toMatch(new RegExp(`^${process.pid} `));
    release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("takes over a lock from the previous boot and a lock whose process is gone", () => {
    const dir = tempDir();
    const pid = otherProcess();
    const owner = processIdentity(pid);
    fs.writeFileSync(path.join(dir, "server.lock"), `${pid} ${owner.startTime} 00000000-0000-0000-0000-000000000000`);
    lockDataDir(dir)();
    fs.writeFileSync(path.join(dir, "server.lock"), "999999999 1 -");
    lockDataDir(dir)();
  });
});
