import { Button } from "#app/ui/button.tsx";
import type { SectionOf } from "#shared/pages/sections.ts";
import { PlanCard, PlanIncludes } from "./plan-card.tsx";

type Packages = SectionOf<"pricing-packages">;

/** The three core packages: price, setup fee, included systems, who it is for. */
export function PackageCards({ packages, labels, billing }: { packages: Packages["items"]; labels: Packages["labels"]; billing: Packages["billing"] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {packages.map((pkg) => (
        <PlanCard
          key={pkg.id}
          id={`package-${pkg.id}`}
          plan={pkg}
          billing={billing}
          featuredLabel={labels.featured}
          className={pkg.featured ? "border-primary shadow-elevated ring-1 ring-primary" : "border-border shadow-card"}
          descriptionClassName="min-h-[4.5rem]"
        >
          <Button asChild variant={pkg.featured ? "primary" : "secondary"} className="mt-7 w-full">
            <a href={pkg.cta.href}>{pkg.cta.label}</a>
          </Button>
          <h4 className="mt-8 text-sm font-semibold">{labels.modules}</h4>
          <PlanIncludes items={pkg.modules} className="mt-3" />
          <div className="mt-auto pt-8">
            <p className="border-t border-border pt-5 text-sm leading-relaxed text-muted-foreground">
              <span className="font-semibold text-foreground">{labels.bestFor}: </span>
              {pkg.bestFor}
            </p>
          </div>
        </PlanCard>
      ))}
    </ul>
  );
}
