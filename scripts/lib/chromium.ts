/**
 * The browser every tool here drives (Playwright, Lighthouse, screenshots): Debian's Chromium, with
 * the flags that work on these machines (no sandbox as root, no GPU, nothing fetched in the background).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
