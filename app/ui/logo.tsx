import { useId } from "react";
import { site } from "#shared/content/site.ts";
import { cn } from "./utils.ts";

/** The brand mark (a rising signal in a gradient tile) and the wordmark from site.ts. */
export function Logo({
  className,
  tone = "dark",
  compactOnTablet = false,
  href = "/",
  label = "{brand} home",
}: {
  className?: string;
  tone?: "dark" | "light";
  compactOnTablet?: boolean;
  /** A translated page's home (ADR 054). */
  href?: string;
  /** The link's name; `{brand}` is the brand. */
  label?: string;
}) {
  return (
    <a href={href} className={cn("inline-flex items-center gap-2.5 rounded-lg", className)} aria-label={label.replaceAll("{brand}", site.brand)}>
      <LogoMark />
      <span
        className={cn(
          "text-lg font-bold tracking-tight",
          tone === "light" ? "text-ink-foreground" : "text-foreground",
          // Between md and lg the full desktop menu needs the room; the mark and the link's name remain.
          compactOnTablet && "md:max-lg:sr-only",
        )}
      >
        {site.brand}
      </span>
    </a>
  );
}

export function LogoMark({ className }: { className?: string }) {
  // The mark appears in header and footer: each needs its own gradient id to keep ids unique.
  const gradientId = `logo-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="oklch(0.58 0.22 285)" />
          <stop offset="1" stopColor="oklch(0.45 0.22 265)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M7 21.5 12.5 16l4 3.5L25 10" fill="none" stroke="white" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="25" cy="10" r="2.2" fill="white" />
    </svg>
  );
}
