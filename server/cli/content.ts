/**
 * Operator CLI for the blog's store: `npm run content -- <command>` (server/studio/commands.ts).
 * Same configuration as the server (DATA_DIR or DATABASE_URL); it talks to the database, the
 * running server's own PostgreSQL or one it starts for the command (ADR 034). This process reads an import's files and writes an export's, so paths are the operator's own.
 * A command loads its own code when it runs (import()): the usage loads nothing, a publish no import code (issue 74).
 */
import fs from "node:fs";
import path from "node:path";
import type { ExportFiles, TranslationFileInput } from "#server/studio/commands.ts";
import { CONTENT_USAGE, isContentCommand } from "#server/studio/content-usage.ts";
import { terminalSafe } from "#server/platform/terminal-safe.ts";
import { option } from "#server/platform/cli-option.ts";

async function main(argv: string[]): Promise<number> {
  const [command, target] = argv;
  // The usage needs no store: opening one could start a PostgreSQL in DATA_DIR first.
  if (!isContentCommand(command)) {
    console.log(CONTENT_USAGE);
    return command === undefined || command === "help" ? 0 : 2;
  }
  const { cliConfig, openCliDatabase } = await import("./store.ts");
  const config = cliConfig();
  // Import and export read and write the operator's files: this process's business, not the command's.
  const withFiles = command === "import" || command === "export";
  if (withFiles && !target) {
    console.error(`Name the ${command === "import" ? "file or folder to import" : "folder to export into"}: npm run content -- ${command} <path>`);
    return 2;
  }
  const files = withFiles ? await import("./content-files.ts") : undefined;
  const args = withFiles ? [command, ...argv.slice(2)] : argv;
  const foreign = command === "import" ? await files!.readForeignImport(target!) : undefined;
  for (const note of foreign?.notes ?? []) console.log(`Note: ${terminalSafe(note)}`);
  const input = command === "import" ? (foreign ?? files!.readImport(target!)) : command === "translation-import" ? translatedFile(argv[2]) : undefined;
  const { runContentCommand } = await import("#server/studio/commands.ts");
  const lines: string[] = [];
  let code: number;
  const database = await openCliDatabase(config);
  try {
    const loadPageKind = async () => (await import("#server/document-kinds.ts")).pageKind;
    code = await runContentCommand(args, input, { db: database.db, loadPageKind }, (text) => lines.push(text));
  } finally {
    await database.close();
  }
  const out = option(argv, "--out");
  if (command === "export" && code === 0) {
    const written = files!.writeExport(target!, JSON.parse(lines.join("\n")) as ExportFiles);
    console.log(`Wrote ${written} files to ${target}`);
  } else if (command === "translation-export" && code === 0 && out) {
    fs.writeFileSync(out, `${lines.join("\n")}\n`);
    console.log(`Wrote ${target}'s words to ${out}`);
  } else for (const line of lines) console.log(line);
  return code;
}

/** The agency's file for translation-import, as this process reads the operator's files. */
function translatedFile(file: string | undefined): TranslationFileInput | undefined {
  if (file === undefined) return undefined;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new Error(`${file}: no such file`);
  return { fileName: path.basename(file), content: fs.readFileSync(file, "utf8") };
}

// Run only when executed as the CLI bundle, not when imported by tests.
if (process.argv[1] && path.basename(process.argv[1]).startsWith("content")) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`Error: ${terminalSafe((error as Error).message)}`);
      process.exit(1);
    },
  );
}
