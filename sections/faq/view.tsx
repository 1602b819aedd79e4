import { Accordion, AccordionItem } from "#app/ui/accordion.tsx";
import type { SectionOf } from "#shared/pages/sections.ts";
import { Section } from "#app/site/components/sections/section.tsx";
import type { SectionView } from "#sections/view.ts";

type FaqEntry = SectionOf<"faq">["items"][number];

/** Questions as an accordion. Answers are always in the HTML and match the FAQPage JSON-LD. */
export function Faq({ entries }: { entries: FaqEntry[] }) {
  return (
    <Accordion className="mx-auto max-w-3xl rounded-2xl border border-border bg-card px-6 shadow-card sm:px-8">
      {entries.map((entry) => (
        <AccordionItem key={entry.question} group="faq" title={entry.question}>
          {entry.answer}
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const View: SectionView<"faq"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <Faq entries={section.items} />
  </Section>
);

export default View;
