import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * One import style (ADR 012): another folder through package.json `imports` (#app/…, #server/…,
 * #scripts/…, #tests/…), the same folder with ./; local files always with their extension, which
 * TypeScript, Vite, esbuild, tsx and Node resolve alike. React Router's generated `./+types/…` are
 * the one exception.
 */
const importStyle = [
  { group: ["~/*", "../*"], message: "Import from another folder with #app/…, #server/…, #scripts/… or #tests/… (package.json imports)." },
  {
    regex: "^(?!\\./\\+types/)(\\.|#)[^?]*(?<!\\.(ts|tsx|mts|js|mjs|json|css))(\\?.*)?$",
    message: "Name the local file with its extension (./x.ts, #app/lib/x.ts).",
  },
];

/** Node and the server stay out of what may run in a browser (patterns starting with # must be regexes: gitignore reads # as a comment). */
const serverOnly = { regex: "^(node:|#server/)|\\.server\\.ts$", message: "Server code stays in server/ or *.server.ts." };

/** Layers of app/ (ADR 012): content -> lib -> components -> routes; a layer imports only from those before it. */
const layer = (files, forbidden) => ({
  files,
  // Build-time modules (*.server.ts) read files; tests import what they test.
  ignores: ["app/**/*.server.ts", "app/**/*.test.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...importStyle,
          { regex: `^#app/(${forbidden.join("|")})/`, message: "app/ layers: content -> lib -> components -> routes; import only from an earlier layer." },
          serverOnly,
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ["build/", "build-analytics-e2e/", "build-owner-test/", ".generated/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
      "no-restricted-imports": ["error", { patterns: importStyle }],
    },
  },
  layer(["app/content/**/*.{ts,tsx}"], ["lib", "components", "routes", "enhance"]),
  layer(["app/lib/**/*.{ts,tsx}"], ["components", "routes", "enhance"]),
  layer(["app/components/**/*.{ts,tsx}"], ["routes"]),
  {
    // Sections and templates take their copy as props from the route; they import content types only.
    // (layout/ is the site chrome on every page and reads site.ts and navigation.ts itself.)
    files: ["app/components/sections/**/*.tsx", "app/components/templates/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...importStyle,
            { regex: "^#app/routes/", message: "app/ layers: content -> lib -> components -> routes." },
            serverOnly,
            { regex: "^#app/content/", allowTypeImports: true, message: "A section takes its copy as props from its route; import content types only." },
          ],
        },
      ],
    },
  },
  // The inlined browser scripts use content and lib, never React components.
  layer(["app/enhance/**/*.ts"], ["components", "routes"]),
  {
    // A function over 100 lines does too many things; a test file's describe() callbacks are lists, not functions.
    files: ["app/**/*.{ts,tsx,js,mjs}", "server/**/*.{ts,tsx,js,mjs}", "scripts/**/*.{ts,tsx,js,mjs}", "tests/**/*.{ts,tsx,js,mjs}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/*.spec.ts"],
    rules: { "max-lines-per-function": ["error", { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
);
