/**
 * The page editor as the marketing team uses it (ADR 040): an editor changes the home page's
 * headline and sees the preview follow, moves a section up with the keyboard, puts a photo of the
 * media library beside the headline, and puts the edit on the site; then makes a landing page from the blank template, fills in what the template left to
 * write, adds an FAQ from the palette and publishes it; schedules a writer's campaign page only as
 * read (a retitle while the editor reads refuses the schedule, in words beside its button);
 * changes a price, moves a page listed in the footer (301 from the old address; its link, added from
 * its settings, is in Edit the menus), renames a header entry, and deletes the page sending its
 * visitors to another (301, its link gone from the menus); adds a logo wall; sales reaches none of it. Runs on a site of its own
 * (playwright.config.ts): it changes pages every other test reads, and moves the server's clock.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { site } from "#shared/content/site.ts";
import { leadsCli, signedIn } from "./admin.ts";
import { advanceServerClock, serverClockAhead } from "./e2e-server.ts";
import { webhookWhere } from "./sinks.ts";
import { writeEveryPlaceholder } from "./studio.ts";
import { expectNoHorizontalScroll, expectNothingScrollsSideways, gotoReady, renderWholePage } from "./support.ts";

/** A new page from `template` at `path`, opened in the editor. */
async function newPage(page: Page, template: string, title: string, path: string) {
  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "New page" }).click();
  await page.getByText(template, { exact: true }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Address").fill(path);
  await page.getByRole("button", { name: "Create page" }).click();
  await page.getByRole("heading", { name: title, level: 1 }).waitFor();
}

