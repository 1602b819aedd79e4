/**
 * The search on /blog/search (app/site/routes/blog.search.tsx): reads ?q=, loads Pagefind's index
 * (built from the articles at build time) on first use, lists up to ten articles, and searches
 * again as the visitor types, keeping the address in step so a result page can be shared and
 * Back returns to it. Arrow Down moves from the box to the first result.
 */
import { blogSearchCopy as copy } from "#shared/content/blog.ts";

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}
interface Pagefind {
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
  options(options: Record<string, unknown>): Promise<void>;
}

/** Results shown at once; "Show more results" adds as many again. */
const RESULTS_STEP = 10;
const TYPING_PAUSE_MS = 200;

/** Pagefind's excerpt is escaped text with <mark> around the matches: keep exactly that, as nodes. */
function excerptNodes(html: string): Node[] {
  const parsed = document.createElement("template");
  parsed.innerHTML = html;
  return [...parsed.content.childNodes].map((node) => {
    if (node.nodeName === "MARK") {
      const mark = document.createElement("mark");
      mark.textContent = node.textContent;
      return mark;
    }
    return document.createTextNode(node.textContent ?? "");
  });
}

interface Shown {
  url: string;
  title: string;
  excerpt: string;
}

async function details(results: PagefindResult[]): Promise<Shown[]> {
  return Promise.all(
    results.map(async (result) => {
      const data = await result.data();
      return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
    }),
  );
}

export function init(root: ParentNode = document) {
  const input = root.querySelector<HTMLInputElement>("#blog-search-input");
  const status = root.querySelector<HTMLElement>("[data-search-status]");
  const list = root.querySelector<HTMLOListElement>("[data-search-results]");
  const template = root.querySelector<HTMLTemplateElement>("template[data-search-result]");
  const more = root.querySelector<HTMLButtonElement>("[data-search-more]");
  if (!input || !status || !list) return;

  let pagefind: Promise<Pagefind> | undefined;
  let latest = 0;
  /** The results of the current query not shown yet. */
  let rest: PagefindResult[] = [];

  const loadPagefind = (): Promise<Pagefind> => {
    // A variable, so the bundler leaves the import to the browser: the file exists only in the build.
    const url = "/pagefind/pagefind.js";
    pagefind ??= (import(url) as Promise<Pagefind>).then(async (module) => {
      await module.options({ excerptLength: 24 });
      return module;
    });
    return pagefind;
  };

  const entries = (items: Shown[]): HTMLElement[] => {
    if (!template) return [];
    return items.map((item) => {
      const entry = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
      const link = entry.querySelector<HTMLAnchorElement>("[data-slot=link]")!;
      link.href = item.url;
      link.textContent = item.title;
      entry.querySelector("[data-slot=excerpt]")!.replaceChildren(...excerptNodes(item.excerpt));
      return entry;
    });
  };

  const showMoreButton = () => {
    if (more) more.hidden = rest.length === 0;
  };

  const run = async (query: string) => {
    const turn = ++latest;
    const trimmed = query.trim();
    const url = new URL(location.href);
    if (trimmed) url.searchParams.set("q", trimmed);
    else url.searchParams.delete("q");
    // Only when it changes: on arrival without a query there is nothing to write.
    if (url.href !== location.href) history.replaceState(history.state, "", url);
    if (!trimmed) {
      status.textContent = copy.prompt;
      list.replaceChildren();
      rest = [];
      showMoreButton();
      return;
    }
    status.textContent = copy.searching;
    try {
      const search = await (await loadPagefind()).search(trimmed);
      const found = search?.results ?? [];
      const items = await details(found.slice(0, RESULTS_STEP));
      if (turn !== latest) return;
      list.replaceChildren(...entries(items));
      rest = found.slice(RESULTS_STEP);
      showMoreButton();
      status.textContent = copy.results(found.length, trimmed);
    } catch {
      if (turn !== latest) return;
      list.replaceChildren();
      rest = [];
      showMoreButton();
      status.textContent = copy.unavailable;
    }
  };

  const initial = new URLSearchParams(location.search).get("q") ?? "";
  input.value = initial;
  void run(initial);
  let pause: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener("input", () => {
    clearTimeout(pause);
    pause = setTimeout(() => void run(input.value), TYPING_PAUSE_MS);
  });
  input.form?.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(pause);
    void run(input.value);
  });
  input.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown") return;
    const first = list.querySelector("a");
    if (!first) return;
    event.preventDefault();
    first.focus();
  });
  more?.addEventListener("click", async () => {
    const turn = latest;
    const next = rest.slice(0, RESULTS_STEP);
    const added = entries(await details(next));
    if (turn !== latest) return;
    list.append(...added);
    rest = rest.slice(RESULTS_STEP);
    showMoreButton();
    // Focus moves to the first new result, where reading continues.
    added[0]?.querySelector("a")?.focus();
  });
  // Loading starts as soon as the visitor shows intent, so the first results come sooner.
  input.addEventListener("focus", () => void loadPagefind().catch(() => undefined), { once: true });
}
