/**
 * Reads the site the way a crawler sees it: every page's HTML, the elements in it, the scripts and
 * stylesheets it loads and their compressed weight. Shared by the build checks (tests/build,
 * deterministic budgets held in CI) and `npm run bench` (figures). They read build/rendered: the
 * build's pages plus the blog's as the server renders them from the seeded store (rendered-site.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "parse5";
import { articleSlugOf } from "#shared/blog-paths.ts";
import { budgets } from "./budgets.ts";

/** build/client, or that of SITE_BUILD_DIR (the build directory react-router.config.ts also reads). */
export const CLIENT_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? "build", "client");

/** The whole site as files, written by renderSite() (tests/build's global setup, the bench). */
export const SITE_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? "build", "rendered");

/** An article's address, /blog/<slug>: not the blog's own pages (search), nor the deeper archives and list pages. */
export const isArticleRoute = (route: string) => articleSlugOf(route) !== undefined;

export interface Element {
  tag: string;
  attrs: Record<string, string>;
  /** Concatenated text of the element's descendants. */
  text: string;
}

export interface BuiltPage {
  /** URL path: "/", "/pricing", "/blog/some-slug". */
  route: string;
  file: string;
  html: string;
  elements: Element[];
}

/** Every prerendered page (each `index.html`), sorted by route; the not-found page included. */
export function builtPages(dir = SITE_DIR): BuiltPage[] {
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    throw new Error(`No site in ${dir}: run \`npm run build\`, then renderSite() (\`npm run test:build\` does).`);
  }
  const pages: BuiltPage[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name === "index.html") {
        const rel = path.relative(dir, current).split(path.sep).join("/");
        const html = fs.readFileSync(full, "utf8");
        pages.push({ route: rel ? `/${rel}` : "/", file: full, html, elements: elementsOf(html) });
      }
    }
  };
  walk(dir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

interface Parse5Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Parse5Node[];
  content?: Parse5Node;
}

/** All elements in document order, with attributes and text (parse5: the HTML spec's parser). */
export function elementsOf(html: string): Element[] {
  const out: Element[] = [];
  const visit = (node: Parse5Node): string => {
    let text = node.nodeName === "#text" ? (node.value ?? "") : "";
    const element: Element | undefined = node.tagName
      ? { tag: node.tagName, attrs: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])), text: "" }
      : undefined;
    if (element) out.push(element);
    for (const child of node.childNodes ?? node.content?.childNodes ?? []) text += visit(child);
    if (element) element.text = text;
    return text;
  };
  visit(parse(html) as unknown as Parse5Node);
  return out;
}

export function find(page: BuiltPage, tag: string, where: (attrs: Record<string, string>) => boolean = () => true): Element[] {
  return page.elements.filter((element) => element.tag === tag && where(element.attrs));
}

/** The script budget of a page (scripts/lib/budgets.ts), by what it does. */
export function jsBudgetKb(page: BuiltPage): number {
  return hasForm(page) || hasScheduler(page) ? budgets.jsKb.withForm : budgets.jsKb.withoutForm;
}

/** A page with a form that sends the site something (the contact form); a search box (GET) is not one. */
export function hasForm(page: BuiltPage): boolean {
  return find(page, "form", (attrs) => attrs.method?.toLowerCase() === "post").length > 0;
}

/**
 * A page where the visitor books a demo in the scheduler's embedded form: its script watches the
 * widget and records the visit and the booking (app/site/enhance/scheduler.ts), so it is budgeted like
 * a page with a form of the site's own.
 */
export function hasScheduler(page: BuiltPage): boolean {
  return page.elements.some((element) => "data-scheduler" in element.attrs);
}

export function metaContent(page: BuiltPage, key: string): string | undefined {
  return find(page, "meta", (a) => a.name === key || a.property === key)[0]?.attrs.content;
}

export function canonicalOf(page: BuiltPage): string | undefined {
  return find(page, "link", (a) => a.rel === "canonical")[0]?.attrs.href;
}

