// @vitest-environment happy-dom
/**
 * What a writer pastes from anywhere (a web page, a document, a hostile colleague's message) goes
 * through the rich editor's own paste logic: the editor shows it without running it, and the
 * Markdown it writes renders on the site without anything that runs. Here in tests/: it runs the
 * editor (app/) and the site's renderer (server/), and app/ takes no code from server/.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderArticle } from "#server/site/render/blog.server.ts";
import { createRichEditor, type RichEditorHandle } from "#app/studio/components/editor/rich-text.ts";

// ProseMirror reads a pasted <style>'s rules by the legacy name browsers keep and happy-dom lacks.
if (!("rules" in CSSStyleSheet.prototype))
  Object.defineProperty(CSSStyleSheet.prototype, "rules", {
    get: function (this: CSSStyleSheet) {
      return this.cssRules;
    },
  });

const MARK = "xss-mark";
const run = `alert('${MARK}')`;

/** Nineteen shapes script takes in HTML: elements, handlers, URLs, encodings and markup that hides them. */
const VECTORS = [
  `<script>${run}</script>`,
  `<img src=x onerror="${run}">`,
  `<svg onload="${run}"><circle r="1"/></svg>`,
  `<a href="javascript:${run}">a link</a>`,
  `<a href="JaVaScRiPt:${run}">mixed case</a>`,
  `<a href="&#106;avascript:${run}">an entity</a>`,
  `<a href="java\tscript:${run}">a tab inside</a>`,
  `<a href=" javascript:${run}">a space before</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLW1hcmsnKTwvc2NyaXB0Pg==">data</a>`,
  `<iframe src="javascript:${run}"></iframe>`,
  `<iframe srcdoc="<script>${run}</script>"></iframe>`,
  `<object data="javascript:${run}"></object><embed src="javascript:${run}">`,
  `<details open ontoggle="${run}"><summary>x</summary></details>`,
  `<p style="background:url(javascript:${run})" onmouseover="${run}">styled</p>`,
  `<form action="javascript:${run}"><button formaction="javascript:${run}">go</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${run}"></style></mglyph></table></mtext></math>`,
  `<img src="images/chart.png" alt="x&quot; onerror=&quot;${run}">`,
  `<video poster="javascript:${run}" onerror="${run}"><source onerror="${run}"></video>`,
  `<base href="javascript:${run}//"><meta http-equiv="refresh" content="0;url=javascript:${run}"><a href="/pricing">relative</a>`,
];

/** Every image the text names is in the library, so the article renders. */
const IMAGES = { where: "test", from: "the library", size: async () => ({ width: 1600, height: 1000 }) };

/** What in `root` would run: handlers, script elements, and addresses that are script. */
function runnable(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll("*")) {
    if (["SCRIPT", "IFRAME", "OBJECT", "EMBED", "BASE", "META"].includes(element.tagName)) found.push(element.tagName.toLowerCase());
    for (const { name, value } of element.attributes) {
      if (name.startsWith("on")) found.push(`${element.tagName.toLowerCase()}[${name}]`);
      if (/^(href|src|action|formaction|poster|data|srcdoc|xlink:href)$/.test(name) && /^\s*(javascript|data|vbscript):/i.test(value.replace(/[\t\n\r]/g, "")))
        found.push(`${element.tagName.toLowerCase()}[${name}=${value}]`);
    }
  }
  return found;
}

describe("pasting hostile HTML into the rich editor", () => {
  let handle: RichEditorHandle | undefined;
  afterEach(() => {
    handle?.editor.destroy();
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it.each(VECTORS.map((html, index) => [index + 1, html] as const))("vector %i is shown, never run, in the editor and on the site: %s", async (_index, html) => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const element = document.createElement("div");
    document.body.append(element);
    handle = createRichEditor(element, "Before.", { labelledBy: "title", onChange: () => {}, onState: () => {}, thumbnail: async () => undefined, onLinkShortcut: () => {}, onAddToGallery: () => {} });
    handle.editor.commands.focus("end");
    expect(handle.editor.view.pasteHTML(html)).toBe(true);
    const written = handle.editor.getMarkdown();

    expect(runnable(element)).toEqual([]);
    expect(written).toContain("Before.");
    const { html: article } = await renderArticle(written, IMAGES);
    const shown = document.createElement("div");
    shown.innerHTML = article;
    expect(runnable(shown)).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });
});
