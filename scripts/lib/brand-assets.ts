/**
 * Favicons, touch icon, web manifest and the site-wide Open Graph card, generated from the brand in
 * shared/content/site.ts so a rebrand is one edit.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { site } from "#shared/content/site.ts";
import { interFont, textPaths, wrapText } from "#server/site/svg-text.ts";
import { SITE_URL } from "#shared/site-url.ts";

const ACCENT_FROM = "#6d4aff";
const ACCENT_TO = "#3b37c9";
const INK = "#16132b";

function markSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ACCENT_FROM}"/><stop offset="1" stop-color="${ACCENT_TO}"/></linearGradient></defs>
<rect width="32" height="32" rx="8" fill="url(#g)"/>
<path d="M7 21.5 12.5 16l4 3.5L25 10" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="25" cy="10" r="2.2" fill="#fff"/></svg>`;
}

/** An .ico holding one PNG image (supported by every current browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, png]);
}

export function openGraphSvg({ eyebrow, title, footer }: { eyebrow: string; title: string; footer: string }): string {
  const bold = interFont(700);
  const medium = interFont(500);
  const titleLines = wrapText(bold, title, 68, 1000, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
  <radialGradient id="glow1" cx="0.9" cy="0" r="0.8"><stop offset="0" stop-color="#6d4aff" stop-opacity="0.55"/><stop offset="1" stop-color="#6d4aff" stop-opacity="0"/></radialGradient>
  <radialGradient id="glow2" cx="0" cy="1.1" r="0.6"><stop offset="0" stop-color="#2f8fd8" stop-opacity="0.35"/><stop offset="1" stop-color="#2f8fd8" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="630" fill="${INK}"/>
<rect width="1200" height="630" fill="url(#glow1)"/>
<rect width="1200" height="630" fill="url(#glow2)"/>
<g transform="translate(80 72) scale(1.75)">${markSvg(32).replace(/^<svg[^>]*>|<\/svg>$/g, "")}</g>
${textPaths(bold, [site.brand], { x: 150, y: 115, size: 36, lineHeight: 40, fill: "#ffffff" })}
${textPaths(medium, [eyebrow.toUpperCase()], { x: 80, y: 250, size: 24, lineHeight: 30, fill: "#b9a8ff", letterSpacing: 0.12 })}
${textPaths(bold, titleLines, { x: 80, y: 330, size: 68, lineHeight: 80, fill: "#ffffff" })}
${textPaths(medium, [footer], { x: 80, y: 570, size: 26, lineHeight: 30, fill: "#c4c1dc" })}
</svg>`;
}

export async function writeBrandAssets(outDir: string): Promise<string[]> {
  await fs.mkdir(path.join(outDir, "og"), { recursive: true });
  const written: Record<string, Buffer | string> = {
    "favicon.svg": markSvg(32),
    "favicon.ico": pngToIco(await sharp(Buffer.from(markSvg(32))).png().toBuffer(), 32),
    "apple-touch-icon.png": await sharp(Buffer.from(markSvg(180))).flatten({ background: "#ffffff" }).png().toBuffer(),
    "icon-512.png": await sharp(Buffer.from(markSvg(512))).png().toBuffer(),
    "site.webmanifest": JSON.stringify(
      {
        name: site.brand,
        short_name: site.brand,
        start_url: "/",
        display: "browser",
        background_color: "#ffffff",
        theme_color: INK,
        icons: [
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
        ],
      },
      null,
      2,
    ),
    "og/default.png": await sharp(
      Buffer.from(openGraphSvg({ eyebrow: "AI marketing & sales automation", title: site.tagline, footer: new URL(SITE_URL).host })),
    )
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  };
  await Promise.all(Object.entries(written).map(([name, body]) => fs.writeFile(path.join(outDir, name), body)));
  return Object.keys(written);
}
