import { Section } from "#app/site/components/sections/section.tsx";
import { AddOnTable } from "#app/site/components/sections/pricing/add-on-table.tsx";
import type { SectionView } from "#sections/view.ts";

const View: SectionView<"add-ons"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <div className="mx-auto max-w-4xl">
      <AddOnTable caption={section.intro.title} columns={section.columns} addOns={section.items} />
    </div>
  </Section>
);

export default View;
