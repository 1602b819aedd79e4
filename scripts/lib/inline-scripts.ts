/**
 * `import code from "./file.ts?inline-script"` gives the file, bundled with its imports and minified
 * into one classic script, as a string. Pages render it in a `<script>` element: the small
 * behaviours of static pages (header menus, drawer fallback, policy embed, scheduler) ship in the
 * HTML that needs them, without React and without a request (ADR 011). The server hashes every
 * inline script into the page's Content-Security-Policy.
 */
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

const SUFFIX = "?inline-script";

export async function bundleInlineScript(file: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: "iife",
    // Browsers that support the platform features the pages build on (popover, <dialog>).
    target: ["chrome114", "firefox125", "safari17"],
    write: false,
    metafile: true,
    legalComments: "none",
    // Browser code: its own TypeScript config (strict, so the script says "use strict"; ADR 012).
    tsconfig: "tsconfig.browser.json",
  });
  const code = result.outputFiles[0]!.text.trim();
  return { code, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

export function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const { code, inputs } = await bundleInlineScript(id.slice(0, -SUFFIX.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
