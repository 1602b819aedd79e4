/**
 * The inbox end to end, as docs/operations.md tells a new sales person to use it: the operator
 * adds an account from the CLI while the site runs, the person sets a password from the link, finds
 * the lead a visitor just sent, works it, exports it and erases it. The site keeps serving meanwhile.
 * And no other site's window keeps a handle on a window of the admin app.
 */
import fs from "node:fs";
import { expect, test, type Locator } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { formVersions, forms } from "#server/platform/db/content-schema.ts";
import { ContactStore } from "#server/sales/contact/store.ts";
import { choiceField, COMPANY_SIZES, consentField, emailField, formOf, textField, TOPICS } from "#tests/shared/form-leads.ts";
import { leadsCli, newAccount, PASSWORD, runningDatabase, sendContactForm, setUpAccount, signedIn } from "./admin.ts";
import { EXHAUSTIVE, expectNoHorizontalScroll, trackConsoleErrors, VIEWPORTS } from "./support.ts";

test("a new sales person sets up an account, finds a lead from the site, works it, exports it and erases it", async ({ page, context, request }) => {
  const errors = trackConsoleErrors(page);
  const email = `visitor-${Date.now()}@prospect.example`;
  const lead = { name: "Priya Raman", email, message: "We'd like a demo of ContentOS for our 12-person team." };
  await sendContactForm(await context.newPage(), lead);

  await setUpAccount(page, newAccount(`sales-${Date.now()}@vendor.example`));
  expect(new URL(page.url()).pathname).toBe("/admin");
  await expect(page.getByTestId("new-count")).toContainText("new");

  // Find by email and mark contacted: three actions.
  await page.getByLabel("Search leads").fill(email);
  await page.getByLabel("Search leads").press("Enter"); // 1
  // The search is a navigation: a click made before it lands is undone by it (seen once under CI's load).
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email)}`));
  await page.getByRole("link", { name: new RegExp(lead.name) }).click(); // 2
  await page.waitForURL(/\/admin\/leads\//);
  await page.getByRole("button", { name: "Contacted" }).click(); // 3
  await expect(page.getByRole("button", { name: "Contacted", pressed: true })).toBeVisible();
  await expect(page.getByText(/changed the status from New to Contacted/)).toBeVisible();
  await expect(page.getByText(lead.message)).toBeVisible();
  // Where it came from: the visitor opened /contact directly, in a fresh tab.
  const source = page.getByRole("region", { name: "Where it came from" });
  await expect(source.getByRole("heading", { name: "First and last touch" })).toBeVisible();
  await expect(source.getByText("(direct) / (none)")).toBeVisible();
  await expect(source.getByText("/contact", { exact: true })).toBeVisible();

  // The site serves its pages all along.
  expect((await request.get("/")).status()).toBe(200);

  await page.getByRole("link", { name: "All leads" }).click();
  await page.getByLabel("Search leads").fill(email);
  await page.getByLabel("Search leads").press("Enter");
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  const csv = fs.readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString("utf8")).toContain(`${lead.name},${email}`);
  expect(csv.toString("utf8")).toContain(",contacted,");

  await page.getByRole("link", { name: new RegExp(lead.name) }).click();
  await page.getByLabel("Type the email address to confirm").fill(email);
  await page.getByRole("button", { name: "Erase everything from this address" }).click();
  await page.waitForURL(/\/admin\?erased=1$/);
  await page.getByLabel("Search leads").fill(email);
  await page.getByLabel("Search leads").press("Enter");
  await expect(page.getByText("No leads match this view.")).toBeVisible();

  // The operator sees it all in the audit log, from the CLI, with the server still up.
  const audit = leadsCli("audit", "--limit", "20");
  for (const action of ["sign-in", "lead-status", "export", "erase", "user-added"]) expect(audit).toContain(action);
  expect(audit).not.toContain(email);
  expect((await request.get("/pricing")).status()).toBe(200);
  expect(errors).toEqual([]);
});

test("the inbox, a lead, the account and the routing rules pass axe and fit a phone and a desktop", async ({ page, context }) => {
  // Eight axe runs over client-rendered pages: slower than most tests on a busy 2-core machine.
  test.setTimeout(120_000);
  const email = `axe-${Date.now()}@prospect.example`;
  await sendContactForm(await context.newPage(), { name: "Axe Tester", email, message: "Checking the inbox's accessibility." });
  await signedIn(page, `axe-${Date.now()}@vendor.example`);
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Leads", level: 1 }).waitFor();
    expect(await axeViolations(page), `inbox at ${viewport.width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
    await page
      .getByRole("link", { name: /Axe Tester/ })
      .first()
      .click();
    await page.getByRole("heading", { name: "Axe Tester" }).waitFor();
    expect(await axeViolations(page), `lead at ${viewport.width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
    await page.goto("/admin/account");
    await page.getByRole("heading", { name: "Account" }).waitFor();
    expect(await axeViolations(page), `account at ${viewport.width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
  }
  // The rules editor, the admin's alone, with one rule open as the admin edits it.
  const admin = await context.newPage();
  await signedIn(admin, `axe-admin-${Date.now()}@vendor.example`, "admin");
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await admin.setViewportSize(viewport);
    await admin.goto("/admin/routing");
    await admin.getByRole("button", { name: "Add a rule" }).click();
    await admin.getByLabel("Name").waitFor();
    expect(await axeViolations(admin), `routing at ${viewport.width}`).toEqual([]);
    await expectNoHorizontalScroll(admin);
  }
  await page.goto("/admin/sign-in");
  // The admin app names the page once it has rendered; axe before that would see an untitled shell.
  await expect(page).toHaveTitle(/\S/);
  expect(await axeViolations(page), "sign-in").toEqual([]);
});

