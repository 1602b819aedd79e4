import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { inlineScripts } from "#scripts/lib/inline-scripts.ts";

/**
 * Three Vitest projects, so the quick loop stays quick (`npm run test:unit` needs no database and no
 * build); `npm test` runs them all and Playwright (e2e), in the order docs/testing.md gives.
 * Separate from vite.config.ts: the React Router plugin must not run under Vitest.
 *
 * - unit: modules on their own, beside the code they test (app/, server/, scripts/) and tests/unit;
 *   in Node, and the page scripts of app/site/enhance in happy-dom (a DOM without a browser).
 * - integration: the lead pipeline against a real PostgreSQL server (started once by the global
 *   setup, a fresh database per harness) and a real SMTP server on loopback; needs the built server.
 * - build: checks on the built site (`npm run build` first), with the blog rendered from the
 *   seeded store beside it (the global setup).
 */
const FULL = process.env.TEST_FULL === "1";

/**
 * The nightly half of the integration layer, run by `npm run test:full` (and CI): load, kill -9 and
 * fault rounds, disk syncs under strace, fuzzing, nginx, Varnish, file modes, the built server's process
 * life, and the move from PGlite (which installs it from npm). Each protects behaviour that a
 * commit rarely touches and takes seconds to minutes.
 */
const FULL_RUN_INTEGRATION = [
  "tests/integration/crash.test.ts",
  "tests/integration/form-crash.test.ts",
  "tests/integration/publish-crash.test.ts",
  "tests/integration/durability.test.ts",
  "tests/integration/faults.test.ts",
  "tests/integration/hostile-input.test.ts",
  "tests/integration/sign-in-under-attack.test.ts",
  "tests/integration/reverse-proxy.test.ts",
  "tests/integration/cdn-varnish.test.ts",
  "tests/integration/data-dir-permissions.test.ts",
  "tests/integration/server-process.test.ts",
  "tests/integration/store-upgrade.test.ts",
];

const shared = {
  extends: true,
  test: { environment: "node" },
} satisfies TestProjectInlineConfiguration;

export default defineConfig({
  // A component that renders a page script (`?inline-script`) gets the script's code, as in a build.
  plugins: [inlineScripts()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: "unit",
          globalSetup: ["tests/setup/scratch-dir.ts"],
          // Files share a worker's modules and environment instead of importing them afresh each:
          // a test leaves no state behind (fresh-page.ts, react-root-cleanup.ts), and the project
          // takes a third of the time.
          isolate: false,
          setupFiles: ["tests/setup/react-root-cleanup.ts"],
          include: ["app/**/*.test.{ts,tsx}", "shared/**/*.test.ts", "sections/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          // The page scripts' tests (app/site/enhance) run in happy-dom, each file saying so
          // (`// @vitest-environment happy-dom`): a page that fetches nothing it links to (the scripts
          // add providers' scripts; one added counts as loaded) and never navigates away.
          environmentOptions: {
            happyDOM: {
              url: "https://site.example/",
              settings: {
                disableJavaScriptFileLoading: true,
                disableCSSFileLoading: true,
                disableIframePageLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
                navigation: { disableMainFrameNavigation: true },
              },
            },
          },
        },
      },
      {
        ...shared,
        test: {
          ...shared.test,
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Files share a worker's modules instead of importing the server afresh each (46 of its
          // CPU-seconds beside the browser tests); every harness has its own database and app.
          isolate: false,
          // A file spends most of its time waiting on PostgreSQL, HTTP and timers: two files at once
          // (Vitest's default here is one), each in its own databases and ports. Not three: the
          // browser tests beside them, the longest part of the run, share the same two cores.
          maxWorkers: 2,
          exclude: FULL ? [] : FULL_RUN_INTEGRATION,
          globalSetup: ["tests/setup/scratch-dir.ts", "tests/setup/postgres.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          ...shared.test,
          name: "build",
          include: ["tests/build/**/*.test.ts"],
          globalSetup: ["tests/setup/scratch-dir.ts", "tests/setup/rendered-site.ts"],
          // Files share a worker's modules, as integration's do: each read the built site and the server afresh.
          isolate: false,
          // A second whole build from other content, and the Java validator over every page: in the full run only.
          exclude: FULL ? [] : ["tests/build/blog-owner.test.ts", "tests/build/html-validity.test.ts"],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
