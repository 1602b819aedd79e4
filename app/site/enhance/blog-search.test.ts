// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, it, vi } from "vitest";
import { SearchForm } from "#app/site/components/sections/search-form.tsx";
import { blogSearchCopy as copy } from "#shared/content/blog.ts";
import { arriveAt, freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { init } from "./blog-search.ts";

/** Pagefind's index, built with the site: each test says what it finds. */
const pagefind = vi.hoisted(() => ({ options: vi.fn(), search: vi.fn() }));
vi.mock("/pagefind/pagefind.js", () => pagefind);

interface Article {
  url: string;
  title: string;
  excerpt: string;
}
const article = (n: number, excerpt = `about <mark>pipelines</mark>, part ${n}`): Article => ({ url: `/blog/article-${n}`, title: `Article ${n}`, excerpt });
/** The index answers `query` with these articles (any other query finds nothing). */
function indexHas(query: string, articles: Article[]) {
  pagefind.search.mockImplementation(async (asked: string) => ({
    results: (asked === query ? articles : []).map((found) => ({ data: async () => ({ url: found.url, excerpt: found.excerpt, meta: { title: found.title } }) })),
  }));
}

// The page as routes/blog.search.tsx renders it around the results.
const resultsSection = `
  <section aria-label="${copy.label}">
    <p data-search-status role="status" aria-live="polite">${copy.prompt}</p>
    <ol data-search-results aria-label="${copy.resultsLabel}"></ol>
    <button type="button" data-search-more hidden>${copy.more}</button>
    <template data-search-result>
      <li><h2><a data-slot="link" href="/blog"></a></h2><p data-slot="excerpt"></p></li>
    </template>
  </section>`;

function openSearch(path: string) {
  arriveAt(path);
  document.body.innerHTML = renderToStaticMarkup(createElement(SearchForm, { copy, id: "blog-search-input" })) + resultsSection;
  init();
}

const box = () => document.querySelector<HTMLInputElement>("#blog-search-input")!;
const status = () => document.querySelector("[data-search-status]")!.textContent;
const links = () => [...document.querySelectorAll<HTMLAnchorElement>("[data-search-results] a")];
const titles = () => links().map((link) => link.textContent);
const moreButton = () => document.querySelector<HTMLButtonElement>("[data-search-more]")!;
const type = (text: string) => {
  box().value = text;
  box().dispatchEvent(new Event("input", { bubbles: true }));
};

freshPageEachTest();
beforeEach(() => {
  pagefind.options.mockReset().mockResolvedValue(undefined);
  pagefind.search.mockReset();
  indexHas("", []);
});

it("arriving with ?q= searches it: the box shows the query, each article is a link with its excerpt, and the status counts them", async () => {
  indexHas("pipeline", [article(1), article(2)]);
  openSearch("/blog/search?q=pipeline");
  expect(box().value).toBe("pipeline");
  await vi.waitFor(() => expect(status()).toBe(copy.results(2, "pipeline")));
  expect(links().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Article 1", "/blog/article-1"],
    ["Article 2", "/blog/article-2"],
  ]);
  expect(document.querySelector("[data-search-results] li p")!.innerHTML).toBe("about <mark>pipelines</mark>, part 1");
});

it("arriving without a query asks for one and loads nothing", async () => {
  openSearch("/blog/search");
  await new Promise((resolve) => setTimeout(resolve));
  expect(status()).toBe(copy.prompt);
  expect(pagefind.options).not.toHaveBeenCalled();
  expect(location.search).toBe("");
});

it("an excerpt keeps Pagefind's highlights, and any other markup in it shows as text", async () => {
  indexHas("img", [article(1, `<mark>img</mark> &lt;b&gt; <img src=x onerror="alert(1)">`)]);
  openSearch("/blog/search?q=img");
  await vi.waitFor(() => expect(links()).toHaveLength(1));
  const excerpt = document.querySelector("[data-search-results] li p")!;
  expect([...excerpt.children].map((child) => child.tagName)).toEqual(["MARK"]);
  expect(excerpt.textContent).toBe("img <b> ");
});

it("nothing found says so", async () => {
  openSearch("/blog/search?q=zzz");
  await vi.waitFor(() => expect(status()).toBe(copy.results(0, "zzz")));
  expect(links()).toEqual([]);
});