/**
 * A lead from a built form, stored as the form endpoint stores it (the form published straight into
 * the store: the studio is not what this test is about).
 */
async function storeFormLead(email: string) {
  const { db } = await runningDatabase();
  const document = formOf(`Download the 2025 AI marketing benchmark ${Date.now()}`, [
    textField("name", "Name"),
    emailField(),
    choiceField("choice", "company_size", "Company size", COMPANY_SIZES),
    choiceField("choices", "topics", "What should we cover next?", TOPICS),
    { kind: "checkbox", key: "newsletter", label: "Send me the newsletter", required: false },
    consentField("I agree to be contacted about the report. I can withdraw at any time.", "2026-12"),
  ]);
  const [form] = await db.insert(forms).values({ document, status: "published", version: 1 }).returning({ id: forms.id });
  await db.insert(formVersions).values({ formId: form!.id, version: 1, document });
  const answers = { name: "Form Tester", email, company_size: "1000+", topics: ["ai", "seo"], newsletter: false, consent: true };
  const consent = [{ key: "consent", text: "I agree to be contacted about the report. I can withdraw at any time.", version: "2026-12" }];
  const unlocked = { file: "f1", label: "The benchmark (PDF)", expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString() };
  const message = { name: "Form Tester", email, company: "", phone: "", message: "" };
  await new ContactStore(db).store({ message, channels: [], form: { id: form!.id, version: 1, answers, consent, unlocked } });
  return { formId: form!.id, name: document.name };
}

/** How many pixels of a select's chosen option do not fit in it (its padding and arrow aside). */
function cutOfChosen(select: Locator): Promise<number> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    const text = context.measureText(element.selectedOptions[0]!.text).width;
    const arrow = 24;
    return Math.ceil(text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + arrow - element.clientWidth);
  });
}

