import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "@fontsource-variable/inter/wght.css";
import "./app.css";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { StatusPage } from "#app/components/sections/status-page.tsx";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { errorPage, notFoundPage } from "#app/content/error-pages.ts";
import { site } from "#app/content/site.ts";
import siteScript from "#app/enhance/site.ts?inline-script";
import { needsHydration } from "#app/lib/hydration.ts";
import { speculationRules } from "#app/lib/speculation-rules.ts";

export const links: Route.LinksFunction = () => [
  // The Latin subset carries every glyph of the copy: preload it so text renders in the final font.
  { rel: "preload", href: interLatinUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: `${site.brand} Blog`, href: "/blog/rss.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Decided when the page is prerendered: only routes that ask for it load React (ADR 011).
  const hydrate = needsHydration(useMatches());
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#16132b" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-svh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <InlineScript code={siteScript} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
        {hydrate ? <Scripts /> : null}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the end of hydration on the pages that hydrate: end-to-end tests wait for it.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/**
 * Rendered only into the SPA fallback shell that React Router builds with `ssr: false` (its build
 * checks that the shell can boot, so it carries the scripts). Every path is prerendered, so
 * scripts/postbuild.ts deletes that shell and it is never served.
 */
export function HydrateFallback() {
  return <Scripts />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <StatusPage content={notFoundPage} />;
  console.error(error);
  return (
    <StatusPage
      content={{
        ...errorPage,
        meta: { title: errorPage.title, description: "" },
        body: errorPage.body.replace("{email}", site.email),
      }}
    />
  );
}
