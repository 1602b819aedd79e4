/**
 * A small drawing of each section type for the palette, and of each template: wireframes in the
 * site's colours, so a marketer recognises a section before reading its name. Drawn with SVG shapes
 * (no image files), decorative: the name and description beside them say the same.
 */
import type { SectionType } from "#shared/pages/sections.ts";
import type { PageTemplate } from "#shared/pages/templates.ts";

/** [x, y, width, height, tone] in a 120 × 72 box; tone: ink band, primary, line (muted), card, accent. */
type Shape = [number, number, number, number, "ink" | "primary" | "line" | "card" | "soft" | "white"];

const FILL = { ink: "var(--color-ink)", primary: "var(--color-primary)", line: "var(--color-muted-foreground)", card: "var(--color-background)", soft: "var(--color-primary-soft)", white: "#fff" } as const;

const row = (count: number, y: number, h: number, tone: Shape[4], gap = 4, x0 = 8, width = 104): Shape[] => {
  const w = (width - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => [x0 + i * (w + gap), y, w, h, tone] as Shape);
};
const lines = (x: number, y: number, widths: number[], tone: Shape[4] = "line"): Shape[] => widths.map((w, i) => [x, y + i * 6, w, 2.5, tone] as Shape);

const PICTURES: Record<SectionType, Shape[]> = {
  hero: [[0, 0, 120, 72, "ink"], [10, 14, 60, 7, "white"], ...lines(10, 26, [54, 44], "soft"), [10, 44, 22, 8, "primary"], [35, 44, 20, 8, "card"], [78, 14, 34, 40, "soft"]],
  features: [[44, 6, 32, 4, "line"], ...row(3, 16, 48, "card").flatMap(([x, y, w, h]) => [[x, y, w, h, "card"], [x + 4, y + 5, 8, 8, "soft"], ...lines(x + 4, y + 18, [w - 10, w - 16])] as Shape[])],
  "link-cards": [[44, 6, 32, 4, "line"], ...row(4, 16, 48, "card").flatMap(([x, y, w, h]) => [[x, y, w, h, "card"], [x + 3, y + 5, 8, 8, "primary"], ...lines(x + 3, y + 18, [w - 7, w - 10]), [x + 3, y + 38, 12, 2.5, "primary"]] as Shape[])],
  stats: [[0, 0, 120, 72, "ink"], [44, 8, 32, 4, "soft"], ...row(3, 24, 12, "primary"), ...row(3, 42, 3, "soft")],
  steps: [[44, 6, 32, 4, "line"], [14, 29, 92, 1.5, "line"], ...row(4, 22, 14, "soft", 14, 10, 100), ...row(4, 44, 3, "line", 10), [46, 58, 28, 8, "primary"]],
  testimonials: [[44, 6, 32, 4, "line"], ...row(2, 16, 48, "card", 6).flatMap(([x, y, w, h]) => [[x, y, w, h, "card"], [x + 4, y + 5, 16, 4, "primary"], ...lines(x + 4, y + 15, [w - 8, w - 8, w - 16]), [x + 4, y + 38, 20, 2.5, "line"]] as Shape[])],
  "packages-teaser": [[44, 6, 32, 4, "line"], ...row(3, 16, 46, "card"), [42, 16, 36, 46, "soft"], ...row(3, 22, 4, "line"), [46, 64, 28, 5, "primary"]],
  integrations: [[44, 10, 32, 4, "line"], ...row(5, 30, 12, "card", 3), ...row(5, 34, 3, "line", 3)],
  "cta-band": [[8, 10, 104, 52, "ink"], [30, 20, 60, 6, "white"], [38, 31, 44, 2.5, "soft"], [34, 42, 24, 8, "primary"], [62, 42, 24, 8, "card"]],
  explainer: [...lines(8, 12, [40, 48, 48, 44, 48, 30]), ...[14, 30, 46].flatMap((y) => [[62, y, 50, 13, "card"], [65, y + 3, 7, 7, "primary"], [76, y + 5, 30, 2.5, "line"]] as Shape[])],
  checklist: [[8, 8, 40, 5, "line"], ...[22, 32, 42, 52].flatMap((y) => [[8, y, 5, 5, "primary"], [16, y + 1, 34, 2.5, "line"], [62, y, 5, 5, "primary"], [70, y + 1, 34, 2.5, "line"]] as Shape[])],
  table: [[44, 6, 32, 4, "line"], [14, 16, 92, 50, "card"], ...[16, 26, 36, 46, 56].map((y) => [14, y, 92, 0.8, "line"] as Shape), ...[20, 30, 40, 50, 60].flatMap((y) => [[18, y - 1, 26, 2.5, "line"], [80, y - 1, 20, 2.5, "primary"]] as Shape[])],
  flow: [[0, 0, 120, 72, "ink"], ...row(4, 24, 26, "soft", 8), ...[31, 59, 87].map((x) => [x, 36, 4, 2, "white"] as Shape)],
  faq: [[44, 6, 32, 4, "line"], ...[18, 30, 42, 54].flatMap((y) => [[16, y, 88, 10, "card"], [20, y + 4, 50, 2.5, "line"], [96, y + 3, 4, 4, "line"]] as Shape[])],
  status: [[52, 12, 16, 16, "soft"], [36, 34, 48, 6, "line"], [30, 45, 60, 2.5, "line"], [40, 56, 40, 8, "primary"]],
  "contact-form": [[8, 8, 64, 58, "card"], ...[16, 28, 40].map((y) => [14, y, 52, 7, "soft"] as Shape), [14, 52, 24, 8, "primary"], [78, 8, 34, 58, "card"], ...lines(82, 16, [24, 18, 26, 20])],
  scheduler: [[14, 8, 92, 58, "card"], [20, 14, 40, 4, "line"], ...[24, 34, 44, 54].flatMap((y) => row(7, y, 6, "soft", 3, 20, 80))],
  legal: [[8, 8, 50, 6, "line"], ...lines(8, 22, [100, 96, 104, 90, 100, 70, 98])],
  "pricing-packages": [[46, 6, 28, 6, "soft"], ...row(3, 18, 48, "card"), [42, 18, 36, 48, "soft"], ...row(3, 26, 7, "primary"), ...row(3, 40, 2.5, "line"), ...row(3, 46, 2.5, "line")],
  "add-ons": [[44, 6, 32, 4, "line"], [14, 16, 92, 50, "card"], ...[24, 34, 44, 54].flatMap((y) => [[18, y, 26, 2.5, "line"], [52, y - 1, 14, 4, "primary"], [72, y, 30, 2.5, "line"]] as Shape[])],
  comparison: [[44, 6, 32, 4, "line"], [14, 16, 92, 50, "card"], ...[24, 34, 44, 54].flatMap((y) => [[18, y, 30, 2.5, "line"], ...[60, 76, 92].map((x) => [x, y - 1, 4, 4, y % 20 === 4 ? "line" : "primary"] as Shape)] as Shape[])],
  "rich-text": [[28, 8, 50, 6, "line"], ...lines(28, 20, [64, 60, 64, 52]), [28, 46, 40, 4, "line"], ...lines(28, 55, [64, 58])],
  "image-text": [[8, 16, 44, 5, "line"], ...lines(8, 28, [48, 44, 48, 36]), [8, 54, 22, 8, "primary"], [62, 10, 50, 52, "soft"]],
  "sdr-pricing": [[0, 0, 120, 72, "ink"], [44, 6, 32, 4, "soft"], ...row(3, 16, 30, "card"), ...row(3, 22, 6, "primary"), ...row(3, 52, 12, "soft")],
};

