import { expect, test } from "@playwright/test";
import { addLink, gotoReady, trackConsoleErrors } from "./support.ts";
import { listPosts } from "#server/site/render/blog.server.ts";
import { renderArticleFile } from "#tests/shared/seed-articles.ts";
import { BLOG_PAGE_SIZE, categoryPath } from "#shared/blog-paths.ts";
import { formatLongDate, formatShortDate } from "#shared/dates.ts";
import { SITE_URL } from "#shared/site-url.ts";

test("the list shows the newest articles first with image, badges, author and short date", async ({ page }) => {
  const posts = listPosts();
  await gotoReady(page, "/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latest Insights & Articles");
  const cards = page.getByRole("main").locator("article");
  await expect(cards).toHaveCount(Math.min(posts.length, BLOG_PAGE_SIZE));
  const first = cards.first();
  await expect(first.locator("img")).toHaveAttribute("width", /\d+/);
  await expect(first.locator("img")).toHaveAttribute("height", /\d+/);
  await expect(first.locator("time")).toHaveText(formatShortDate(posts[0]!.date));
  await expect(first.getByRole("heading").getByRole("link")).toHaveAttribute("href", `/blog/${posts[0]!.slug}`);
  await expect(first.getByRole("link", { name: posts[0]!.category, exact: true })).toHaveAttribute("href", categoryPath(posts[0]!.category));
  const dates = await cards.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
  expect([...dates].sort().reverse()).toEqual(dates);
  // Title clamped to 2 lines, excerpt to 3.
  await expect(first.locator("h2")).toHaveCSS("-webkit-line-clamp", "2");
  await expect(first.locator("p").first()).toHaveCSS("-webkit-line-clamp", "3");
});

for (const [width, columns] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`the list grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog");
    const lefts = await page
      .getByRole("main")
      .locator("article")
      .evaluateAll((cards) => [...new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)))]);
    expect(lefts).toHaveLength(columns);
  });
}

test("cards fade in staggered by 100 ms, and not at all under reduced motion", async ({ page }) => {
  await page.goto("/blog");
  const delays = await page.getByRole("main").locator("article").evaluateAll((cards) => cards.slice(0, 3).map((card) => getComputedStyle(card).animationDelay));
  expect(delays).toEqual(["0s", "0.1s", "0.2s"]);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const duration = await page.getByRole("main").locator("article").first().evaluate((card) => getComputedStyle(card).animationDuration);
  expect(parseFloat(duration)).toBeLessThan(0.001);
});

test("an article has its full text, long date, reading time, author box, CTA and related articles", async ({ page, request }) => {
  // The oldest article: its text's first and last sentences, as the Markdown has them.
  const summary = listPosts().at(-1)!;
  const post = await renderArticleFile(summary.slug);
  const paragraphs = [...post.html.matchAll(/<p>([^<]{40,})<\/p>/g)].map((match) => match[1]!.slice(0, 60));
  const html = await (await request.get(`/blog/${post.slug}`)).text();
  expect(html).toContain(paragraphs[0]);
  expect(html).toContain(paragraphs.at(-1));

  const errors = trackConsoleErrors(page);
  await gotoReady(page, `/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page.getByRole("main").locator("header time")).toHaveText(formatLongDate(post.date));
  await expect(page.getByRole("main").locator("header")).toContainText(/\d+ min read/);
  await expect(page.getByRole("heading", { name: "About the Author" })).toBeVisible();
  await expect(page.getByText(post.authorProfile.bio)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ready to Transform Your Business?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/booking");
  const related = page.locator("section[aria-labelledby=related-title] article");
  expect(await related.count()).toBeGreaterThanOrEqual(Math.min(2, listPosts().length - 1));
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(errors).toEqual([]);
});

test("an unknown slug redirects to the list: asked directly and from a link in the site", async ({ page, request }) => {
  const direct = await request.get("/blog/not-a-real-article", { maxRedirects: 0 });
  expect(direct.status()).toBe(302);
  expect(direct.headers()["location"]).toBe("/blog");

  await gotoReady(page, "/");
  const link = await addLink(page, "/blog/not-a-real-article", "An old article");
  await link.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latest Insights & Articles");
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("the RSS feed parses and every link resolves to its canonical article", async ({ page, request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  await page.goto("/robots.txt");
  const items = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("RSS does not parse");
    return [...doc.querySelectorAll("item")].map((item) => ({
      link: item.querySelector("link")!.textContent!,
      title: item.querySelector("title")!.textContent!,
      pubDate: item.querySelector("pubDate")!.textContent!,
    }));
  }, xml);
  expect(items).toHaveLength(listPosts().length);
  for (const item of items) {
    expect(item.link.startsWith(`${SITE_URL}/blog/`)).toBe(true);
    const path = new URL(item.link).pathname;
    const article = await request.get(path);
    expect(article.status(), path).toBe(200);
    expect(await article.text()).toContain(`<link rel="canonical" href="${item.link}"/>`);
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const item of items) expect(sitemap).toContain(`<loc>${item.link}</loc><lastmod>`);
});
