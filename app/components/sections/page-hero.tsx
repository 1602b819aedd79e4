import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import type { HeroContent } from "~/content/types";
import { cn } from "~/lib/utils";
import { CtaLinks } from "./cta-links";

/**
 * The top of a page: eyebrow, the page's one `<h1>`, lead and calls to action.
 * `dark` sits on the ink gradient (marketing pages); `light` is for utility pages (blog, contact, legal).
 */
export function PageHero({
  hero,
  variant = "dark",
  children,
  className,
}: {
  hero: HeroContent;
  variant?: "dark" | "light";
  children?: ReactNode;
  className?: string;
}) {
  const dark = variant === "dark";
  return (
    <section
      className={cn(
        "relative overflow-hidden",
        dark ? "bg-hero text-ink-foreground" : "border-b border-border bg-subtle",
        className,
      )}
    >
      {dark ? <GridBackdrop /> : null}
      <div className={cn("container-page relative", dark ? "py-20 sm:py-28" : "py-14 sm:py-20")}>
        <div className="max-w-3xl">
          {hero.eyebrow ? (
            <Badge variant={dark ? "inverse" : "accent"} className="mb-5 px-3 py-1 text-[0.8125rem]">
              {hero.eyebrow}
            </Badge>
          ) : null}
          <h1 className={cn("font-bold", dark ? "text-display" : "text-headline")}>{hero.title}</h1>
          <p className={cn("mt-6 max-w-2xl text-lead", dark ? "text-ink-muted" : "text-muted-foreground")}>{hero.lead}</p>
          <CtaLinks primary={hero.primary} secondary={hero.secondary} tone={dark ? "dark" : "light"} className="mt-9" />
        </div>
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
