import { Section } from "#app/site/components/sections/section.tsx";
import { ComparisonTable } from "#app/site/components/sections/pricing/comparison-table.tsx";
import type { SectionView } from "#sections/view.ts";

const View: SectionView<"comparison"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <div className="mx-auto max-w-4xl">
      <ComparisonTable caption={section.intro.title} columns={section.columns} rows={section.rows} text={section.text} />
    </div>
  </Section>
);

export default View;
