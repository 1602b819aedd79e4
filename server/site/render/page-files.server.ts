/**
 * Pages as files: content/pages/*.yaml, one page each, in the form `content export` writes. They
 * are the seed a store imports on its first start, and what `npm run dev` shows without one.
 */
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { pageDocument, type PageDocument } from "#shared/pages/page.ts";
import { problemsInWords } from "#shared/pages/problems.ts";

export const PAGES_DIR = path.resolve(process.cwd(), "content/pages");

/** One file read and checked against `schema`: its data, or why not, in words that name the file and the field. */
export function parseSchemaFile<Schema extends z.ZodType>(schema: Schema, where: string, source: string): z.output<Schema> {
  let data: unknown;
  try {
    data = where.endsWith(".json") ? JSON.parse(source) : parseYaml(source);
  } catch (error) {
    throw new Error(`${where}: not readable ${where.endsWith(".json") ? "JSON" : "YAML"}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${where}:\n${problemsInWords(parsed.error, data).join("\n")}`);
  return parsed.data;
}

/** One page file read and checked. */
export const parsePageFile = (where: string, source: string): PageDocument => parseSchemaFile(pageDocument, where, source);

/** Every page file of `dir`, by address; two files at one address stop the read. */
export function readPageFiles(dir = PAGES_DIR): PageDocument[] {
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /\.(ya?ml|json)$/.test(name)).sort() : [];
  const byPath = new Map<string, string>();
  return names.map((name) => {
    const page = parsePageFile(path.join(path.basename(dir), name), fs.readFileSync(path.join(dir, name), "utf8"));
    const other = byPath.get(page.path);
    if (other) throw new Error(`${name} and ${other} are both the page at ${page.path}`);
    byPath.set(page.path, name);
    return page;
  });
}
