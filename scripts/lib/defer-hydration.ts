/**
 * Loads a prerendered page's JavaScript after its first paint instead of alongside its CSS and font.
 *
 * Every page is complete HTML (ADR 001): the scripts only hydrate what is already on screen. But
 * React Router's <Scripts/> puts ~115 KB of `modulepreload` links in the head, which the browser
 * fetches at high priority together with the stylesheet and the font. On a slow mobile link they
 * share its bandwidth, so the first paint waits for JavaScript it does not need. This rewrite
 * (run by scripts/postbuild.ts on every built page):
 * - removes the `<link rel="modulepreload">` tags from the HTML;
 * - turns React Router's inline module script (static `import`s, then the dynamic import of the
 *   client entry) into one that waits for the first contentful paint, then adds the same
 *   modulepreload links (so the whole module graph is fetched in parallel, not as a waterfall),
 *   evaluates the chunks one per task, dependencies first, and imports the client entry last.
 * React 19 treats <link> tags as hoistable: at hydration it finds the links the loader added in
 * the head, so the React tree and the DOM still agree (the e2e suite fails on any hydration error).
 * See docs/decisions/008-javascript-after-first-paint.md.
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/gm;

/**
 * Resolves once the browser has recorded the page's first contentful paint (Paint Timing, in every
 * current engine); where that entry type is missing, after the next frame. A page opened in a
 * background tab paints, and so hydrates, when it is first shown; a shown page that never reports
 * its paint hydrates after 3 s.
 */
const FIRST_PAINT = `await new Promise((painted) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(painted));
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); painted(); }
  });
  observer.observe({ type: "paint", buffered: true });
  // Belt and braces: a shown page that has not reported its paint after 3 s hydrates anyway.
  if (document.visibilityState === "visible") setTimeout(painted, 3000);
});`;

export class DeferHydrationError extends Error {}

/**
 * @param importsOf the chunks a built chunk imports statically (URLs as in the HTML), used to
 *   evaluate the chunks one per task, dependencies first.
 */
export function deferHydration(html: string, importsOf: (url: string) => string[]): string {
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script) throw new DeferHydrationError("no React Router module script found: has <Scripts/> changed its output?");
  if (preloads.length === 0) throw new DeferHydrationError("no modulepreload links found: has <Scripts/> changed its output?");

  const body = script[1]!;
  const imports = [...body.matchAll(STATIC_IMPORT)].map((match) => ({ name: match[1], url: match[2]! }));
  if (imports.length === 0) throw new DeferHydrationError("the module script has no static imports to defer");
  const rest = body.replace(STATIC_IMPORT, "").trim();
  // The client entry hydrates as soon as it is evaluated, so it runs last, from `rest`, as before.
  const entry = /import\("([^"]+)"\)/.exec(rest)?.[1];
  if (!entry) throw new DeferHydrationError("the module script does not import the client entry");

  const order = dependencyOrder(
    [...preloads, ...imports.map((item) => item.url)].filter((url) => url !== entry),
    importsOf,
  );
  const loader = [
    FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    // One chunk per task, so no single task evaluates the whole graph (Total Blocking Time).
    "const evaluated = {};",
    `for (const url of ${JSON.stringify(order)}) {`,
    "  evaluated[url] = await import(url);",
    "  await new Promise((next) => setTimeout(next));",
    "}",
    ...imports.filter((item) => item.name).map((item) => `const ${item.name} = evaluated[${JSON.stringify(item.url)}];`),
    rest,
  ].join("\n");

  return html
    .replace(MODULEPRELOAD, "")
    .replace(ROUTER_MODULE_SCRIPT, () => `<script type="module">${loader}</script>`);
}

/** The URLs in an order where every chunk comes after the chunks it imports. */
export function dependencyOrder(urls: readonly string[], importsOf: (url: string) => string[]): string[] {
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (url: string) => {
    if (order.includes(url) || visiting.has(url)) return;
    visiting.add(url);
    for (const dependency of importsOf(url)) visit(dependency);
    order.push(url);
  };
  for (const url of new Set(urls)) visit(url);
  return order;
}

/** Static imports of a built chunk (`from"./x.js"` / `import"./x.js"`), as absolute URLs. */
export function chunkImports(source: string, url: string): string[] {
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+)"/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => new URL(specifier, `http://chunk${url}`).pathname);
}