function Picture({ shapes, className }: { shapes: Shape[]; className?: string }) {
  return (
    <svg viewBox="0 0 120 72" aria-hidden="true" className={className ?? "w-full rounded-md border border-border bg-subtle"}>
      {shapes.map(([x, y, width, height, tone], index) => (
        <rect key={index} x={x} y={y} width={width} height={height} rx={Math.min(2, height / 2)} fill={FILL[tone]} stroke={tone === "card" ? "var(--color-border)" : undefined} strokeWidth={tone === "card" ? 0.6 : undefined} opacity={tone === "line" ? 0.45 : 1} />
      ))}
    </svg>
  );
}

export function SectionPicture({ type }: { type: SectionType }) {
  return <Picture shapes={PICTURES[type]} />;
}

const TEMPLATE_SECTIONS: Record<PageTemplate, SectionType[]> = {
  blank: ["hero"],
  product: ["hero", "explainer", "features"],
  campaign: ["hero", "features", "contact-form"],
};

/** A template as a strip of its first sections. */
export function TemplatePicture({ template }: { template: PageTemplate }) {
  return (
    <span aria-hidden="true" className="grid gap-1 rounded-md border border-border bg-subtle p-1.5">
      {TEMPLATE_SECTIONS[template].map((type, index) => (
        <Picture key={index} shapes={PICTURES[type]} className="w-full rounded-sm bg-background" />
      ))}
    </span>
  );
}
