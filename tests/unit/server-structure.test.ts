/**
 * The server's structure stays readable: no function longer than a screenful or two, and no import
 * cycle between its modules (a cycle makes the order modules load in decide what is defined, and
 * ties two features together that should only share server/http/).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const MAX_FUNCTION_LINES = 100;

function serverModules(dir = "server"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.normalize(path.join(dir, entry.name));
    if (entry.isDirectory()) return serverModules(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

interface Span {
  where: string;
  lines: number;
}

/** Every function, arrow and method in a file, with the lines it spans (nested closures included). */
function functionSpans(source: ts.SourceFile): Span[] {
  const spans: Span[] = [];
  const line = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = line(node.getStart(source));
      const name = node.name?.getText(source) ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : "(anonymous)");
      spans.push({ where: `${source.fileName}:${start + 1} ${name}`, lines: line(node.getEnd()) - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

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

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = files.flatMap((file) => functionSpans(parse(file))).filter((span) => span.lines > MAX_FUNCTION_LINES);
    expect(long.map((span) => `${span.where}: ${span.lines} lines`)).toEqual([]);
  });

  it("measures a function with its nested closures", () => {
    const body = Array.from({ length: 101 }, (_, i) => `  const f${i} = () => ${i};`).join("\n");
    const source = ts.createSourceFile("planted.ts", `export function planted() {\n${body}\n}\n`, ts.ScriptTarget.Latest, true);
    expect(functionSpans(source).find((span) => span.where.endsWith(" planted"))?.lines).toBe(103);
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
