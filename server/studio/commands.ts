/**
 * The operator's commands over the blog's store (`npm run content -- <command>`), run by the CLI
 * (server/cli/content.ts) against the database, or by the server for it over the admin channel.
 * Files are read and written by the CLI; here they travel as data (`input`, and the export's output).
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { forms, pages, posts, redirects, type PostRow } from "#server/platform/db/content-schema.ts";
import { terminalSafe, terminalSafeLines } from "#server/platform/terminal-safe.ts";
import { PublishingError } from "#server/documents/kind.ts";
import { publish, schedule, scheduleUnpublish, unpublish } from "#server/documents/workflow.ts";
import { postKind } from "./post-kind.ts";
import { FieldsRefused } from "#server/platform/field-problems.ts";
import { scheduleRangeProblem } from "#server/documents/schedule-time.ts";
import { ImportError } from "./import-error.ts";
import type { PostDocument } from "./transfer.ts";
import type { PageFile } from "./page-transfer.ts";
import type { PageKind } from "./page-kind.ts";
import { CONTENT_USAGE } from "./content-usage.ts";
import { option } from "#server/platform/cli-option.ts";
import { articleSlugOf } from "#shared/blog-paths.ts";
import { splitLocalePath } from "#shared/i18n/addresses.ts";
import type { TranslationFormat } from "./translations/translation-files.ts";

// Each command loads what only it needs (import()): import and export the Markdown pipeline, YAML
// and sharp (~0.45 s), redirect the redirect rules and the site's URL; a publish none of them.

export interface ContentCommandDeps {
  db: Database;
  /**
   * The page kind as the composition root makes it (with what ends when a live page leaves), asked
   * for by an import of pages only: its sections' schemas are no publish's business (issue 74).
   */
  loadPageKind: () => Promise<PageKind>;
  /** The store changed what is shown: this process's pages follow at once. */
  onChange?: () => Promise<void> | void;
}

/** What an export hands the CLI to write. */
export interface ExportFiles {
  files: Array<{ path: string; text?: string; base64?: string }>;
}

/** What an import hands the server: the files it read, images in base64, a folder's authors.yaml. */
export interface ImportInput {
  documents: PostDocument[];
  /** Page files (.yaml, .json). */
  pages?: PageFile[];
  /** A menus.yaml (or .json): the header's and footer's menus. */
  menus?: PageFile;
  images?: Array<{ name: string; base64: string }>;
  authorsYaml?: string;
}

export async function runContentCommand(args: string[], input: unknown, deps: ContentCommandDeps, print: (text: string) => void): Promise<number> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case "list":
        return list(deps.db, print);
      case "import":
        return await importCommand(rest, input as ImportInput, deps, print);
      case "export":
        print(JSON.stringify(await exportFiles(deps)));
        return 0;
      case "publish":
      case "unpublish":
      case "schedule":
        return await changeCommand(command, rest, deps, print);
      case "redirect":
        return await redirectCommand(rest, deps, print);
      case "redirects":
        return listRedirects(deps.db, print);
      case "translation-export":
      case "translation-import":
        return await translationFileCommand(command, rest, input as TranslationFileInput | undefined, deps, print);
      default:
        print(CONTENT_USAGE);
        return command === undefined || command === "help" ? 0 : 2;
    }
  } catch (error) {
    if (error instanceof ImportError || error instanceof PublishingError || error instanceof FieldsRefused) {
      print(terminalSafeLines(error.message));
      return 1;
    }
    throw error;
  }
}

/** A translator's file as the CLI read it: its name says its format (.json, else XLIFF). */
export interface TranslationFileInput {
  fileName: string;
  content: string;
}

/** A page translation's words out for an agency (printed: the CLI writes them), or its file back, checked whole. */
async function translationFileCommand(command: string, rest: string[], input: TranslationFileInput | undefined, deps: ContentCommandDeps, print: (text: string) => void): Promise<number> {
  const address = rest[0] ?? "";
  const files = await translationFilesAt(deps, address);
  if (!files)
    throw new PublishingError(`No page or post at ${terminalSafe(address)}: name a translation by its address, e.g. /de/pricing or /de/blog/abm-leitfaden, or a form's by its number, e.g. form:12.`);
  if (command === "translation-export") {
    const format = option(rest, "--format") ?? "xliff";
    if (format !== "xliff" && format !== "json") throw new PublishingError("--format must be xliff or json.");
    print((await files.download(format))!.body);
    return 0;
  }
  if (!input) throw new PublishingError("Name the translated file: translation-import <address> <file>.");
  await files.take(/\.json$/i.test(input.fileName) ? "json" : "xliff", input.content);
  print(`${terminalSafe(address)}: the translator's words are in, saved as an edit and up to date with the original.`);
  return 0;
}

