/**
 * The visitor's colour theme on the page as it leaves the server (ADR 022). The theme buttons keep
 * the choice in a cookie (app/lib/theme.ts); a page requested with it gets `data-theme` on its
 * `<html>` element, so the head script reads no storage before the first paint. Only the two words
 * the buttons write change anything: any other value is ignored, never copied into a page.
 *
 * Pages are prerendered and held in memory with their compressed forms; a page's themed forms are
 * made on its first request with a choice and kept (two themes per page at most).
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parseTheme, THEME_COOKIE, type Theme } from "#app/lib/theme.ts";
import type { StaticFile } from "./static-site.ts";

const COOKIE_PAIR = new RegExp(`(?:^|;)\\s*${THEME_COOKIE}=([^;]*)`);

/** The choice a request's Cookie header carries; undefined for none, or for anything but the two themes. */
export function themeFromCookie(header: string | undefined): Theme | undefined {
  return parseTheme(COOKIE_PAIR.exec(header ?? "")?.[1]?.trim());
}

/** The page with the theme on its root element. Every page the site builds starts `<!DOCTYPE html><html `. */
export function withTheme(html: Buffer, theme: Theme): Buffer {
  const at = html.indexOf("<html");
  if (at === -1) return html;
  const end = at + "<html".length;
  return Buffer.concat([html.subarray(0, end), Buffer.from(` data-theme="${theme}"`), html.subarray(end)]);
}

/** A page, as opposed to the files it loads: only pages carry the theme, and only they vary with it. */
export function isPage(file: StaticFile): boolean {
  return file.contentType.startsWith("text/html");
}

const themed = new WeakMap<StaticFile, Map<Theme, StaticFile>>();

/** `file` as sent to a visitor whose choice is `theme`: itself without a choice and for every file but pages. */
export function themedFile(file: StaticFile, theme: Theme | undefined): StaticFile {
  if (!theme || !isPage(file)) return file;
  let forFile = themed.get(file);
  if (!forFile) themed.set(file, (forFile = new Map()));
  let variant = forFile.get(theme);
  if (!variant) {
    const body = withTheme(file.body, theme);
    variant = {
      ...file,
      body,
      // Made while a visitor waits, so a middle setting (a few ms for a page); the build's own use the highest.
      br: file.br && brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: file.gzip && gzipSync(body, { level: 6 }),
      // Another representation of the same URL: its own validator (RFC 9110 §8.8.3).
      etag: `${file.etag.slice(0, -1)}-${theme}"`,
    };
    forFile.set(theme, variant);
  }
  return variant;
}
