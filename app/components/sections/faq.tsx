import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { FaqEntry } from "~/content/pricing";

/**
 * Questions as an accordion. Answers are always in the HTML (forceMount + `hidden` when closed), so
 * crawlers and no-JS readers get them, and they match the FAQPage JSON-LD.
 */
export function Faq({ entries }: { entries: FaqEntry[] }) {
  return (
    <Accordion type="multiple" className="mx-auto max-w-3xl rounded-2xl border border-border bg-card px-6 shadow-card sm:px-8">
      {entries.map((entry, index) => (
        <AccordionItem key={entry.question} value={`faq-${index}`}>
          <AccordionTrigger>{entry.question}</AccordionTrigger>
          <AccordionContent forceMount>
            {entry.answer}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
