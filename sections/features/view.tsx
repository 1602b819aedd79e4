import type { Feature } from "#shared/pages/fields.ts";
import { NamedIcon } from "#app/site/lib/icons.tsx";
import { cn } from "#app/ui/utils.ts";
import { Section } from "#app/site/components/sections/section.tsx";
import type { SectionView } from "#sections/view.ts";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * Icon + title + description items. `card` for feature cards, `plain` for lighter lists on a band,
 * `ink` for cards on a dark band.
 */
export function FeatureGrid({
  items,
  columns = 3,
  variant = "card",
}: {
  items: Feature[];
  columns?: keyof typeof columnClasses;
  variant?: "card" | "plain" | "ink";
}) {
  return (
    <ul className={cn("grid gap-5 sm:gap-6", columnClasses[columns])}>
      {items.map(({ icon, title, description }) => (
        <li
          key={title}
          className={cn(
            "reveal flex flex-col rounded-xl",
            variant === "card" && "border border-border bg-card p-6 shadow-card transition-shadow hover:shadow-elevated sm:p-7",
            variant === "plain" && "p-1",
            variant === "ink" && "border border-ink-border bg-white/[0.04] p-6 sm:p-7",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "flex size-11 items-center justify-center rounded-lg [&_svg]:size-5",
              variant === "ink" ? "bg-white/10 text-ink-accent" : "bg-primary-soft text-primary",
            )}
          >
            <NamedIcon name={icon} />
          </span>
          <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
          <p className={cn("mt-2 leading-relaxed", variant === "ink" ? "text-ink-muted" : "text-muted-foreground")}>{description}</p>
        </li>
      ))}
    </ul>
  );
}

const View: SectionView<"features"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone} align={section.align}>
    <FeatureGrid items={section.items} columns={section.columns} variant={section.style} />
  </Section>
);

export default View;
