/**
 * Global setup (Vitest and Playwright): the run's temporary files (databases, built sites, browser
 * profiles) go under one directory, removed when the run ends, so a machine that runs the suite
 * every day does not fill its disk. Workers and the processes they start inherit TMPDIR.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default function useScratchDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-run-"));
  // The PostgreSQL server runs as its own user and must reach its folder inside, as under /tmp.
  fs.chmodSync(dir, 0o755);
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
