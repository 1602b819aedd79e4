import ArrowDownIcon from "lucide-react/icons/arrow-down";
import ArrowRightIcon from "lucide-react/icons/arrow-right";
import { Fragment } from "react";
import { Section } from "#app/site/components/sections/section.tsx";
import type { SectionView } from "#sections/view.ts";

interface Stage {
  title: string;
  description: string;
  products: string[];
}

/** How the systems feed each other: stages left to right (top to bottom on phones). */
export function FlowDiagram({ stages }: { stages: Stage[] }) {
  return (
    <ol className="flex flex-col items-stretch gap-3 lg:flex-row lg:items-stretch">
      {stages.map((stage, index) => (
        <Fragment key={stage.title}>
          <li className="reveal flex flex-1 flex-col rounded-xl border border-ink-border bg-white/[0.04] p-6">
            <span className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-accent">Stage {index + 1}</span>
            <h3 className="mt-2 text-lg font-semibold tracking-tight">{stage.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{stage.description}</p>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Products">
              {stage.products.map((product) => (
                <li key={product} className="rounded-full border border-ink-border bg-white/5 px-2.5 py-1 text-xs font-semibold text-ink-foreground">
                  {product}
                </li>
              ))}
            </ul>
          </li>
          {index < stages.length - 1 ? (
            <li aria-hidden="true" className="flex items-center justify-center text-ink-accent">
              <ArrowDownIcon className="size-5 lg:hidden" />
              <ArrowRightIcon className="hidden size-5 lg:block" />
            </li>
          ) : null}
        </Fragment>
      ))}
    </ol>
  );
}

const View: SectionView<"flow"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <FlowDiagram stages={section.items} />
  </Section>
);

export default View;
