import CheckIcon from "lucide-react/icons/check";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import type { SectionOf } from "#shared/pages/sections.ts";

type Packages = SectionOf<"pricing-packages">;
import { cn } from "#app/ui/utils.ts";
import { PriceTag } from "./price-tag.tsx";

/** The three core packages: price, setup fee, included systems, who it is for. */
export function PackageCards({ packages, labels, billing }: { packages: Packages["items"]; labels: Packages["labels"]; billing: Packages["billing"] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {packages.map((pkg) => (
        <li
          key={pkg.id}
          id={`package-${pkg.id}`}
          className={cn(
            "relative flex flex-col rounded-2xl border bg-card p-7 sm:p-8",
            pkg.featured ? "border-primary shadow-elevated ring-1 ring-primary" : "border-border shadow-card",
          )}
        >
          {pkg.featured ? (
            <Badge variant="featured" className="absolute -top-3 left-7">{labels.featured}</Badge>
          ) : null}
          <h3 className="text-xl font-bold tracking-tight">{pkg.name}</h3>
          <p className="mt-2 min-h-[4.5rem] leading-relaxed text-muted-foreground">{pkg.description}</p>
          <div className="mt-6">
            <PriceTag price={pkg.monthly} unit={billing.perMonth} size="lg" />
            <p className="mt-1 text-sm text-muted-foreground">
              <PriceTag price={pkg.setupFee} className="text-foreground" /> {billing.setupFee}
            </p>
          </div>
          <Button asChild variant={pkg.featured ? "primary" : "secondary"} className="mt-7 w-full">
            <a href={pkg.cta.href}>{pkg.cta.label}</a>
          </Button>
          <h4 className="mt-8 text-sm font-semibold">{labels.modules}</h4>
          <ul className="mt-3 flex flex-col gap-2.5 text-[0.9375rem]">
            {pkg.modules.map((module) => (
              <li key={module} className="flex gap-2.5">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {module}
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-8">
            <p className="border-t border-border pt-5 text-sm leading-relaxed text-muted-foreground">
              <span className="font-semibold text-foreground">{labels.bestFor}: </span>
              {pkg.bestFor}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
