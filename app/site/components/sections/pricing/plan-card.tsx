import CheckIcon from "lucide-react/icons/check";
import type { ReactNode } from "react";
import type { Price } from "#shared/content/price.ts";
import { Badge } from "#app/ui/badge.tsx";
import { cn } from "#app/ui/utils.ts";
import { PriceTag } from "./price-tag.tsx";

type Plan = { name: string; description: string; monthly: Price; setupFee: Price; featured?: boolean };

/** A plan on a card: its badge when featured, name, description, monthly price and setup fee; what follows is the caller's. */
export function PlanCard({
  plan,
  billing,
  featuredLabel,
  id,
  className,
  descriptionClassName,
  children,
}: {
  plan: Plan;
  billing: { perMonth: string; setupFee: string };
  featuredLabel: string;
  id?: string;
  className: string;
  descriptionClassName?: string;
  children: ReactNode;
}) {
  return (
    <li id={id} className={cn("relative flex flex-col rounded-2xl border bg-card p-7 sm:p-8", className)}>
      {plan.featured ? (
        <Badge variant="featured" className="absolute -top-3 left-7">
          {featuredLabel}
        </Badge>
      ) : null}
      <h3 className="text-xl font-bold tracking-tight">{plan.name}</h3>
      <p className={cn("mt-2 leading-relaxed text-muted-foreground", descriptionClassName)}>{plan.description}</p>
      <div className="mt-6">
        <PriceTag price={plan.monthly} unit={billing.perMonth} size="lg" />
        <p className="mt-1 text-sm text-muted-foreground">
          <PriceTag price={plan.setupFee} className="text-foreground" /> {billing.setupFee}
        </p>
      </div>
      {children}
    </li>
  );
}

/** What a plan includes, each item after a check mark. */
export function PlanIncludes({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={cn("flex flex-col gap-2.5 text-[0.9375rem]", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {item}
        </li>
      ))}
    </ul>
  );
}
