/** The admin app as its people reach it in the end-to-end run: an account from the CLI, signed in. */
import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./e2e-server.ts";
import { gotoReady } from "./support.ts";

export const PASSWORD = "a long and unguessable passphrase";

/** `npm run leads -- …` as docs/operations.md says, against the running server's DATA_DIR. */
export function leadsCli(...args: string[]): string {
  return leadsCliOn(E2E_DATA_DIR, ...args);
}

/** The same against another server of the run (startOwnServer), by its DATA_DIR. */
export function leadsCliOn(dataDir: string, ...args: string[]): string {
  return execFileSync("node", ["build/node/leads.mjs", ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" });
}

export function newAccount(email: string, role = "sales", dataDir = E2E_DATA_DIR): string {
  const printed = leadsCliOn(dataDir, "users", "add", email, "--role", role);
  const link = /https?:\/\/\S+\/admin\/setup#token=[\w-]+/.exec(printed)?.[0];
  expect(link, printed).toBeTruthy();
  return link!;
}

/** Fills and sends the form; `open: false` when the page is already on /contact (with a campaign, say). */
export async function sendContactForm(page: Page, lead: { name: string; email: string; message: string }, { open = true } = {}) {
  if (open) await gotoReady(page, "/contact");
  await page.locator("#contact-name").fill(lead.name);
  await page.locator("#contact-email").fill(lead.email);
  await page.locator("#contact-message").fill(lead.message);
  await page.getByRole("button", { name: /send/i }).click();
  await page.waitForURL("**/thank-you");
}

/** Sets the password from the link; the app opens on `landing` (the inbox for a role that works leads). */
export async function setUpAccount(page: Page, link: string, landing = "Leads") {
  await page.goto(link);
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Type it again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await page.getByRole("heading", { name: landing, level: 1 }).waitFor();
}
