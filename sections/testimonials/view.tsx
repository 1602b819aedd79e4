import QuoteIcon from "lucide-react/icons/quote";
import type { SectionOf } from "#shared/pages/sections.ts";
import { Section } from "#app/site/components/sections/section.tsx";
import type { SectionView } from "#sections/view.ts";

type Testimonial = SectionOf<"testimonials">["items"][number];

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {items.map((item) => (
        <li key={item.quote} className="reveal">
          <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-7 shadow-card sm:p-9">
            <div className="flex items-center justify-between gap-4">
              <QuoteIcon aria-hidden="true" className="size-8 text-primary/30" />
              {item.highlight ? (
                <span className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-soft-foreground">
                  {item.highlight}
                </span>
              ) : null}
            </div>
            <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-foreground">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="mt-7 border-t border-border pt-5">
              <span className="block font-semibold">{item.role}</span>
              <span className="block text-sm text-muted-foreground">{item.companyType}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

const View: SectionView<"testimonials"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <Testimonials items={section.items} />
  </Section>
);

export default View;
