/**
 * Cover art for each article, drawn from its own data: the category picks the colour and the motif,
 * the slug seeds the layout, and the title is set in Inter. One SVG renders the cover (AVIF/WebP at
 * the sizes the pages display) and the 1200x630 Open Graph card.
 */
import { createHash } from "node:crypto";
import type { PostSummary } from "#server/site/render/blog.server.ts";
import { interFont, textPaths, wrapText } from "./svg-text.ts";

/** Cover sizes the pages use: cards show ~400 px wide (800 for 2x screens), the article hero up to 1200. */
export const COVER_WIDTHS = [800, 1200] as const;
export const COVER_ASPECT = 9 / 16;

const CATEGORY_HUES: Record<string, number> = {
  Manufacturing: 28,
  Security: 350,
  "Cloud Computing": 205,
  "Workforce Management": 160,
  Sustainability: 140,
  "AI & Technology": 275,
  "Business Growth": 45,
  Technology: 235,
  Operations: 185,
  Analytics: 255,
  "Customer Success": 120,
  "Content Marketing": 290,
  Sales: 10,
  SEO: 220,
  "Marketing Analytics": 265,
  "Account-Based Marketing": 320,
  "Competitive Intelligence": 195,
};

/** A small deterministic random source, so the same article always gets the same art. */
function seeded(seed: string) {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

function hsl(hue: number, saturation: number, lightness: number, alpha = 1) {
  return `hsla(${hue}, ${saturation}%, ${lightness}%, ${n(alpha, 100)})`;
}

/** A coordinate as the SVG says it: a tenth of a pixel is finer than any screen shows (alphas to a hundredth). */
function n(value: number, per = 10): number {
  return Math.round(value * per) / per;
}

type Motif = (width: number, height: number, hue: number, random: () => number) => string;

const motifs: Motif[] = [
  // Concentric rings
  (w, h, hue, r) => {
    const cx = w * (0.7 + r() * 0.15);
    const cy = h * (0.35 + r() * 0.2);
    return Array.from({ length: 7 }, (_, i) =>
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n((i + 1) * h * 0.09)}" fill="none" stroke="${hsl(hue, 90, 75, 0.28 - i * 0.03)}" stroke-width="2"/>`,
    ).join("");
  },
  // Rising bars
  (w, h, hue, r) =>
    Array.from({ length: 9 }, (_, i) => {
      const barHeight = h * (0.15 + (i / 9) * 0.45 + r() * 0.12);
      return `<rect x="${n(w * 0.5 + i * w * 0.052)}" y="${n(h * 0.82 - barHeight)}" width="${n(w * 0.036)}" height="${n(barHeight)}" rx="4" fill="${hsl(hue, 85, 70, 0.22 + i * 0.05)}"/>`;
    }).join(""),
  // Dot grid
  (w, h, hue, r) => {
    const dots: string[] = [];
    for (let x = 0; x < 12; x += 1)
      for (let y = 0; y < 8; y += 1) {
        const size = 2 + r() * 5;
        dots.push(`<circle cx="${n(w * 0.45 + x * w * 0.046)}" cy="${n(h * 0.12 + y * h * 0.085)}" r="${n(size)}" fill="${hsl(hue, 90, 78, 0.15 + r() * 0.45)}"/>`);
      }
    return dots.join("");
  },
  // Waves
  (w, h, hue, r) =>
    Array.from({ length: 6 }, (_, i) => {
      const y = h * (0.2 + i * 0.1);
      const amp = h * (0.04 + r() * 0.05);
      return `<path d="M ${n(w * 0.35)} ${n(y)} C ${n(w * 0.55)} ${n(y - amp * 2)}, ${n(w * 0.7)} ${n(y + amp * 2)}, ${n(w)} ${n(y - amp)}" fill="none" stroke="${hsl(hue, 90, 75, 0.35 - i * 0.04)}" stroke-width="3"/>`;
    }).join(""),
  // Network of nodes
  (w, h, hue, r) => {
    const nodes = Array.from({ length: 10 }, () => [w * (0.5 + r() * 0.45), h * (0.1 + r() * 0.6)] as const);
    const lines = nodes.flatMap(([x1, y1], i) =>
      nodes.slice(i + 1, i + 3).map(([x2, y2]) => `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${hsl(hue, 80, 75, 0.3)}" stroke-width="2"/>`),
    );
    const circles = nodes.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(6 + r() * 8)}" fill="${hsl(hue, 90, 72, 0.55)}"/>`);
    return lines.join("") + circles.join("");
  },
];

function categoryIndex(category: string): number {
  const index = Object.keys(CATEGORY_HUES).indexOf(category);
  return index >= 0 ? index : createHash("sha1").update(category).digest()[0]!;
}

export function coverHue(category: string): number {
  return CATEGORY_HUES[category] ?? (categoryIndex(category) * 47) % 360;
}

/** What a drawn cover is drawn from. */
export type CoverFacts = Pick<PostSummary, "slug" | "title" | "category">;

function artwork(post: CoverFacts, width: number, height: number): string {
  const hue = coverHue(post.category);
  const random = seeded(post.slug);
  const motif = motifs[categoryIndex(post.category) % motifs.length]!;
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 14)}"/><stop offset="1" stop-color="${hsl((hue + 40) % 360, 55, 22)}"/></linearGradient>
  <radialGradient id="glow" cx="0.85" cy="0.1" r="0.8"><stop offset="0" stop-color="${hsl(hue, 90, 60, 0.45)}"/><stop offset="1" stop-color="${hsl(hue, 90, 60, 0)}"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${motif(width, height, hue, random)}`;
}

/** The cover (1200x675, 16:9): category label and title over the art; sharp scales it down per size. */
export function coverSvg(post: CoverFacts): string {
  const bold = interFont(700);
  const medium = interFont(500);
  const titleLines = wrapText(bold, post.title, 54, 720, 4);
  const lift = (titleLines.length - 1) * 33;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
${artwork(post, 1200, 675)}
${textPaths(medium, [post.category.toUpperCase()], { x: 72, y: 330 - lift, size: 22, lineHeight: 28, fill: hsl(coverHue(post.category), 90, 82), letterSpacing: 0.12 })}
${textPaths(bold, titleLines, { x: 72, y: 395 - lift, size: 54, lineHeight: 64, fill: "#ffffff" })}
</svg>`;
}

/** The Open Graph card (1200x630): the art, the title large, author and brand host underneath. */
export function articleOgSvg(post: CoverFacts, footer: string): string {
  const bold = interFont(700);
  const medium = interFont(500);
  const titleLines = wrapText(bold, post.title, 62, 1040, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
${artwork(post, 1200, 630)}
<rect width="1200" height="630" fill="${hsl(coverHue(post.category), 40, 8, 0.35)}"/>
${textPaths(medium, [post.category.toUpperCase()], { x: 80, y: 150, size: 24, lineHeight: 30, fill: hsl(coverHue(post.category), 90, 82), letterSpacing: 0.12 })}
${textPaths(bold, titleLines, { x: 80, y: 235, size: 62, lineHeight: 74, fill: "#ffffff" })}
${textPaths(medium, [footer], { x: 80, y: 560, size: 26, lineHeight: 30, fill: "#d6d3ea" })}
</svg>`;
}
