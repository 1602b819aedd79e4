import type { Cta } from "~/content/types";
import { CtaLinks } from "./cta-links";

export interface CtaBannerContent {
  title: string;
  body: string;
  primary: Cta;
  secondary?: Cta;
}

/** The closing call to action at the foot of marketing pages. */
export function CtaBanner({ content }: { content: CtaBannerContent }) {
  return (
    <section className="container-page py-20 sm:py-24">
      <div className="relative overflow-hidden rounded-2xl bg-hero px-6 py-14 text-center text-ink-foreground shadow-elevated sm:px-12 sm:py-20">
        <h2 className="mx-auto max-w-2xl text-headline font-bold">{content.title}</h2>
        <p className="mx-auto mt-5 max-w-xl text-lead text-ink-muted">{content.body}</p>
        <CtaLinks primary={content.primary} secondary={content.secondary} tone="dark" className="mt-9 justify-center" />
      </div>
    </section>
  );
}
