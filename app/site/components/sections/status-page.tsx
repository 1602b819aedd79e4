import type { ReactNode } from "react";
import type { StatusPageContent } from "#shared/content/types.ts";
import { CtaLinks } from "./cta-links.tsx";

/** Small single-message pages: thank-you, call confirmed, coming soon, not found. */
export function StatusPage({ content, icon }: { content: Omit<StatusPageContent, "meta">; icon?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-subtle">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(40rem_18rem_at_50%_0%,oklch(0.5_0.23_280/0.14),transparent_70%)]"
      />
      <div className="container-page relative flex min-h-[calc(100svh-4rem)] flex-col items-center justify-center py-20 text-center sm:min-h-[36rem]">
        <div className="flex max-w-xl flex-col items-center">
          {icon ? (
            <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary shadow-card [&_svg]:size-8">
              {icon}
            </div>
          ) : null}
          {content.eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-[0.18em] text-primary">{content.eyebrow}</p>
          ) : null}
          <h1 className="text-headline font-bold">{content.title}</h1>
          {content.subtitle ? <p className="mt-4 text-lg font-semibold text-foreground">{content.subtitle}</p> : null}
          <p className="mt-4 text-lead text-muted-foreground">{content.body}</p>
          <CtaLinks primary={content.primary} secondary={content.secondary} className="mt-9 w-full justify-center sm:w-auto" />
        </div>
      </div>
    </section>
  );
}
