/**
 * Renders a page to HTML: at build time the code pages, on the server the pages of the store
 * (docs/decisions/024-content-in-the-store.md). React Router's built-in entry is picked by looking for
 * `@react-router/node` among the runtime dependencies; this one says what the site needs instead:
 * the whole page at once (`react-dom/static`), never a streamed shell, since no public page runs a script.
 */
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { SiteContext, siteOf } from "#app/site/lib/site-context.tsx";
import { DraftPreviewContext, StudioPreviewContext } from "#app/site/lib/draft-preview.tsx";
import { searchPageParts } from "#app/site/routes/blog.search.tsx";
import type { SearchResults } from "#server/site/render/blog-search.server.ts";

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext, loadContext?: AppLoadContext): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const errors: unknown[] = [];
  const page = (
    <SiteContext value={siteOf(loadContext)}>
      <DraftPreviewContext value={loadContext?.content?.draft}>
        <StudioPreviewContext value={!!(loadContext?.content?.draft || loadContext?.content?.editorPreview)}>
          <ServerRouter context={context} url={request.url} />
        </StudioPreviewContext>
      </DraftPreviewContext>
    </SiteContext>
  );
  const { prelude } = await prerender(page, {
    onError: (error) => void errors.push(error),
  });
  // An error React recovered from would ship a page rendered on the client, which no public page
  // does (ADR 011): fail the page, and so the build, instead.
  if (errors.length > 0) throw errors[0];
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { status, headers });
}

/**
 * The search page's parts that show a query, rendered alone: the server puts them into the page it
 * keeps without a query (server/site/search-page.ts) instead of rendering the whole page for each.
 */
export function renderSearchParts(found: SearchResults): { form: string; findings: string } {
  const parts = searchPageParts(found);
  return { form: renderToString(parts.form), findings: renderToString(parts.findings) };
}
