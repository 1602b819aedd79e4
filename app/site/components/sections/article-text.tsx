import { cn } from "#app/ui/utils.ts";
import { InlineScript } from "#app/ui/inline-script.tsx";
import videoPageScript from "#app/site/enhance/video-page.ts?inline-script";

/**
 * An article's text, as HTML the Markdown pipeline made and sanitized (rehype-sanitize, its last
 * transform, lib/blog.server.ts): the public article and the studio's preview show it alike.
 */
export function ArticleText({ html, className }: { html: string; className?: string }) {
  return (
    <>
      <div className={cn("prose-article", className)} dangerouslySetInnerHTML={{ __html: html }} />
      <VideoCardsScript html={html} />
    </>
  );
}

/** The click that turns a video card into its player, on a text that has one (and only there). */
export function VideoCardsScript({ html }: { html: string | undefined }) {
  return html?.includes('class="video-facade"') ? <InlineScript code={videoPageScript} /> : null;
}
