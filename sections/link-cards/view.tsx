import ArrowRightIcon from "lucide-react/icons/arrow-right";
import type { LinkCard } from "#shared/pages/fields.ts";
import { NamedIcon } from "#app/site/lib/icons.tsx";
import { cn } from "#app/ui/utils.ts";
import { Section } from "#app/site/components/sections/section.tsx";
import type { SectionView } from "#sections/view.ts";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5",
} as const;

/** Cards that each lead to a page; the whole card is clickable, the link text names the target. */
export function LinkCardGrid({ items, columns = 3 }: { items: LinkCard[]; columns?: keyof typeof columnClasses }) {
  return (
    <ul className={cn("grid gap-5 sm:gap-6", columnClasses[columns])}>
      {items.map(({ icon, title, description, href, linkLabel }) => (
        <li key={href + title} className="reveal">
          <div className="group relative flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-card transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-elevated sm:p-7">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-[oklch(0.45_0.2_265)] text-primary-foreground shadow-glow [&_svg]:size-5"
            >
              <NamedIcon name={icon} />
            </span>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{description}</p>
            <a
              href={href}
              className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-xl"
            >
              {linkLabel}
              <ArrowRightIcon aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

const View: SectionView<"link-cards"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <LinkCardGrid items={section.items} columns={section.columns} />
  </Section>
);

export default View;
