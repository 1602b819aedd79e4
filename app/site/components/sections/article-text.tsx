import { cn } from "#app/ui/utils.ts";

/**
 * An article's text, as HTML the Markdown pipeline made and sanitized (rehype-sanitize, its last
 * transform, lib/blog.server.ts): the public article and the studio's preview show it alike.
 */
export function ArticleText({ html, className }: { html: string; className?: string }) {
  return <div className={cn("prose-article", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
