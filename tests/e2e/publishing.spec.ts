/**
 * Publishing without a rebuild (ADR 024), as an operator does it with `npm run content` while the
 * site runs: a post imported with --publish is on the blog, its archive, the feed, the sitemap and
 * in search at once, with its cover; unpublished, it is gone from all of them and its address answers 410. Runs
 * on a site of its own (playwright.config.ts): every other test expects the blog as content/blog has it.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "#tests/shared/axe.ts";
import { blogSearchCopy } from "#shared/content/blog.ts";
import { categoryPath } from "#shared/blog-paths.ts";
import { signedIn } from "./admin.ts";
import { advanceServerClock, currentSite, serverClockAhead } from "./e2e-server.ts";
import { expectNoHorizontalScroll, gotoReady } from "./support.ts";
import { chooseCategory, publishNow } from "./studio.ts";

/** `npm run content -- …` as docs/operations.md says, against the running server's DATA_DIR. */
function contentCli(...args: string[]): string {
  return execFileSync("node", ["build/node/content.mjs", ...args], { env: { ...process.env, DATA_DIR: currentSite().dataDir }, encoding: "utf8" });
}

const slug = `published-from-the-command-line-${Date.now()}`;
const title = "Published from the command line";
// A category no other test writes in: its archive goes when this post does.
const category = "Command Line Notes";
const word = "quixotically";

// The CLI commits; each server hears of it by NOTIFY and serves the new generation within moments.
const soon = { timeout: 5_000 };