/** A page search engines may list: no `noindex` in its robots meta. */
export function isIndexable(page: BuiltPage): boolean {
  return !/\bnoindex\b/i.test(metaContent(page, "robots") ?? "");
}

/** Local file behind a same-origin URL path, or undefined when the build has none. */
export function fileForPath(urlPath: string, dir = SITE_DIR): string | undefined {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]!);
  const candidates = [path.join(dir, clean), path.join(dir, clean, "index.html")];
  return candidates.find((file) => file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The relative chunk paths a built chunk imports statically (`import "./x.js"`, `from "./x.js"`), as URL paths. */
export function chunkImports(source: string, url: string): string[] {
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+)"/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => new URL(specifier, `http://chunk${url}`).pathname);
}

const importsCache = new Map<string, string[]>();

/** The chunks a built chunk imports statically, read once per file (every page shares the same few chunks). */
export function chunkImportsOf(href: string, dir = SITE_DIR): string[] {
  const file = fileForPath(href, dir);
  if (!file) return [];
  let imports = importsCache.get(file);
  if (imports === undefined) {
    imports = chunkImports(fs.readFileSync(file, "utf8"), href);
    importsCache.set(file, imports);
  }
  return imports;
}

const gzipCache = new Map<string, number>();

/** Bytes of a file after gzip -9, the budget's unit (the server sends brotli, which is smaller). */
export function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export interface PageWeight {
  scripts: string[];
  stylesheets: string[];
  /** JavaScript the page loads: its inline scripts, and every script file it names with the chunks those import (ADR 011). */
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
}

/** An inline script the browser runs as JavaScript (not JSON-LD data or speculation rules). */
const isInlineJs = (attrs: Record<string, string>) => !attrs.src && (!attrs.type || attrs.type === "module" || attrs.type === "text/javascript");

export function pageWeight(page: BuiltPage, dir = SITE_DIR): PageWeight {
  const scripts = new Set<string>();
  for (const link of find(page, "link", (a) => a.rel === "modulepreload" && !!a.href)) scripts.add(link.attrs.href!);
  for (const script of find(page, "script", (a) => !!a.src)) scripts.add(script.attrs.src!);
  // Modules named by inline scripts (React Router's entry loader imports the client entry).
  for (const script of find(page, "script", isInlineJs)) {
    for (const match of script.text.matchAll(/["'](\/[^"'\s]+\.js)["']/g)) scripts.add(match[1]!);
  }
  // And every chunk those import, so the figure holds whatever the HTML lists.
  for (const href of scripts) for (const dependency of chunkImportsOf(href, dir)) scripts.add(dependency);
  const stylesheets = find(page, "link", (a) => a.rel === "stylesheet" && !!a.href).map((link) => link.attrs.href!);
  const sizeOf = (href: string) => {
    const file = fileForPath(href, dir);
    if (!file) throw new Error(`${page.route} loads ${href}, which is not in the build`);
    return gzipBytes(file);
  };
  // Inline scripts travel in the page's one compressed HTML stream, so they are weighed together,
  // as one text in document order (the theme script in <head> and the site's script share words).
  const inlineText = find(page, "script", isInlineJs).map((script) => script.text).join("\n");
  const inlineJs = inlineText ? gzipSync(inlineText, { level: 9 }).length : 0;
  return {
    scripts: [...scripts],
    stylesheets,
    jsGzip: [...scripts].reduce((sum, href) => sum + sizeOf(href), 0) + inlineJs,
    cssGzip: stylesheets.reduce((sum, href) => sum + sizeOf(href), 0),
    htmlGzip: gzipSync(page.html, { level: 9 }).length,
  };
}

/** Words a visitor (or crawler) can read in the HTML before any JavaScript runs. */
export function wordsBeforeJs(page: BuiltPage): number {
  const body = page.elements.find((element) => element.tag === "body");
  if (!body) return 0;
  // Script and JSON text is not copy.
  const hidden = find(page, "script").reduce((text, script) => text.replace(script.text, " "), body.text);
  return hidden.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
