import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/build/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/postgres.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