// The two longest tests first: file order is the order the two workers take tests in, so they finish together.
test("a writer pastes an image file into a post, describes it while it uploads, and the published post shows it", async ({ page, browser }) => {
  const title = `Pasted chart ${randomUUID()}`;
  await signedIn(page, `paste-${randomUUID()}@vendor.example`, "editor", "Posts");
  await page.getByRole("link", { name: "New post" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  const text = page.getByRole("textbox", { name: "Text", exact: true });
  await text.click();
  await page.keyboard.type("Traffic grew all year.");

  // Refused before sending: a type the library does not keep, in words; the text is as it was.
  await pasteFile(text, { name: "logo.svg", type: "image/svg+xml", body: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") });
  await expect(page.getByRole("alert").filter({ hasText: "“logo.svg” was not added. SVG images are refused" })).toBeVisible();
  await expect(text).toHaveText("Traffic grew all year.");

  // The upload is held until the writer has described the image and typed on: its mark stays in the text meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/api/media", async (route) => (route.request().method() === "POST" ? (await held, route.continue()) : route.continue()));
  const chart = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#4f46e5" } })
    .png()
    .toBuffer();
  await pasteFile(text, { name: "Traffic chart.png", type: "image/png", body: chart });
  const describing = page.getByRole("dialog", { name: "What does the image show?" });
  await expect(describing.getByRole("status")).toHaveText("Uploading “Traffic chart.png”…");
  await expect(describing.getByLabel("Description")).toBeFocused();
  await expect(text.locator("[data-uploading]")).toHaveText("Uploading “Traffic chart.png”…");
  await fitsPhoneAndDesktop(page, "the description asked while uploading", { shot: "describe-while-uploading" });
  await expect(describing.getByRole("button", { name: "Use the image" })).toBeDisabled();
  await page.keyboard.type("Traffic by month, up each quarter");
  await page.keyboard.press("Enter");
  await expect(describing).toBeHidden();
  await expect(text).toBeFocused();
  await page.keyboard.type(" Here is how.");
  await expect(page.getByText("Uploading an image. Keep writing: each goes where you put it.")).toBeVisible();
  await fitsPhoneAndDesktop(page, "the text while an image uploads", { shot: "text-while-uploading", shown: text.locator("[data-uploading]") });
  release();
  await expect(text.getByRole("img", { name: "Traffic by month, up each quarter" })).toBeVisible();
  await expect(text.locator("[data-uploading]")).toHaveCount(0);
  await expect(text.locator("p")).toHaveText(["Traffic grew all year.", "Here is how."]);

  // The connection drops as a second image is dropped in: it says so, and nothing typed is lost.
  await page.unroute("**/admin/api/media");
  await page.route("**/admin/api/media", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
  await dropFile(text, { name: "office.png", type: "image/png", body: chart });
  await expect(page.getByRole("alert").filter({ hasText: "“office.png” was not uploaded. There is no connection to the server" }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.keyboard.type(" Then it doubled.");
  await expect(text.getByRole("img")).toHaveCount(1);
  // Where the caret sits after a refused drop is the browser's; what matters is that every word typed is kept.
  for (const words of ["Traffic grew all year.", "Here is how.", "Then it doubled."]) await expect(text).toContainText(words);
  await fitsPhoneAndDesktop(page, "an upload refused", { shot: "upload-failed", shown: text });
  await page.unroute("**/admin/api/media");

  // The category: one of the blog's, or a new one named as a step of its own, never a near-copy of one.
  const category = page.getByLabel("Category", { exact: true });
  await category.selectOption({ label: "New category…" });
  const naming = page.getByLabel("New category", { exact: true });
  await expect(naming).toBeFocused();
  await fitsPhoneAndDesktop(page, "a new category named", { shot: "new-category", shown: page.getByRole("button", { name: "Add category" }) });
  await naming.fill("  seo ");
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByText("“SEO” already exists: choose it from the list.")).toBeVisible();
  await fitsPhoneAndDesktop(page, "a near-copy of a category refused", { shot: "category-refused", shown: page.getByRole("button", { name: "Add category" }) });
  const newCategory = `Charts ${randomUUID().slice(0, 8)}`;
  await naming.fill(newCategory);
  await page.keyboard.press("Enter");
  await expect(category).toHaveValue(newCategory);
  await expect(category).toBeFocused();
  await fitsPhoneAndDesktop(page, "the category chosen", { shot: "category-chosen", shown: category });
  await page.getByLabel("Excerpt").fill("A chart pasted into the text.");
  await page.getByLabel("Tags").fill("Charts");
  const address = await publishNow(page);

  const reader = await (await browser.newContext()).newPage();
  await gotoReady(reader, address);
  // The post's own article: the related posts below are articles too.
  const article = reader.getByRole("article").first();
  await expect(article.getByRole("img", { name: "Traffic by month, up each quarter" })).toHaveAttribute("src", /\.webp$/);
  await expect(article).toContainText("Here is how. Then it doubled.");
  await expect(reader.getByText(newCategory, { exact: true }).first()).toBeVisible();
  await fitsPhoneAndDesktop(reader, "the published post", { shot: "published-post", shown: article.getByRole("img", { name: "Traffic by month, up each quarter" }) });
});

test("a writer writes in the studio without losing a word; an editor fixes the live post, restores a revision and moves it", async ({ page, browser, request }) => {
  const title = `Growth notes ${Date.now()}`;
  const saved = (on = page) => expect(on.locator("[data-save-state]")).toHaveAttribute("data-save-state", "saved", { timeout: 10_000 });
  await signedIn(page, `writer-${Date.now()}@vendor.example`, "writer", "Posts");
  // Nothing is stored until the writer writes: the editor opens on /admin/posts/new.
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
  await page.getByLabel("Title", { exact: true }).fill(title);
  const text = page.getByRole("textbox", { name: "Text" });
  await text.click();
  await page.keyboard.type("## Start with intent\n\nSearch intent beats volume. ");
  await page.getByRole("button", { name: "Bold (Ctrl+B)" }).click();
  await page.keyboard.type("Every time");
  // An image uploaded from the editor goes in where the cursor is; its description is typed in place.
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\n\n");
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const chart = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#4f46e5" } })
    .png()
    .toBuffer();
  await page.getByRole("dialog").getByLabel("Upload a new image").setInputFiles({ name: "Traffic chart.png", mimeType: "image/png", buffer: chart });
  // Described before it goes in: the button waits for the words.
  const describing = page.getByRole("dialog", { name: "What does the image show?" });
  await expect(describing.getByRole("button", { name: "Use the image" })).toBeDisabled();
  await describing.getByLabel("Description").fill("Traffic by month");
  await describing.getByRole("button", { name: "Use the image" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.getByLabel("Excerpt").fill("What we learned about organic growth.");
  await chooseCategory(page, "Field Notes");
  await page.getByLabel("Tags").fill("SEO, Growth");
  await saved();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  // The formatted editor, its toolbar and fields pass axe as a writer sees them.
  expect(await axeViolations(page)).toEqual([]);
  // The preview is the article's own rendering of the text.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Start with intent", level: 2 })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("Every time");
  await expect(preview.getByRole("img", { name: "Traffic by month" })).toHaveAttribute("width", /^\d+$/);

  // The connection drops and the tab is closed mid-sentence: the words come back and are saved.
  const address = page.url();
  await page.context().setOffline(true);
  await text.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Typed offline.");
  await expect(page.locator("[data-save-state]")).toHaveAttribute("data-save-state", "offline", { timeout: 10_000 });
  await page.close();
  await page.context().setOffline(false);
  const again = await page.context().newPage();
  await again.goto(address);
  // Taken back from this browser's copy (or sent as the tab closed): either way, saved.
  await expect(again.getByRole("textbox", { name: "Text" })).toContainText("Typed offline.");
  await saved(again);
  await again.reload();
  await expect(again.getByRole("textbox", { name: "Text" })).toContainText("Typed offline.");
  await again.getByRole("button", { name: "Submit for review" }).click();
  await expect(again.getByText(/submitted it for review/)).toBeVisible();

  // A preview link opens the draft for someone without an account: never cached, never indexed.
  await again.getByRole("button", { name: "Create a preview link" }).click();
  const link = await again.getByLabel("Preview link").inputValue();
  const outsider = await (await browser.newContext()).newPage();
  await outsider.goto(link);
  await expect(outsider.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(outsider.getByRole("article").first()).toContainText("Typed offline.");
  await expect(outsider.getByRole("complementary", { name: "Draft preview" })).toContainText("Not on the site yet");
  const previewed = await request.get(link);
  expect([previewed.status(), previewed.headers()["cache-control"], previewed.headers()["x-robots-tag"]]).toEqual([200, "no-store", "noindex, nofollow"]);
  expect((await request.get(`${link.slice(0, -2)}xx`)).status()).toBe(404);
  for (const address of ["/sitemap.xml", "/blog/rss.xml", "/blog"]) expect(await (await request.get(address)).text(), address).not.toContain(title);

  // The editor schedules it a minute ahead, in their own time zone; when the server's clock gets
  // there, it is on the site by itself. Then they fix a word on the live post: the site changes only on Update.
  const editor = await (await browser.newContext({ timezoneId: "America/New_York" })).newPage();
  await signedIn(editor, `editor-${Date.now()}@vendor.example`, "editor", "Posts");
  await editor.getByRole("link", { name: title }).click();
  // The steps wait while the post is being saved (their buttons are disabled): the editor schedules once it is.
  await expect(editor.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible();
  await editor.getByLabel("Publish on").fill(
    await editor.evaluate((ahead) => {
      // The next whole minute at least a minute ahead of the server's clock (a repeated run moved it on), as the editor's datetime field takes it.
      const at = new Date(Math.ceil((Date.now() + ahead * 1000 + 60_000) / 60_000) * 60_000);
      return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    }, serverClockAhead()),
  );
  await expect(editor.getByRole("button", { name: "Schedule", exact: true })).toBeEnabled();
  await editor.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(editor.getByText(/^Goes live /)).toBeVisible();
  const slug = `/blog/${await editor.getByLabel("Address", { exact: true }).inputValue()}`;
  expect((await request.get(slug, { maxRedirects: 0 })).status()).toBe(302);
  advanceServerClock(125);
  await expect.poll(async () => (await request.get(slug, { maxRedirects: 0 })).status(), { timeout: 5_000 }).toBe(200);
  await editor.reload();
  await expect(editor.getByRole("link", { name: "View on the site" })).toBeVisible();
  // On the site the uploaded image is a sized picture that loads.
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(slug);
  const shown = reader.getByRole("img", { name: "Traffic by month" });
  await expect(shown).toHaveAttribute("height", /^\d+$/);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const editorText = editor.getByRole("textbox", { name: "Text" });
  await editorText.click();
  await editor.keyboard.press("Control+End");
  await editor.keyboard.type(" Fixed by the editor.");
  await saved(editor);
  await expect(editor.getByText(/This post is live\. The site shows your edits once/)).toBeVisible();
  expect(await (await request.get(slug)).text()).not.toContain("Fixed by the editor.");
  await editor.getByRole("button", { name: "Update the live post" }).click();
  await expect.poll(async () => (await request.get(slug)).text(), { timeout: 5_000 }).toContain("Fixed by the editor.");

  // The writer's revision restored, and a new address: the old one answers 301.
  const revisions = editor.getByRole("region", { name: "Revisions" });
  const writers = revisions.getByRole("listitem").filter({ hasText: "writer-" }).first();
  await expect(writers).toContainText(/[Tt]ext.*differ/);
  await writers.getByRole("button", { name: "Restore…" }).click();
  await writers.getByRole("alertdialog").getByRole("button", { name: "Restore this version" }).click();
  await expect(editorText).not.toContainText("Fixed by the editor.");
  await editor.getByLabel("Address", { exact: true }).fill(`${slug.slice("/blog/".length)}-moved`);
  // Update saves what was just typed before it puts it on the site.
  await editor.getByRole("button", { name: "Update the live post" }).click();
  await expect.poll(async () => (await request.get(`${slug}-moved`, { maxRedirects: 0 })).status(), { timeout: 5_000 }).toBe(200);
  const old = await request.get(slug, { maxRedirects: 0 });
  expect([old.status(), old.headers()["location"]]).toEqual([301, `${slug}-moved`]);
  expect(await (await request.get(`${slug}-moved`)).text()).not.toContain("Fixed by the editor.");

  // Taken down: its address answers 410.
  await editor.getByRole("button", { name: "Unpublish…" }).click();
  await editor.getByRole("dialog", { name: "Take it off the site?" }).getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect.poll(async () => (await request.get(`${slug}-moved`)).status(), { timeout: 5_000 }).toBe(410);
});

test("a post imported with --publish is everywhere at once; unpublished, it is nowhere", async ({ page, request }) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "import-")), `${slug}.md`);
  // As another system writes it: no id (the store numbers it) and no cover (the server draws one).
  fs.writeFileSync(
    file,
    `---\nslug: "${slug}"\ntitle: "${title}"\nexcerpt: "A post that reaches the site without a build."\nauthor: "Maya Chen"\ndate: "2026-11-20"\ncategory: "${category}"\ntags: ["Publishing"]\n---\n\nWritten ${word} and published in seconds.\n`,
  );
  expect(contentCli("import", file, "--publish")).toMatch(/Imported 1 posts: 1 new/);

  const everywhere = [`/blog`, categoryPath(category), "/blog/rss.xml", "/sitemap.xml"];
  for (const address of everywhere) await expect.poll(async () => (await request.get(address)).text(), { ...soon, message: address }).toContain(`/blog/${slug}`);
  await gotoReady(page, `/blog/search?q=${word}`);
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link")).toHaveText(title);
  await gotoReady(page, `/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // Its cover is drawn for it by the server, at the size the page asks for.
  const cover = page.getByRole("article").locator("img").first();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  expect(contentCli("unpublish", slug)).toContain(`${slug}: unpublished`);
  await expect.poll(async () => (await request.get(`/blog/${slug}`)).status(), soon).toBe(410);
  for (const address of ["/blog", "/blog/rss.xml", "/sitemap.xml"]) expect(await (await request.get(address)).text(), address).not.toContain(`/blog/${slug}`);
  // Its category had only this post: the archive went with it.
  expect((await request.get(categoryPath(category))).status()).toBe(404);
  await gotoReady(page, `/blog/search?q=${word}`);
  await expect(page.getByRole("status")).toHaveText(blogSearchCopy.results(0, word));
});

test("a team moving from Ghost imports its export: both posts are on the blog, with their byline", async ({ page }) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ghost-"));
  const stamp = Date.now();
  const post = (id: string, title: string) => ({
    id,
    slug: `${id}-from-ghost-${stamp}`,
    title,
    html: `<p>${title}, <strong>moved</strong> from Ghost.</p>`,
    type: "post",
    status: "published",
    published_at: "2026-11-25T09:00:00.000Z",
  });
  const data = {
    posts: [post("first", "Our first Ghost post"), post("second", "Our second Ghost post")],
    users: [{ id: "u", name: "Jo Bloggs", slug: "jo" }],
    posts_authors: [
      { post_id: "first", author_id: "u" },
      { post_id: "second", author_id: "u" },
    ],
  };
  fs.writeFileSync(path.join(folder, "site.ghost.json"), JSON.stringify({ db: [{ meta: { version: "5.110.0" }, data }] }));
  expect(contentCli("import", folder, "--publish")).toMatch(/Imported 2 posts.*: 2 new/);
  for (const { slug: address, title: heading } of data.posts) {
    // The server hears of the import by a notification: a moment after the command returns.
    await expect(async () => {
      await gotoReady(page, `/blog/${address}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole("article").locator("strong", { hasText: "moved" })).toBeVisible();
    await expect(page.getByRole("article").getByText("Jo Bloggs").first()).toBeVisible();
  }
});

test("a writer submits a draft for review; an editor sends it back, schedules it, publishes it and takes it down", async ({ page, browser, request }) => {
  const draftSlug = `from-the-studio-${Date.now()}`;
  const draftTitle = "Written in the studio";
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "import-")), `${draftSlug}.md`);
  fs.writeFileSync(
    file,
    `---\nid: ${(Date.now() % 1_000_000_000) + 1}\nslug: "${draftSlug}"\ntitle: "${draftTitle}"\nexcerpt: "A draft on its way to the site."\nauthor: "Maya Chen"\ndate: "2026-11-20"\nimage: "/images/blog/${draftSlug}.webp"\ncategory: "Field Notes"\ntags: ["Publishing"]\n---\n\nA draft.\n`,
  );
  expect(contentCli("import", file)).toMatch(/1 new/);

  // The writer finds the draft and hands it to the editors.
  await signedIn(page, `writer-${Date.now()}@vendor.example`, "writer", "Posts");
  await page
    .getByRole("navigation", { name: "Posts by status" })
    .getByRole("link", { name: /^Draft/ })
    .click();
  await page.getByRole("link", { name: draftTitle }).click();
  await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);
  // The byline is shown, not offered: writers write as themselves.
  await expect(page.getByLabel("Author")).toHaveValue("Maya Chen");
  await expect(page.getByLabel("Author")).not.toBeEditable();
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("In review", { exact: true })).toBeVisible();
  await expect(page.getByText(/submitted it for review/)).toBeVisible();

  // The editor sees it waiting, sends it back with a note, and once it is back, schedules it.
  const editor = await (await browser.newContext()).newPage();
  await signedIn(editor, `editor-${Date.now()}@vendor.example`, "editor", "Posts");
  await editor
    .getByRole("navigation", { name: "Posts by status" })
    .getByRole("link", { name: /^In review/ })
    .click();
  await editor.getByRole("link", { name: draftTitle }).click();
  await expect(editor.getByRole("combobox", { name: "Author" })).toBeEditable();
  await editor.getByLabel("Note for the writer").fill("Add a closing line.");
  await editor.getByRole("button", { name: "Send back to draft" }).click();
  await expect(editor.getByText("Add a closing line.")).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText(/submitted it for review/)).toHaveCount(2);

  await editor.reload();
  await editor.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(editor.getByText(/^Goes live /)).toBeVisible();
  // Not on the site before its time: its address leads to the blog, as an unknown article's does.
  expect((await request.get(`/blog/${draftSlug}`, { maxRedirects: 0 })).status()).toBe(302);

  // Taking the schedule back asks first, and leaves a draft, not a removed post.
  await editor.getByRole("button", { name: "Cancel the schedule…" }).click();
  const cancelling = editor.getByRole("dialog", { name: "Cancel the schedule?" });
  await expect(cancelling).toContainText("it goes back to being a draft");
  await cancelling.getByRole("button", { name: "Cancel the schedule" }).click();
  await expect(editor.getByText("Draft", { exact: true })).toBeVisible();
  await expect(editor.getByText(/^Goes live /)).toHaveCount(0);

  await editor.getByRole("button", { name: "Publish now" }).click();
  await expect(editor.getByRole("link", { name: "View on the site" })).toBeVisible();
  // Every process follows the store within a second or two (ADR 024).
  await expect.poll(async () => (await request.get(`/blog/${draftSlug}`)).status(), { timeout: 5_000 }).toBe(200);

  // Unpublish asks first: Escape keeps the post live; the dialog's own button takes it down.
  await editor.getByRole("button", { name: "Unpublish…" }).click();
  const unpublishing = editor.getByRole("dialog", { name: "Take it off the site?" });
  await expect(unpublishing).toContainText("answers “gone” (410)");
  await editor.keyboard.press("Escape");
  await expect(unpublishing).toBeHidden();
  expect((await request.get(`/blog/${draftSlug}`)).status()).toBe(200);
  await editor.getByRole("button", { name: "Unpublish…" }).click();
  await unpublishing.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(editor.getByText("Unpublished", { exact: true })).toBeVisible();
  await expect.poll(async () => (await request.get(`/blog/${draftSlug}`)).status(), { timeout: 5_000 }).toBe(410);
  const history = editor.getByRole("region", { name: "History" });
  for (const step of ["unpublished it", "published it", "cancelled the schedule: back to a draft", /scheduled it for/, "sent it back to draft"])
    await expect(history.getByText(step).first()).toBeVisible();
});

