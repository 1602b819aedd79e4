import type { Feature as Step } from "#shared/pages/fields.ts";
import { NamedIcon } from "#app/site/lib/icons.tsx";
import { Section } from "#app/site/components/sections/section.tsx";
import { CtaLinks } from "#app/site/components/sections/cta-links.tsx";
import type { SectionView } from "#sections/view.ts";

/** Numbered steps in a row (a column on phones), joined by a line on wide screens. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="relative grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      <li aria-hidden="true" className="absolute inset-x-[12%] top-7 hidden h-px bg-gradient-to-r from-transparent via-primary/40 to-transparent lg:block" />
      {steps.map(({ icon, title, description }, index) => (
        <li key={title} className="reveal relative flex flex-col items-start lg:items-center lg:text-center">
          <span className="relative flex size-14 items-center justify-center rounded-2xl border border-border bg-card text-primary shadow-card [&_svg]:size-6">
            <NamedIcon name={icon} aria-hidden="true" />
            <span className="absolute -right-2 -top-2 flex size-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
              {index + 1}
            </span>
          </span>
          <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
          <p className="mt-2 leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ol>
  );
}

const View: SectionView<"steps"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <StepList steps={section.items} />
    <CtaLinks primary={section.primary} secondary={section.secondary} className="mt-12 justify-center" />
  </Section>
);

export default View;