/** A plain PNG picture of `size`, as a file to upload. */
async function plainPicture(name: string, size: { width: number; height: number; colour: string }) {
  const buffer = await sharp({ create: { width: size.width, height: size.height, channels: 3, background: size.colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A plain picture of `size`, uploaded from the open image picker into the media library. */
async function uploadInPicker(page: Page, name: string, size: { width: number; height: number; colour: string }) {
  await page
    .getByRole("dialog")
    .getByLabel("Upload a new image")
    .setInputFiles(await plainPicture(name, size));
}

/** Where to keep screenshots of the screens a test looks at (a path's start, PAGE_SHOTS=/dir/name), when asked for them. */
const SHOTS = process.env.PAGE_SHOTS;

/** What `focus` shows, at a phone's width and a desktop's, into SHOTS, when asked. */
async function shots(page: Page, name: string, focus: () => Promise<void>) {
  if (!SHOTS) return;
  const before = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await focus();
    await page.screenshot({ path: `${SHOTS}-${name}-${width}.png` });
  }
  if (before) await page.setViewportSize(before);
}

const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

// The preview's frame runs no script, so axe cannot enter it: it is the public page, checked by accessibility.spec.ts.
const NOT_THE_PREVIEW = { exclude: "iframe" };

test("an editor changes the home page and makes a landing page, each live once published", async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, "pages-editor@vendor.example", "editor", "Posts");
  // The list, the editor and the palette, at a phone's width and a desktop's: no axe violation, no sideways scroll.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/pages");
    await page.getByRole("heading", { name: "Pages", level: 1 }).waitFor();
    expect(await axeViolations(page), `pages at ${width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
    await page.getByRole("link", { name: /AI Marketing & Sales Automation/ }).click();
    await page.getByLabel("Anchor (its #name on the page)").first().waitFor();
    expect(await axeViolations(page, NOT_THE_PREVIEW), `editor at ${width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Add section" }).click();
    await page.getByRole("heading", { name: "Add a section" }).waitFor();
    expect(await axeViolations(page, NOT_THE_PREVIEW), `palette at ${width}`).toEqual([]);
    await page.keyboard.press("Escape");
  }
  // The team's photo, put in the media library with what it shows before anyone places it.
  const photo = `launch-team-${randomUUID().slice(0, 8)}.png`;
  const shows = "Our onboarding team planning a launch";
  await page.getByRole("link", { name: "Media", exact: true }).click();
  const upload = page.getByRole("region", { name: "Upload an image" });
  await upload.getByLabel("Image file").setInputFiles(await plainPicture(photo, { width: 1600, height: 1000, colour: "#0f766e" }));
  await upload.getByLabel("What it shows").fill(shows);
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(upload.getByText(`Uploaded as images/${photo}.`)).toBeVisible();
  await page.getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByRole("heading", { name: "Pages", level: 1 }).waitFor();

  // The home page: a new headline, followed by the preview, and the link cards moved above the problem.
  await page.getByRole("link", { name: /AI Marketing & Sales Automation/ }).click();
  const headline = "Your pipeline, multiplied by AI";
  await page.getByLabel("Title", { exact: true }).first().fill(headline);
  const preview = page.frameLocator("iframe[title^='The page as it will look']");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(headline, { timeout: 3_000 });
  // A redrawing replaces the preview's page in place: where the editor had scrolled it stays.
  const frame = page.locator("iframe[title^='The page as it will look']");
  await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow!.scrollTo(0, 1200));
  await page.getByLabel("Title", { exact: true }).first().fill(`${headline} today`);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(`${headline} today`, { timeout: 3_000 });
  expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow!.scrollY)).toBe(1200);
  await page.getByLabel("Title", { exact: true }).first().fill(headline);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(headline, { timeout: 3_000 });
  await page.getByRole("button", { name: /^Move Link cards: One stack for content.* up$/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

  // Beside the headline, the team's photo from the library instead of the product mock; until one is chosen the field asks for it.
  const hero = page.getByRole("list", { name: "Sections" }).locator(":scope > li").first();
  await hero.getByLabel("Beside the text").selectOption({ label: "An image from the media library" });
  const heroImage = hero.getByRole("group", { name: "Image", exact: true });
  await expect(heroImage).toContainText("Choose the image from the media library.");
  await heroImage.getByRole("button", { name: "Choose an image" }).click();
  await page
    .getByRole("dialog", { name: "Choose an image" })
    .getByRole("button", { name: new RegExp(`^images/${photo}`) })
    .click();
  // What it shows comes from the library, to keep or change before it is placed.
  const describingPhoto = page.getByRole("dialog", { name: "What does the image show?" });
  await expect(describingPhoto.getByLabel("Description")).toHaveValue(shows);
  await describingPhoto.getByRole("button", { name: "Use the image" }).click();
  await expect(heroImage.getByLabel("What the picture shows (for those who cannot see it)")).toHaveValue(shows);
  await expect(preview.locator("#hero img")).toHaveAttribute("alt", shows, { timeout: 5_000 });
  // The preview shows the photo itself (the library's files, allowed in its frame), at the top of the page.
  await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow!.scrollTo(0, 0));
  await expect.poll(() => preview.locator("#hero img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await saved(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await heroImage.scrollIntoViewIfNeeded();
    expect(await axeViolations(page, NOT_THE_PREVIEW), `the hero's image in the editor at ${width}`).toEqual([]);
    await expectNothingScrollsSideways(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}-hero-editor-${width}.png` });
  }

  await page.getByRole("button", { name: "Update the live page" }).click();
  await expect(page.getByRole("button", { name: "Update the live page" })).toBeHidden();
  await gotoReady(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
  const order = await page.locator("main section[id]").evaluateAll((sections) => sections.map((section) => section.id));
  expect(order.indexOf("capabilities")).toBeLessThan(order.indexOf("problem"));
  // The photo beside the headline: fetched first (it is above the fold), in its own proportions from the first paint.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, "/");
    const picture = page.locator("#hero img");
    await expect(picture).toHaveAttribute("alt", shows);
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const box = (await picture.boundingBox())!;
    expect(box.width / box.height, `the photo's proportions at ${width}`).toBeCloseTo(1600 / 1000, 1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}-hero-site-${width}.png` });
    await renderWholePage(page);
    expect(await axeViolations(page), `home with its hero's image at ${width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
  }

  // A landing page from the blank template: nothing is published with the template's placeholders.
  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "New page" }).click();
  await page.getByText("Blank page", { exact: true }).click();
  await page.getByLabel("Title", { exact: true }).fill("Winter offer");
  await expect(page.getByLabel("Address")).toHaveValue("/winter-offer");
  await page.getByRole("button", { name: "Create page" }).click();
  await page.getByRole("heading", { name: "Winter offer", level: 1 }).waitFor();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("alert").getByRole("button", { name: "Hero › Lead paragraph" })).toBeVisible();

  await page.getByLabel("Lead paragraph").fill("Three months of the stack at the price of two, for teams that start before March.");
  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("button", { name: /^FAQ/ }).click();
  await page.getByLabel("Question").fill("Who can take the offer?");
  await page.getByLabel("Answer").fill("Any team that signs before the first of March.");
  // A picture beside words: uploaded from the section's own picker into the library, then described.
  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("button", { name: /^Image and text/ }).click();
  await page.getByRole("button", { name: "Choose an image" }).click();
  await uploadInPicker(page, `winter-team-${Date.now()}.png`, { width: 900, height: 600, colour: "#5b3df5" });
  // What it shows is asked before it is placed.
  const describing = page.getByRole("dialog", { name: "What does the image show?" });
  await describing.getByLabel("Description").fill("Our onboarding team planning a launch");
  await describing.getByRole("button", { name: "Use the image" }).click();
  await expect(page.getByText(/^Chosen: images\/winter-team-/)).toBeVisible();
  await expect(page.locator("fieldset img[src*='winter-team-']")).toBeVisible();
  await expect(page.getByLabel("What the picture shows (for those who cannot see it)")).toHaveValue("Our onboarding team planning a launch");
  // Its words in the posts' formatted editor: the placeholder replaced, a word in bold by Ctrl+B.
  await page.getByRole("list", { name: "Sections" }).getByRole("textbox", { name: "Text", exact: true }).click();
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Twelve people who have ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("launched");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" forty products.");
  await writeEveryPlaceholder(page, "Onboarding in a week");
  await page.getByLabel("Description").fill("Three months of the AI marketing stack at the price of two, for teams that start before March.");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();

  await gotoReady(page, "/winter-offer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Winter offer");
  await expect(page.getByRole("heading", { name: "Who can take the offer?" })).toBeVisible();
  await expect(page.locator("main img[alt='Our onboarding team planning a launch']")).toBeVisible();
  await expect(page.locator("main p").filter({ hasText: "Twelve people who have" }).locator("strong")).toHaveText("launched");
});

test("a campaign landing page goes from a writer's draft to the site at its time, and its leads say they came from it", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const path = `/spring-webinar-${Date.now()}`;
  await signedIn(page, `campaign-writer-${Date.now()}@vendor.example`, "writer", "Posts");
  await newPage(page, "Campaign landing page", "Spring webinar", path);
  // A writer has no publish button; the template's placeholders stop a submit until written.
  await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);
  await writeEveryPlaceholder(page, "Live session for B2B content teams");
  await saved(page);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("In review", { exact: true }).first()).toBeVisible();

  // The editor shares a preview link and opens it on a phone, signed out.
  const editor = await (await browser.newContext({ timezoneId: "America/New_York" })).newPage();
  await signedIn(editor, `campaign-editor-${Date.now()}@vendor.example`, "editor", "Posts");
  await editor.goto("/admin/pages");
  await editor.getByRole("link", { name: "Spring webinar" }).click();
  await editor.getByRole("button", { name: "Create a preview link" }).click();
  const link = await editor.getByLabel("Preview link").inputValue();
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await phone.goto(link);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Spring webinar");
  await expectNoHorizontalScroll(phone);
  expect((await request.get(path)).status()).toBe(404);

  // Scheduled a minute ahead of the server's clock (earlier tests moved it on), in the editor's time zone; it goes
  // live by itself when the server's clock gets there.
  const aMinuteAhead = await editor.evaluate((ahead) => {
    const at = new Date(Math.ceil((Date.now() + ahead * 1000 + 60_000) / 60_000) * 60_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, serverClockAhead());
  // But the writer retitles it while the editor reads: the editor schedules only what they saw. The
  // refusal says so beside the button, and the editor's screen now shows the writer's change.
  await page.getByRole("region", { name: "Page settings" }).getByLabel("Title", { exact: true }).fill("Spring webinar, retitled");
  await saved(page);
  const publishing = editor.getByRole("region", { name: "Publishing" });
  await publishing.getByLabel("Publish on").fill(aMinuteAhead);
  await publishing.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(publishing.getByRole("alert")).toHaveText(
    /^This page changed since you opened it \(last saved by campaign-writer-\d+@vendor\.example\): nothing was scheduled\. Read the changes, then schedule it\.$/,
  );
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText(/^Spring webinar, retitled/);
  await expect(editor.getByText(/^Goes live /)).toHaveCount(0);
  await publishing.getByLabel("Publish on").fill(aMinuteAhead);
  await publishing.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(editor.getByText(/^Goes live /)).toBeVisible();
  advanceServerClock(125);
  await expect.poll(async () => (await request.get(path)).status(), { timeout: 10_000 }).toBe(200);

  // Live: hidden from search engines, in no menu and not in the sitemap; a lead sent from it names it.
  const visitor = await (await browser.newContext()).newPage();
  await gotoReady(visitor, `${path}?utm_source=newsletter&utm_campaign=spring-webinar`);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(visitor.locator(`header a[href="${path}"], footer a[href="${path}"]`)).toHaveCount(0);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(path);
  const email = `spring-${Date.now()}@prospect.example`;
  await visitor.locator("#contact-name").fill("Noor Haddad");
  await visitor.locator("#contact-email").fill(email);
  await visitor.locator("#contact-message").fill("We would like a seat at the webinar and a demo after it.");
  await visitor.getByRole("button", { name: /send/i }).click();
  await visitor.waitForURL("**/thank-you");
  const id = (await webhookWhere((data) => data.email === email)).data.id as string;
  const lead = JSON.parse(leadsCli("show", id)) as { message: { sourcePage: string; attribution: { first: Record<string, unknown> } } };
  expect(lead.message).toMatchObject({ sourcePage: path, attribution: { first: { landingPage: path, source: "newsletter", campaign: "spring-webinar" } } });
});

test("an editor changes a price, moves a page listed in the footer, renames a header entry and deletes the page with a redirect; sales reaches no page route", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signedIn(page, `pricing-editor-${Date.now()}@vendor.example`, "editor", "Posts");

  // A price, typed as a marketer writes it: both billing periods show it, annual at 10% off.
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: /^Pricing/ }).click();
  await page.getByRole("button", { name: /^Pricing packages/, expanded: false }).click();
  await page.getByLabel("Monthly price").first().fill("8,200");
  await saved(page);
  await page.getByRole("button", { name: "Update the live page" }).click();
  await expect(page.getByRole("button", { name: "Update the live page" })).toBeHidden();
  await gotoReady(page, "/pricing");
  // What a visitor reads: the other period's figure is in the page but not shown.
  const essential = () =>
    page
      .locator("#package-essential [data-price]")
      .first()
      .evaluate((price) => (price as HTMLElement).innerText.replace(/\s+/g, " ").trim());
  await expect.poll(essential).toBe("$8,200 /mo");
  await page.locator("fieldset label", { hasText: "Annual" }).click();
  await expect.poll(essential).toBe("$7,380 /mo");

  // A page with a place in the footer: listed while live; its new address answers 301 from the old one.
  const stamp = Date.now();
  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "New page" }).click();
  await page.getByText("Blank page", { exact: true }).click();
  await page.getByLabel("Title", { exact: true }).fill("Partner program");
  await page.getByLabel("Address").fill(`/partners-${stamp}`);
  await page.getByRole("button", { name: "Create page" }).click();
  await page.getByRole("heading", { name: "Partner program", level: 1 }).waitFor();
  await writeEveryPlaceholder(page, "Resell the stack to your clients");
  await page.getByLabel("Description").fill("Resell the AI marketing stack under your agency's name, with training, margins and a partner manager.");
  // Its link goes into the menus themselves, from the page's settings; visitors see it once the page is live.
  await page.getByLabel("In the navigation").selectOption({ label: "Footer › Solutions" });
  await page.getByRole("button", { name: "Save to the menus" }).click();
  await expect(page.getByRole("status").filter({ hasText: "In the menus." })).toBeVisible();
  await shots(page, "page-settings", () => page.getByLabel("In the navigation").evaluate((field) => field.scrollIntoView({ block: "center" })));
  await saved(page);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();
  await gotoReady(page, "/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Partner program" })).toHaveAttribute("href", `/partners-${stamp}`);

  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Partner program" }).click();
  await page.getByRole("heading", { name: "Partner program", level: 1 }).waitFor();
  await page.getByLabel("Address", { exact: true }).fill(`/partner-program-${stamp}`);
  await saved(page);
  await page.getByRole("button", { name: "Update the live page" }).click();
  await expect(page.getByRole("button", { name: "Update the live page" })).toBeHidden();
  const moved = await page.request.get(`/partners-${stamp}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toMatch(new RegExp(`/partner-program-${stamp}$`));

  // The header's menu: a renamed entry is on every page once published.
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Edit the menus" }).click();
  await page.getByRole("heading", { name: "Menus", level: 1 }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const labels = await page.getByLabel("Label", { exact: true }).all();
  for (const label of labels) if ((await label.inputValue()) === "Contact") await label.fill("Talk to us");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Live on the site/ })).toBeVisible();
  // One place holds the navigation: the link the page's settings added is here, following the page's new address.
  const hrefs = await Promise.all((await page.getByLabel("Link", { exact: true }).all()).map((input) => input.inputValue()));
  expect(hrefs).toContain(`/partner-program-${stamp}`);
  await shots(page, "menus", async () => {
    for (const input of await page.getByLabel("Link", { exact: true }).all())
      if ((await input.inputValue()) === `/partner-program-${stamp}`) await input.evaluate((field) => field.scrollIntoView({ block: "center" }));
  });
  await gotoReady(page, "/pricing");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Talk to us" })).toHaveAttribute("href", "/contact");

  // Deleting the page, asked first at a phone's width and a desktop's: its visitors go to the contact page (301) and its link leaves the menus.
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Partner program" }).click();
  await page.getByRole("heading", { name: "Partner program", level: 1 }).waitFor();
  const confirm = page.getByRole("dialog", { name: "Delete “Partner program”?" });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("button", { name: "Delete page…" }).click();
    await expect(confirm.getByText("Its links in the menus are removed: Footer › Solutions “Partner program”.")).toBeVisible();
    expect(await axeViolations(page, NOT_THE_PREVIEW), `delete at ${width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}-delete-${width}.png` });
    if (width === 375) await confirm.getByRole("button", { name: "Keep it as it is" }).click();
  }
  await expect(confirm.getByLabel("Send visitors to another page")).toBeChecked();
  await confirm.getByLabel("Page to send them to").selectOption("/contact");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted “Partner program”." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Partner program" })).toHaveCount(0);
  const deleted = await page.request.get(`/partner-program-${stamp}`, { maxRedirects: 0 });
  expect(deleted.status()).toBe(301);
  expect(deleted.headers()["location"]).toMatch(/\/contact$/);
  await gotoReady(page, "/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Partner program" })).toHaveCount(0);

  // Sales: no Pages in its menu, and every page route of the API refuses it.
  const sales = await (await browser.newContext()).newPage();
  await signedIn(sales, `pages-sales-${Date.now()}@vendor.example`, "sales", "Leads");
  await expect(sales.getByRole("link", { name: "Pages", exact: true })).toHaveCount(0);
  for (const path of ["/admin/api/pages", "/admin/api/pages/1", "/admin/api/menus"]) expect((await sales.request.get(path)).status(), path).toBe(403);
});

