/**
 * The post's text as the article shows it: rendered by the server with the public article's
 * Markdown pipeline and sanitizer, shown by the same component (ArticleText), a moment after the
 * writer pauses. A text that cannot be shown yet (an image not in the library) keeps the last preview.
 */
import { useEffect, useState } from "react";
import { ArticleText } from "#app/site/components/sections/article-text.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import { api, ApiError, type Answer } from "#app/admin/lib/admin-api.ts";

const copy = editorCopy;
const PREVIEW_PAUSE_MS = 400;

function useRenderedText(postId: number, body: string) {
  const [rendered, setRendered] = useState<{ html: string; problem?: string }>({ html: "" });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<Answer<"/posts/:id/preview", "$post">>(`/posts/${postId}/preview`, { method: "POST", body: { body }, signal: controller.signal })
        .then(({ html }) => setRendered({ html }))
        .catch((error: unknown) => {
          if (error instanceof ApiError) setRendered((last) => ({ html: last.html, problem: error.message }));
        });
    }, PREVIEW_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [postId, body]);
  return rendered;
}

export function ArticlePreview({ postId, title, body }: { postId: number; title: string; body: string }) {
  const { html, problem } = useRenderedText(postId, body);
  return (
    <section aria-labelledby="preview-title" className="min-w-0 rounded-xl border border-border bg-background">
      <div className="border-b border-border px-5 py-3">
        <h2 id="preview-title" className="font-semibold">
          {copy.previewTitle}
        </h2>
        <p className="text-xs text-muted-foreground">{copy.previewHint}</p>
      </div>
      <div className="px-5 py-6">
        {problem ? (
          <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
            {copy.previewProblem(problem)}
          </p>
        ) : null}
        <p className="text-headline font-bold" aria-hidden="true">
          {title || copy.untitled}
        </p>
        {html ? <ArticleText html={html} className="mt-2" /> : <p className="mt-6 text-muted-foreground">{copy.previewEmpty}</p>}
      </div>
    </section>
  );
}
