import { Section } from "#app/site/components/sections/section.tsx";
import { Checklist } from "#app/site/components/sections/checklist.tsx";
import type { SectionView } from "#sections/view.ts";

const View: SectionView<"checklist"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone} align={section.align}>
    <Checklist items={section.items} />
  </Section>
);

export default View;
