/**
 * The site built once per analytics provider, for tests/e2e/analytics.spec.ts: each into
 * build-analytics-e2e/<provider>/client (outside build/, which every build empties), with the
 * provider named through SITE_ANALYTICS (the override app/site/lib/analytics-config.ts reads), so
 * `build/` stays the site as configured. The
 * provider hosts are real names; the tests stub their scripts (this machine has no internet).
 * Run by `npm run test:e2e` before Playwright.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ANALYTICS_VARIANTS = {
  plausible: { provider: "plausible", scriptUrl: "https://plausible.io/js/script.js", domain: "vendor.example" },
  umami: { provider: "umami", scriptUrl: "https://cloud.umami.is/script.js", websiteId: "94db1cb1-74f4-4a40-ad6c-962362670409" },
  ga4: { provider: "ga4", measurementId: "G-E2ETEST123" },
} as const;

export type AnalyticsVariant = keyof typeof ANALYTICS_VARIANTS;

export const variantClientDir = (variant: AnalyticsVariant) => path.resolve("build-analytics-e2e", variant, "client");

/**
 * Built for the full run (TEST_FULL=1) alone, which runs tests/e2e/analytics.spec.ts: every provider.
 * The unit tests of app/site/enhance cover each provider's calls in every run.
 */
export const variantsToTest = (): AnalyticsVariant[] => (process.env.TEST_FULL === "1" ? ["plausible", "umami", "ga4"] : []);

function main() {
  for (const variant of variantsToTest()) {
    const config = ANALYTICS_VARIANTS[variant];
    const dir = path.dirname(variantClientDir(variant));
    fs.rmSync(dir, { recursive: true, force: true });
    const started = Date.now();
    const env = { ...process.env, SITE_ANALYTICS: JSON.stringify(config), SITE_BUILD_DIR: dir };
    execFileSync("npx", ["react-router", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
    // The seed of the store beside it: the server renders every page from the store (ADR 040).
    execFileSync("npx", ["tsx", "scripts/postbuild.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
    console.log(`[analytics-e2e] ${variant}: ${path.relative(process.cwd(), variantClientDir(variant))} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
