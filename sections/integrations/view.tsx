import type { SectionOf } from "#shared/pages/sections.ts";
import { Section } from "#app/site/components/sections/section.tsx";
import type { SectionView } from "#sections/view.ts";

type Integration = SectionOf<"integrations">["items"][number];

/** Integrations as typeset wordmarks (no third-party logo files) with the kind of tool under each. */
export function LogoStrip({ items }: { items: Integration[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => (
        <li
          key={item.name}
          className="reveal flex flex-col items-center justify-center rounded-xl border border-border bg-card px-4 py-6 text-center shadow-card last:col-span-2 sm:last:col-span-1"
        >
          <span className="text-lg font-bold tracking-tight text-foreground/85">{item.name}</span>
          <span className="mt-1 text-xs font-medium uppercase tracking-wider text-muted-foreground">{item.kind}</span>
        </li>
      ))}
    </ul>
  );
}

const View: SectionView<"integrations"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <LogoStrip items={section.items} />
  </Section>
);

export default View;