test("an editor changes the phone number and email: every page's footer shows them", async ({ page, request }) => {
  await signedIn(page, `settings-${Date.now()}@vendor.example`, "editor", "Posts");
  await page.getByRole("link", { name: "Settings" }).click();
  const phone = page.getByLabel("Phone", { exact: true });
  const saves: string[] = [];
  page.on("request", (sent) => void (sent.method() === "PUT" && new URL(sent.url()).pathname === "/admin/api/settings" && saves.push(sent.url())));
  // A number without its country code is refused next to the field, by the server's own rule before
  // anything is sent; what was typed stays.
  await phone.fill("916 555 0199");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(phone).toHaveAccessibleDescription(/Write the number with its country code/);
  await expect(phone).toHaveValue("916 555 0199");
  expect(saves).toEqual([]);
  await phone.fill("+1 (415) 555-0188");
  await page.getByLabel("Email", { exact: true }).fill("team@newco.example");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. Every page shows it within seconds.");
  expect(saves).toHaveLength(1);

  // Every address the sitemap lists, and a missing page's answer.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname).concat("/no-such-page");
  expect(addresses.length).toBeGreaterThan(20);
  for (const address of addresses) {
    await expect
      .poll(async () => /<footer[\s\S]*<\/footer>/.exec(await (await request.get(address)).text())?.[0] ?? "", { timeout: 5_000, message: address })
      .toMatch(/href="tel:\+14155550188"[\s\S]*team@newco\.example|team@newco\.example[\s\S]*href="tel:\+14155550188"/);
  }
  await gotoReady(page, "/contact");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "+1 (415) 555-0188" })).toBeVisible();
});

