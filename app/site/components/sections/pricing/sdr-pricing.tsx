import type { SectionOf } from "#shared/pages/sections.ts";
import { NamedIcon } from "#app/site/lib/icons.tsx";
import { cn } from "#app/ui/utils.ts";
import { Checklist } from "#app/site/components/sections/checklist.tsx";
import { SectionHeader } from "#app/site/components/sections/section.tsx";
import { AddOnTable } from "./add-on-table.tsx";
import { PlanCard, PlanIncludes } from "./plan-card.tsx";

/** The pricing page's AI SDR block — plans, benchmarks, what is included, add-ons, ROI. */
export function SdrPricing({ sdr }: { sdr: SectionOf<"sdr-pricing"> }) {
  const { labels, billing, addOnColumns } = sdr;
  return (
    <section id={sdr.id} aria-labelledby={`${sdr.id}-title`} className="render-when-near bg-hero py-20 text-ink-foreground sm:py-24">
      <div className="container-page">
        <SectionHeader intro={sdr.intro} tone="ink" headingId={`${sdr.id}-title`} />

        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {sdr.plans.map((plan) => (
            <PlanCard
              key={plan.name}
              plan={plan}
              billing={billing}
              featuredLabel={labels.featured}
              className={cn("text-card-foreground", plan.featured ? "border-primary ring-2 ring-ink-accent" : "border-transparent")}
            >
              <PlanIncludes items={plan.features} className="mt-7 border-t border-border pt-6" />
            </PlanCard>
          ))}
        </ul>

        <div className="mt-20">
          <SectionHeader intro={sdr.benchmarksIntro} tone="ink" />
          <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-3">
            {sdr.benchmarks.map(({ icon, label, value }) => (
              <div key={label} className="flex flex-col-reverse justify-end rounded-xl border border-ink-border bg-white/[0.04] p-5 sm:p-6">
                <dt className="mt-2 flex items-start gap-2 text-sm text-ink-muted">
                  <NamedIcon name={icon} aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-accent" />
                  {label}
                </dt>
                <dd className="text-3xl font-bold tracking-tight text-gradient sm:text-4xl">{value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="mt-20 grid gap-12 lg:grid-cols-2">
          <div>
            <h3 className="text-title font-bold">{sdr.includedTitle}</h3>
            <div className="mt-8">
              <Checklist items={sdr.included} tone="ink" columns={1} />
            </div>
          </div>
          <div>
            <h3 className="text-title font-bold">{sdr.roiTitle}</h3>
            <dl className="mt-8 flex flex-col gap-4">
              {sdr.roi.map((item) => (
                <div key={item.label} className="flex items-center gap-5 rounded-xl border border-ink-border bg-white/[0.04] p-5">
                  <dt className="order-2 text-ink-muted">{item.label}</dt>
                  <dd className="order-1 w-28 shrink-0 text-2xl font-bold tracking-tight text-gradient">{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>

        <div className="mt-20">
          <h3 className="text-title font-bold">{sdr.addOnsTitle}</h3>
          <div className="mt-8 text-card-foreground">
            <AddOnTable caption={sdr.addOnsTitle} columns={addOnColumns} addOns={sdr.addOns} />
          </div>
        </div>
      </div>
    </section>
  );
}
