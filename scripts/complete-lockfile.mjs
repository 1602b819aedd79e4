#!/usr/bin/env node
/**
 * This machine's npm registry mirror serves only the platform builds it has been asked for, so
 * `npm install` cannot record the other platforms' optional native packages (e.g. the darwin build of
 * Tailwind's oxide engine) and `npm ci` then refuses the lock file as "out of sync".
 *
 * This script adds the missing entries, marked optional and restricted to their os/cpu/libc, so
 * `npm ci` knows they exist and skips them on this platform, exactly as it does with a complete
 * lock file. Run it after every `npm install` that changes dependencies: `npm run lock:complete`.
 */
import fs from "node:fs";

const LOCK = "package-lock.json";
const lock = JSON.parse(fs.readFileSync(LOCK, "utf8"));
const packages = lock.packages;

/** "@rollup/rollup-linux-arm64-musl" -> { os: ["linux"], cpu: ["arm64"], libc: ["musl"] } */
function platformOf(name) {
  const tail = name.split("/").pop();
  const os = ["darwin", "linux", "win32", "freebsd", "openbsd", "android", "openharmony", "sunos", "aix", "netbsd"].find((candidate) =>
    new RegExp(`(^|-)${candidate}-`).test(tail),
  );
  const cpu = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "universal"].find((candidate) =>
    new RegExp(`-${candidate}(-|$)`).test(tail),
  );
  if (!cpu) return undefined;
  if (cpu === "wasm32") return { cpu: ["wasm32"] };
  if (!os) return undefined;
  const platform = { os: [os], cpu: cpu === "universal" ? ["arm64", "x64"] : [cpu] };
  if (os === "linux") platform.libc = [/musl/.test(tail) ? "musl" : "glibc"];
  return platform;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) continue; // not a platform build: leave it to npm
    packages[hoisted] = { version: version.replace(/^[\^~=]/, ""), ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform-specific optional entries`);
