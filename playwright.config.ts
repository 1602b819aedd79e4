import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { TEST_BROWSER_ARGS, TEST_BROWSER_PATH } from "#scripts/lib/chromium.ts";
import { rootClusterOf } from "#server/platform/db/postgres-files.ts";
import { E2E_HOOK_PORT, E2E_HUBSPOT, E2E_SMTP_PORT, E2E_WEBHOOK_SECRET, OWN_SITES, removeDeadProcessesClockFiles, SHARED_SITE, serverClockEnv, type E2ESite } from "#tests/e2e/e2e-server.ts";

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

/**
 * The sites' servers: the shared one, and one for each suite that changes every page (OWN_SITES).
 * The smoke's install elsewhere runs only tests of the shared site.
 */
const SITES = process.env.E2E_SERVER_COMMAND ? [SHARED_SITE] : [SHARED_SITE, ...OWN_SITES];
if (!process.env.E2E_SERVER_COMMAND) removeDeadProcessesClockFiles();

function siteServer(site: E2ESite) {
  const { dataDir, port, url, clockFile } = site;
  return {
    url: `${url}/healthz`,
    // A fresh embedded database per run; the contact rate limit is exercised by the integration tests.
    // As root in a checkout other users cannot pass, DATA_DIR/postgres links to the cluster kept
    // outside it (ADR 043), which goes too. Its clock starts at the real time (tests/e2e/e2e-server.ts moves it).
    // As root under /root the cluster lives in /var/lib (ADR 043), perhaps left by a checkout deleted at this path.
    command: `rm -rf "$(readlink -f ${dataDir}/postgres)" "${rootClusterOf(dataDir)}" ${dataDir} && mkdir -p build && echo +0s > ${clockFile} && ${SERVER_COMMAND}`,
    env: {
      // As the unit, the image and `npm start` run it: React's production build renders the pages.
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "10000",
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      LEADS_TO: "sales@vendor.example",
      WEBHOOK_URL: `http://127.0.0.1:${E2E_HOOK_PORT}/hooks/leads`,
      WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      HUBSPOT_ACCESS_TOKEN: E2E_HUBSPOT.accessToken,
      HUBSPOT_API_URL: `http://127.0.0.1:${E2E_HUBSPOT.port}`,
      // The smoke's install elsewhere runs no test that moves it.
      ...(process.env.E2E_SERVER_COMMAND ? {} : serverClockEnv(clockFile)),
    },
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    timeout: 30_000,
  };
}

/** A project of its own site, named after it. */
function ownSiteProject(name: string, testMatch: RegExp) {
  const site = OWN_SITES.find((own) => own.name === name)!;
  return { name, use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: site.url }, testMatch };
}

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
    baseURL: SHARED_SITE.url,
    // Recording a trace for every test took 40% of the run's CPU (docs/testing.md); a failure prints
    // its page's ARIA snapshot, and `npx playwright test --trace retain-on-failure` keeps the rest.
    trace: "off",
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: TEST_BROWSER_ARGS },
  },
  // The suites with a site of their own first: the longest start at once, the shared site's tests fill the other worker.
  projects: [
    // Translating the home page, its menus and a post, then changing the English hero.
    ownSiteProject("translations", /page-translations\.spec\.ts/),
    // The page editor changes pages and moves the server's clock; the language suggestion sets the site's locales, which every page's <html> shows.
    ownSiteProject("pages", /(page-editor|language-suggestion)\.spec\.ts/),
    // Publishing changes the blog and moves the server's clock.
    ownSiteProject("publishing", /publishing\.spec\.ts/),
    // An experiment on the home page makes it differ from one visitor to the next.
    ownSiteProject("experiments", /experiments\.spec\.ts/),
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
    ...SITES.map(siteServer),
  ],
});
