/** The studio in Chromium for a bench: signed in by a session's cookie, at 1280 px, on `path`. */
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { SESSION_COOKIE } from "#server/auth/sessions.ts";

export async function openStudio(url: string, sessionToken: string, path: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The session cookie is Secure: a browser keeps it over plain HTTP for localhost only.
  const local = new URL(url);
  local.hostname = "localhost";
  await context.addCookies([{ name: SESSION_COOKIE, value: sessionToken, domain: "localhost", path: "/", secure: true, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  await page.goto(new URL(path, local).href);
  return { browser, page };
}
