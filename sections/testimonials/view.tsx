/**
 * Customers' quotes as cards, each with its result and who said it: their photo, name and role
 * beside the company's logo when given; a quote without them shows the role and the company alone.
 */
import QuoteIcon from "lucide-react/icons/quote";
import { LibraryPicture } from "#app/site/components/library-picture.tsx";
import { Section } from "#app/site/components/sections/section.tsx";
import type { ImageSize } from "#sections/define.ts";
import type { SectionOf } from "#shared/pages/sections.ts";
import type { SectionView } from "#sections/view.ts";

type Testimonial = SectionOf<"testimonials">["items"][number];
type Sizes = { photo?: ImageSize; logo?: ImageSize };

function Person({ item, sizes }: { item: Testimonial; sizes: Sizes }) {
  return (
    // The logo takes its own line when the card is too narrow for it beside the person (a phone).
    <figcaption className="mt-7 flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-border pt-5">
      {item.photo && sizes.photo ? (
        <LibraryPicture name={item.photo.name} alt={item.photo.alt} size={sizes.photo} sizes="3rem" className="size-12 shrink-0 rounded-full bg-muted object-cover" />
      ) : null}
      <span className="min-w-36 flex-1">
        {item.name ? <span className="block font-semibold">{item.name}</span> : null}
        <span className={item.name ? "block text-sm text-muted-foreground" : "block font-semibold"}>{item.role}</span>
        <span className="block text-sm text-muted-foreground">{item.companyType}</span>
      </span>
      {item.logo && sizes.logo ? (
        // The white chip shows only on the dark card: padded there alone, so on the light one the logo lines up with the words.
        <span className="flex h-10 max-w-28 shrink-0 items-center rounded-md bg-white dark:px-2">
          <LibraryPicture name={item.logo.name} alt={item.logo.alt} size={sizes.logo} sizes="7rem" className="h-auto max-h-7 w-auto max-w-full object-contain" />
        </span>
      ) : null}
    </figcaption>
  );
}

export function Testimonials({ items, sizes }: { items: Testimonial[]; sizes: Sizes[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {items.map((item, index) => (
        <li key={item.quote} className="reveal">
          <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-7 shadow-card sm:p-9">
            <div className="flex items-center justify-between gap-4">
              <QuoteIcon aria-hidden="true" className="size-8 text-primary/30" />
              {item.highlight ? <span className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-soft-foreground">{item.highlight}</span> : null}
            </div>
            <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-foreground">
              <p>{item.quote}</p>
            </blockquote>
            {item.name || item.photo || item.logo ? (
              <Person item={item} sizes={sizes[index] ?? {}} />
            ) : (
              <figcaption className="mt-7 border-t border-border pt-5">
                <span className="block font-semibold">{item.role}</span>
                <span className="block text-sm text-muted-foreground">{item.companyType}</span>
              </figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  );
}

const View: SectionView<"testimonials"> = ({ section, prepared }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <Testimonials items={section.items} sizes={prepared.items} />
  </Section>
);

export default View;