/** The translation file's two ends for the page at `address`, the post at `/{locale}/blog/{slug}` or the form `form:{id}`; undefined when none is there. */
async function translationFilesAt(deps: ContentCommandDeps, address: string) {
  const formId = /^form:(\d{1,9})$/.exec(address)?.[1];
  if (formId) return formTranslationFiles(deps, Number(formId));
  const [page] = address ? await deps.db.select({ id: pages.id }).from(pages).where(eq(pages.path, address)) : [];
  if (page) {
    const { takeTranslationFile, translationDownload } = await import("./translations/page-translation-files.ts");
    return {
      download: (format: TranslationFormat) => translationDownload(deps.db, page.id, format),
      take: async (format: TranslationFormat, content: string) => void (await takeTranslationFile(await deps.loadPageKind(), deps.db, page.id, format, content, { actor: "cli" })),
    };
  }
  const { readLocales } = await import("#server/platform/site-settings.ts");
  const { locale, path } = splitLocalePath(address, await readLocales(deps.db));
  const slug = articleSlugOf(path);
  const [post] = slug
    ? await deps.db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.slug, slug), eq(posts.locale, locale)))
    : [];
  if (!post) return undefined;
  const { postTranslationDownload, takePostTranslationFile } = await import("./translations/post-translation-files.ts");
  return {
    download: (format: TranslationFormat) => postTranslationDownload(deps.db, post.id, format),
    take: async (format: TranslationFormat, content: string) => void (await takePostTranslationFile(deps.db, post.id, format, content, { actor: "cli" })),
  };
}

/** A form's translation has no address: the CLI names it as the studio does, by its number (`form:12`). */
async function formTranslationFiles(deps: ContentCommandDeps, id: number) {
  const [form] = await deps.db.select({ id: forms.id }).from(forms).where(eq(forms.id, id));
  if (!form) return undefined;
  const { formTranslationDownload, takeFormTranslationFile } = await import("./translations/form-translation-files.ts");
  return {
    download: (format: TranslationFormat) => formTranslationDownload(deps.db, id, format),
    take: async (format: TranslationFormat, content: string) => void (await takeFormTranslationFile(deps.db, id, format, content, { actor: "cli" })),
  };
}

async function list(db: Database, print: (text: string) => void): Promise<number> {
  const rows = await db.select().from(posts).where(isNull(posts.translationOf)).orderBy(desc(posts.publishAt), desc(posts.id));
  for (const row of rows) print(`${row.status.padEnd(11)} ${(row.publishAt?.toISOString() ?? "-").padEnd(24)} ${terminalSafe(row.slug)}`);
  print(`${rows.length} posts`);
  return 0;
}

async function importCommand(rest: string[], input: ImportInput, deps: ContentCommandDeps, print: (text: string) => void): Promise<number> {
  const pageFiles = Array.isArray(input?.pages) ? input.pages : [];
  const menusFile = input?.menus;
  if (!input || !Array.isArray(input.documents) || input.documents.length + pageFiles.length + (menusFile ? 1 : 0) === 0) {
    throw new ImportError("Nothing to import: name a Markdown file, a page's .yaml or .json file, menus.yaml, or a folder of them.");
  }
  const publish = rest.includes("--publish");
  if (menusFile) {
    const { importMenus, parseMenusFile } = await import("./page-transfer.ts");
    if (publish) {
      const changed = await importMenus(deps.db, menusFile);
      if (changed) await deps.onChange?.();
      print(changed ? "Menus: imported and live." : "Menus: unchanged.");
    } else {
      parseMenusFile(menusFile);
      print(`Menus: checked, not applied: menus have no draft, so ${menusFile.fileName} goes live only with --publish.`);
    }
  }
  if (pageFiles.length) {
    const { importPages } = await import("./page-transfer.ts");
    const report = await importPages(deps.db, await deps.loadPageKind(), pageFiles, { publish });
    await deps.onChange?.();
    print(
      `Imported ${counted(pageFiles.length, "page")}: ${report.created.length} new, ${report.updated.length} updated${publish ? "" : " (live pages' imports wait for an editor to publish them)"}.`,
    );
  }
  if (input.documents.length === 0) return 0;
  const images = (input.images ?? []).map(({ name, base64 }) => ({ name: String(name), body: Buffer.from(String(base64), "base64") }));
  const authorsYaml = typeof input.authorsYaml === "string" ? input.authorsYaml : undefined;
  const { importPosts } = await import("./transfer.ts");
  const report = await importPosts(deps.db, input.documents, { publish, images, authorsYaml });
  // The articles' text is left to their first request, as a studio publish leaves it (ADR 038): rendering a thousand here cost 4/5 of the import.
  await deps.onChange?.();
  const parts = [`${input.documents.length} posts`, counted(images.length, "image"), counted(report.authors, "author")].filter(Boolean);
  const what = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  print(`Imported ${what}: ${report.created.length} new, ${report.updated.length} updated.${report.created.length && !publish ? " New posts are drafts: --publish puts them live." : ""}`);
  return 0;
}

