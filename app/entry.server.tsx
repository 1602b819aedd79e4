/**
 * Renders a page to HTML: at build time the code pages, on the server the pages of the store
 * (docs/decisions/024-content-in-the-store.md). React Router's built-in entry is picked by looking for
 * `@react-router/node` among the runtime dependencies; this one says what the site needs instead:
 * the whole page at once, never a streamed shell, since no public page runs a script. `renderToString`
 * makes a public page as one string: `react-dom/static`'s `prerender`, which waits for what suspends,
 * writes it through a web stream in chunks, ~1 ms of CPU a page more for the same bytes (ADR 053).
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { SiteContext, siteOf } from "#app/site/lib/site-context.tsx";
import { DraftPreviewContext, StudioPreviewContext } from "#app/site/lib/draft-preview.tsx";
import { searchPageParts } from "#app/site/routes/blog.search.tsx";
import type { SearchResults } from "#server/site/render/blog-search.server.ts";
import type { SearchPlace } from "#shared/blog-search.ts";

/** React's mark of a Suspense boundary left for the client to render. */
const CLIENT_RENDERED = "<!--$!-->";

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext, loadContext?: AppLoadContext): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const page = (
    <SiteContext value={siteOf(loadContext)}>
      <DraftPreviewContext value={loadContext?.content?.draft}>
        <StudioPreviewContext value={!!(loadContext?.content?.draft || loadContext?.content?.editorPreview)}>
          <ServerRouter context={context} url={request.url} />
        </StudioPreviewContext>
      </DraftPreviewContext>
    </SiteContext>
  );
  headers.set("Content-Type", "text/html; charset=utf-8");
  // The admin app's shell carries its data for the client, which React Router streams after it: waited for.
  if (context.isSpaMode) return new Response(await prerendered(page), { status, headers });
  const html = renderToString(page);
  // React leaves a part that suspended or failed for the client to render, marked `<!--$!-->`,
  // which no public page does (ADR 011): fail the page, and so the build, instead.
  if (html.includes(CLIENT_RENDERED)) throw new Error(`${request.url}: React left a part of the page for the client to render`);
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}

/** The whole page once everything in it has resolved, through a web stream. */
async function prerendered(page: ReactElement): Promise<ReadableStream<Uint8Array>> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(page, {
    onError: (error) => void errors.push(error),
  });
  // An error React recovered from would ship a part rendered on the client: fail the page instead.
  if (errors.length > 0) throw errors[0];
  return prelude;
}

/**
 * The search page's parts that show a query, rendered alone: the server puts them into the page it
 * keeps without a query (server/site/search-page.ts) instead of rendering the whole page for each.
 */
export function renderSearchParts(found: SearchResults, place?: SearchPlace): { form: string; findings: string } {
  const parts = searchPageParts(found, place);
  return { form: renderToString(parts.form), findings: renderToString(parts.findings) };
}
