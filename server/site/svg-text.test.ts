import { brotliCompressSync } from "node:zlib";
import type { PathCommand } from "opentype.js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { interFont, lineOutline, pointsOf, textPaths } from "./svg-text.ts";

const TITLE = ["Executive Thought Leadership", "Built on Verified Data, -0.5%"];
const at = { x: 72.37, y: 395, size: 54, lineHeight: 64, fill: "#000" };

/** The same outlines written the plain way: every point absolute, to a hundredth. */
function absolutePathData(commands: PathCommand[]): string {
  return commands.map((command) => command.type + pointsOf(command).map((value) => value.toFixed(2)).join(" ")).join("");
}

const svg = (paths: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="#fff"/>${paths}</svg>`;

async function pixels(source: string): Promise<Buffer> {
  return sharp(Buffer.from(source)).greyscale().raw().toBuffer();
}

describe("text as SVG paths", () => {
  it("draws the same letters as the absolute outlines, in under half the bytes sent", async () => {
    const font = interFont(700);
    const ours = svg(textPaths(font, TITLE, at));
    const plain = svg(TITLE.map((line, index) => `<path fill="#000" d="${absolutePathData(lineOutline(font, line, { ...at, y: at.y + index * at.lineHeight }))}"/>`).join(""));
    const [a, b] = await Promise.all([pixels(ours), pixels(plain)]);
    let inked = 0;
    let differing = 0;
    for (let i = 0; i < a.length; i += 1) {
      if (b[i]! < 128) inked += 1;
      if (Math.abs(a[i]! - b[i]!) > 24) differing += 1;
    }
    // Rounding to a tenth may shade an edge pixel a little differently, never move a stroke.
    expect(inked).toBeGreaterThan(20_000);
    expect(differing).toBeLessThan(inked / 200);
    expect(brotliCompressSync(ours).length).toBeLessThan(brotliCompressSync(plain).length / 2);
  });
});
