/**
 * The admin app's people in the end-to-end run: an account from the CLI and its setup link, as
 * docs/operations.md says (one test walks it), or, for every other test, an account and a session
 * written straight into the running server's database (`signedIn`): no CLI process and no password
 * hash per test.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { createSession, SESSION_COOKIE } from "#server/auth/sessions.ts";
import { readyAccount } from "#tests/shared/ready-account.ts";
import { currentSite } from "./e2e-server.ts";
import { gotoReady } from "./support.ts";

export const PASSWORD = "a long and unguessable passphrase";

/** `npm run leads -- …` as docs/operations.md says, against the running test's server's DATA_DIR. */
export function leadsCli(...args: string[]): string {
  return leadsCliOn(runningServer(), ...args);
}

function runningServer() {
  const { dataDir, url } = currentSite();
  return { dataDir, publicUrl: url };
}

/** The same against another server of the run (startOwnServer): its DATA_DIR, and its PUBLIC_URL, on which setup links are printed. */
export function leadsCliOn(server: { dataDir: string; publicUrl: string }, ...args: string[]): string {
  const env = { ...process.env, DATA_DIR: server.dataDir, PUBLIC_URL: server.publicUrl };
  return execFileSync("node", ["build/node/leads.mjs", ...args], { env, encoding: "utf8" });
}

export function newAccount(email: string, role = "sales", server = runningServer()): string {
  const printed = leadsCliOn(server, "users", "add", email, "--role", role);
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

const databases = new Map<string, Promise<OpenDatabase>>();

/** The running test's server's database, opened once per worker. */
export function runningDatabase(): Promise<OpenDatabase> {
  const { dataDir } = currentSite();
  let database = databases.get(dataDir);
  if (!database) databases.set(dataDir, (database = openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle"), shareRunningServer: true, poolSize: 2 })));
  return database;
}

/** The running server's database, shared by this worker's tests (as `npm run leads` reaches it). */
export async function e2eDatabase(): Promise<OpenDatabase["db"]> {
  return (await runningDatabase()).db;
}

/** An account of `role` with PASSWORD, signed in in `page`'s browser; the app opens on `landing`. */
export async function signedIn(page: Page, email: string, role = "sales", landing = "Leads") {
  const { db } = await runningDatabase();
  // One hash per worker: the account works with the password too.
  const user = await readyAccount(db, email, PASSWORD, role);
  const session = await createSession(db, user.id, "password", "e2e");
  await page.context().addCookies([{ name: SESSION_COOKIE, value: session.token, domain: "localhost", path: "/", secure: true, httpOnly: true, sameSite: "Lax" }]);
  await page.goto("/admin");
  await page.getByRole("heading", { name: landing, level: 1 }).waitFor();
}
