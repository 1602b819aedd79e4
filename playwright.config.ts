import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { TEST_BROWSER_ARGS, TEST_BROWSER_PATH } from "#scripts/lib/chromium.ts";
import { rootClusterOf } from "#server/platform/db/postgres-files.ts";
import { E2E_DATA_DIR, E2E_HOOK_PORT, E2E_HUBSPOT, E2E_PORT, E2E_SMTP_PORT, E2E_WEBHOOK_SECRET, E2E_CLOCK_FILE, serverClockEnv } from "#tests/e2e/e2e-server.ts";

const PORT = E2E_PORT;
/**
 * The built server, started from this checkout by default. `.ci/node-lts-smoke` points it at a
 * production install elsewhere (another Node, another user): E2E_SERVER_COMMAND replaces
 * `node build/node/server.mjs`, and E2E_DATA_DIR moves the embedded database where that user can write.
 */
const SERVER_COMMAND = process.env.E2E_SERVER_COMMAND ?? "node build/node/server.mjs";

/**
 * End-to-end tests in Debian's Chromium against the built server (`npm run build` first;
 * `npm test` does both). Playwright cannot download its own browsers on this machine.
 */
/**
 * What only the full run (`npm run test:full`, TEST_FULL=1) checks in the browser: the finer points
 * of how pages behave (motion, print, loading, find-in-page, the web font) and the analytics
 * providers' builds. `npm test` keeps the flows a visitor or a colleague would notice at once.
 */
const FULL_RUN_ONLY = /(motion|print|loading|whole-page|web-font|analytics)\.spec\.ts/;
const FULL = process.env.TEST_FULL === "1";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/setup/scratch-dir.ts",
  // Every test runs in any order beside any other: they share only the server and its database,
  // where each keys what it writes by its own addresses and names (Date.now()). One worker per core.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: os.availableParallelism(),
  reporter: "list",
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace for every test took 40% of the run's CPU (docs/testing.md); a failure prints
    // its page's ARIA snapshot, and `npx playwright test --trace retain-on-failure` keeps the rest.
    trace: "off",
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: TEST_BROWSER_ARGS },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: FULL
        ? /(no-javascript|publishing|page-editor|language-suggestion|page-translations|experiments)\.spec\.ts/
        : [/(no-javascript|publishing|page-editor|language-suggestion|page-translations|experiments)\.spec\.ts/, FULL_RUN_ONLY],
    },
    // Every control on the platform alone: what a visitor gets before the small scripts run, or without them.
    {
      name: "no-javascript",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false },
      testMatch: /no-javascript\.spec\.ts/,
    },
    // Publishing changes the blog every other test reads: it runs once they have all finished.
    {
      name: "publishing",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /publishing\.spec\.ts/,
      dependencies: ["chromium", "no-javascript"],
    },
    // The page editor changes pages and moves the server's clock as publishing does: after it, never beside it.
    // The language suggestion sets the site's locales, which every page's <html> shows.
    {
      name: "pages",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /(page-editor|language-suggestion)\.spec\.ts/,
      dependencies: ["publishing"],
    },
    // A translation of the home page and an edit of its English hero: after the page editor's, which changes the home page too.
    {
      name: "translations",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /page-translations\.spec\.ts/,
      dependencies: ["pages"],
    },
    // An experiment on the home page makes it differ from one visitor to the next: it runs last.
    {
      name: "experiments",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /experiments\.spec\.ts/,
      dependencies: ["translations"],
    },
  ],
  webServer: [
    {
      // Where the site delivers leads: a real SMTP server, a webhook receiver and a fake HubSpot on loopback.
      command: "npx tsx tests/e2e/delivery-sinks.ts",
      url: `http://127.0.0.1:${E2E_HOOK_PORT}/healthz`,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      timeout: 30_000,
    },
    {
      url: `http://localhost:${PORT}/healthz`,
      // A fresh embedded database per run; the contact rate limit is exercised by the integration tests.
      // As root in a checkout other users cannot pass, DATA_DIR/postgres links to the cluster kept
      // outside it (ADR 043), which goes too. Its clock starts at the real time (tests/e2e/e2e-server.ts moves it).
      // As root under /root the cluster lives in /var/lib (ADR 043), perhaps left by a checkout deleted at this path.
      command: `rm -rf "$(readlink -f ${E2E_DATA_DIR}/postgres)" "${rootClusterOf(E2E_DATA_DIR)}" ${E2E_DATA_DIR} && mkdir -p build && echo +0s > ${E2E_CLOCK_FILE} && ${SERVER_COMMAND}`,
      env: {
        // As the unit, the image and `npm start` run it: React's production build renders the pages.
        NODE_ENV: "production",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: E2E_DATA_DIR,
        RATE_LIMIT_PER_MINUTE: "10000",
        PUBLIC_URL: `http://localhost:${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        LEADS_TO: "sales@vendor.example",
        WEBHOOK_URL: `http://127.0.0.1:${E2E_HOOK_PORT}/hooks/leads`,
        WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        HUBSPOT_ACCESS_TOKEN: E2E_HUBSPOT.accessToken,
        HUBSPOT_API_URL: `http://127.0.0.1:${E2E_HUBSPOT.port}`,
        // The smoke's install elsewhere runs no test that moves it.
        ...(process.env.E2E_SERVER_COMMAND ? {} : serverClockEnv()),
      },
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      timeout: 30_000,
    },
  ],
});
