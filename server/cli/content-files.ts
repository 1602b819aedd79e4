/**
 * The files of the content CLI's import and export: what an import reads (our own Markdown, pages
 * and menus, or another blog's export) and where an export writes. Loaded for those two commands
 * only: the WordPress reader brings an XML parser no other command needs (issue 74).
 */
import fs from "node:fs";
import path from "node:path";
import type { ExportFiles, ImportInput } from "#server/studio/commands.ts";
import { isGhostExport, readGhostExport } from "#server/studio/ghost-export.ts";
import { isWordPressExport, readWordPressExport } from "#server/studio/wordpress-export.ts";

/** The menus' file: menus.yaml (or .yml, .json) beside the pages' folder, never a page. */
const isMenusFile = (name: string) => /^menus\.(ya?ml|json)$/.test(name);

/** A page's file: .yaml, .yml or .json (a folder's authors.yaml is the authors', its menus.yaml the menus, not pages). */
const isPageFile = (name: string) => /\.(ya?ml|json)$/.test(name) && name !== "authors.yaml" && !isMenusFile(name);

/** A folder's page files: its own, and those of its pages/ (where an export writes them). */
function pageFilesIn(folder: string): string[] {
  const inFolder = (dir: string) =>
    fs.existsSync(dir) && fs.statSync(dir).isDirectory()
      ? fs
          .readdirSync(dir)
          .filter(isPageFile)
          .map((name) => path.join(dir, name))
      : [];
  return [...inFolder(folder), ...inFolder(path.join(folder, "pages"))];
}

/**
 * The Markdown files an import names (one file, or every `.md` in a folder) and the images beside
 * them in `images/`: a folder's whole images/ and its authors.yaml (an export reads back whole), a
 * file's the images it names; and the pages' files (one, or a folder's and its pages/).
 */
export function readImport(target: string): ImportInput {
  if (!fs.existsSync(target)) throw new Error(`${target}: no such file or folder`);
  const isFolder = fs.statSync(target).isDirectory();
  const read = (file: string) => ({ fileName: path.basename(file), source: fs.readFileSync(file, "utf8"), where: file });
  const pages = (isFolder ? pageFilesIn(target) : isPageFile(path.basename(target)) ? [target] : []).map(read);
  const menusPath = isFolder ? fs.readdirSync(target).find(isMenusFile) : isMenusFile(path.basename(target)) ? path.basename(target) : undefined;
  const menus = menusPath === undefined ? undefined : read(isFolder ? path.join(target, menusPath) : target);
  const files = isFolder
    ? fs
        .readdirSync(target)
        .filter((name) => name.endsWith(".md"))
        .map((name) => path.join(target, name))
    : pages.length || menus
      ? []
      : [target];
  if (files.length + pages.length === 0 && !menus) throw new Error(`${target}: no Markdown (.md), page (.yaml, .json) or menus.yaml files in this folder`);
  const documents = files.map(read);
  const base = isFolder ? target : path.dirname(target);
  const names = isFolder
    ? (fs.existsSync(path.join(base, "images")) ? fs.readdirSync(path.join(base, "images")) : []).map((file) => `images/${file}`)
    : [...new Set(documents.flatMap((document) => [...document.source.matchAll(/\b(images\/[A-Za-z0-9._-]+)/g)].map((match) => match[1]!)))];
  const images = names
    .filter((name) => fs.existsSync(path.join(base, name)) && fs.statSync(path.join(base, name)).isFile())
    .map((name) => ({ name, base64: fs.readFileSync(path.join(base, name)).toString("base64") }));
  const authorsFile = path.join(base, "authors.yaml");
  const authorsYaml = isFolder && fs.existsSync(authorsFile) ? fs.readFileSync(authorsFile, "utf8") : undefined;
  return { documents, pages, images, ...(menus && { menus }), ...(authorsYaml !== undefined && { authorsYaml }) };
}

/**
 * Another blog's export as our import, with notes on what was filled in: a Ghost JSON file or a
 * WordPress WXR file, alone or in a folder with its images (Ghost's `content/images/`, WordPress's
 * `uploads/`); undefined when `target` is not one.
 */
export async function readForeignImport(target: string): Promise<(ImportInput & { notes: string[] }) | undefined> {
  const folder = fs.existsSync(target) && fs.statSync(target).isDirectory();
  const candidates = folder ? fs.readdirSync(target).map((name) => path.join(target, name)) : [target];
  const found = candidates.map((file) => ({ file, ...foreignExport(file) })).find(({ kind }) => kind);
  if (!found?.kind) return undefined;
  const { file, kind, content } = found;
  const base = path.dirname(file);
  const read = kind === "ghost" ? readGhostExport(content, file) : readWordPressExport(content as string, file);
  const { convertExport } = await import("#server/studio/foreign-import.ts");
  const converted = await convertExport(kind, read, file, (relative) => {
    const onDisk = path.join(base, relative);
    // An address like uploads/..%2F..%2Fx is the export's word, not the operator's: nothing outside its folder is read.
    const inside = !path.relative(base, onDisk).startsWith("..");
    return inside && fs.existsSync(onDisk) && fs.statSync(onDisk).isFile() ? fs.readFileSync(onDisk) : undefined;
  });
  const images = converted.images.map(({ name, body }) => ({ name, base64: body.toString("base64") }));
  return { documents: converted.documents, images, ...(converted.authorsYaml && { authorsYaml: converted.authorsYaml }), notes: converted.notes };
}

/** Which blog's export a file is, by its content, and that content as read (the file is read once). */
function foreignExport(file: string): { kind?: "ghost" | "wordpress"; content?: unknown } {
  if (!/\.(json|xml)$/i.test(file) || !fs.statSync(file).isFile()) return {};
  try {
    const source = fs.readFileSync(file, "utf8");
    if (file.toLowerCase().endsWith(".xml")) return isWordPressExport(source) ? { kind: "wordpress", content: source } : {};
    const json: unknown = JSON.parse(source);
    return isGhostExport(json) ? { kind: "ghost", content: json } : {};
  } catch {
    return {};
  }
}

/** Writes an export into `dir` (created if need be); answers how many files. */
export function writeExport(dir: string, exported: ExportFiles): number {
  for (const file of exported.files) {
    const target = path.join(dir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.text ?? Buffer.from(file.base64 ?? "", "base64"));
  }
  return exported.files.length;
}
