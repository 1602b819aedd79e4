import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changedFiles } from "#scripts/lib/changed-files.ts";

const FORMAT = path.resolve("scripts/format.ts");
const TSX = path.resolve("node_modules/.bin/tsx");
const FORMATTED = 'export const greeting = { text: "Hello" };\n';
const UNFORMATTED = "export const greeting = {text:'Hello'}\n";

let repo: string;
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
const write = (file: string, text: string) => fs.writeFileSync(path.join(repo, file), text);
const format = (mode: "--check" | "--write") => spawnSync(TSX, [FORMAT, mode], { cwd: repo, encoding: "utf8" });

/** A repository whose main branch holds a file nobody formatted, and a branch started from it. */
beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "format-"));
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.email", "test@example.com");
  git("config", "user.name", "Test");
  fs.copyFileSync(".prettierrc.json", path.join(repo, ".prettierrc.json"));
  write(".gitignore", "ignored.ts\n");
  write("old.ts", UNFORMATTED);
  write("kept.ts", FORMATTED);
  write("gone.ts", FORMATTED);
  git("add", ".");
  git("commit", "--quiet", "-m", "start");
  git("switch", "--quiet", "-c", "feature");
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

describe("the files a branch changed", () => {
  it("are those committed since the main branch, edited, or new, and none that git ignores or that were deleted", () => {
    write("committed.ts", FORMATTED);
    git("add", "committed.ts");
    git("commit", "--quiet", "-m", "one");
    write("kept.ts", `${FORMATTED}// edited\n`);
    write("new.ts", FORMATTED);
    write("ignored.ts", FORMATTED);
    fs.rmSync(path.join(repo, "gone.ts"));
    expect(changedFiles(repo)).toEqual(["committed.ts", "kept.ts", "new.ts"]);
  });

  it("are none on the main branch itself, as in a clean clone", () => {
    git("switch", "--quiet", "main");
    expect(changedFiles(repo)).toEqual([]);
  });
});

describe("npm run lint's formatting check", () => {
  it("passes where a branch changed nothing, however the untouched files are written", () => {
    const result = format("--check");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("0 changed files checked");
  });

  it("names a changed file that is not formatted, and npm run format formats it", () => {
    write("new.ts", UNFORMATTED);
    const before = format("--check");
    expect(before.status).toBe(1);
    expect(before.stderr).toContain("new.ts");
    expect(before.stderr).not.toContain("old.ts");

    expect(format("--write").status).toBe(0);
    expect(fs.readFileSync(path.join(repo, "new.ts"), "utf8")).toBe(FORMATTED);
    expect(fs.readFileSync(path.join(repo, "old.ts"), "utf8")).toBe(UNFORMATTED);
    expect(format("--check").status).toBe(0);
    // Three runs of the formatter, each a Node process loading Prettier: seconds on a busy 2-core machine.
  }, 30_000);
});
