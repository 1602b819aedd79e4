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
  { group: ["~/*", "../*"], message: "Import from another folder with #app/…, #shared/…, #sections/…, #server/…, #scripts/… or #tests/… (package.json imports)." },
  {
    regex: "^(?!\\./\\+types/)(\\.|#)[^?]*(?<!\\.(ts|tsx|mts|js|mjs|json|css))(\\?.*)?$",
    message: "Name the local file with its extension (./x.ts, #app/lib/x.ts).",
  },
];

/** Node and the server stay out of what may run in a browser (patterns starting with # must be regexes: gitignore reads # as a comment). */
// A type import leaves nothing in the bundle: the admin app reads the API's types so.
const serverOnly = { regex: "^(node:|#server/)|\\.server\\.ts$", allowTypeImports: true, message: "Server code stays in server/ or *.server.ts." };

/**
 * app/ and server/ share only types: what a page needs from the server comes made in the load
 * context (server/site/renderer.ts), and what both runtimes run is in shared/.
 */
const appTakesServerTypes = {
  regex: "^#server/",
  allowTypeImports: true,
  message: "app/ imports only types from server/ (import type): the server gives the pages what they need in the load context.",
};
const serverTakesAppTypes = { regex: "^#app/", allowTypeImports: true, message: "The server imports no screen, only types from app/: what both runtimes use is in shared/." };

/**
 * The product areas (ADR 036) and what each may import besides itself and shared/. An area never
 * reaches into one not listed: sales never imports the studio; the platform and shared/ import no
 * area. The roots (app/root.tsx, app/routes.ts, server/main.ts, app.ts, pipeline.ts, admin-api.ts,
 * the CLI) compose the areas and may import any.
 */
const AREAS = {
  "app/ui": [],
  // The public pages' loaders take the types of the views the site's server modules make (*.server.ts only).
  "app/site": ["app/ui", "server/site", "sections"],
  "app/admin": ["app/ui"],
  // The studio previews an article with the site's own components.
  "app/studio": ["app/admin", "app/site", "app/ui", "sections"],
  "app/sales": ["app/admin", "app/ui"],
  "server/platform": [],
  "server/auth": ["server/platform"],
  // One workflow for every kind of document (ADR 045): the areas that write and show them use it.
  "server/documents": ["server/auth", "server/platform"],
  "server/site": ["server/documents", "server/platform", "sections"],
  "server/studio": ["server/documents", "server/site", "server/auth", "server/platform", "sections"],
  "server/sales": ["server/auth", "server/platform"],
  // A/B tests of pages, counted by leads and booked demos (ADR 042).
  "server/experiments": ["server/documents", "server/studio", "server/site", "server/sales", "server/auth", "server/platform"],
  // A section type's folder (ADR 047): its schema and preparation, which the server reads, and its
  // view, drawn with the site's components.
  sections: ["app/site", "app/ui"],
};
const ALL_AREAS = Object.keys(AREAS);

/** The imports an area may not make: the areas not listed, the roots, and from shared/ anything but shared/. */
function areaPatterns(area) {
  const allowed = new Set([area, ...AREAS[area]]);
  const closed = ALL_AREAS.filter((other) => !allowed.has(other));
  const message = `${area} may import only ${[...AREAS[area], "shared/"].join(", ")} (ADR 036).`;
  const patterns = [{ regex: `^#(${closed.join("|")})/`, message }];
  if (area.startsWith("app/")) patterns.push(appTakesServerTypes);
  // The composition roots: the top files of app/ and server/, and server/cli/. The admin app reads
  // the API's types from server/admin-api.ts (Hono's RPC types), never its code.
  const roots = { regex: "^#(app|server)/[^/]+$|^#server/cli/", message: `${message} The roots compose the areas, not the other way.` };
  if (area.startsWith("app/")) {
    patterns.push({ ...roots, regex: "^#app/[^/]+$|^#server/(?!admin-api\\.ts$)[^/]+$|^#server/cli/" });
    patterns.push({ regex: "^#server/admin-api\\.ts$", allowTypeImports: true, message: "The admin app takes the API's types (import type), never its code." });
  } else patterns.push(roots);
  if (area === "app/site") patterns.push({ regex: "^#server/site/(?!.*\\.server\\.ts$)", message: "A page reads the site's server modules through *.server.ts only." });
  return patterns;
}

/** Layers inside an app area (ADR 012): content -> lib -> components -> routes; enhance (inlined scripts) uses content and lib. */
const APP_LAYERS = { content: ["lib", "components", "routes", "enhance"], lib: ["components", "routes", "enhance"], components: ["routes"], enhance: ["components", "routes"], routes: [] };