function counted(count: number, noun: string): string {
  return count ? `${count} ${noun}${count === 1 ? "" : "s"}` : "";
}

async function exportFiles({ db }: ContentCommandDeps): Promise<ExportFiles> {
  const { exportPosts } = await import("./transfer.ts");
  const { exportMenus, exportPages } = await import("./page-transfer.ts");
  const { allImages } = await import("#server/site/images.ts");
  const exported = await exportPosts(db);
  const files: ExportFiles["files"] = exported.posts.map((document) => ({ path: document.fileName, text: document.source }));
  files.push({ path: "authors.yaml", text: exported.authorsYaml });
  for (const page of await exportPages(db)) files.push({ path: `pages/${page.fileName}`, text: page.source });
  const menus = await exportMenus(db);
  files.push({ path: menus.fileName, text: menus.source });
  for (const image of await allImages(db)) files.push({ path: image.name, base64: image.body.toString("base64") });
  return { files };
}

async function changeCommand(command: "publish" | "unpublish" | "schedule", rest: string[], deps: ContentCommandDeps, print: (text: string) => void): Promise<number> {
  const [slug, time] = rest;
  const post = slug ? await findBySlug(deps.db, slug) : undefined;
  if (!post) throw new PublishingError(slug ? `There is no post with the slug "${slug}".` : `Name the post's slug: npm run content -- ${command} <slug>`);
  let changed: PostRow;
  const at = command === "unpublish" ? optionValue(rest, "--at") : undefined;
  if (at !== undefined) {
    changed = await scheduleUnpublish(postKind, deps.db, post.id, parseTime(at), { actor: "cli" });
    print(`${changed.slug}: ${changed.status} until ${changed.unpublishAt?.toISOString()}`);
    return 0;
  }
  if (command === "schedule") {
    changed = await schedule(postKind, deps.db, post.id, parseTime(time), { actor: "cli" });
  } else changed = command === "publish" ? await publish(postKind, deps.db, post.id, { actor: "cli" }) : await unpublish(postKind, deps.db, post.id, { actor: "cli" });
  await deps.onChange?.();
  print(`${changed.slug}: ${changed.status}${changed.status === "scheduled" ? ` for ${changed.publishAt?.toISOString()}` : ""}`);
  return 0;
}

function parseTime(text: string | undefined): Date {
  const at = new Date(text ?? "");
  if (!text || Number.isNaN(at.getTime())) throw new PublishingError("Give the time as ISO 8601, e.g. 2026-12-01T09:00:00Z.");
  const outOfRange = scheduleRangeProblem(at);
  if (outOfRange) throw new PublishingError(outOfRange);
  return at;
}

function optionValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index < 0 ? undefined : (args[index + 1] ?? "");
}

async function redirectCommand([from, to]: string[], deps: ContentCommandDeps, print: (text: string) => void): Promise<number> {
  if (!from || !to) throw new PublishingError("Usage: npm run content -- redirect <from> <to>, or redirect <from> --gone");
  const { setRedirect } = await import("#server/site/publishing.ts");
  await setRedirect(deps.db, from, to === "--gone" ? null : to);
  await deps.onChange?.();
  print(to === "--gone" ? `${from}: 410 Gone` : `${from} -> ${to} (301)`);
  return 0;
}

async function listRedirects(db: Database, print: (text: string) => void): Promise<number> {
  const rows = await db.select().from(redirects).orderBy(redirects.from);
  for (const row of rows) print(`${terminalSafe(row.from)} -> ${row.to === null ? "410 Gone" : terminalSafe(row.to)} (${row.reason})`);
  print(`${rows.length} redirects`);
  return 0;
}

async function findBySlug(db: Database, slug: string): Promise<PostRow | undefined> {
  const [post] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.slug, slug), isNull(posts.translationOf)));
  return post;
}
