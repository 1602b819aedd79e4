/**
 * Renders each page to HTML at build time: every route is prerendered (ADR 001), and the server
 * only sends files, so React, React Router and their Node adapter are devDependencies, absent from
 * the production install (docs/operations.md, "Deployment"). React Router's built-in entry is picked by looking for
 * `@react-router/node` among the runtime dependencies; this one says what the build needs instead:
 * static generation, which waits for the whole page (`react-dom/static`) rather than streaming a shell.
 */
import { prerender } from "react-dom/static";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { SiteContext, siteOf } from "#app/site/lib/site-context.tsx";

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext, loadContext?: AppLoadContext): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const errors: unknown[] = [];
  const page = (
    <SiteContext value={siteOf(loadContext)}>
      <ServerRouter context={context} url={request.url} />
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
