/**
 * The analytics loader's inline script, on every page of a build with a provider
 * (components/layout/analytics.tsx, after the provider's settings).
 */
import * as analytics from "./analytics.ts";

analytics.init();
