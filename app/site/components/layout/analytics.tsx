/**
 * The analytics provider's part of a page, only on a build that has one (app/site/lib/analytics-config.ts):
 * its settings for the loader, the loader, and the consent banner for a provider that sets cookies or
 * page experiments that wait for consent.
 * With no provider this renders nothing: no script, no banner.
 */
import { InlineScript } from "#app/ui/inline-script.tsx";
import { consentCopy as copy } from "#app/site/content/analytics.ts";
import loaderScript from "#app/site/enhance/analytics-loader.ts?inline-script";
import { ANALYTICS_CONFIG_ID } from "#shared/analytics.ts";
import { analyticsConfig, analyticsPolicyOfBuild } from "#app/site/lib/analytics-config.ts";

const buttonClass =
  "inline-flex h-11 flex-1 items-center justify-center rounded-lg border border-border px-4 text-sm font-semibold hover:bg-muted focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/30 sm:flex-none";

/** Hidden until the loader finds no choice made: without JavaScript nothing loads, so nothing is asked. */
export function ConsentBanner() {
  const policy = analyticsPolicyOfBuild;
  if (!policy?.asksConsent) return null;
  // The provider's cookies, the experiments' one too when they wait for the same answer; or the experiments' alone.
  const experimentsOnly = !policy.needsConsent;
  const title = experimentsOnly ? copy.experimentsOnly.title : copy.title;
  const body = experimentsOnly ? copy.experimentsOnly.body : policy.experimentsConsent === "required" ? `${copy.body} ${copy.experimentsToo}` : copy.body;
  return (
    <section
      data-consent-banner
      hidden
      aria-labelledby="consent-title"
      className="fixed inset-x-3 bottom-3 z-40 print:hidden rounded-xl border border-border bg-background p-5 text-foreground shadow-xl sm:start-auto sm:max-w-md"
    >
      <h2 id="consent-title" data-consent-title tabIndex={-1} className="font-semibold outline-none">
        {title}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {body}{" "}
        <a href="/privacy" className="font-medium text-primary underline underline-offset-2">
          {copy.privacy}
        </a>
      </p>
      {/* The same weight for both answers: refusing is as easy as accepting. */}
      <div className="mt-4 flex gap-2">
        <button type="button" data-consent="denied" className={buttonClass}>
          {copy.reject}
        </button>
        <button type="button" data-consent="granted" className={buttonClass}>
          {experimentsOnly ? copy.experimentsOnly.accept : copy.accept}
        </button>
      </div>
    </section>
  );
}

export function AnalyticsLoader() {
  if (!analyticsConfig) return null;
  // "<" escaped: the settings can never close their script element.
  const settings = JSON.stringify(analyticsConfig).replace(/</g, "\\u003c");
  return (
    <>
      <script type="application/json" id={ANALYTICS_CONFIG_ID} dangerouslySetInnerHTML={{ __html: settings }} />
      <InlineScript code={loaderScript} />
    </>
  );
}
