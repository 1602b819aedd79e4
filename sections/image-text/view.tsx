/**
 * A picture beside its words. The Markdown is rendered and sanitized on the server by the articles'
 * pipeline (its preparation, section.ts), so the HTML here is the site's own; the picture is the
 * articles' <picture> (sizes, no layout shift).
 */
import type { SectionOf } from "#shared/pages/sections.ts";
import { cn } from "#app/ui/utils.ts";
import { CtaLinks } from "#app/site/components/sections/cta-links.tsx";
import type { SectionView } from "#sections/view.ts";

export function ImageTextSection({ section, html, picture }: { section: SectionOf<"image-text">; html: string | undefined; picture: string | undefined }) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={cn("render-when-near py-20 sm:py-24", section.tone === "muted" ? "bg-subtle border-y border-border/70" : "bg-background")}>
      <div className={cn("container-page grid items-center gap-10 lg:gap-16", picture && "md:grid-cols-2")}>
        <div className={cn("min-w-0", picture ? section.side === "left" && "md:order-2" : "max-w-3xl")}>
          {section.eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.14em] text-primary">{section.eyebrow}</p> : null}
          <h2 id={headingId} className={cn("text-headline font-bold", section.eyebrow && "mt-3")}>
            {section.title}
          </h2>
          <div className="prose-article mt-5 text-muted-foreground [&>:first-child]:mt-0" dangerouslySetInnerHTML={{ __html: html ?? "" }} />
          <CtaLinks primary={section.primary} className="mt-8" />
        </div>
        {picture ? (
          <div className="min-w-0 overflow-hidden rounded-2xl border border-border bg-subtle shadow-sm [&_img]:h-auto [&_img]:w-full [&_p]:m-0" dangerouslySetInnerHTML={{ __html: picture }} />
        ) : null}
      </div>
    </section>
  );
}

const View: SectionView<"image-text"> = ({ section, prepared }) => <ImageTextSection section={section} html={prepared.html} picture={prepared.picture} />;

export default View;
