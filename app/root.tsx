import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooter } from "#app/site/components/layout/site-footer.tsx";
import { LanguageSuggestion } from "#app/site/components/layout/language-suggestion.tsx";
import { SiteHeader } from "#app/site/components/layout/site-header.tsx";
import { DraftBanner } from "#app/site/components/layout/draft-banner.tsx";
import { StatusPage } from "#app/site/components/sections/status-page.tsx";
import { AnalyticsLoader, ConsentBanner } from "#app/site/components/layout/analytics.tsx";
import { InlineScript } from "#app/ui/inline-script.tsx";
import { AdminError } from "#app/admin/components/admin-error.tsx";
import { errorPage, notFoundPage } from "#app/site/content/error-pages.ts";
import { site } from "#shared/content/site.ts";
import { useSite } from "#app/site/lib/site-context.tsx";
import siteScript from "#app/site/enhance/site.ts?inline-script";
import headScript from "#app/site/enhance/head.ts?inline-script";
import languageSuggestionScript from "#app/site/enhance/language-suggestion-page.ts?inline-script";
import { isAdminApp } from "#app/ui/route-handle.ts";
import { speculationRules } from "#app/site/lib/speculation-rules.ts";
import { DEFAULT_LOCALE } from "#shared/i18n/default-locale.ts";
import { ChromeContext, chromeOf } from "#app/site/lib/chrome-context.tsx";
import type { PageLanguage } from "#shared/pages/page-view.ts";

/** The language the page's loader names (ADR 054); none on a site of one language, which stays en-US. */
function pageLanguage(matches: ReturnType<typeof useMatches>): PageLanguage | undefined {
  for (const match of matches) {
    const language = (match.loaderData as { language?: PageLanguage } | undefined)?.language;
    if (language) return language;
  }
  return undefined;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${site.brand} Blog`,
    href: "/blog/rss.xml",
  },
];

/**
 * The document. Its body is the root route's own element (App: the public site's chrome around the
 * page, or the admin app bare), its error boundary, or, in the SPA shell that boots the admin app,
 * HydrateFallback; so the shell and the admin app's first render in the browser are the same document.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const language = pageLanguage(useMatches());
  return (
    <html lang={language?.lang ?? DEFAULT_LOCALE} dir={language?.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#16132b" />
        {/* Before the stylesheet and any paint: a stored dark choice never flashes light. */}
        <InlineScript code={headScript} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-svh flex-col">{children}</body>
    </html>
  );
}

/** The public site around a page: skip link, header, main, footer, and the site's small scripts. */
function PublicChrome({ children }: { children: React.ReactNode }) {
  const language = pageLanguage(useMatches());
  const chrome = chromeOf(language, useSite());
  return (
    <ChromeContext value={chrome}>
      <a {...chrome.wordsLanguage} href="#main" className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-3">
        {chrome.words.skipToContent}
      </a>
      <DraftBanner />
      <ConsentBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter language={language} />
      {language ? <LanguageSuggestion language={language} script={languageSuggestionScript} /> : null}
      <InlineScript code={siteScript} />
      <AnalyticsLoader />
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
    </ChromeContext>
  );
}

export default function App() {
  const admin = isAdminApp(useMatches());
  // The admin app is client-rendered on its own: no marketing chrome, no page scripts (ADR 013).
  return admin ? (
    <Outlet />
  ) : (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}

/**
 * The SPA shell's body (React Router builds the shell with `ssr: false` and renders only the root
 * into it; scripts/postbuild.ts moves it out of the public files and the server serves it for the
 * admin app alone). It carries the scripts that boot it, and says so until its data has loaded.
 */
export function HydrateFallback() {
  return (
    <>
      <p role="status" className="p-8 text-center text-sm text-muted-foreground">
        Loading…
      </p>
      <Scripts />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const admin = isAdminApp(useMatches());
  const { email } = useSite();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <PublicChrome>
        <StatusPage content={notFoundPage} />
      </PublicChrome>
    );
  console.error(error);
  if (admin) return <AdminError />;
  return (
    <PublicChrome>
      <StatusPage
        content={{
          ...errorPage,
          body: errorPage.body.replace("{email}", email),
        }}
      />
    </PublicChrome>
  );
}
