/**
 * Text as SVG paths, set in Inter from the npm font package. Build-time images (Open Graph cards,
 * icons) must look the same on every machine, so they cannot depend on the fonts installed there.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import type * as OpenType from "opentype.js";
import type { Font, PathCommand } from "opentype.js";

const require = createRequire(import.meta.url);
// Its CommonJS build, by require: Vite (the test runner's global setup) would pick the ES build,
// which has no default export, and Node sees no named exports in the CommonJS one.
const opentype = require("opentype.js") as typeof OpenType;
const fontCache = new Map<number, Font>();

export function interFont(weight: 400 | 500 | 700): Font {
  let font = fontCache.get(weight);
  if (!font) {
    const file = fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    fontCache.set(weight, font);
  }
  return font;
}

/**
 * Glyph-by-glyph layout with pair kerning. opentype.js's own shaper trips over Inter's contextual
 * substitutions, and Latin marketing copy needs no shaping beyond kerning.
 */
function layout(font: Font, text: string, size: number, letterSpacing = 0) {
  const scale = size / font.unitsPerEm;
  const glyphs = Array.from(text, (char) => font.charToGlyph(char));
  const positions: number[] = [];
  let x = 0;
  glyphs.forEach((glyph, index) => {
    positions.push(x);
    const next = glyphs[index + 1];
    x += (glyph.advanceWidth ?? 0) * scale + letterSpacing * size;
    if (next) x += font.getKerningValue(glyph, next) * scale;
  });
  return { glyphs, positions, width: x };
}

function measure(font: Font, text: string, size: number): number {
  return layout(font, text, size).width;
}

/** Greedy word wrap to `maxWidth` at `size`, at most `maxLines` lines (the last gets an ellipsis). */
export function wrapText(font: Font, text: string, size: number, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(font, candidate, size) <= maxWidth || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? "";
  while (last.includes(" ") && measure(font, `${last}…`, size) > maxWidth) last = last.slice(0, last.lastIndexOf(" "));
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** One `<path>` per line, baseline of the first line at `y`. */
export function textPaths(
  font: Font,
  lines: string[],
  { x, y, size, lineHeight, fill, letterSpacing = 0 }: { x: number; y: number; size: number; lineHeight: number; fill: string; letterSpacing?: number },
): string {
  return lines
    .map((line, index) => {
      const commands = lineOutline(font, line, { x, y: y + index * lineHeight, size, letterSpacing });
      return `<path fill="${fill}" d="${relativePathData(commands)}"/>`;
    })
    .join("");
}

/** The outline of one line of text, its baseline starting at (x, y). */
export function lineOutline(font: Font, line: string, { x, y, size, letterSpacing = 0 }: { x: number; y: number; size: number; letterSpacing?: number }): PathCommand[] {
  const { glyphs, positions } = layout(font, line, size, letterSpacing);
  return glyphs.flatMap((glyph, i) => glyph.getPath(x + (positions[i] ?? 0), y, size).commands);
}

/**
 * Outlines as relative path data to a tenth of a unit (a thirtieth of a pixel on a card): a letter
 * that recurs is then the same bytes wherever it stands, which compression takes almost for free.
 * A drawn cover is a list's largest paint on a phone: this sends a third of the bytes. Points are
 * rounded before they are differenced, so no error adds up along a line.
 */
function relativePathData(commands: PathCommand[]): string {
  let d = "";
  let current = [0, 0];
  let subpathStart = [0, 0];
  for (const command of commands) {
    if (command.type === "Z") {
      d += "z";
      current = subpathStart;
      continue;
    }
    const tenths = pointsOf(command).map((value) => Math.round(value * 10));
    d += command.type === "L" ? lineData(tenths[0]! - current[0]!, tenths[1]! - current[1]!) : command.type.toLowerCase() + tenths.map((value, i) => tenthsText(value - current[i % 2]!, i)).join("");
    current = tenths.slice(-2);
    if (command.type === "M") subpathStart = current;
  }
  return d;
}

/** A line as its shortest data: none when rounding left it no length, "h"/"v" when it is straight. */
function lineData(dx: number, dy: number): string {
  if (dx === 0 && dy === 0) return "";
  if (dy === 0) return `h${tenthsText(dx, 0)}`;
  if (dx === 0) return `v${tenthsText(dy, 0)}`;
  return `l${tenthsText(dx, 0)}${tenthsText(dy, 1)}`;
}

/** A path command's coordinates in the order path data writes them: control points, then the end point. */
export function pointsOf(command: PathCommand): number[] {
  if (command.type === "Z") return [];
  if (command.type === "C") return [command.x1, command.y1, command.x2, command.y2, command.x, command.y];
  if (command.type === "Q") return [command.x1, command.y1, command.x, command.y];
  return [command.x, command.y];
}

/** A number of tenths as path data writes it: "12.3", ".5", "-.5", with the space only a positive number needs after another. */
function tenthsText(tenths: number, index: number): string {
  const magnitude = Math.abs(tenths);
  const whole = Math.floor(magnitude / 10);
  const tenth = magnitude % 10;
  const digits = `${whole || !tenth ? whole : ""}${tenth ? `.${tenth}` : ""}`;
  return tenths < 0 ? `-${digits}` : index > 0 ? ` ${digits}` : digits;
}
