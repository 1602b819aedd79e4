import type { ReactNode } from "react";
import type { SectionIntro } from "#shared/content/types.ts";
import { cn } from "#app/ui/utils.ts";

export type SectionTone = "default" | "muted" | "ink";

const toneClasses: Record<SectionTone, string> = {
  default: "bg-background",
  muted: "bg-subtle border-y border-border/70",
  ink: "bg-hero text-ink-foreground",
};

/**
 * A page band: background tone, vertical rhythm, the section's heading block and its content.
 * Pages alternate tones so sections read as distinct steps of the story.
 */
export function Section({
  intro,
  tone = "default",
  align = "center",
  id,
  className,
  children,
}: {
  intro?: SectionIntro;
  tone?: SectionTone;
  align?: "center" | "left";
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={intro ? headingId : undefined} className={cn("render-when-near relative py-20 sm:py-24", toneClasses[tone], className)}>
      <div className="container-page">
        {intro ? <SectionHeader intro={intro} align={align} tone={tone} headingId={headingId} /> : null}
        {children ? <div className={intro ? "mt-12 sm:mt-14" : undefined}>{children}</div> : null}
      </div>
    </section>
  );
}

export function SectionHeader({
  intro,
  align = "center",
  tone = "default",
  headingId,
}: {
  intro: SectionIntro;
  align?: "center" | "left";
  tone?: SectionTone;
  headingId?: string;
}) {
  const dark = tone === "ink";
  return (
    <div className={cn("max-w-3xl reveal break-after-avoid", align === "center" && "mx-auto text-center")}>
      {intro.eyebrow ? (
        <p className={cn("text-sm font-semibold uppercase tracking-[0.14em]", dark ? "text-ink-accent" : "text-primary")}>
          {intro.eyebrow}
        </p>
      ) : null}
      <h2 id={headingId} className={cn("text-headline font-bold", intro.eyebrow && "mt-3")}>
        {intro.title}
      </h2>
      {intro.lead ? (
        <p className={cn("mt-5 text-lead", dark ? "text-ink-muted" : "text-muted-foreground", align === "center" && "mx-auto max-w-2xl")}>
          {intro.lead}
        </p>
      ) : null}
    </div>
  );
}
