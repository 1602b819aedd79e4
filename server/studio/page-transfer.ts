/**
 * Pages in and out of the store as one readable file each (YAML, or JSON), the form of
 * content/pages: an export is a backup and a review in git, an import reads them back with the
 * schema the editor uses, all or nothing, every mistake named with its file and field (ADR 040).
 */
import { isDeepStrictEqual } from "node:util";
import { inArray, isNull } from "drizzle-orm";
import { stringify } from "yaml";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { pages, type PageRow } from "#server/platform/db/content-schema.ts";
import { parsePageFile, parseSchemaFile } from "#server/site/render/page-files.server.ts";
import { readMenus } from "#server/site/menus.ts";
import { siteMenus } from "#shared/pages/menus.ts";
import { replaceMenus } from "./menus.ts";
import { missingImages } from "./page-images.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { ImportError } from "./import-error.ts";
import { PublishingError } from "#server/documents/kind.ts";
import { publish, update, writeCopy } from "#server/documents/workflow.ts";
import type { PageKind } from "./page-kind.ts";

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
  const rows = await db.select().from(pages).where(isNull(pages.translationOf)).orderBy(pages.path);
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
 * Adds a page at a new address (a draft) and updates the page at a known one (as a save in the
 * studio does: a draft's copy is replaced, a live or scheduled page's waits as its edits for an
 * editor). With `publish`, each then goes on the site by the workflow's own step, by "cli"
 * (`publishImported`). All in one transaction: one file refused imports nothing.
 */
export async function importPages(
  db: Database,
  kind: PageKind,
  files: PageFile[],
  { publish = false, actor = "import", now = new Date() }: { publish?: boolean; actor?: string; now?: Date } = {},
): Promise<PageImportReport> {
  const documents = parseAll(files);
  return db.transaction(async (tx) => {
    const known = new Map<string, PageRow>();
    if (documents.length) {
      const rows = await tx
        .select()
        .from(pages)
        .where(
          inArray(
            pages.path,
            documents.map((document) => document.path),
          ),
        )
        .for("update");
      for (const row of rows) known.set(row.path, row);
    }
    const missing: string[] = [];
    for (const [index, document] of documents.entries()) {
      const file = files[index]!;
      for (const [field, problem] of Object.entries(await missingImages(tx, document))) missing.push(`${file.where ?? file.fileName}: ${fieldInWords(document, field)}: ${problem}`);
    }
    if (missing.length) throw new ImportError(missing.join("\n"));
    const report: PageImportReport = { created: [], updated: [] };
    for (const [index, document] of documents.entries()) {
      const row = known.get(document.path);
      // An export read back in changes nothing.
      if (row && row.pending === null && isDeepStrictEqual(row.document, document) && (!publish || row.status === "published")) {
        report.updated.push(document.path);
        continue;
      }
      const written = row
        ? await writeCopy(kind, tx, row, document, { actor, now })
        : (await tx.insert(pages).values({ path: document.path, document, status: "draft", createdAt: now, updatedAt: now, updatedBy: actor }).returning())[0]!;
      (row ? report.updated : report.created).push(document.path);
      if (publish) await publishImported(kind, tx, written, files[index]!, now);
    }
    return report;
  });
}

/**
 * An imported page on the site by the workflow's step the studio offers for it, by "cli": a live
 * page's edits by its update (none when the file is what the site shows), any other page by its
 * publish. Refused, it is refused in the studio's words, naming the file.
 */
async function publishImported(kind: PageKind, tx: Executor, row: PageRow, file: PageFile, now: Date): Promise<void> {
  const by = { actor: "cli", now };
  // The engine's steps are transactions of their own: in the import's, each is a savepoint of it.
  const db = tx as Database;
  try {
    if (row.status !== "published") await publish(kind, db, row.id, by);
    else if (row.pending !== null) await update(kind, db, row.id, by);
  } catch (error) {
    if (error instanceof PublishingError) throw new ImportError(`${file.where ?? file.fileName}: ${error.message}`);
    throw error;
  }
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
