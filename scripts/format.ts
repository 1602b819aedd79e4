/**
 * Prettier (ADR 046) on the files this branch changed: `--check` (part of `npm run lint`) names
 * the ones not formatted; `--write` (`npm run format`) formats them. The rest of the tree is left
 * as it is, so a file is formatted whole the first time someone changes it.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import * as prettier from "prettier";
import { changedFiles } from "#scripts/lib/changed-files.ts";

// Code and styles; Markdown is wrapped by hand and Prettier would redraw its tables.
const FORMATTED = /\.(ts|tsx|js|mjs|cjs|css|json)$/;

async function needsFormatting(root: string, file: string, write: boolean): Promise<boolean> {
  const filepath = path.join(root, file);
  const info = await prettier.getFileInfo(filepath, { ignorePath: [path.join(root, ".gitignore"), path.join(root, ".prettierignore")] });
  if (info.ignored || !info.inferredParser) return false;
  const text = await fs.readFile(filepath, "utf8");
  const formatted = await prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
  if (formatted === text) return false;
  if (write) await fs.writeFile(filepath, formatted);
  return true;
}

const write = process.argv.includes("--write");
const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const files = changedFiles(root).filter((file) => FORMATTED.test(file));
const unformatted: string[] = [];
for (const file of files) if (await needsFormatting(root, file, write)) unformatted.push(file);

if (write) console.log(`Formatted ${unformatted.length} of ${files.length} changed files${unformatted.length ? `: ${unformatted.join(", ")}` : "."}`);
else if (unformatted.length) {
  console.error(`Not formatted (npm run format formats them):\n${unformatted.map((file) => `  ${file}`).join("\n")}`);
  process.exitCode = 1;
} else console.log(`Formatting: ${files.length} changed file${files.length === 1 ? "" : "s"} checked, all formatted.`);
