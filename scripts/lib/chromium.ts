/**
 * The browser every tool here drives (Playwright, Lighthouse, screenshots): Debian's Chromium, with
 * the flags that work on these machines (no sandbox as root, no GPU, nothing fetched in the background).
 */
import fs from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests drive: Debian's `chromium-headless-shell`, the headless build Playwright itself
 * uses for headless runs, which does the suite's work with ~40% less CPU than Chromium's new
 * headless mode (docs/testing.md); Chromium where it is not installed.
 */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
export const TEST_BROWSER_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The flags for TEST_BROWSER_PATH: the headless shell is headless by itself. */
export const TEST_BROWSER_ARGS = TEST_BROWSER_PATH === CHROMIUM_PATH ? CHROMIUM_ARGS : CHROMIUM_ARGS.filter((flag) => flag !== "--headless=new");
