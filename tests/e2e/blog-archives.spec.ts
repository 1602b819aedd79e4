/**
 * The blog as a reader browses it: pages of the list, tag and category archives, and search. The
 * expectations come from the content (server/site/render/blog.server.ts), so an added article or tag keeps
 * them true.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { BLOG_DIR, listPosts } from "#server/site/render/blog.server.ts";
import { archives } from "#server/site/render/blog-index.server.ts";
import { BLOG_PAGE_SIZE, categoryPath, listSlice, numberedPageCount, tagPath } from "#shared/blog-paths.ts";
import { gotoReady, trackConsoleErrors } from "./support.ts";

const posts = listPosts();
const cardLinks = (page: Page) =>
  page.getByRole("main").locator("article h2 a, article h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));

test("the list is paged: the newest nine on the front, older pages numbered from the oldest, with newer and older links", async ({ page }) => {
  const pageCount = numberedPageCount(posts.length);
  test.skip(pageCount < 1, "one page of articles");
  const slugs = (shown: typeof posts | null) => shown!.map((post) => `/blog/${post.slug}`);
  await gotoReady(page, "/blog");
  expect(await cardLinks(page)).toEqual(slugs(listSlice(posts)));
  const pager = page.getByRole("navigation", { name: "Pages of articles" });
  await expect(pager.getByRole("link", { name: "Latest articles" })).toHaveAttribute("aria-current", "page");
  await expect(pager.getByRole("link", { name: "Newer" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Older" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/page/${pageCount}$`));
  expect(await cardLinks(page)).toEqual(slugs(listSlice(posts, pageCount)));
  await expect(page).toHaveTitle(new RegExp(`Page ${pageCount}`));
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", "/blog");
  await expect(pager.getByRole("link", { name: `Page ${pageCount}` })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("link", { name: "Newer" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("a tag badge leads to the tag's archive, which lists exactly its articles, newest first", async ({ page }) => {
  const tag = archives("tag", posts).find((archive) => archive.posts.length >= 2)!;
  const article = tag.posts[0]!;
  const errors = trackConsoleErrors(page);
  await gotoReady(page, `/blog/${article.slug}`);
  await page.getByRole("list", { name: "Tags" }).first().getByRole("link", { name: tag.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${tagPath(tag.name)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Articles tagged “${tag.name}”`);
  expect(await cardLinks(page)).toEqual(tag.posts.slice(0, BLOG_PAGE_SIZE).map((post) => `/blog/${post.slug}`));
  await page.getByRole("link", { name: "All articles" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(errors).toEqual([]);
});

test("a category badge and the topic list lead to the category's archive", async ({ page }) => {
  const category = archives("category", posts).find((archive) => archive.posts.length >= 2) ?? archives("category", posts)[0]!;
  await gotoReady(page, "/blog");
  await page.getByRole("navigation", { name: "Browse by topic" }).getByRole("link", { name: new RegExp(`^${category.name} \\d+$`) }).click();
  await expect(page).toHaveURL(new RegExp(`${categoryPath(category.name)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${category.name} articles`);
  expect(await cardLinks(page)).toEqual(category.posts.slice(0, BLOG_PAGE_SIZE).map((post) => `/blog/${post.slug}`));
  // The archive's own topic list marks it; only /blog's carries the counts.
  await expect(page.getByRole("navigation", { name: "Browse by topic" }).getByRole("link", { name: category.name, exact: true })).toHaveAttribute("aria-current", "page");
  // Every card's category badge on this page names this category and links here.
  const badges = page.getByRole("main").locator("article").getByRole("link", { name: category.name, exact: true });
  await expect(badges).toHaveCount(Math.min(category.posts.length, BLOG_PAGE_SIZE));
  await expect(badges.first()).toHaveAttribute("href", categoryPath(category.name));
});

/**
 * A word of the article's body that no other article, title or excerpt contains, nor any word
 * sharing its first letters (search matches words by their stem): what search must find.
 */
function wordOnlyIn(slug: string): string {
  const bodies = new Map(posts.map((post) => [post.slug, fs.readFileSync(path.join(BLOG_DIR, `${post.slug}.md`), "utf8").toLowerCase()]));
  const words = new Set(bodies.get(slug)!.split("\n---\n").slice(1).join(" ").match(/\b[a-z]{8,}\b/g));
  const word = [...words].find((candidate) => [...bodies].every(([other, text]) => other === slug || !text.includes(candidate.slice(0, 6))));
  if (!word) throw new Error(`no word only in ${slug}`);
  return word;
}

test("search finds an article by a word in its body, marks it in a passage, and opens it with the keyboard", async ({ page }) => {
  const target = posts[posts.length - 1]!;
  const word = wordOnlyIn(target.slug);
  const errors = trackConsoleErrors(page);
  await gotoReady(page, "/blog");
  const box = page.getByRole("searchbox", { name: "Search articles" });
  await box.fill(word);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/blog/search\\?q=${word}$`));
  await expect(page.getByRole("status")).toHaveText(`1 article matches “${word}”.`);
  const results = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
  const result = results.getByRole("link");
  await expect(result).toHaveText(target.title);
  await expect(results.locator("mark").first()).toHaveText(new RegExp(word, "i"));
  await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue(word);
  await result.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/blog/${target.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
  expect(errors).toEqual([]);
});

test("search says when nothing matches, and lists as many articles as it says match", async ({ page }) => {
  await gotoReady(page, "/blog/search");
  await expect(page.getByRole("status")).toHaveText("Type a word or two to search every article.");
  await gotoReady(page, "/blog/search?q=zqxwvy");
  await expect(page.getByRole("status")).toHaveText("No articles match “zqxwvy”. Try another word, or browse by topic below.");
  await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);
  await gotoReady(page, "/blog/search?q=pipeline");
  await expect(page.getByRole("status")).toHaveText(/^\d+ articles? match(es)? “pipeline”\./);
  const found = Number((await page.getByRole("status").textContent())!.match(/^\d+/)![0]);
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem")).toHaveCount(Math.min(found, 10));
  // "pipeline" is in more articles than a page of results lists: the next ones are a link away.
  expect(found).toBeGreaterThan(10);
  await page.getByRole("navigation", { name: "More search results" }).getByRole("link", { name: "More results" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem")).toHaveCount(Math.min(found - 10, 10));
  await expect(page.getByRole("link", { name: "Previous results" })).toBeVisible();
});
