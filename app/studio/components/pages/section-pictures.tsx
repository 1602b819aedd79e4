/**
 * A small drawing of each section type for the palette (its shapes are its folder's, sections/<type>),
 * and of each template: wireframes in the site's colours, drawn with SVG shapes (no image files),
 * decorative: the name and description beside them say the same.
 */
import { sectionInfo, type SectionType } from "#sections/registry.ts";
import type { Shape } from "#sections/picture.ts";
import type { PageTemplate } from "#shared/pages/templates.ts";

const FILL = { ink: "var(--color-ink)", primary: "var(--color-primary)", line: "var(--color-muted-foreground)", card: "var(--color-background)", soft: "var(--color-primary-soft)", white: "#fff" } as const;

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
  return <Picture shapes={sectionInfo(type).picture} />;
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
        <Picture key={index} shapes={sectionInfo(type).picture} className="w-full rounded-sm bg-background" />
      ))}
    </span>
  );
}
