/**
 * A page with a built form's section, rendered by the build's server bundle as the server renders a
 * landing page: within the script budget of a page with a form (scripts/lib/budgets.ts), counting
 * the site's own scripts, and no React. No seeded page holds a built form, so the budgets of the
 * whole site (budgets.test.ts) cannot see one.
 */
import { describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { pageDocument } from "#shared/pages/page.ts";
import { loadRenderer, serverBuildFile } from "#server/site/renderer.ts";
import type { ContentSource } from "#server/site/render/content-source.server.ts";
import { budgets } from "#scripts/lib/budgets.ts";
import { CLIENT_DIR, elementsOf, hasForm, jsBudgetKb, pageWeight } from "#scripts/lib/built-site.ts";
import { benchmarkForm } from "#tests/shared/benchmark-form.ts";

const landing = pageDocument.parse({
  path: "/benchmark",
  title: "The 2025 AI marketing benchmark",
  description: "How 400 B2B marketing teams use AI in 2025: budgets, tools and results, in one report.",
  sections: [
    { type: "hero", id: "top", title: "Download the 2025 AI marketing benchmark", variant: "light" },
    { type: "form", id: "get-report", intro: { title: "Get the report" }, form: 7 },
  ],
});

const content = {
  page: async (path: string) => (path === landing.path ? landing : null),
  form: async (id: number) => (id === 7 ? { id, version: 1, document: benchmarkForm() } : null),
  images: (where: string) => ({ where, from: "nowhere", size: async () => undefined }),
} as unknown as ContentSource;

describe("a page with a built form", () => {
  it(`loads no React and stays within ${budgets.jsKb.withForm} KB gzip of script, the site's own included`, async () => {
    const render = await loadRenderer(serverBuildFile(CLIENT_DIR));
    const response = await render.page("http://localhost/benchmark", content, site);
    const html = await response.text();
    expect(response.status).toBe(200);
    const page = { route: "/benchmark", file: "", html, elements: elementsOf(html) };
    expect(hasForm(page)).toBe(true);
    const weight = pageWeight(page);
    expect(weight.scripts, "script files").toEqual([]);
    expect(html).not.toContain("__reactRouterContext");
    console.log(`a page with a built form: ${weight.jsGzip} bytes gzip of script`);
    expect(weight.jsGzip / 1024).toBeLessThanOrEqual(jsBudgetKb(page));
  });
});