test("a built form's lead shows its form, answers, consent and download, the inbox filters by form, and both pass axe on a phone and a desktop", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = trackConsoleErrors(page);
  const email = `form-${Date.now()}@prospect.example`;
  const form = await storeFormLead(email);
  await signedIn(page, `form-${Date.now()}@vendor.example`);
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto("/admin");
    await page.getByLabel("Form", { exact: true }).selectOption({ label: form.name });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]form=${form.formId}`));
    if (viewport === VIEWPORTS.desktop) expect(await cutOfChosen(page.getByLabel("Form", { exact: true })), "the chosen form's name, cut by").toBeLessThanOrEqual(0);
    const row = page.getByRole("link", { name: /Form Tester/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Form: ${form.name}`);
    expect(await axeViolations(page), `inbox filtered by form at ${viewport.width}`).toEqual([]);
    await expectNoHorizontalScroll(page);

    await row.click();
    const answers = page.getByRole("region", { name: `Form: ${form.name} (version 1)` });
    await expect(answers.getByText("Over 1,000")).toBeVisible();
    await expect(answers.getByText("AI, Search")).toBeVisible();
    await expect(answers.getByText("Consent given (version 2026-12)")).toBeVisible();
    await expect(answers.getByText("The benchmark (PDF)")).toBeVisible();
    await expect(answers.getByText(/The link works until/)).toBeVisible();
    // No message field, no empty Message panel.
    await expect(page.getByRole("region", { name: "Message" })).toHaveCount(0);
    expect(await axeViolations(page), `form lead at ${viewport.width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
  }
  expect(errors).toEqual([]);
});

test("in the dark theme every status badge and the inbox pass axe", async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: "dark" });
  const email = `dark-${Date.now()}@prospect.example`;
  await sendContactForm(await context.newPage(), { name: "Dark Tester", email, message: "Checking the inbox at night." });
  await signedIn(page, `dark-${Date.now()}@vendor.example`);
  await page
    .getByRole("link", { name: /Dark Tester/ })
    .first()
    .click();
  await page.getByRole("heading", { name: "Dark Tester" }).waitFor();
  // The badge beside the name takes each status's colours in turn (new is checked by the inbox below).
  for (const status of ["Contacted", "Qualified", "Won", "Lost", "Spam"]) {
    await page.getByRole("button", { name: status, exact: true }).click();
    await expect(page.getByRole("button", { name: status, exact: true })).toHaveAttribute("aria-pressed", "true");
    expect(await axeViolations(page), `lead marked ${status}`).toEqual([]);
  }
  await page.goto("/admin");
  await page.getByRole("heading", { name: "Leads", level: 1, exact: true }).waitFor();
  expect(await axeViolations(page), "inbox").toEqual([]);
});

test("a writer starts at the posts and is shown no leads; a sales person is shown no posts", async ({ page, browser }) => {
  await signedIn(page, `writer-${Date.now()}@vendor.example`, "writer", "Posts");
  expect(new URL(page.url()).pathname).toBe("/admin/posts");
  const bar = page.getByRole("navigation", { name: "Admin" });
  await expect(bar.getByRole("link", { name: "Posts" })).toBeVisible();
  await expect(bar.getByRole("link", { name: /Leads|Reports/ })).toHaveCount(0);
  for (const address of ["/admin", "/admin/reports", "/admin/leads/some-id"]) {
    await page.goto(address);
    await page.waitForURL("**/admin/posts");
    await expect(page.getByRole("heading", { name: "Posts", level: 1 })).toBeVisible();
  }

  const sales = await (await browser.newContext()).newPage();
  await signedIn(sales, `seller-${Date.now()}@vendor.example`, "sales");
  await expect(sales.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Posts" })).toHaveCount(0);
  await sales.goto("/admin/posts");
  await sales.waitForURL(/\/admin$/);
  await expect(sales.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
});

test("an editor finds posts by status and words, with in review counted at a glance, on a phone and a desktop", async ({ page }) => {
  // Four studio pages checked by axe at two widths: ~30 s alone, more beside the integration half.
  test.slow();
  await signedIn(page, `editor-${Date.now()}@vendor.example`, "editor", "Posts");
  const tabs = page.getByRole("navigation", { name: "Posts by status" });
  const allTab = tabs.getByRole("link", { name: /^All \d+$/ });
  await expect(allTab).toHaveAttribute("aria-current", "page");
  const total = Number((await allTab.textContent())!.replace(/\D/g, ""));
  await expect(page.getByText(`${total} posts`, { exact: true })).toBeVisible();

  await tabs.getByRole("link", { name: /^Published \d+$/ }).click();
  await expect(page).toHaveURL(/status=published/);
  const list = page.getByRole("list", { name: "Posts" });
  const firstTitle = (await list.getByRole("listitem").first().getByRole("link").textContent())!;
  await page.getByLabel("Search posts").fill(firstTitle.split(" ").slice(0, 3).join(" "));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/status=published.*q=|q=.*status=published/);
  await expect(list.getByRole("link", { name: new RegExp(firstTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })).toBeVisible();

  await list.getByRole("link").first().click();
  await page.getByRole("heading", { name: "Publishing" }).waitFor();
  const postPage = new URL(page.url()).pathname;
  // A phone and a desktop; the tablet too in the full run. The media library at a phone's and a desktop's width is media-files.spec.ts's.
  for (const viewport of EXHAUSTIVE ? Object.values(VIEWPORTS) : [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    for (const [address, heading] of [
      ["/admin/posts", "Posts"],
      [postPage, "History"],
      ...(EXHAUSTIVE ? ([["/admin/media", "Media"]] as const) : []),
      ["/admin/site", "Site"],
      ["/admin/settings", "Settings"],
    ] as const) {
      await page.goto(address);
      await page.getByRole("heading", { name: heading }).first().waitFor();
      // The editor (its own chunk) is checked as the writer meets it, loaded.
      if (address === postPage) await page.getByRole("textbox", { name: "Text" }).waitFor();
      await expectNoHorizontalScroll(page);
      expect(await axeViolations(page), `${address} at ${viewport.width}`).toEqual([]);
    }
  }
});

test("a signed-out visitor to the inbox signs in and lands where they were going", async ({ page }) => {
  const email = `return-${Date.now()}@vendor.example`;
  await signedIn(page, email);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL("**/admin/sign-in");
  await page.goto("/admin/account");
  await page.waitForURL(/\/admin\/sign-in\?next=%2Fadmin%2Faccount$/);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("That email and password don't match an account.");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/admin/account");
  await expect(page.getByRole("heading", { name: "Account" })).toBeVisible();
});

test("a passkey added from Account signs in without a password, and stops working once removed", async ({ page }) => {
  // Chromium's virtual authenticator stands in for a phone or a laptop's fingerprint reader.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const errors = trackConsoleErrors(page);
  await signedIn(page, `passkey-${Date.now()}@vendor.example`);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("region", { name: "Where you're signed in" }).getByText("This device")).toBeVisible();
  // A wrong password adds nothing; the right one lets the authenticator register.
  await page.getByLabel("Your password").fill("not my password at all");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your password is not right.");
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText(/Passkey added/);
  await expect(page.getByText(/^Passkey 1/)).toBeVisible();

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL("**/admin/sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

  // Removed on the server, the passkey left on the device no longer opens the inbox.
  await page.getByRole("link", { name: "Account" }).click();
  await page.getByRole("button", { name: /^Remove: Passkey 1/ }).click();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL("**/admin/sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText("That passkey is not registered for an account here.");
  // The only console errors are the browser's own reports of the two refused requests.
  expect(errors.filter((error) => !/\b(401|422)\b/.test(error))).toEqual([]);
});

test("another site's window keeps no handle on an inbox window; public pages skip that isolation (ADR 015)", async ({ page, baseURL }) => {
  // 127.0.0.1 is another site than localhost: the attacker's page opens the admin app in a popup.
  // The headers behind it are checked without a browser (admin-security.test.ts, served-site.test.ts).
  await page.goto(baseURL!.replace("localhost", "127.0.0.1") + "/");
  const openFromOtherSite = async (path: string) => {
    const [popup] = await Promise.all([page.context().waitForEvent("page"), page.evaluate((url) => void window.open(url), baseURL + path)]);
    await popup.waitForLoadState("domcontentloaded");
    const severed = await popup.evaluate(() => window.opener === null);
    await popup.close();
    return severed;
  };
  expect(await openFromOtherSite("/admin/sign-in"), "the sign-in page's window is cut off from its opener").toBe(true);
  // A public page holds nothing to protect; the isolation would cost every landing a new renderer process.
  expect(await openFromOtherSite("/pricing"), "a public page's window keeps its opener").toBe(false);
});