test("an editor writes with a link, a list, a table, a callout and cards; the article shows them, the video loads only when clicked; a draft is deleted", async ({ page, browser }) => {
  const title = `Cards ${Date.now()}`;
  await signedIn(page, `cards-${Date.now()}@vendor.example`, "editor", "Posts");
  await page.getByRole("link", { name: "New post" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Text" }).click();
  // A link from the small dialog (Ctrl+K), a list of three by typing and Enter, the cards, each
  // filled in where it sits, then a 3 × 3 table.
  await page.keyboard.type("See the guide");
  await page.keyboard.press("Shift+Home");
  await page.keyboard.press("Control+k");
  const linking = page.getByRole("dialog", { name: "Add a link" });
  await linking.getByLabel("Where it leads").fill("/blog");
  await linking.getByRole("button", { name: "Apply" }).click();
  await page.keyboard.press("End");
  await page.keyboard.type("\nThree steps:\n- Plan\nWrite\nShip");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Call to action button" }).click();
  const cta = page.getByRole("group", { name: "Call to action" });
  await cta.getByLabel("Button text").fill("Book your demo");
  await page.getByRole("button", { name: "Video (YouTube or Vimeo)" }).click();
  const video = page.getByRole("group", { name: "Video" });
  await video.getByLabel("YouTube or Vimeo address").fill("https://vimeo.example/not-a-video");
  await expect(video.getByText(/Paste the video's address/)).toBeVisible();
  await video.getByLabel("YouTube or Vimeo address").fill("https://youtu.be/dQw4w9WgXcQ");
  await video.getByLabel(/^Title/).fill("Product tour");
  await page.getByRole("textbox", { name: "Text", exact: true }).click();
  await page.keyboard.press("Control+End");
  await page.getByRole("button", { name: "Callout" }).click();
  await page.getByLabel("Callout tone").selectOption("tip");
  await page.getByRole("textbox", { name: "Text", exact: true }).locator(".article-callout > div").last().click();
  await page.keyboard.type("Start with what already ranks.");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  // A gallery: its first image from the toolbar, the second from its own button, each described.
  const upload = async (name: string, description: string, caption = "") => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0e7490" } })
      .png()
      .toBuffer();
    await page.getByRole("dialog").getByLabel("Upload a new image").setInputFiles({ name, mimeType: "image/png", buffer: photo });
    const describing = page.getByRole("dialog", { name: "What does the image show?" });
    await describing.getByLabel("Description").fill(description);
    await describing.getByLabel("Caption (optional)").fill(caption);
    await describing.getByRole("button", { name: "Use the image" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  };
  await page.getByRole("button", { name: "Gallery of images" }).click();
  await upload("team.png", "The team at the whiteboard", "Planning week");
  await page.getByRole("group", { name: "Gallery" }).getByRole("button", { name: "Add an image" }).click();
  await upload("office.png", "The office at dawn");
  await expect(page.getByRole("group", { name: "Gallery" }).getByRole("img")).toHaveCount(2);
  // The empty line after the gallery (a click on the text's middle could select an image, which a table would replace).
  await page.getByRole("textbox", { name: "Text", exact: true }).locator(":scope > p").last().click();
  await page.getByRole("button", { name: "Table" }).click();
  await page.getByLabel("Excerpt").fill("Cards in an article.");
  await chooseCategory(page, "Field Notes");
  await page.getByLabel("Tags").fill("Cards");
  const address = await publishNow(page);

  const reader = await (await browser.newContext()).newPage();
  const videoRequests: string[] = [];
  reader.on("request", (request) => /youtube|vimeo/.test(new URL(request.url()).hostname) && videoRequests.push(request.url()));
  await reader.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
  const response = await gotoReady(reader, address);
  expect(response?.headers()["content-security-policy"]).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  const article = reader.getByRole("article");
  await expect(article.getByRole("list").filter({ hasText: "Plan" }).getByRole("listitem")).toHaveText(["Plan", "Write", "Ship"]);
  await expect(article.getByRole("table")).toHaveCount(1);
  await expect(article.getByRole("link", { name: "Book your demo" })).toHaveAttribute("href", "/booking");
  await expect(article.getByRole("link", { name: "See the guide" })).toHaveAttribute("href", "/blog");
  await expect(article.locator('aside[data-tone="tip"]')).toHaveText("Start with what already ranks.");
  const gallery = article.locator(".article-gallery");
  await expect(gallery.getByRole("img")).toHaveCount(2);
  await expect(gallery.getByRole("img").first()).toHaveAttribute("alt", "The team at the whiteboard");
  await expect(gallery.locator("figcaption")).toHaveText("Planning week");
  expect(await axeViolations(reader)).toEqual([]);
  const facade = article.getByRole("link", { name: "Play the video: Product tour" });
  await expect(facade).toBeVisible();
  expect(videoRequests, "nothing from the video's site before the click").toEqual([]);
  await facade.click();
  await expect(article.locator("iframe[title='Product tour']")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
  expect(videoRequests[0]).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");

  // A draft started and thrown away: deleted after the question, gone from the list.
  const draft = `Abandoned ${Date.now()}`;
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(draft);
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/, { timeout: 10_000 });
  await page.getByRole("button", { name: "Delete post…" }).click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Deleted “${draft}”.` })).toBeVisible();
  await expect(page.getByRole("link", { name: draft })).toHaveCount(0);
});

/** A file pasted into `target` as a browser hands it over (a screenshot, a photo copied from a folder). */
async function pasteFile(target: Locator, file: { name: string; type: string; body: Buffer }) {
  await target.evaluate(
    (element, { name, type, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], name, { type }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { name: file.name, type: file.type, bytes: file.body.toString("base64") },
  );
}

/** The same file dropped on `target`'s middle, as from a folder. */
async function dropFile(target: Locator, file: { name: string; type: string; body: Buffer }) {
  await target.evaluate(
    (element, { name, type, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], name, { type }));
      const box = element.getBoundingClientRect();
      element.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 }));
    },
    { name: file.name, type: file.type, bytes: file.body.toString("base64") },
  );
}

/**
 * No axe violation and nothing to scroll sideways, at a phone's width and a desktop's (with
 * SCREENSHOTS_DIR, a picture of `shown` there, named `shot`); back at 1280 px after.
 */
async function fitsPhoneAndDesktop(page: Page, what: string, { shot, shown }: { shot?: string; shown?: Locator } = {}) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${what} at ${width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
    if (!process.env.SCREENSHOTS_DIR || !shot) continue;
    await shown?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${shot}-${width}.png` });
  }
}
