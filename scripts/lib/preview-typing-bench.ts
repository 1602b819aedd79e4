/**
 * How soon the page editor's preview shows what an editor types (issue 51: within 300 ms): the
 * admin app in Chromium, the home page open, a word typed at the end of the hero's headline, timed
 * from the last key until the preview's frame holds the word. The editor waits for a pause in the
 * typing before it asks (use-page-editor.ts), so the figure includes that wait.
 */
import { openStudio } from "./studio-browser.ts";

const PREVIEW_FRAME = "iframe[title^='The page as it will look']";

export async function previewTypingTimings(url: string, sessionToken: string, homeId: number, rounds: number): Promise<number[]> {
  const { browser, page } = await openStudio(url, sessionToken, `/admin/pages/${homeId}`);
  try {
    const headline = page.getByLabel("Title", { exact: true }).first();
    await headline.waitFor();
    await page.locator(PREVIEW_FRAME).waitFor();
    const base = await headline.inputValue();
    const shows = (text: string) =>
      page.waitForFunction(({ frame, text }) => document.querySelector<HTMLIFrameElement>(frame)?.contentDocument?.querySelector("h1")?.textContent === text, { frame: PREVIEW_FRAME, text }, { polling: "raf" });
    const timings: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // Each round starts from the headline as it was: words typed on would outgrow the field's limit.
      await headline.fill(base);
      await shows(base);
      await headline.press("End");
      await headline.pressSequentially(` w${round}x`);
      const typed = performance.now();
      await shows(`${base} w${round}x`);
      timings.push(performance.now() - typed);
    }
    return timings;
  } finally {
    await browser.close();
  }
}
