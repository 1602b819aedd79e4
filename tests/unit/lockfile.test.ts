/** Every package `npm ci` downloads is checked against a hash in the lock file, on every platform (ADR 004). */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const check = (lockPath: string) => spawnSync(process.execPath, ["scripts/complete-lockfile.mjs", "--check", lockPath], { encoding: "utf8" });

describe("package-lock.json", () => {
  it("has an integrity hash for every package npm would download, other platforms' native builds included", () => {
    const result = check("package-lock.json");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { integrity?: string }> };
    // The builds this machine never installs are there, each with its hash (the old workaround left them without).
    expect(lock.packages["node_modules/@tailwindcss/oxide-darwin-arm64"]?.integrity).toMatch(/^sha512-/);
    expect(lock.packages["node_modules/@rollup/rollup-win32-x64-msvc"]?.integrity).toMatch(/^sha512-/);
  });

  it("fails, naming the package, when an entry would be installed unchecked", () => {
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { integrity?: string }> };
    delete lock.packages["node_modules/@tailwindcss/oxide-darwin-arm64"]!.integrity;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
    try {
      fs.writeFileSync(path.join(dir, "package-lock.json"), JSON.stringify(lock));
      const result = check(path.join(dir, "package-lock.json"));
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("@tailwindcss/oxide-darwin-arm64@");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
