/**
 * The media library's files that are not images (PDFs first): what a form gives in exchange for a
 * lead (gated content). An upload is checked by its bytes (a PDF starts with `%PDF-`; the name and
 * the type the browser claims decide nothing), kept with its sha256, and never served at an address
 * of its own: only through a signed link that expires (server/site/downloads.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { desc, eq, or, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { forms, mediaFiles } from "#server/platform/db/content-schema.ts";
import { isStorableText, UNSTORABLE_TEXT_PROBLEM } from "#shared/stored-text.ts";

/** The largest file the library takes: a long report with pictures, not a video (docs/content.md). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
export const FILE_TITLE_MAX_LENGTH = 120;
const FILE_NAME_MAX_LENGTH = 120;

/** The types the library takes, each known by how its bytes start. */
const FILE_TYPES = [{ contentType: "application/pdf", ending: "pdf", magic: Buffer.from("%PDF-", "latin1") }];

/** An upload or a change refused, in words the studio shows as they are. */
export class FileRefused extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409 | 422 = 422,
  ) {
    super(message);
  }
}

export interface LibraryFile {
  id: string;
  name: string;
  title: string;
  size: number;
  contentType: string;
  createdAt: Date;
}

const listed = { id: mediaFiles.id, name: mediaFiles.name, title: mediaFiles.title, size: mediaFiles.size, contentType: mediaFiles.contentType, createdAt: mediaFiles.createdAt };

/** The name as a download offers it: no folders, no control characters, at most 120 characters, ending as its type does. */
export function cleanFileName(fileName: string, ending: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, "")
    .trim()
    .replace(/^\.+/, "");
  const stem = base.replace(/\.[^.]*$/, "").slice(0, FILE_NAME_MAX_LENGTH - ending.length - 1) || "file";
  return `${stem}.${ending}`;
}

function sizeInWords(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Checks and keeps an uploaded file; answers what the library lists of it. */
export async function uploadFile(db: Database, file: { fileName: string; body: Buffer; title?: string }, { actor, now = new Date() }: { actor: string; now?: Date }): Promise<LibraryFile> {
  const named = `"${file.fileName.slice(0, FILE_NAME_MAX_LENGTH)}"`;
  if (file.body.length > MAX_FILE_BYTES) throw new FileRefused(`${named} is ${sizeInWords(file.body.length)}; a file may be at most ${sizeInWords(MAX_FILE_BYTES)}.`);
  if (!file.body.length) throw new FileRefused(`${named}: the file is empty. Choose the file again.`);
  const kind = FILE_TYPES.find(({ magic }) => file.body.subarray(0, magic.length).equals(magic));
  if (!kind) throw new FileRefused(`${named} is not a PDF (the file's content decides, not its name). Export or print it as a PDF, then upload that file.`);
  const name = cleanFileName(file.fileName, kind.ending);
  const title = checkedTitle(file.title?.trim() || name.replace(/\.[^.]*$/, ""));
  const row = {
    id: `file_${randomBytes(12).toString("base64url")}`,
    name,
    title,
    contentType: kind.contentType,
    size: file.body.length,
    sha256: createHash("sha256").update(file.body).digest("hex"),
    body: file.body,
    uploadedBy: actor,
    createdAt: now,
  };
  await db.insert(mediaFiles).values(row);
  return { id: row.id, name, title, size: row.size, contentType: row.contentType, createdAt: now };
}

function checkedTitle(title: string): string {
  if (!title.trim()) throw new FileRefused("Give the file a title.");
  if (!isStorableText(title)) throw new FileRefused(UNSTORABLE_TEXT_PROBLEM);
  if (title.length > FILE_TITLE_MAX_LENGTH) throw new FileRefused(`A title may be at most ${FILE_TITLE_MAX_LENGTH} characters.`);
  return title.trim();
}

/** The library's files, newest first (never their bytes). */
export async function listFiles(db: Database): Promise<LibraryFile[]> {
  return db.select(listed).from(mediaFiles).orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id));
}

/** What the team calls the file; its name (offered to whoever downloads it) stays as uploaded. */
export async function retitleFile(db: Database, id: string, title: string): Promise<LibraryFile> {
  const [changed] = await db
    .update(mediaFiles)
    .set({ title: checkedTitle(title) })
    .where(eq(mediaFiles.id, id))
    .returning(listed);
  if (!changed) throw new FileRefused("There is no such file in the library.", 404);
  return changed;
}

/**
 * The forms that offer a file, as written or as their pending edits have it (forms are a kind the
 * studio keeps, so it reads their table itself).
 */
export async function formsOffering(db: Executor, id: string): Promise<string[]> {
  const offers = (column: typeof forms.document | typeof forms.pending) => sql`${column} -> 'download' ->> 'file' = ${id}`;
  const rows = await db
    .select({ name: sql<string>`${forms.document} ->> 'name'` })
    .from(forms)
    .where(or(offers(forms.document), offers(forms.pending)))
    .orderBy(forms.id);
  return rows.map((row) => row.name);
}

/**
 * Deletes a file no form offers; a form that offers it must choose another first (its visitors
 * would get a link to nothing). Links given earlier stop working: the file is gone.
 */
export async function deleteFile(db: Database, id: string): Promise<LibraryFile> {
  return db.transaction(async (tx) => {
    const [file] = await tx.select(listed).from(mediaFiles).where(eq(mediaFiles.id, id)).for("update");
    if (!file) throw new FileRefused("There is no such file in the library.", 404);
    const offering = await formsOffering(tx, id);
    if (offering.length > 0) {
      const names = offering.map((form) => `"${form}"`).join(", ");
      throw new FileRefused(`"${file.title}" is offered by the form${offering.length === 1 ? "" : "s"} ${names}. Choose another file there (or remove the download), then delete this one.`, 409);
    }
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, id));
    return file;
  });
}
