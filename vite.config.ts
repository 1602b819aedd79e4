import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const SHARED_SITE_CODE = /lucide-react|\/app\/(components|lib|content)\//;
/** The route modules whose shared code goes into the `ui` chunk: every page's layout, and the home page. */
const firstVisitEntries = ["app/root.tsx", "app/routes/home.tsx"].map((file) => path.resolve(import.meta.dirname, file));

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Modules the layout and the home page import, directly or not. Computed once per chunking pass
 * (the graph object is the same for every call of one pass).
 */
const firstVisitModules = new WeakMap<ModuleGraph, Set<string>>();
function reachableFromFirstVisit(id: string, graph: ModuleGraph): boolean {
  let reachable = firstVisitModules.get(graph);
  if (!reachable) {
    reachable = new Set();
    const queue = [...firstVisitEntries];
    const missing = queue.filter((entry) => !graph.getModuleInfo(entry));
    if (missing.length) throw new Error(`vite.config.ts: no module ${missing.join(", ")} in the client graph; update firstVisitEntries`);
    while (queue.length) {
      const next = queue.pop()!;
      if (reachable.has(next)) continue;
      reachable.add(next);
      queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    firstVisitModules.set(graph, reachable);
  }
  return reachable.has(id);
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The footer's copyright year as of the build; the client updates it after hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // Keep the font and small icons as separate, cacheable files instead of base64 in CSS.
    assetsInlineLimit: 0,
    // `SOURCEMAP=1 npm run build:app` to see which modules make up a chunk.
    sourcemap: process.env.SOURCEMAP === "1",
    // Modules shared by two or more routes go into one chunk instead of dozens of tiny ones: the
    // home page loads 6 scripts instead of 36. Fewer requests moved mobile LCP from 2.9 s to 2.1 s in
    // Lighthouse (simulated slow 4G, HTTP/1.1), at +5 KB gzip on the smallest pages (ADR 007).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and React Router in a chunk of their own, so that evaluating them and evaluating
            // the site's components are separate tasks after first paint (TBT, ADR 008).
            { name: "react-dom", test: /\/node_modules\/react-dom\//, priority: 3 },
            { name: "vendor", test: /\/node_modules\/(react|react-router|scheduler|cookie|set-cookie-parser)\//, priority: 2 },
            // Site code shared by two or more routes: what the layout and the home page use in
            // `ui`, the rest in `ui-more`, so the first page most visitors see does not download
            // the tables, legal embed and blog cards of other pages (-3.5 KB gzip on home).
            {
              name: (id, context) => {
                if (!SHARED_SITE_CODE.test(id)) return null;
                return reachableFromFirstVisit(id, context) ? "ui" : "ui-more";
              },
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
