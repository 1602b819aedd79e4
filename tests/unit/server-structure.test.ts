/**
 * The server's structure stays readable: no import cycle between its modules (a cycle makes the
 * order modules load in decide what is defined, and ties two features together that should only
 * share server/http/). Function length is ESLint's `max-lines-per-function` (eslint.config.js).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

function serverModules(dir = "server"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.normalize(path.join(dir, entry.name));
    if (entry.isDirectory()) return serverModules(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

/** The server modules a file imports, types included (a type-only cycle still tangles two modules). */
function serverImports(file: string): string[] {
  return parse(file).statements.flatMap((statement) => {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) return [];
    const target = specifier.text.startsWith("#server/")
      ? path.normalize(specifier.text.replace(/^#server\//, "server/"))
      : specifier.text.startsWith(".")
        ? path.normalize(path.join(path.dirname(file), specifier.text))
        : undefined;
    return target?.startsWith(`server${path.sep}`) ? [target] : [];
  });
}

/** Each import cycle, as the chain of files that closes it (file -> the files it imports). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    const seen = chain.indexOf(file);
    if (seen >= 0) return void cycles.push([...chain.slice(seen), file]);
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...chain, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return cycles;
}

describe("the server's structure", () => {
  const files = serverModules();

  it("reads the server's modules", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it("has no import cycle", () => {
    const graph = new Map(files.map((file) => [file, serverImports(file)]));
    expect(graph.get(path.normalize("server/app.ts"))).toContain(path.normalize("server/admin/api.ts"));
    expect(importCycles(graph).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });

  it("finds a cycle when one is planted", () => {
    const planted = new Map([
      ["server/app.ts", ["server/a.ts"]],
      ["server/a.ts", ["server/b.ts"]],
      ["server/b.ts", ["server/a.ts"]],
    ]);
    expect(importCycles(planted)).toEqual([["server/a.ts", "server/b.ts", "server/a.ts"]]);
  });
});
