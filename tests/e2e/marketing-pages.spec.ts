import { expect, test, type Locator, type Page } from "@playwright/test";
import { site } from "#shared/content/site.ts";
import { typeset } from "#shared/content/typography.ts";
import { seedPage, seedSection } from "#tests/shared/seed-pages.ts";
import { expectNoHorizontalScroll, gotoReady, VIEWPORTS } from "./support.ts";

/**
 * The copy each page should show: the seed's pages (content/pages), set as the page sets them at
 * render time (ranges joined, shared/content/typography.ts).
 */
const home = typeset({
  hero: seedSection("/", "hero"),
  problem: seedSection("/", "features", "problem"),
  capabilities: seedSection("/", "link-cards", "capabilities"),
  why: seedSection("/", "features", "why"),
  results: seedSection("/", "stats", "results"),
  paths: seedSection("/", "link-cards", "paths"),
  howItWorks: seedSection("/", "steps", "how-it-works"),
  testimonials: seedSection("/", "testimonials", "testimonials"),
  packages: seedSection("/", "packages-teaser", "packages"),
  integrations: seedSection("/", "integrations", "integrations"),
  closing: seedSection("/", "cta-band", "closing-cta"),
});

/** A product page of the seed, by its address without the slash. */
function productPage(slug: string) {
  const path = `/${slug}`;
  return typeset({
    slug,
    name: seedPage(path).product!.name,
    hero: seedSection(path, "hero"),
    explainer: seedSection(path, "explainer", "explainer"),
    features: seedSection(path, "features", "features"),
    benefits: seedSection(path, "checklist", "benefits"),
    metrics: seedSection(path, "table", "metrics"),
    closing: seedSection(path, "cta-band", "closing-cta"),
  });
}

const seogenesis = productPage("seogenesis");
const aisdr = productPage("aisdr");

const main = (page: Page) => page.getByRole("main");

async function h2Texts(page: Page) {
  return (await main(page).locator("h2").allTextContents()).map((text) => text.trim());
}

