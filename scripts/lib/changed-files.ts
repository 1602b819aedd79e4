/**
 * The files a branch changed: since its merge-base with the main branch, committed or not, and new
 * files git does not ignore. On the main branch itself (a clean clone in CI) that is nothing.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const git = (cwd: string, args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });

/** The first of `candidates` that names a commit here, or null (a clone without the main branch). */
function existingRef(cwd: string, candidates: readonly string[]): string | null {
  for (const ref of candidates) {
    try {
      git(cwd, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
      return ref;
    } catch {
      // Not here: try the next.
    }
  }
  return null;
}

/** Paths relative to `cwd`, sorted, each an existing file; `base` overrides the main branch (FORMAT_BASE). */
export function changedFiles(cwd: string, base = process.env.FORMAT_BASE): string[] {
  const ref = existingRef(cwd, base ? [base] : ["main", "origin/main"]);
  // Without a base, what is not committed yet is still the change at hand.
  const since = ref ? git(cwd, ["merge-base", "HEAD", ref]).trim() : "HEAD";
  const changed = git(cwd, ["diff", "--name-only", "--no-renames", "--diff-filter=d", "-z", since]);
  const added = git(cwd, ["ls-files", "--others", "--exclude-standard", "-z"]);
  const files = new Set([...changed.split("\0"), ...added.split("\0")].filter(Boolean));
  return [...files].filter((file) => fs.statSync(path.join(cwd, file), { throwIfNoEntry: false })?.isFile()).sort();
}
