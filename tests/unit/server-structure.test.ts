/**
 * The structure stays readable: no import cycle between the server's modules (a cycle makes the
 * order modules load in decide what is defined, and ties two features together that should only
 * share server/platform/), and no area imports another it may not (ADR 036, a lint rule tried here
 * on planted imports). Function length is ESLint's `max-lines-per-function` (eslint.config.js).
 */
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
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

/**
 * Parsing every server module and loading ESLint's whole config take ~0.4 s each on a quiet machine
 * and ten times that beside a second test run on two cores: past Vitest's default 5 s.
 */
const WHOLE_TREE_BUDGET_MS = 30_000;

describe("the server's structure", { timeout: WHOLE_TREE_BUDGET_MS }, () => {
  const files = serverModules();

  it("reads the server's modules", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it("has no import cycle", () => {
    const graph = new Map(files.map((file) => [file, serverImports(file)]));
    expect(graph.get(path.normalize("server/app.ts"))).toContain(path.normalize("server/admin-api.ts"));
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

describe("the product areas (ADR 036)", { timeout: WHOLE_TREE_BUDGET_MS }, () => {
  const eslint = new ESLint();
  /** Whether the lint rule refuses `import { x } from "<specifier>"` written in `file`. */
  async function refused(file: string, specifier: string, typeOnly = false): Promise<boolean> {
    const code = typeOnly ? `import type { X } from "${specifier}";\nexport type Y = X;\n` : `import { x } from "${specifier}";\nexport const y = x;\n`;
    const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
    return result!.messages.some((message) => message.ruleId === "no-restricted-imports");
  }

  it.each([
    ["server/sales/leads/new.ts", "#server/studio/editing.ts", "sales never imports the studio"],
    ["server/sales/leads/new.ts", "#server/site/publishing.ts", "nor the site's engine"],
    ["server/platform/new.ts", "#server/sales/leads/inbox.ts", "the platform imports no area"],
    ["server/auth/new.ts", "#server/main.ts", "no area imports a composition root"],
    ["server/site/new.ts", "#app/site/content/navigation.ts", "the server imports no screen or copy of app/"],
    ["shared/new.ts", "#server/platform/logger.ts", "shared/ imports only shared/"],
    ["app/sales/components/new.tsx", "#app/studio/components/post-panels.tsx", "the sales screens never import the studio's"],
    ["app/admin/components/new.tsx", "#app/sales/components/inbox-parts.tsx", "the admin frame imports no product"],
    ["app/site/routes/new.tsx", "#server/site/publishing.ts", "a page reads the server only through *.server.ts"],
    ["app/site/routes/new.tsx", "#server/site/render/blog.server.ts", "app/ takes only types from server/: the views come in the load context"],
    ["app/new.tsx", "#server/site/render/site-views.server.ts", "nor do app/'s roots"],
    ["app/studio/components/editor/new.test.ts", "#server/site/render/blog.server.ts", "nor its tests"],
    ["server/new.ts", "#app/site/routes/page.tsx", "nor do the server's roots take app/'s code"],
    ["server/site/new.test.ts", "#app/site/lib/load-context.ts", "nor the server's tests"],
    ["app/site/content/new.ts", "#app/site/lib/pricing.ts", "copy comes before logic inside an area"],
    ["app/admin/lib/new.ts", "#server/admin-api.ts", "the admin app takes the API's types, never its code"],
    ["server/site/new.ts", "#sections/faq/view.tsx", "the server never imports a section's view (ADR 047)"],
    ["shared/pages/new.ts", "#sections/faq/view.tsx", "nor does shared/"],
    ["sections/faq/section.ts", "#app/site/lib/icons.tsx", "a section's schema runs on the server: shared/ only"],
    ["sections/faq/view.tsx", "#server/site/render/blog.server.ts", "a section's view reads no server module"],
  ])("refuses %s importing %s: %s", async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(true);
  });

  it.each([
    ["server/studio/new.ts", "#server/site/publishing.ts"],
    ["server/sales/leads/new.ts", "#server/auth/http.ts"],
    ["server/sales/leads/new.ts", "#shared/lead-status.ts"],
    ["app/studio/components/new.tsx", "#app/site/components/sections/article-text.tsx"],
    ["server/main.ts", "#server/sales/leads/inbox.ts"],
    ["server/site/new.ts", "#sections/registry.ts"],
    ["sections/faq/view.tsx", "#app/site/components/sections/section.tsx"],
    ["app/site/routes/new.tsx", "#sections/page-sections.tsx"],
  ])("allows %s importing %s", async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(false);
  });

  it("lets app/ and server/ share types, never code", async () => {
    expect(await refused("app/site/routes/new.tsx", "#server/site/render/site-views.server.ts", true)).toBe(false);
    expect(await refused("app/new.tsx", "#server/site/render/blog-search.server.ts", true)).toBe(false);
    expect(await refused("server/new.ts", "#app/site/lib/load-context.ts", true)).toBe(false);
  });

  it("allows the admin app the API's types (Hono RPC), and no other area's", async () => {
    expect(await refused("app/admin/lib/new.ts", "#server/admin-api.ts", true)).toBe(false);
    expect(await refused("app/sales/lib/new.ts", "#server/sales/leads/inbox.ts", true)).toBe(true);
  });
});
