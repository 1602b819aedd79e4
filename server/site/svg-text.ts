/**
 * Text as SVG paths, set in Inter from the npm font package. Build-time images (Open Graph cards,
 * icons) must look the same on every machine, so they cannot depend on the fonts installed there.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import type * as OpenType from "opentype.js";
import type { Font } from "opentype.js";

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
      const { glyphs, positions } = layout(font, line, size, letterSpacing);
      const d = glyphs.map((glyph, i) => glyph.getPath(x + (positions[i] ?? 0), y + index * lineHeight, size).toPathData(2)).join("");
      return `<path fill="${fill}" d="${d}"/>`;
    })
    .join("");
}
