/**
 * The operator CLIs start at once (issue 74): a command loads its own code when it runs, so the
 * usage loads next to nothing and a publish none of the import's code. Read from the bundle's module
 * graph (esbuild's metafile, written by scripts/build-server.ts), in bytes and names, not timed.
 */
import fs from "node:fs";
import type { Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";

const meta = JSON.parse(fs.readFileSync("build/node-metafile.json", "utf8")) as Metafile;

/** The output file that `source` became: a CLI's entry, or the chunk of a module a command imports with import(). */
function outputOf(source: string): string {
  const found = Object.keys(meta.outputs).find((file) => meta.outputs[file]!.entryPoint === source);
  if (!found) throw new Error(`${source} is neither an entry nor imported with import() in the bundle`);
  return found;
}

/** What runs once `sources` are loaded: their files and every chunk they import statically, with the packages and source modules in them. */
function loadedBy(...sources: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const next = sources.map(outputOf);
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const { path, kind, external } of meta.outputs[file]!.imports) {
      if (kind !== "import-statement") continue;
      if (!external) next.push(path);
      else if (!path.startsWith("node:")) packages.add(path);
    }
  }
  const modules = [...files].flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
  // A package bundled into the chunks (scripts/build-server.ts, BUNDLED) is loaded as much as one in node_modules.
  for (const module of modules) {
    const bundled = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module)?.[1];
    if (bundled) packages.add(bundled);
  }
  const bytes = [...files].reduce((sum, file) => sum + meta.outputs[file]!.bytes, 0);
  /** The source modules among them that import `name` (a package). */
  const importersOf = (name: string) => modules.filter((module) => meta.inputs[module]?.imports.some((imported) => imported.path === name)).sort();
  return { packages: [...packages].sort(), modules, bytes, importersOf };
}

const USAGE_BUDGET_BYTES = 12 * 1024;

describe("the usage", () => {
  it.each(["server/cli/content.ts", "server/cli/leads.ts"])(`of %s loads no package and under ${USAGE_BUDGET_BYTES / 1024} KB of the bundle`, (entry) => {
    const usage = loadedBy(entry);
    expect(usage.packages).toEqual([]);
    expect(usage.bytes).toBeLessThanOrEqual(USAGE_BUDGET_BYTES);
  });
});

describe("content publish", () => {
  let publish: ReturnType<typeof loadedBy>;
  // The modules content.ts imports for a command against the store other than import and export.
  beforeAll(() => void (publish = loadedBy("server/cli/content.ts", "server/cli/store.ts", "server/studio/commands.ts")));

  it("loads the store and the workflow: what it needs", () => {
    expect(publish.packages).toEqual(expect.arrayContaining(["drizzle-orm", "pg"]));
    expect(publish.modules.filter((module) => module.includes("node_modules/drizzle-orm/node-postgres/"))).not.toEqual([]);
    expect(publish.modules).toEqual(expect.arrayContaining(["server/documents/workflow.ts", "server/studio/post-kind.ts"]));
  });

  it("loads no import or export code: neither the XML parser, the Markdown pipeline, YAML nor sharp", () => {
    expect(publish.packages.filter((name) => /^(fast-xml-parser|unified|remark-|rehype-|yaml$|sharp$)/.test(name))).toEqual([]);
    expect(publish.modules.filter((module) => /(ghost-export|wordpress-export|foreign-import|transfer|content-files)\.ts$/.test(module))).toEqual([]);
  });

  it("loads one zod schema, the environment's: no section's, page's or form's", () => {
    expect(publish.importersOf("zod")).toEqual(["server/config.ts"]);
    expect(publish.modules.filter((module) => module.startsWith("sections/"))).toEqual([]);
  });

  it("loads no migrator: the database loads it only when a migration is pending", () => {
    expect(publish.packages.filter((name) => name.includes("migrator"))).toEqual([]);
    expect(publish.modules.filter((module) => module.includes("migrator"))).toEqual([]);
  });
});