it("typing searches again after a 200 ms pause, and the address follows without a new history entry", async () => {
  vi.useFakeTimers();
  indexHas("forecast", [article(3)]);
  openSearch("/blog/search");
  const entries = history.length;
  type("fore");
  type("forecast");
  await vi.advanceTimersByTimeAsync(199);
  expect(pagefind.search).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  await vi.waitFor(() => expect(titles()).toEqual(["Article 3"]));
  expect(pagefind.search).toHaveBeenCalledTimes(1);
  expect(location.search).toBe("?q=forecast");
  expect(history.length).toBe(entries);
});

it("Enter searches at once, without leaving the page", async () => {
  indexHas("seo", [article(4)]);
  openSearch("/blog/search");
  box().value = "seo";
  const submitted = new Event("submit", { cancelable: true });
  box().form!.dispatchEvent(submitted);
  expect(submitted.defaultPrevented).toBe(true);
  await vi.waitFor(() => expect(titles()).toEqual(["Article 4"]));
});

it("emptying the box clears the results, asks again and takes the query out of the address", async () => {
  vi.useFakeTimers();
  indexHas("pipeline", [article(1)]);
  openSearch("/blog/search?q=pipeline");
  await vi.waitFor(() => expect(links()).toHaveLength(1));
  type("  ");
  await vi.advanceTimersByTimeAsync(200);
  expect(links()).toEqual([]);
  expect(status()).toBe(copy.prompt);
  expect(location.search).toBe("");
});

it("a slow answer to an earlier query never replaces the results of a later one", async () => {
  let answerFirst: (value: unknown) => void = () => undefined;
  pagefind.search.mockImplementation((asked: string) =>
    asked === "first"
      ? new Promise((resolve) => (answerFirst = resolve))
      : Promise.resolve({ results: [{ data: async () => ({ url: "/blog/later", excerpt: "", meta: { title: "Later" } }) }] }),
  );
  openSearch("/blog/search?q=first");
  await vi.waitFor(() => expect(pagefind.search).toHaveBeenCalledWith("first"));
  box().value = "second";
  box().form!.dispatchEvent(new Event("submit", { cancelable: true }));
  await vi.waitFor(() => expect(titles()).toEqual(["Later"]));
  answerFirst({ results: [{ data: async () => ({ url: "/blog/earlier", excerpt: "", meta: { title: "Earlier" } }) }] });
  await new Promise((resolve) => setTimeout(resolve));
  expect(titles()).toEqual(["Later"]);
  expect(status()).toBe(copy.results(1, "second"));
});

it("ten results at first; Show more results adds the next ten and moves focus to the first of them", async () => {
  indexHas("ai", Array.from({ length: 25 }, (_, index) => article(index + 1)));
  openSearch("/blog/search?q=ai");
  await vi.waitFor(() => expect(links()).toHaveLength(10));
  expect(status()).toBe(copy.results(25, "ai"));
  expect(moreButton().hidden).toBe(false);

  moreButton().click();
  await vi.waitFor(() => expect(links()).toHaveLength(20));
  expect(document.activeElement).toBe(links()[10]);
  moreButton().click();
  await vi.waitFor(() => expect(links()).toHaveLength(25));
  expect(moreButton().hidden).toBe(true);
});

it("Arrow Down in the box moves to the first result", async () => {
  indexHas("ai", [article(1), article(2)]);
  openSearch("/blog/search?q=ai");
  await vi.waitFor(() => expect(links()).toHaveLength(2));
  const arrow = new KeyboardEvent("keydown", { key: "ArrowDown", cancelable: true });
  box().dispatchEvent(arrow);
  expect(document.activeElement).toBe(links()[0]);
  expect(arrow.defaultPrevented).toBe(true);
});

it("when the index cannot be loaded, the status says search is unavailable", async () => {
  pagefind.options.mockRejectedValue(new Error("404"));
  openSearch("/blog/search?q=ai");
  await vi.waitFor(() => expect(status()).toBe(copy.unavailable));
  expect(links()).toEqual([]);
});

it("focusing the box starts loading the index, before anything is typed", async () => {
  openSearch("/blog/search");
  box().dispatchEvent(new FocusEvent("focus"));
  await vi.waitFor(() => expect(pagefind.options).toHaveBeenCalledTimes(1));
  expect(pagefind.search).not.toHaveBeenCalled();
});
