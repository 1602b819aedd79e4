/**
 * What a keystroke costs in the post editor's formatted view on a long post (issue 52: under 16 ms
 * on this machine): the admin app in Chromium, a 3,000-word post open, words typed at its end at a
 * writer's pace; from Chromium's trace, the main thread's work from each key's task until the next
 * key's: the key's events, React's re-render of the page, and the style, layout and paint of the
 * frame that shows it. Idle time between keys is not counted.
 */
import type { CDPSession } from "@playwright/test";
import { openStudio } from "./studio-browser.ts";

/** A writer's pace: about 120 words a minute. */
const KEY_INTERVAL_MS = 80;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

export async function keystrokeTimings(url: string, sessionToken: string, postId: number, text: string): Promise<number[]> {
  const { browser, page } = await openStudio(url, sessionToken, `/admin/posts/${postId}`);
  try {
    // The formatted editor is ready when its toolbar is.
    await page.getByRole("button", { name: "Bold (Ctrl+B)" }).and(page.locator(":enabled")).waitFor();
    const editor = page.getByRole("textbox", { name: "Text", exact: true });
    await editor.click();
    await page.keyboard.press("Control+End");
    const cdp = await page.context().newCDPSession(page);
    const events = await traced(cdp, async () => {
      for (const key of text) {
        await page.keyboard.type(key);
        await page.waitForTimeout(KEY_INTERVAL_MS);
      }
    });
    return perKeystroke(events);
  } finally {
    await browser.close();
  }
}

async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
  await run();
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await complete;
  return events;
}

/**
 * The renderer main thread's task time for each key, in ms: every task that starts from the one
 * that dispatches its keydown until the one that dispatches the next key's (a task is counted once,
 * for the key it follows).
 */
function perKeystroke(events: TraceEvent[]): number[] {
  const keydowns = events.filter((event) => event.name === "EventDispatch" && event.args?.data?.type === "keydown").sort((a, b) => a.ts - b.ts);
  const main = keydowns[0];
  if (!main) throw new Error("the trace holds no keydown: the keys did not reach the editor");
  const all = events.filter((event) => event.name === "RunTask" && event.ph === "X" && event.pid === main.pid && event.tid === main.tid).sort((a, b) => a.ts - b.ts);
  // A task run inside another (a nested loop) is already in its parent's time.
  let end = -Infinity;
  const tasks = all.filter((task) => {
    const nested = task.ts < end;
    end = Math.max(end, task.ts + (task.dur ?? 0));
    return !nested;
  });
  const startOf = (keydown: TraceEvent) => tasks.findLast((task) => task.ts <= keydown.ts)?.ts ?? keydown.ts;
  const starts = keydowns.map(startOf);
  return starts.map((from, index) => {
    const until = starts[index + 1] ?? from + KEY_INTERVAL_MS * 1000;
    const busy = tasks.filter((task) => task.ts >= from && task.ts < until).reduce((sum, task) => sum + (task.dur ?? 0), 0);
    return busy / 1000;
  });
}
