import type { Stat } from "#shared/content/types.ts";
import { cn } from "#app/ui/utils.ts";
import { Section } from "#app/site/components/sections/section.tsx";
import type { SectionView } from "#sections/view.ts";

/** Headline figures. On an ink band the values carry the brand gradient. */
export function StatBand({ stats, tone = "ink" }: { stats: Stat[]; tone?: "ink" | "light" }) {
  const dark = tone === "ink";
  return (
    <dl
      className={cn(
        "grid grid-cols-2 gap-px overflow-hidden rounded-2xl",
        stats.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4",
        dark ? "bg-ink-border" : "border border-border bg-border",
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className={cn("reveal flex flex-col-reverse justify-end p-5 sm:p-8", dark ? "bg-ink" : "bg-card")}>
          <dt className={cn("mt-3 text-sm font-medium sm:text-base", dark ? "text-ink-foreground" : "text-foreground")}>
            {stat.label}
            {stat.detail ? (
              <span className={cn("mt-1 block text-sm font-normal", dark ? "text-ink-muted" : "text-muted-foreground")}>{stat.detail}</span>
            ) : null}
          </dt>
          <dd className={cn("text-[2.1rem] leading-none font-bold tracking-tight sm:text-5xl", dark ? "text-gradient" : "text-primary")}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const View: SectionView<"stats"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <StatBand stats={section.items} tone={section.tone === "ink" ? "ink" : "light"} />
  </Section>
);

export default View;
