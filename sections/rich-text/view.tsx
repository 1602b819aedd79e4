/**
 * A band of formatted text. Its Markdown is rendered and sanitized on the server by the articles'
 * pipeline (its preparation, section.ts), so the HTML here is the site's own.
 */
import type { SectionOf } from "#shared/pages/sections.ts";
import { cn } from "#app/ui/utils.ts";
import { Section } from "#app/site/components/sections/section.tsx";
import { VideoCardsScript } from "#app/site/components/sections/article-text.tsx";
import type { SectionView } from "#sections/view.ts";

export function RichTextSection({ section, html }: { section: SectionOf<"rich-text">; html: string | undefined }) {
  return (
    <Section id={section.id} intro={section.intro} tone={section.tone} align="left">
      <div className={cn("prose-article [&>:first-child]:mt-0", section.width === "narrow" ? "max-w-3xl" : "max-w-5xl")} dangerouslySetInnerHTML={{ __html: html ?? "" }} />
      <VideoCardsScript html={html} />
    </Section>
  );
}

const View: SectionView<"rich-text"> = ({ section, prepared }) => <RichTextSection section={section} html={prepared.html} />;

export default View;
