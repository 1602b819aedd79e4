/**
 * The studio's import (Posts › Import): files a person uploads, a Ghost export (.json), a WordPress
 * export (.xml) or Markdown files with frontmatter (.md, with the images they name and an
 * authors.yaml), read by the same readers and checked by the same import as the CLI's
 * (ghost-export.ts, wordpress-export.ts, foreign-import.ts, transfer.ts). First a plan of what would
 * be created, then the import itself, as drafts: nothing the site shows changes. Every refusal is an
 * ImportError in words; the files are someone else's, so their sizes and counts are bounded.
 */
import path from "node:path";
import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { posts } from "#server/platform/db/content-schema.ts";
import type { ImageFile } from "#server/site/images.ts";
import { isGhostExport, readGhostExport } from "./ghost-export.ts";
import { isWordPressExport, readWordPressExport } from "./wordpress-export.ts";
import { ImportError } from "./import-error.ts";
import type { ReadExport } from "./foreign-import.ts";
import type { PostDocument } from "./transfer.ts";

/** The largest upload: a blog of a few hundred posts with its export, or Markdown files and their images. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Files in one upload. */
export const IMPORT_MAX_FILES = 200;
/** Posts in one upload: converting each holds the thread a moment; larger blogs go through the CLI. */
export const IMPORT_MAX_POSTS = 1_000;

const LARGER_IMPORTS = "import a larger one with npm run content -- import";

export interface UploadedFile {
  name: string;
  body: Buffer;
}

export type ImportSource = "ghost" | "wordpress" | "markdown";

/** An upload read as the import's input, with the notes on what was filled in or left out. */
export interface UploadedImport {
  source: ImportSource;
  documents: PostDocument[];
  images: ImageFile[];
  authorsYaml: string | undefined;
  notes: string[];
}

const isExport = (name: string) => /\.(json|xml)$/i.test(name);
const isMarkdown = (name: string) => /\.(md|markdown)$/i.test(name);
const isImage = (name: string) => /\.(jpe?g|png|webp|avif|gif)$/i.test(name);

/** A file's text, or the refusal of one that is not UTF-8 text. */
function textOf(file: UploadedFile): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(file.body).replace(/^\uFEFF/, "");
  } catch {
    throw new ImportError(`${file.name} is not a text file (UTF-8): export it again, or choose the export itself rather than a zip.`);
  }
}

/** The upload as the import reads it, or an ImportError saying what is wrong with it. */
export async function readUpload(uploaded: UploadedFile[]): Promise<UploadedImport> {
  // A name is only a name: never a path, and never longer than a file system would allow.
  const files = uploaded.map((file) => ({ ...file, name: path.basename(file.name.replace(/\\/g, "/")).slice(0, 255) || "unnamed" }));
  if (files.length === 0) throw new ImportError("Choose a file: a Ghost export (.json), a WordPress export (.xml) or Markdown files (.md).");
  if (files.length > IMPORT_MAX_FILES) throw new ImportError(`That is ${files.length} files; choose at most ${IMPORT_MAX_FILES} at a time.`);
  const other = files.find((file) => !isExport(file.name) && !isMarkdown(file.name) && !isImage(file.name) && file.name !== "authors.yaml");
  if (other) throw new ImportError(`${other.name} is not a file this import reads: choose a Ghost export (.json), a WordPress export (.xml), or Markdown files (.md) with their images.`);
  const exports = files.filter((file) => isExport(file.name));
  const markdown = files.filter((file) => isMarkdown(file.name));
  const images = files.filter((file) => isImage(file.name));
  if (exports.length > 1) throw new ImportError("Choose one export at a time.");
  if (exports.length && markdown.length) throw new ImportError("Choose either an export or Markdown files, not both.");
  if (!exports.length && !markdown.length) throw new ImportError("Choose the export (.json or .xml) or the Markdown files (.md) with the images.");
  return exports[0]
    ? readExport(exports[0], images)
    : readMarkdown(
        markdown,
        images,
        files.find((file) => file.name === "authors.yaml"),
      );
}