test("an editor adds a logo wall from the media library, and each logo opens its company's site", async ({ page }) => {
  test.setTimeout(90_000);
  const path = `/customers-${Date.now()}`;
  await signedIn(page, `logo-editor-${Date.now()}@vendor.example`, "editor", "Posts");
  await newPage(page, "Blank page", "Our customers", path);

  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("button", { name: /^Logo wall/ }).click();
  await page.getByRole("button", { name: "Add logo" }).click();
  await page.getByRole("button", { name: "Choose an image" }).click();
  await uploadInPicker(page, `acme-logo-${Date.now()}.png`, { width: 320, height: 96, colour: "#0f766e" });
  const describing = page.getByRole("dialog", { name: "What does the image show?" });
  await describing.getByLabel("Description").fill("Acme logo");
  await describing.getByRole("button", { name: "Use the image" }).click();
  await page.getByLabel("Company name (what the logo says to those who cannot see it)").fill("Acme Corp");
  await page.getByLabel("Link to the company's site (optional)").fill("https://acme.example");
  // On a phone the logo's field, inside its list's item, holds its buttons and its name within its frame.
  await page.setViewportSize({ width: 375, height: 900 });
  const logoField = page.locator("fieldset", { has: page.getByRole("button", { name: "Change image" }) }).last();
  const frame = (await logoField.boundingBox())!;
  for (const control of [logoField.getByRole("button", { name: "Change image" }), logoField.getByLabel("Company name (what the logo says to those who cannot see it)")]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width, "within the logo's field").toBeLessThanOrEqual(frame.x + frame.width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await writeEveryPlaceholder(page, "Teams that run on it");
  await page.getByLabel("Description").fill("The teams that run their marketing and sales on the stack.");
  await saved(page);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, path);
    const acme = page.getByRole("link", { name: "Acme Corp" });
    await expect(acme).toHaveAttribute("href", "https://acme.example");
    // Loaded lazily: shown once scrolled to, from the library's files.
    await acme.scrollIntoViewIfNeeded();
    await expect.poll(() => acme.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // A wall of one logo sits under its heading, not at the row's start.
    const centre = (box: { x: number; width: number } | null) => box!.x + box!.width / 2;
    const heading = page.getByRole("heading", { name: "Teams that run on it", exact: false });
    expect(Math.abs(centre(await acme.boundingBox()) - centre(await heading.boundingBox())), `logo under its heading at ${width}`).toBeLessThanOrEqual(2);
    expect(await axeViolations(page), `logo wall at ${width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
  }
});

test("a new page at a taken address is refused in its dialog; made, it goes back to its revision before the first edit, with the keyboard alone", async ({ page }) => {
  const path = `/revisited-${Date.now()}`;
  await signedIn(page, `revisions-editor-${Date.now()}@vendor.example`, "editor", "Posts");
  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "New page" }).click();
  await page.getByText("Blank page", { exact: true }).click();
  await page.getByLabel("Title", { exact: true }).fill("Spring notes");
  await page.getByLabel("Address").fill("/pricing");
  await page.getByRole("button", { name: "Create page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await expect(dialog.getByText("Another page, “Pricing: AI Marketing Stack Packages”, is at /pricing; choose another address.")).toBeVisible();
  await dialog.getByLabel("Address").fill(path);
  await dialog.getByRole("button", { name: "Create page" }).click();
  await page.getByRole("heading", { name: "Spring notes", level: 1 }).waitFor();
  const title = page.getByRole("region", { name: "Page settings" }).getByLabel("Title", { exact: true });
  await title.fill("Autumn notes");
  await saved(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Autumn notes");

  // Each revision says how it differs from the copy; restoring asks first, and Tab reaches the answer.
  const revisions = page.getByRole("region", { name: "Revisions" });
  const before = revisions.getByRole("listitem").filter({ hasText: "Before the first edit" });
  await expect(before).toContainText("Title differs");
  await before.getByRole("button", { name: "Restore…" }).focus();
  await page.keyboard.press("Enter");
  const asking = before.getByRole("alertdialog");
  await expect(asking).toContainText("Restore this version? It becomes the copy you edit; what you have now stays in the revisions.");
  await page.keyboard.press("Tab");
  await expect(asking.getByRole("button", { name: "Restore this version" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(title).toHaveValue("Spring notes");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Spring notes");
  await expect(revisions.getByRole("listitem").first()).toContainText(/^Restored/);
  await expect(revisions.getByRole("listitem").filter({ hasText: /^Saved/ })).toContainText("Title differs");
});

/** Where the section at `anchor` is in the preview's own window: its top, and the window's height and scroll. */
function placeInPreview(page: Page, anchor: string) {
  return page.locator("iframe[title^='The page as it will look']").evaluate((frame: HTMLIFrameElement, id) => {
    const target = frame.contentDocument?.getElementById(id);
    return target ? { top: Math.round(target.getBoundingClientRect().top) + 0, height: frame.contentWindow!.innerHeight, scrolled: frame.contentWindow!.scrollY } : undefined;
  }, anchor);
}

test("a marketer inserts a section after the one open: it opens, takes the focus and shows in the preview; on a phone the preview is a switch away", async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, `insert-editor-${randomUUID()}@vendor.example`, "editor", "Posts");
  await newPage(page, "Product page", "Insert in place", `/insert-${randomUUID().slice(0, 8)}`);
  const items = page.getByRole("list", { name: "Sections" }).locator(":scope > li");
  await items
    .nth(2)
    .getByRole("button", { name: /^Feature grid/, expanded: false })
    .click();

  // The palette says where the new section goes; chosen, it follows the open one, open, its first field focused.
  await page.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByRole("dialog")).toContainText("It goes after Feature grid: [Write the features' heading], the section open in the editor.");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Figures/ })
    .click();
  await expect(items.nth(3).getByRole("button", { name: /^Figures/ })).toHaveAttribute("aria-expanded", "true");
  await expect(items.nth(2).getByRole("button", { name: /^Feature grid/ })).toHaveAttribute("aria-expanded", "false");
  await expect(items.nth(3).getByLabel("Anchor (its #name on the page)")).toBeFocused();
  // The preview goes to it once its drawing holds it: at the top of the frame's window, the page scrolled down to it.
  await expect.poll(() => placeInPreview(page, "stats"), { timeout: 5_000 }).toMatchObject({ top: 0 });
  expect((await placeInPreview(page, "stats"))!.scrolled).toBeGreaterThan(0);
  await saved(page);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, NOT_THE_PREVIEW), `editor with the new section at ${width}`).toEqual([]);
    await expectNothingScrollsSideways(page);
  }

  // On a phone the preview is not ~7,850 px down the page: Write and Preview take turns, as in the post editor.
  await page.setViewportSize({ width: 375, height: 900 });
  const switcher = page.getByRole("group", { name: "Show the text or its preview" });
  const frame = page.locator("iframe[title^='The page as it will look']");
  await expect(frame).toBeHidden();
  await switcher.getByRole("button", { name: "Preview" }).click();
  await expect(switcher.getByRole("button", { name: "Preview" })).toHaveAttribute("aria-pressed", "true");
  await expect(frame).toBeVisible();
  await expect(page.getByRole("list", { name: "Sections" })).toBeHidden();
  expect((await frame.boundingBox())!.y, "the preview near the top").toBeLessThan(600);
  expect(await axeViolations(page, NOT_THE_PREVIEW), "the preview's pane at 375").toEqual([]);
  await expectNothingScrollsSideways(page);
  await switcher.getByRole("button", { name: "Write" }).click();
  await expect(items.nth(3).getByLabel("Anchor (its #name on the page)")).toBeVisible();
  await expect(frame).toBeHidden();
  // Side by side from 1280 px: no switch.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(switcher).toBeHidden();
  await expect(frame).toBeVisible();
});

test("a page shows as a search result and a shared card, and its links to no page are flagged at Publish now, published anyway on purpose", async ({ page }) => {
  test.setTimeout(90_000);
  const id = randomUUID().slice(0, 8);
  const terms = `/autumn-terms-${id}`;
  await signedIn(page, `links-editor-${id}@vendor.example`, "editor", "Posts");
  await newPage(page, "Blank page", "Autumn offer", `/autumn-offer-${id}`);
  await writeEveryPlaceholder(page, "Autumn offer for growing teams");
  await page.getByLabel("Description").fill("Two months of the stack free for teams that start in October.");
  // The settings show the page as search engines and share cards will, as the marketer types.
  const settings = page.getByRole("region", { name: "Page settings" });
  await expect(settings.getByRole("figure", { name: "In search results" })).toContainText(`Autumn offer | ${site.brand}`);
  await expect(settings.getByRole("figure", { name: "When shared" })).toContainText("Two months of the stack free");
  // The hero's button now leads to terms not written yet.
  await page.getByRole("list", { name: "Sections" }).getByLabel("Link", { exact: true }).first().fill(terms);
  await saved(page);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await settings.screenshot({ path: `${SHOTS}-previews-${width}.png` });
    const publish = page.getByRole("button", { name: "Publish now" });
    // The answer to this click, not the warning the last one left on the screen.
    await Promise.all([page.waitForResponse((response) => response.url().endsWith("/publish")), publish.click()]);
    await expect(publish).toBeEnabled();
    const warning = page.getByRole("alert").filter({ hasText: "to no page of the site" });
    await expect(warning).toContainText(`“Book a Demo” ${terms} in Hero › Main button › Link: No page of the site is at ${terms}.`);
    await expect(warning.getByRole("button", { name: "Publish anyway" })).toBeEnabled();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}-links-${width}.png` });
    // Beside the button that asked, and nothing went live.
    const [button, box] = [await publish.boundingBox(), await warning.boundingBox()];
    expect(box!.y - (button!.y + button!.height)).toBeLessThan(48);
    await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();
    expect(await axeViolations(page, NOT_THE_PREVIEW), `warning at ${width}`).toEqual([]);
    await expectNothingScrollsSideways(page);
    await warning.getByRole("button", { name: "Hero › Main button › Link" }).click();
    await expect(page.getByRole("list", { name: "Sections" }).getByLabel("Link", { exact: true }).first()).toBeFocused();
  }
  await page.getByRole("button", { name: "Publish now" }).click();
  await page.getByRole("alert").getByRole("button", { name: "Publish anyway" }).click();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText(`A link led to no page of the site: ${terms}.`);
});
