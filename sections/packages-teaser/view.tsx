import CheckIcon from "lucide-react/icons/check";
import { Badge } from "#app/ui/badge.tsx";
import type { SectionOf } from "#shared/pages/sections.ts";
import { Section } from "#app/site/components/sections/section.tsx";
import { CtaLinks } from "#app/site/components/sections/cta-links.tsx";
import type { SectionView } from "#sections/view.ts";

type TierTeaser = SectionOf<"packages-teaser">["items"][number];
import { cn } from "#app/ui/utils.ts";

/** The three packages, without prices: the pricing page has those. */
export function TierTeaserGrid({ tiers, featuredLabel = "Most popular" }: { tiers: TierTeaser[]; featuredLabel?: string }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {tiers.map((tier) => (
        <li
          key={tier.name}
          className={cn(
            "reveal relative flex flex-col rounded-2xl border bg-card p-7 sm:p-8",
            tier.featured ? "border-primary shadow-elevated ring-1 ring-primary" : "border-border shadow-card",
          )}
        >
          {tier.featured ? <Badge variant="featured" className="absolute -top-3 left-7">{featuredLabel}</Badge> : null}
          <h3 className="text-xl font-bold tracking-tight">{tier.name}</h3>
          <p className="mt-2 leading-relaxed text-muted-foreground">{tier.description}</p>
          <ul className="mt-6 flex flex-col gap-3 border-t border-border pt-6 text-[0.9375rem]">
            {tier.includes.map((line) => (
              <li key={line} className="flex gap-3">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {line}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const View: SectionView<"packages-teaser"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <TierTeaserGrid tiers={section.items} featuredLabel={section.featuredLabel} />
    <CtaLinks primary={section.primary} secondary={section.secondary} className="mt-12 justify-center" />
  </Section>
);

export default View;
