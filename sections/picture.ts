/**
 * A section type's drawing in the studio's palette: a wireframe of rectangles in the site's colours,
 * so a marketer recognises a section before reading its name. Data here; the studio draws it.
 */

/** [x, y, width, height, tone] in a 120 × 72 box; tone: ink band, primary, line (muted), card, accent. */
export type Shape = [number, number, number, number, "ink" | "primary" | "line" | "card" | "soft" | "white"];

/** `count` equal boxes side by side. */
export const row = (count: number, y: number, h: number, tone: Shape[4], gap = 4, x0 = 8, width = 104): Shape[] => {
  const w = (width - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => [x0 + i * (w + gap), y, w, h, tone] as Shape);
};

/** Lines of text, one under the other. */
export const lines = (x: number, y: number, widths: number[], tone: Shape[4] = "line"): Shape[] => widths.map((w, i) => [x, y + i * 6, w, 2.5, tone] as Shape);
