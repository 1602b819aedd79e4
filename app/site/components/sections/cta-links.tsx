import ArrowRightIcon from "lucide-react/icons/arrow-right";
import { Button, type ButtonProps } from "#app/ui/button.tsx";
import type { Cta } from "#shared/content/types.ts";
import { cn } from "#app/ui/utils.ts";

/** A primary and an optional secondary call to action, as real links. */
export function CtaLinks({
  primary,
  secondary,
  tertiary,
  tone = "light",
  className,
}: {
  primary?: Cta;
  secondary?: Cta;
  /** A third, quieter action (e.g. AI SDR's Start Pilot). */
  tertiary?: Cta;
  tone?: "light" | "dark";
  className?: string;
}) {
  if (!primary && !secondary && !tertiary) return null;
  const secondaryVariant: ButtonProps["variant"] = tone === "dark" ? "outline-inverse" : "secondary";
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row", className)}>
      {primary ? (
        <Button asChild size="lg">
          <a href={primary.href}>
            {primary.label}
            <ArrowRightIcon aria-hidden="true" />
          </a>
        </Button>
      ) : null}
      {secondary ? (
        <Button asChild size="lg" variant={secondaryVariant}>
          <a href={secondary.href}>{secondary.label}</a>
        </Button>
      ) : null}
      {tertiary ? (
        <Button asChild size="lg" variant={tone === "dark" ? "outline-inverse" : "ghost"}>
          <a href={tertiary.href}>{tertiary.label}</a>
        </Button>
      ) : null}
    </div>
  );
}
