import type { SectionOf } from "#shared/pages/sections.ts";
import { CtaLinks } from "./cta-links.tsx";

/** The closing call to action at the foot of marketing pages. */
export function CtaBanner({ content, headingId = "closing-cta-title" }: { content: Omit<SectionOf<"cta-band">, "type" | "id">; headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="render-when-near container-page py-20 sm:py-24 print:hidden">
      <div className="reveal relative overflow-hidden rounded-2xl bg-hero px-6 py-14 text-center text-ink-foreground shadow-elevated sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 opacity-40 [background-image:radial-gradient(oklch(1_0_0/0.12)_1px,transparent_1px)] [background-size:22px_22px] [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_70%)]"
        />
        <h2 id={headingId} className="relative mx-auto max-w-2xl text-headline font-bold">
          {content.title}
        </h2>
        <p className="relative mx-auto mt-5 max-w-xl text-lead text-ink-muted">{content.body}</p>
        <CtaLinks
          primary={content.primary}
          secondary={content.secondary}
          tertiary={content.tertiary}
          tone="dark"
          className="relative mt-9 justify-center"
        />
      </div>
    </section>
  );
}
