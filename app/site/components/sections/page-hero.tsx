import type { ReactNode } from "react";
import { Badge } from "#app/ui/badge.tsx";
import type { Cta, HeroContent } from "#shared/content/types.ts";
import { cn } from "#app/ui/utils.ts";
import { CtaLinks } from "./cta-links.tsx";

/**
 * The top of a page: eyebrow, the page's one `<h1>`, lead and calls to action.
 * `dark` sits on the ink gradient (marketing pages); `light` is for utility pages (blog, contact, legal).
 */
export function PageHero({
  hero,
  variant = "dark",
  visual,
  note,
  children,
  className,
}: {
  hero: Omit<HeroContent, "lead"> & { lead?: string; tertiary?: Cta };
  variant?: "dark" | "light";
  /** Shown beside the copy from `lg` up (a product mock), below it on smaller screens. */
  visual?: ReactNode;
  /** A short trust line under the buttons. */
  note?: string;
  children?: ReactNode;
  className?: string;
}) {
  const dark = variant === "dark";
  return (
    <section
      id="hero"
      className={cn(
        "relative overflow-hidden",
        dark ? "bg-hero text-ink-foreground" : "border-b border-border bg-subtle",
        className,
      )}
    >
      {/* React puts this in <head>: the first paint waits until the hero is parsed, so a frame drawn
          mid-parse never shows the copy centred against a visual not there yet (a layout shift). */}
      <link rel="expect" href="#hero" blocking="render" />
      {dark ? <GridBackdrop /> : null}
      <div
        className={cn(
          "container-page relative",
          dark ? "py-20 sm:py-28" : "py-14 sm:py-20",
          visual && "grid items-center gap-14 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12",
        )}
      >
        <div className="max-w-3xl">
          {hero.eyebrow ? (
            <Badge variant={dark ? "inverse" : "accent"} size="md" className="mb-5">
              {hero.eyebrow}
            </Badge>
          ) : null}
          <h1
            className={cn(
              "font-bold",
              dark ? "text-display" : "text-headline",
              // Beside a visual the column is narrower: a slightly smaller display size keeps lines whole.
              dark && visual && "lg:text-[3.6rem] xl:text-[4rem]",
            )}
          >{hero.title}</h1>
          {hero.lead ? <p className={cn("mt-6 max-w-2xl text-lead", dark ? "text-ink-muted" : "text-muted-foreground")}>{hero.lead}</p> : null}
          <CtaLinks
            primary={hero.primary}
            secondary={hero.secondary}
            tertiary={hero.tertiary}
            tone={dark ? "dark" : "light"}
            className="mt-9 flex-wrap"
          />
          {note ? <p className={cn("mt-6 text-sm", dark ? "text-ink-muted" : "text-muted-foreground")}>{note}</p> : null}
        </div>
        {visual ? <div className="flex justify-center lg:justify-end">{visual}</div> : null}
        {children}
      </div>
    </section>
  );
}

/** A faint grid that fades out towards the bottom: texture without an image request. */
function GridBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 opacity-[0.35] [background-image:linear-gradient(to_right,oklch(1_0_0/0.06)_1px,transparent_1px),linear-gradient(to_bottom,oklch(1_0_0/0.06)_1px,transparent_1px)] [background-size:56px_56px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
    />
  );
}
