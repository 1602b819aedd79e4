/**
 * Pages in and out of the store as one readable file each (YAML, or JSON), the form of
 * content/pages: an export is a backup and a review in git, an import reads them back with the
 * schema the editor uses, all or nothing, every mistake named with its file and field (ADR 040).
 */
import { isDeepStrictEqual } from "node:util";
import { eq, inArray } from "drizzle-orm";
import { stringify } from "yaml";
import type { Database } from "#server/platform/db/database.ts";
import { pages, type PageRow } from "#server/platform/db/content-schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { parsePageFile, parseSchemaFile } from "#server/site/render/page-files.server.ts";
import { readMenus } from "#server/site/menus.ts";
import { siteMenus } from "#shared/pages/menus.ts";
import { replaceMenus } from "./menus.ts";
import { missingImages } from "./page-images.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { ImportError } from "./import-error.ts";
import { holdsEdits } from "#server/documents/workflow.ts";

/** One page file: its name and text; `where` names it in messages. */
export interface PageFile {
  fileName: string;
  source: string;
  where?: string;
}

export interface PageImportReport {
  created: string[];
  updated: string[];
}

/** A page's file name from its address: "/" is home.yaml, "/solutions/marketing" solutions-marketing.yaml. */
export function pageFileName(path: string): string {
  if (path === "/") return "home.yaml";
  if (path === NOT_FOUND_PATH) return "not-found.yaml";
  return `${path.slice(1).replaceAll("/", "-")}.yaml`;
}

/** Every page as the site shows it (a page never published: its draft), by address. */
export async function exportPages(db: Database): Promise<PageFile[]> {
  const rows = await db.select().from(pages).orderBy(pages.path);
  return rows.map((row) => ({ fileName: pageFileName(row.path), source: stringify(row.document, { lineWidth: 0 }) }));
}

/** Reads every file first: one mistake anywhere imports nothing. */
function parseAll(files: PageFile[]): PageDocument[] {
  const problems: string[] = [];
  const documents: PageDocument[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const where = file.where ?? file.fileName;
    try {
      const document = parsePageFile(where, file.source);
      const other = seen.get(document.path);
      if (other) problems.push(`${where}: the page at ${document.path} is also in ${other}`);
      seen.set(document.path, where);
      documents.push(document);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length) throw new ImportError(problems.join("\n"));
  return documents;
}

/** "sections.2.image.name" as the schema's messages say it: "sections 3 (image-text) › image › name". */
function fieldInWords(document: PageDocument, field: string): string {
  const [, at, rest = ""] = /^sections\.(\d+)(.*)$/.exec(field) ?? [];
  if (at === undefined) return field.replaceAll(".", " › ");
  return `sections ${Number(at) + 1} (${document.sections[Number(at)]!.type})${rest.replaceAll(".", " › ")}`;
}

/**
 * Adds a page at a new address (a draft, or live with `publish`) and updates the page at a known
 * one: with `publish` its document goes live; without, it waits as the page's edits for an editor
 * (a draft's copy is replaced). In one transaction, with one new generation when anything live changed.
 */
export async function importPages(db: Database, files: PageFile[], { publish = false, actor = "import", now = new Date() }: { publish?: boolean; actor?: string; now?: Date } = {}): Promise<PageImportReport> {
  const documents = parseAll(files);
  return db.transaction(async (tx) => {
    const known = new Map<string, PageRow>();
    if (documents.length) {
      const rows = await tx.select().from(pages).where(inArray(pages.path, documents.map((document) => document.path))).for("update");
      for (const row of rows) known.set(row.path, row);
    }
    const missing: string[] = [];
    for (const [index, document] of documents.entries()) {
      const file = files[index]!;
      for (const [field, problem] of Object.entries(await missingImages(tx, document))) missing.push(`${file.where ?? file.fileName}: ${fieldInWords(document, field)}: ${problem}`);
    }
    if (missing.length) throw new ImportError(missing.join("\n"));
    const report: PageImportReport = { created: [], updated: [] };
    let live = false;
    for (const document of documents) {
      const row = known.get(document.path);
      const stamp = { updatedAt: now, updatedBy: actor, editSession: null };
      if (!row) {
        await tx.insert(pages).values({ path: document.path, document, status: publish ? "published" : "draft", publishAt: publish ? now : null, createdAt: now, ...stamp });
        report.created.push(document.path);
        live ||= publish;
        continue;
      }
      // An export read back in changes nothing.
      if (row.pending === null && isDeepStrictEqual(row.document, document) && (!publish || row.status === "published")) {
        report.updated.push(document.path);
        continue;
      }
      const change = publish
        ? { document, pending: null, status: "published" as const, publishAt: row.status === "published" ? row.publishAt : now }
        : holdsEdits(row.status)
          ? { pending: document }
          : { document, pending: null };
      await tx.update(pages).set({ ...change, ...stamp, revision: row.revision + 1 }).where(eq(pages.id, row.id));
      report.updated.push(document.path);
      live ||= publish;
    }
    if (live) await nextGeneration(tx);
    return report;
  });
}

/** The header's and footer's menus as the site shows them. */
export async function exportMenus(db: Database): Promise<PageFile> {
  const { menus } = await readMenus(db);
  return { fileName: "menus.yaml", source: stringify(menus, { lineWidth: 0 }) };
}

/** Checks a menus file, every mistake named by file and field; throws ImportError. */
export function parseMenusFile(file: PageFile) {
  try {
    return parseSchemaFile(siteMenus, file.where ?? file.fileName, file.source);
  } catch (error) {
    throw new ImportError((error as Error).message);
  }
}

/** Puts the menus file's menus live (they have no draft); answers whether they changed. */
export async function importMenus(db: Database, file: PageFile, { actor = "import", now = new Date() }: { actor?: string; now?: Date } = {}): Promise<boolean> {
  const menus = parseMenusFile(file);
  return db.transaction((tx) => replaceMenus(tx, menus, { actor, now }));
}
