/**
 * The analytics provider this build uses: site.analytics, unless the build was given SITE_ANALYTICS
 * (JSON, or "none"). Checked here, so a mistake fails the build with the field named.
 */
import { site } from "#shared/content/site.ts";
import { analyticsPolicy, checkAnalyticsConfig, type AnalyticsConfig, type AnalyticsPolicy } from "#shared/analytics.ts";

function chosen(): unknown {
  if (__ANALYTICS_OVERRIDE__ === null) return site.analytics;
  if (__ANALYTICS_OVERRIDE__ === "none") return null;
  try {
    return JSON.parse(__ANALYTICS_OVERRIDE__);
  } catch {
    throw new Error(`SITE_ANALYTICS must be JSON or "none", got ${__ANALYTICS_OVERRIDE__}`);
  }
}

export const analyticsConfig: AnalyticsConfig | null = checkAnalyticsConfig(chosen());
export const analyticsPolicyOfBuild: AnalyticsPolicy | null = analyticsConfig && analyticsPolicy(analyticsConfig);