function layerPatterns(layer) {
  const forbidden = APP_LAYERS[layer] ?? [];
  const patterns = [];
  if (forbidden.length) patterns.push({ regex: `^#app/[a-z]+/(${forbidden.join("|")})/`, message: "app/ layers: content -> lib -> components -> routes; import only from an earlier layer." });
  // Copy and logic come before components: app/ui is components.
  if (["content", "lib", "enhance"].includes(layer)) patterns.push({ regex: "^#app/ui/", message: "app/ layers: content and lib come before the components of app/ui." });
  // Build-time modules (*.server.ts) read files; routes' loaders run on the server.
  if (layer !== "routes") patterns.push(serverOnly);
  return patterns;
}

const restrict = (files, patterns, ignores = []) => ({ files, ignores, rules: { "no-restricted-imports": ["error", { patterns: [...importStyle, ...patterns] }] } });

const appAreaBlocks = ALL_AREAS.filter((area) => area.startsWith("app/")).flatMap((area) => [
  // Files at the area's top, or in a folder that is not a layer (app/ui).
  restrict([`${area}/**/*.{ts,tsx}`], [...areaPatterns(area), ...(area === "app/ui" ? [serverOnly] : [])], ["**/*.server.ts", "**/*.test.ts", "**/*.test.tsx"]),
  ...Object.keys(APP_LAYERS).map((layer) => restrict([`${area}/${layer}/**/*.{ts,tsx}`], [...areaPatterns(area), ...layerPatterns(layer)], ["**/*.server.ts", "**/*.test.ts", "**/*.test.tsx"])),
]);

/** A section's view is a screen: the server and shared/ read a section's schema, preparation and the registry, never its view (ADR 047). */
const noSectionView = { regex: "^#sections/.*\\.tsx$", message: "A section's view (sections/*/view.tsx) is the site's: the server and shared/ read its schema only (ADR 047)." };

const serverAreaBlocks = ALL_AREAS.filter((area) => area.startsWith("server/")).map((area) =>
  restrict([`${area}/**/*.ts`], [...areaPatterns(area), { regex: "^#app/", message: "The server imports no screen: what both runtimes use is in shared/." }, noSectionView], ["**/*.test.ts"]),
);

const sectionBlocks = [
  // The views draw with the site's components and primitives, as a component of app/site would.
  restrict(["sections/**/*.tsx"], [...areaPatterns("sections"), ...layerPatterns("components")], ["**/*.test.tsx"]),
  // Schemas, preparations and the registry run on the server too: only shared/ and each other.
  restrict(
    ["sections/**/*.ts"],
    [{ regex: "^#(app|server)/", message: "A section's schema and preparation run on the server: they import only shared/ and sections/ (ADR 047)." }, noSectionView, serverOnly],
    ["**/*.test.ts"],
  ),
];

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
  // The roots and the tests of app/ and server/; an area's own block below says more of its files.
  restrict(["app/**/*.{ts,tsx}"], [appTakesServerTypes]),
  restrict(["server/**/*.ts"], [serverTakesAppTypes]),
  ...appAreaBlocks,
  ...serverAreaBlocks,
  ...sectionBlocks,
  // The section schemas (sections/, ADR 047) are part of the page's contract.
  restrict(
    ["shared/**/*.ts"],
    [{ regex: "^#(app|server)/", message: "shared/ is the contract both runtimes import: it imports only shared/ and the section schemas." }, noSectionView, serverOnly],
    ["**/*.test.ts"],
  ),
  {
    // Sections and templates take their copy as props from the route; they import content types only.
    // (layout/ is the site chrome on every page and reads site.ts and navigation.ts itself.)
    ...restrict(
      ["app/site/components/sections/**/*.tsx", "app/site/components/templates/**/*.tsx"],
      [
        ...areaPatterns("app/site"),
        ...layerPatterns("components"),
        { regex: "^#(app/site|shared)/content/", allowTypeImports: true, message: "A section takes its copy as props from its route; import content types only." },
      ],
    ),
  },
  {
    // A function over 100 lines does too many things; a test file's describe() callbacks are lists, not functions.
    files: ["app/**/*.{ts,tsx,js,mjs}", "sections/**/*.{ts,tsx}", "server/**/*.{ts,tsx,js,mjs}", "scripts/**/*.{ts,tsx,js,mjs}", "tests/**/*.{ts,tsx,js,mjs}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/*.spec.ts"],
    rules: { "max-lines-per-function": ["error", { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
);
