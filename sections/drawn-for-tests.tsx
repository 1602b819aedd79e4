/**
 * A page of sections drawn as the site draws it, for the section types' unit tests: each shown
 * section prepared with tools that answer as the test says, then rendered to HTML.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { SectionTools } from "#sections/define.ts";
import { PageSections } from "#sections/page-sections.tsx";
import { prepareSections, type Section } from "#sections/registry.ts";
import type { PageView } from "#shared/pages/page-view.ts";

/** The server's tools as a test gives them: no text, a 1 × 1 image and no published form, but what `answers` says. */
export function testTools(answers: Partial<SectionTools> = {}): SectionTools {
  return {
    markdown: async () => "",
    legalText: async () => ({ title: "", effectiveDate: "", html: "" }),
    imageSize: async () => ({ width: 1, height: 1 }),
    form: async (id) => {
      throw new Error(`form ${id} is not published`);
    },
    ...answers,
  };
}

/** `sections` as the page at `path` shows them, with `extra` (a form's answer) on the page. */
export async function drawnPage(sections: Section[], answers: Partial<SectionTools> = {}, { path = "/x", extra = {} }: { path?: string; extra?: Partial<PageView> } = {}): Promise<string> {
  const prepared = await prepareSections({ path, sections }, () => testTools(answers));
  const page: PageView = { document: { path, title: "X", description: "X", noindex: false, nofollow: false, inSitemap: true, sections }, prepared, ...extra };
  return renderToStaticMarkup(<PageSections page={page} />);
}