/** Every link inside <main> answers 200 (no dead call to action). */
async function expectLinksResolve(page: Page) {
  const hrefs = await main(page)
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(2);
  for (const href of new Set(hrefs)) {
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
}

/** Each link, found by its name inside `scope`, leads to its address. */
async function expectLinksTo(scope: Locator, links: Record<string, string>) {
  for (const [name, href] of Object.entries(links)) await expect(scope.getByRole("link", { name })).toHaveAttribute("href", href);
}

async function expectTable(page: Page, columns: string[], rowCount: number) {
  const table = main(page).getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(columns);
  await expect(table.locator("tbody tr")).toHaveCount(rowCount);
  await expect(table.locator("tbody th[scope=row]")).toHaveCount(rowCount);
}

test.describe("home", () => {
  test("has the spec's sections in order, in the HTML before JavaScript", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    const order = [
      home.problem.intro!.title,
      home.capabilities.intro!.title,
      home.why.intro!.title,
      home.results.intro!.title,
      home.paths.intro!.title,
      home.howItWorks.intro!.title,
      home.testimonials.intro!.title,
      home.packages.intro!.title,
      home.integrations.intro!.title,
      home.closing.title,
    ];
    const positions = order.map((title) => html.indexOf(title.replace(/'/g, "&#x27;")));
    expect(
      positions.every((position) => position > 0),
      `missing: ${order.filter((_, i) => positions[i]! < 0)}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    await gotoReady(page, "/");
    expect(await h2Texts(page)).toEqual(order);
  });

  test("every call to action goes where the spec says", async ({ page }) => {
    await gotoReady(page, "/");
    const hero = main(page).locator("section").first();
    await expect(hero.getByRole("link", { name: home.hero.primary!.label })).toHaveAttribute("href", "/booking");
    const capabilityHrefs = await page.locator("#capabilities a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(capabilityHrefs).toEqual(["/contentos", "/seogenesis", "/insightstream", "/aisdr"]);
    const pathHrefs = await page.locator("#paths a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(pathHrefs).toEqual(["/solutions/marketing", "/solutions/agencies", "/solutions/enterprise"]);
    await expect(page.locator("#how-it-works h3")).toHaveText(["Discover", "Generate", "Distribute", "Optimize"]);
    await expect(page.locator("#how-it-works").getByRole("link", { name: "See Live Demo" })).toHaveAttribute("href", "/booking");
    await expect(page.locator("#testimonials figure")).toHaveCount(2);
    await expect(page.locator("#packages h3")).toHaveText(["Essential", "Growth", "Enterprise"]);
    await expect(page.locator("#packages").getByRole("link", { name: "Compare Plans" })).toHaveAttribute("href", "/pricing");
    await expect(page.locator("#integrations li")).toHaveCount(5);
    await expect(main(page).getByRole("link", { name: "Schedule Your Demo" })).toHaveAttribute("href", "/booking");
    await expect(main(page).getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
    await expectLinksResolve(page);

    await page
      .locator("#capabilities")
      .getByRole("link", { name: /SEO Genesis/ })
      .click();
    await expect(page).toHaveURL(/\/seogenesis$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seogenesis.hero.title);
  });
});

const products = [productPage("contentos"), productPage("insightstream"), seogenesis, productPage("authorityengine"), aisdr];

for (const product of products) {
  test(`/${product.slug}: hero, explainer, features, benefits, metrics table and closing CTA`, async ({ page, request }) => {
    const html = await (await request.get(`/${product.slug}`)).text();
    expect(html).toContain(product.name);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld.find((block) => block["@type"] === "SoftwareApplication")).toMatchObject({ name: product.name });
    expect(ld.find((block) => block["@type"] === "BreadcrumbList")?.itemListElement).toHaveLength(3);

    await gotoReady(page, `/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.hero.title);
    expect(await h2Texts(page)).toEqual([product.explainer.intro.title, product.features.intro!.title, product.benefits.intro!.title, product.metrics.intro.title, product.closing.title]);
    await expect(page.locator("#features li")).toHaveCount(product.features.items.length);
    await expect(page.locator("#benefits li")).toHaveCount(product.benefits.items.length);
    await expectTable(page, product.metrics.table.columns, product.metrics.table.rows.length);
    const closing = page.locator("section[aria-labelledby=closing-cta-title]");
    await expect(closing.getByRole("link", { name: product.closing.primary.label })).toHaveAttribute("href", "/booking");
    await expectLinksResolve(page);
  });
}

test("the AI SDR page offers Book a Demo, View Pricing and Start Pilot, and they lead on", async ({ page }) => {
  await gotoReady(page, "/aisdr");
  const hero = main(page).locator("section").first();
  await expectLinksTo(hero, { "Book a Demo": "/booking", "View Pricing": "/pricing", "Start Pilot": "/contact" });
  for (const cell of aisdr.metrics.table.rows.flat()) await expect(main(page).getByRole("table")).toContainText(cell);
  await hero.getByRole("link", { name: "Start Pilot" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the unified stack page links every product and sends Compare Pricing to coming soon", async ({ page }) => {
  await gotoReady(page, "/ai-stack");
  const productHrefs = await page.locator("#products a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const href of ["/contentos", "/insightstream", "/seogenesis", "/aisdr"]) expect(productHrefs).toContain(href);
  await expect(main(page).getByRole("link", { name: "Compare Pricing" })).toHaveAttribute("href", "/coming-soon");
  await expect(page.locator("#flow h3")).toHaveCount(seedSection("/ai-stack", "flow", "flow").items.length);
  await expectLinksResolve(page);
});

test("the marketing page has its benefit grid, results table and closing", async ({ page }) => {
  await gotoReady(page, "/solutions/marketing");
  await expect(page.locator("#benefits h3")).toHaveText(["Content Velocity", "Search Authority", "Team Efficiency", "Scalable Campaigns"]);
  await expectTable(page, ["Metric", "Average Improvement"], seedSection("/solutions/marketing", "table", "results").table.rows.length);
  await expect(main(page).getByRole("heading", { name: "Give Your Team Superpowers" })).toBeVisible();
  await expectLinksTo(page.locator("section[aria-labelledby=closing-cta-title]"), { "Schedule a Demo": "/booking", "View Pricing": "/pricing" });
  await expectLinksResolve(page);
});

/** A solution page's spec: heading, buttons (name → address), section headings, cards and results table. */
type SolutionPage = {
  name: string;
  h1: string;
  heroLinks: Record<string, string>;
  h2s: string[];
  cards: { id: string; titles: string[] };
  table: { id: string; columns: string[] };
  closingLinks: Record<string, string>;
};

const solutionPages: SolutionPage[] = [
  {
    name: "agencies",
    h1: "White-Label AI Engines for Modern Marketing Agencies",
    heroLinks: { "Partner With Us": "/contact", "Explore the Unified AI Stack": "/ai-stack" },
    h2s: ["Agency Challenge", "Your New AI Workforce", "Agency-Focused Advantages", "Agency Growth Outcomes", "Transform Your Agency with AI"],
    cards: { id: "advantages", titles: ["White-Label Portal", "Scalable Client Workflows", "Multi-Language Output", "Profit Expansion"] },
    table: { id: "outcomes", columns: ["Metric", "Result"] },
    closingLinks: { "Apply for Partnership": "/contact", "Request Demo": "/booking" },
  },
  {
    name: "enterprise",
    h1: "Enterprise-Grade AI Systems for Scalable Marketing Operations",
    heroLinks: { "Request Enterprise Demo": "/booking", "View Case Studies": "/coming-soon" },
    h2s: ["Enterprise Marketing Challenges", `${site.brand} Advantage`, "Built for Enterprise Scale", "Enterprise Results", "Bring AI to Your Enterprise Marketing Operations"],
    cards: { id: "scale", titles: ["Centralized AI Infrastructure", "Compliance-Ready Architecture", "Custom Integrations", "Dedicated AI Concierge"] },
    table: { id: "results", columns: ["KPI", "Impact"] },
    closingLinks: { "Book an Enterprise Demo": "/booking", "Contact Sales": "/contact" },
  },
];

for (const spec of solutionPages) {
  test(`the ${spec.name} page has exactly the spec's headings, table and buttons`, async ({ page }) => {
    const path = `/solutions/${spec.name}`;
    await gotoReady(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spec.h1);
    await expectLinksTo(main(page).locator("section").first(), spec.heroLinks);
    expect(await h2Texts(page)).toEqual(spec.h2s);
    await expect(page.locator(`#${spec.cards.id} h3`)).toHaveText(spec.cards.titles);
    await expectTable(page, spec.table.columns, seedSection(path, "table", spec.table.id).table.rows.length);
    await expectLinksTo(page.locator("section[aria-labelledby=closing-cta-title]"), spec.closingLinks);
    await expectLinksResolve(page);
  });
}

for (const width of [375, 768, 1280, 1536]) {
  test(`marketing pages never scroll sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: VIEWPORTS.desktop.height });
    for (const route of ["/", "/contentos", "/aisdr", "/ai-stack", "/solutions/marketing", "/solutions/agencies", "/solutions/enterprise"]) {
      await page.goto(route);
      await expectNoHorizontalScroll(page);
    }
  });
}