async function readExport(file: UploadedFile, images: UploadedFile[]): Promise<UploadedImport> {
  const text = textOf(file);
  let source: ImportSource;
  let read: ReadExport;
  if (/\.json$/i.test(file.name)) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ImportError(`${file.name} is not valid JSON (${(error as Error).message}): export it again from Ghost (Settings › Import/Export).`);
    }
    if (!isGhostExport(json)) throw new ImportError(`${file.name} is not a Ghost export: it has no posts where Ghost writes them. Export it from Ghost (Settings › Import/Export).`);
    source = "ghost";
    read = withinDepth(file.name, () => readGhostExport(json, file.name));
  } else {
    if (!isWordPressExport(text)) throw new ImportError(`${file.name} is not a WordPress export: export it from WordPress (Tools › Export › Posts).`);
    source = "wordpress";
    try {
      read = readWordPressExport(text, file.name);
    } catch (error) {
      if (error instanceof ImportError) throw error;
      throw new ImportError(`${file.name} is not well-formed XML (${(error as Error).message.split("\n")[0]}): export it again from WordPress.`);
    }
  }
  if (read.posts.length > IMPORT_MAX_POSTS)
    throw new ImportError(`${file.name} has ${read.posts.length.toLocaleString("en-US")} posts; the studio imports at most ${IMPORT_MAX_POSTS.toLocaleString("en-US")} at a time: ${LARGER_IMPORTS}.`);
  if (read.posts.length === 0) throw new ImportError(`${file.name} has no posts to import.`);
  // The export's images, when chosen with it: found by file name, as the export names them.
  const byName = new Map(images.map((image) => [image.name.toLowerCase(), image.body]));
  const { convertExport } = await import("./foreign-import.ts");
  const converted = await withinDepth(file.name, () => convertExport(source, read, file.name, (relative) => byName.get(path.posix.basename(relative).toLowerCase())));
  return { source, documents: converted.documents, images: converted.images, authorsYaml: converted.authorsYaml, notes: converted.notes };
}

/** Reading a text nested thousands deep runs out of stack: the file's fault, said as such. */
function withinDepth<T>(name: string, read: () => T): T {
  const refused = (error: unknown) => {
    if (error instanceof RangeError) throw new ImportError(`${name}: a post's text is nested too deeply to read; export it again.`);
    throw error;
  };
  try {
    const result = read();
    return (result instanceof Promise ? result.catch(refused) : result) as T;
  } catch (error) {
    return refused(error);
  }
}

function readMarkdown(files: UploadedFile[], images: UploadedFile[], authors: UploadedFile | undefined): UploadedImport {
  if (files.length > IMPORT_MAX_POSTS) throw new ImportError(`That is ${files.length} posts; the studio imports at most ${IMPORT_MAX_POSTS.toLocaleString("en-US")} at a time: ${LARGER_IMPORTS}.`);
  return {
    source: "markdown",
    // Named as the CLI names a file of a folder: the slug in its frontmatter must match it.
    documents: files.map((file) => ({ fileName: file.name.replace(/\.markdown$/i, ".md"), source: textOf(file), where: file.name })),
    images: images.map((image) => ({ name: `images/${image.name}`, body: image.body })),
    authorsYaml: authors && textOf(authors),
    notes: [],
  };
}

/** What an upload would do: the import's own plan (transfer.ts) with the tags it brings and the notes. */
export async function planUpload(db: Database, upload: UploadedImport) {
  const { planImport } = await import("./transfer.ts");
  const plan = await planImport(db, upload.documents, { images: upload.images, authorsYaml: upload.authorsYaml });
  const tags = [...new Set(plan.posts.flatMap((post) => [post.category, ...post.tags]))].sort((a, b) => a.localeCompare(b));
  return { source: upload.source, ...plan, tags, notes: upload.notes };
}

/** The upload imported as drafts (a live post's import waits as its edits): the posts it made or changed, with their ids. */
export async function importUpload(db: Database, upload: UploadedImport, actor: string) {
  const { importPosts } = await import("./transfer.ts");
  const report = await importPosts(db, upload.documents, { images: upload.images, authorsYaml: upload.authorsYaml, draftsOnly: true, actor });
  const slugs = [...report.created, ...report.updated];
  const rows = slugs.length
    ? await db
        .select({ id: posts.id, slug: posts.slug, title: posts.title, status: posts.status })
        .from(posts)
        .where(and(isNull(posts.translationOf), inArray(posts.slug, slugs)))
    : [];
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const listed = (list: string[]) => list.flatMap((slug) => (bySlug.has(slug) ? [bySlug.get(slug)!] : []));
  return { created: listed(report.created), updated: listed(report.updated), authors: report.authors, images: upload.images.length };
}
