/**
 * Watches, from a process of its own, until every server shows a change (a post in its new state,
 * or a page's new words), asking every 100 ms as a person refreshing or an outside monitor would
 * (issue 74: a 5 ms poll from the bench's own process timed publishes at about half what anyone
 * measuring from outside found).
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { RSS_PATH } from "#server/site/rss.ts";
import { articlePath, categoryPath } from "#shared/blog-paths.ts";

export const POLL_MS = 100;
/** A change not served this long after the watch began fails the bench. */
const GIVE_UP_MS = 60_000;

/** The post's state every server must show: live (listed, its article 200) or not (unlisted, 410). */
export interface ServedState {
  urls: string[];
  slug: string;
  category: string;
  live: boolean;
}

/** The time on the machine's clock, in ms, the same in every process (performance.now() is per process). */
export const machineNow = () => performance.timeOrigin + performance.now();

/** Does every page of `url` that shows the post say it is live (or gone)? */
export async function showsState(url: string, { slug, category, live }: ServedState): Promise<boolean> {
  const link = articlePath(slug);
  const get = async (address: string) => {
    const response = await fetch(`${url}${address}`);
    return { status: response.status, text: await response.text() };
  };
  const [article, list, archive, feed, sitemap] = await Promise.all([link, "/blog", categoryPath(category), RSS_PATH, "/sitemap.xml"].map(get));
  // A sitemap index: the newest articles' part lists the newest post.
  const lastPart = [...sitemap!.text.matchAll(/<loc>([^<]*sitemap-articles-\d+\.xml)<\/loc>/g)].at(-1)?.[1];
  const listing = lastPart ? await get(new URL(lastPart).pathname) : sitemap!;
  const names = (text: string) => text.includes(`${link}<`) || text.includes(`${link}"`);
  const listed = [list!, archive!, feed!, listing].every((page) => names(page.text) === live);
  return listed && article!.status === (live ? 200 : 410);
}

/** A page's change every server must show: `html` found in what `path` answers (within the part `within` matches, when given). */
export interface ServedText {
  urls: string[];
  path: string;
  html: string;
  within?: string;
}

/** Does `url` answer `path` with the change in it? */
export async function showsText(url: string, { path, html, within }: ServedText): Promise<boolean> {
  const text = await (await fetch(`${url}${path}`)).text();
  const part = within === undefined ? text : new RegExp(within).exec(text)?.[0];
  return part?.includes(html) ?? false;
}

export interface ServedWatcher {
  /** Resolves once the watcher's process has started and can poll. */
  ready: Promise<void>;
  /** Starts watching now; resolves with the machine time (machineNow) of the poll that saw every server show `state`. */
  until(state: ServedState | ServedText): Promise<number>;
  close(): void;
}

type Answer = { seenAt: number } | { error: string };

function startServedWatcher(): ServedWatcher {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  // Its first message says it is listening: a round timed before would count its start-up (~0.5 s).
  const ready = new Promise<void>((resolve) => child.once("message", () => resolve()));
  return {
    ready,
    until: (state) =>
      new Promise((resolve, reject) => {
        child.once("message", (answer: Answer) => ("seenAt" in answer ? resolve(answer.seenAt) : reject(new Error(answer.error))));
        child.send(state);
      }),
    close: () => child.kill(),
  };
}

/** Runs `measure` with a watcher of its own, closed whatever happens. */
export async function watching<T>(measure: (watcher: ServedWatcher) => Promise<T>): Promise<T> {
  const watcher = startServedWatcher();
  try {
    await watcher.ready;
    return await measure(watcher);
  } finally {
    watcher.close();
  }
}

/** The ms from when `change` is begun until the watcher sees every server show `target`. */
export async function timedChange(watcher: ServedWatcher, target: ServedState | ServedText, change: () => Promise<unknown>): Promise<number> {
  const started = machineNow();
  const seen = watcher.until(target);
  await change();
  return (await seen) - started;
}

async function watch(state: ServedState | ServedText): Promise<Answer> {
  const began = machineNow();
  const shows = (url: string) => ("html" in state ? showsText(url, state) : showsState(url, state));
  while (machineNow() - began < GIVE_UP_MS) {
    if ((await Promise.all(state.urls.map(shows))).every(Boolean)) return { seenAt: machineNow() };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const what = "html" in state ? `${state.path} with ${state.html}` : `${state.slug} ${state.live ? "live" : "gone"}`;
  return { error: `the servers did not show ${what} within ${GIVE_UP_MS / 1000} s` };
}

// The watcher's own process: one watch at a time, asked over IPC.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.on("message", (state: ServedState | ServedText) => {
    void watch(state).then((answer) => process.send!(answer));
  });
  process.send!({ ready: true });
}
