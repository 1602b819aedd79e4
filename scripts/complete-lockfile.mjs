#!/usr/bin/env node
/**
 * `npm run lock:complete`, after every `npm install` that changes dependencies: leaves a
 * package-lock.json that `npm ci` installs, and verifies, on any platform (ADR 004, re-checked 2026-11-25).
 *
 * 1. `npm install --package-lock-only` records every platform's optional native packages (the
 *    darwin, win32 and musl builds of rollup, Tailwind's oxide, esbuild...). When ADR 004 was written
 *    this machine's registry mirror could not resolve them, and a script wrote them in by hand without
 *    a checksum; the mirror now serves their metadata, so npm writes them itself, with one.
 * 2. Every entry npm would download must carry an `integrity` hash; one inside its parent's tarball
 *    (`inBundle`) is covered by the parent's, and a link has nothing to download. Otherwise it fails
 *    and names the entries.
 *
 * `node scripts/complete-lockfile.mjs --check [lock file]` runs step 2 only (tests/unit/lockfile.test.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const args = process.argv.slice(2);
const checkOnly = args[0] === "--check";
const lockPath = (checkOnly ? args[1] : undefined) ?? "package-lock.json";

if (!checkOnly) {
  execFileSync("npm", ["install", "--package-lock-only", "--no-audit", "--no-fund"], { stdio: "inherit" });
}

const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const unverified = Object.entries(lock.packages ?? {})
  .filter(([location, entry]) => location !== "" && !entry.link && !entry.inBundle && !entry.integrity)
  .map(([location, entry]) => `${location.replace(/^.*node_modules\//, "")}@${entry.version}`);

if (unverified.length > 0) {
  console.error(`lock file: ${unverified.length} package(s) without an integrity hash, which npm would install unchecked:\n  ${unverified.join("\n  ")}`);
  console.error("Regenerate them on a registry that serves their metadata: npm install --package-lock-only");
  process.exit(1);
}
console.log(`lock file: all ${Object.keys(lock.packages).length - 1} entries verifiable (integrity hashes)`);
