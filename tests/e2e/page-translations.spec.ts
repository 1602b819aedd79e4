/**
 * A page translated in the studio (issue 75, ADR 054): the admin adds German on the Languages
 * screen, translates the home page from its editor (the original's words beside each field),
 * writes the German hero and publishes it; /de shows it with lang="de". Then the English hero is
 * changed and updated: the German shows "Out of date" in the list and, in its editor, what
 * changed, until marked up to date; German cannot be removed while it has it. Axe and no
 * sideways scroll at 375 and 1280 px on each screen. Runs on a site of its own (playwright.config.ts): it changes the home page every other test reads.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { absoluteUrl } from "#shared/seo.ts";
import { axeViolations } from "#tests/shared/axe.ts";
import { signedIn } from "./admin.ts";
import { fillUnwritten, writeEveryPlaceholder } from "./studio.ts";
import { expectNoHorizontalScroll } from "./support.ts";

/** Screenshots of the screens, when asked (PAGE_SHOTS=/dir/name): at a phone's width and a desktop's. */
const SHOTS = process.env.PAGE_SHOTS;

// The preview's frame runs no script, so axe cannot enter it: it is the public page, checked by accessibility.spec.ts.
const NOT_THE_PREVIEW = { exclude: "iframe" };

/** At 375 and 1280 px: no axe violation, nothing scrolls sideways, and a screenshot when asked (of `shown` alone when given). */
async function checkedAtBothWidths(page: Page, name: string, options?: { exclude: string }, shown?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, options), `${name} at ${width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
    if (SHOTS && shown) await shown.screenshot({ path: `${SHOTS}-${name}-${width}.png` });
    else if (SHOTS) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}-${name}-${width}.png` });
    }
  }
}

const HOME = /AI Marketing & Sales Automation/;

// Both translate the home page: one after the other.
test.describe.configure({ mode: "serial" });

/** What a translator's tool does with `{brand}` and the like: each of a source's placeholders kept in its target. */
function keepPlaceholders(xliff: string): string {
  return xliff.replace(/<source>([^<]*)<\/source>(\s*)<target>([^<]*)<\/target>/g, (_, source: string, gap: string, target: string) => {
    const missing = (source.match(/\{[a-zA-Z]+\}/g) ?? []).filter((token) => !target.includes(token));
    return `<source>${source}</source>${gap}<target>${[target, ...missing].join(" ")}</target>`;
  });
}

test("an admin adds German, translates the home page and publishes it; an English change marks it out of date", async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, `translator-${randomUUID()}@vendor.example`, "admin");

  // The Languages screen: the code's own name and direction shown as it is typed.
  await page.goto("/admin/settings/languages");
  await page.getByRole("heading", { name: "Languages", level: 1 }).waitFor();
  await page.getByLabel("Language code").fill("de");
  await expect(page.getByText("de — Deutsch, left to right")).toBeVisible();
  await page.getByRole("button", { name: "Add language" }).click();
  await expect(page.getByRole("status")).toHaveText("Added Deutsch. Translate a page from its editor.");
  await expect(page.getByRole("button", { name: "Remove Deutsch" })).toBeVisible();
  await page.getByLabel("Language code").fill("klingon");
  await page.getByRole("button", { name: "Add language" }).click();
  await expect(page.getByLabel("Language code")).toHaveAccessibleDescription(/not a language code we know|Give a language code/);
  await checkedAtBothWidths(page, "languages");

  // Translate from the home page's editor: a draft at /de, every word to write.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: HOME }).click();
  await page.getByRole("button", { name: "Translate" }).click();
  const dialog = page.getByRole("dialog", { name: "Translate this page" });
  await expect(dialog.getByLabel("Language")).toHaveValue("de");
  await expect(dialog.getByLabel("Address of the translation")).toHaveValue("/de");
  await checkedAtBothWidths(page, "translate-dialog", NOT_THE_PREVIEW);
  await dialog.getByRole("button", { name: "Make the translation" }).click();
  await page.getByRole("heading", { name: "[Write the title]", level: 1 }).waitFor();
  await expect(page.getByText("Deutsch translation of")).toBeVisible();

  // The original's words beside each field: the hero's English headline above its German one.
  const heroTitle = page.getByRole("list", { name: "Sections" }).getByLabel("Title", { exact: true }).first();
  const englishHero = (await page.locator("[data-original]").first().textContent()) ?? "";
  expect(englishHero).toContain("Original (English)");
  await expect(heroTitle).toHaveAccessibleDescription(new RegExp(`Original \\(English\\)`));
  const germanHero = `Ihr Marketingteam, vervielfacht durch KI ${randomUUID().slice(0, 6)}`;
  await heroTitle.fill(germanHero);
  await checkedAtBothWidths(page, "translation-editor", NOT_THE_PREVIEW);
  await writeEveryPlaceholder(page, "Auf Deutsch");
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();

  // On the site: the German hero, in German.
  const response = await page.goto("/de/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanHero);

  // The English hero changes on the site: the German is out of date, with what changed.
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: HOME }).click();
  const englishTitle = page.getByRole("list", { name: "Sections" }).getByLabel("Title", { exact: true }).first();
  const newHeadline = `Your pipeline, on autopilot ${randomUUID().slice(0, 6)}`;
  await englishTitle.fill(newHeadline);
  await page.getByRole("button", { name: "Update the live page" }).click();
  await expect(page.getByRole("button", { name: "Update the live page" })).toBeHidden();
  await page.goto("/admin/pages");
  const translated = page.getByRole("row").filter({ hasText: "Out of date" });
  await expect(translated).toContainText("/de");
  await checkedAtBothWidths(page, "page-list");
  await translated.getByRole("link").first().click();
  await expect(page.getByText("The original's words changed since this translation was made:")).toBeVisible();
  await expect(page.getByText(`now “${newHeadline}”`)).toBeVisible();
  await checkedAtBothWidths(page, "out-of-date", NOT_THE_PREVIEW);
  await page.getByRole("button", { name: "Mark up to date" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked up to date with the original." })).toBeVisible();
  await expect(page.getByText("Out of date")).toHaveCount(0);

  // A translation agency's round trip: the XLIFF out, a file with a text left out refused whole, the translated file taken.
  const agency = page.getByRole("region", { name: "Translation agency" });
  const [download] = await Promise.all([page.waitForEvent("download"), agency.getByRole("link", { name: "Download XLIFF" }).click()]);
  expect(download.suggestedFilename()).toBe("de.xlf");
  const exported = fs.readFileSync(await download.path(), "utf8");
  expect(exported).toContain(`<source>${newHeadline}</source>`);
  expect(exported).toContain(`<target>${germanHero}</target>`);
  const agencyHero = `Ihre Pipeline auf Autopilot ${randomUUID().slice(0, 6)}`;
  const file = (xml: string) => ({ name: "de.xlf", mimeType: "application/xliff+xml", buffer: Buffer.from(keepPlaceholders(xml)) });
  await agency.getByLabel("Translated file").setInputFiles(file(exported.replace(`<target>${germanHero}</target>`, "<target></target>")));
  await agency.getByRole("button", { name: "Take the translation" }).click();
  await expect(agency.getByRole("alert")).toContainText("not translated yet");
  await checkedAtBothWidths(page, "translation-file-refused", NOT_THE_PREVIEW, agency);
  await agency.getByLabel("Translated file").setInputFiles(file(exported.replace(`<target>${germanHero}</target>`, `<target>${agencyHero}</target>`)));
  await agency.getByRole("button", { name: "Take the translation" }).click();
  await expect(agency.getByRole("status")).toHaveText("The translator's words are in, saved as an edit and up to date with the original.");
  await expect(page.getByRole("list", { name: "Sections" }).getByLabel("Title", { exact: true }).first()).toHaveValue(agencyHero);

  // German has a translation: it stays, and the screen says why.
  await page.goto("/admin/settings/languages");
  await page.getByRole("button", { name: "Remove Deutsch" }).click();
  await expect(page.getByText("Deutsch (de) still has a translation: delete it before removing the language.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Deutsch" })).toBeVisible();
});

test("an Arabic home page reads right to left, and nothing on it scrolls sideways on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, `arabic-${randomUUID()}@vendor.example`, "admin");
  await page.goto("/admin/settings/languages");
  await page.getByLabel("Language code").fill("ar");
  await expect(page.getByText("ar — العربية, right to left")).toBeVisible();
  await page.getByRole("button", { name: "Add language" }).click();
  await expect(page.getByRole("button", { name: "Remove العربية" })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: HOME }).first().click();
  await page.getByRole("button", { name: "Translate" }).click();
  const dialog = page.getByRole("dialog", { name: "Translate this page" });
  await dialog.getByLabel("Language").selectOption("ar");
  await expect(dialog.getByLabel("Address of the translation")).toHaveValue("/ar");
  await dialog.getByRole("button", { name: "Make the translation" }).click();
  await page.getByRole("heading", { name: "[Write the title]", level: 1 }).waitFor();
  await page.getByRole("list", { name: "Sections" }).getByLabel("Title", { exact: true }).first().fill("فريق التسويق لديك، مضاعف بالذكاء الاصطناعي");
  await writeEveryPlaceholder(page, "بالعربية");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();

  expect((await page.goto("/ar/"))?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("فريق التسويق لديك");
  await checkedAtBothWidths(page, "arabic-home");
});

test("an editor translates a post into German, with the original beside each field, and publishes it at /de/blog", async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, `post-translator-${randomUUID()}@vendor.example`, "admin");
  // German is the site's from the first test; alone, this test adds it.
  await page.goto("/admin/settings/languages");
  await page.getByRole("heading", { name: "Languages", level: 1 }).waitFor();
  if (!(await page.getByRole("button", { name: "Remove Deutsch" }).isVisible())) {
    await page.getByLabel("Language code").fill("de");
    await page.getByRole("button", { name: "Add language" }).click();
    await expect(page.getByRole("button", { name: "Remove Deutsch" })).toBeVisible();
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/posts?q=abm");
  await page
    .getByRole("link", { name: /account-based marketing/i })
    .first()
    .click();
  const translations = page.getByRole("region", { name: "Translations" });
  await translations.getByRole("button", { name: "Translate" }).click();
  const dialog = page.getByRole("dialog", { name: "Translate this post" });
  await expect(dialog.getByLabel("Language")).toHaveValue("de");
  const slug = `abm-leitfaden-${randomUUID().slice(0, 6)}`;
  await dialog.getByLabel("Address of the translation").fill(slug);
  await expect(dialog.getByLabel("Address of the translation")).toHaveAccessibleDescription(`At /de/blog/${slug}. Keep the original's, or write one in the language, e.g. abm-leitfaden.`);
  await checkedAtBothWidths(page, "post-translate-dialog", NOT_THE_PREVIEW);
  await dialog.getByRole("button", { name: "Make the translation" }).click();

  // The translation's editor: its original named, and the English words above each field to translate.
  await expect(page.getByText("Deutsch translation of")).toBeVisible();
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toHaveValue("[Write the title]");
  await expect(title).toHaveAccessibleDescription(/^Original \(English\)/);
  await expect(page.getByLabel("Address", { exact: true })).toHaveAccessibleDescription(new RegExp(`/de/blog/${slug}`));
  const german = `Der Leitfaden für kontenbasiertes Marketing ${randomUUID().slice(0, 6)}`;
  await title.fill(german);
  await page.getByLabel("Excerpt").fill("Wie Vertriebsteams ihre Zielkonten auswählen und gewinnen.");
  await page.getByRole("button", { name: "Markdown" }).click();
  await page.getByRole("textbox", { name: "Text" }).fill("Kontenbasiertes Marketing beginnt mit der Auswahl der richtigen Konten.");
  await fillUnwritten(page.locator("main input[type=text], main textarea"), "[Write", "Auf Deutsch beschrieben");
  await expect(page.getByRole("status").filter({ hasText: /^Saved \d/ })).toBeVisible();
  await checkedAtBothWidths(page, "post-translation-editor", NOT_THE_PREVIEW);
  // Its words can go to a translation agency as a post's own file.
  await expect(page.getByRole("region", { name: "Translation agency" }).getByRole("link", { name: "Download XLIFF" })).toHaveAttribute(
    "href",
    /\/admin\/api\/posts\/\d+\/translation-file\?format=xliff$/,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();

  // The list shows it under its original; the site serves it in German.
  await page.goto("/admin/posts?q=abm");
  await expect(page.getByRole("list", { name: "Translations" }).getByRole("link", { name: new RegExp(`/de/blog/${slug}`) })).toBeVisible();
  await checkedAtBothWidths(page, "post-list-translations");
  const response = await page.goto(`/de/blog/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(german);
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute("href", absoluteUrl("/blog/account-based-marketing-guide-2025"));

  // The switcher leads to the same post in English.
  await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "American English" }).click();
  await expect(page).toHaveURL(/\/blog\/account-based-marketing-guide-2025$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  // A post not translated, asked for in German, is the English one as the site is set ("the default language's page"): its own language, canonical to its English address.
  expect((await page.goto("/de/blog/seo-strategy-guide-2025"))?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl("/blog/seo-strategy-guide-2025"));
});

test("an editor writes the menus in German beside the English; the German pages show them, each link at its German page", async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, `menu-translator-${randomUUID()}@vendor.example`, "admin");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/menus");
  const languages = page.getByRole("navigation", { name: "Languages of the menus" });
  await languages.getByRole("link", { name: /Deutsch/ }).click();
  await page.getByRole("heading", { name: "Menus in Deutsch", level: 1 }).waitFor();

  // Started from the English shape, every label empty with the English beside it.
  const header = page.getByRole("region", { name: "Header" });
  const first = header.getByLabel("Label", { exact: true }).first();
  await expect(first).toHaveValue("");
  await expect(first).toHaveAccessibleDescription(/^Original \(English\) Home/);
  await expect(page.getByRole("button", { name: "Save and publish" })).toBeDisabled();
  await first.fill("Startseite");
  await fillUnwritten(page.getByRole("textbox", { name: /^(Label|Description|Paragraph under the logo)$/ }), "", "Auf Deutsch");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Live on the site/ })).toBeVisible();
  await expect(languages.getByRole("link", { name: /Deutsch/ })).toContainText("Up to date");
  await checkedAtBothWidths(page, "menus-in-german");

  // The German blog (the post translated above) shows them: its own words, no English part left to mark.
  await page.goto("/de/blog");
  const banner = page.getByRole("banner");
  await expect(banner).not.toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Auf Deutsch" }).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Hauptmenü" }).locator('a[href="/pricing"]')).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toContainText("Alle Rechte vorbehalten.");
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await expect(page.getByRole("dialog", { name: /Menü$/ }).getByRole("button", { name: "Menü schließen" })).toBeVisible();
  await page.getByRole("button", { name: "Menü schließen" }).click();
  await checkedAtBothWidths(page, "german-chrome");
  // The English pages keep the English menus.
  await page.goto("/blog");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" })).toBeVisible();

  // The English menus change: the German ones are out of date until their translator, having compared them, saves them.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/menus");
  const blurb = page.getByRole("textbox", { name: "Paragraph under the logo" });
  await blurb.fill(`${await blurb.inputValue()} For B2B teams.`);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Live on the site/ })).toBeVisible();
  await expect(languages.getByRole("link", { name: /Deutsch/ })).toContainText("Out of date");
  await languages.getByRole("link", { name: /Deutsch/ }).click();
  await expect(page.getByText("The original menus changed since these were written")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Paragraph under the logo" })).toHaveAccessibleDescription(/For B2B teams\./);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(languages.getByRole("link", { name: /Deutsch/ })).toContainText("Up to date");

  // In Arabic (its home page translated above) the header and footer read right to left, in Arabic.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/menus?locale=ar");
  await page.getByRole("heading", { name: "Menus in العربية", level: 1 }).waitFor();
  await page.getByRole("region", { name: "Header" }).getByLabel("Label", { exact: true }).first().fill("الرئيسية");
  await fillUnwritten(page.getByRole("textbox", { name: /^(Label|Description|Paragraph under the logo)$/ }), "", "بالعربية");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Live on the site/ })).toBeVisible();
  await page.goto("/ar");
  await expect(page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "الرئيسية" })).toHaveAttribute("href", "/ar");
  await expect(page.getByRole("banner")).not.toHaveAttribute("dir", "ltr");
  await checkedAtBothWidths(page, "arabic-chrome");
  // Its drawer opens on the left, the side its button is on.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  const drawer = page.getByRole("dialog", { name: /قائمة/ });
  await expect(drawer.getByRole("link", { name: "الرئيسية" })).toBeVisible();
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}-arabic-drawer-375.png` });
});

/** The form being built, once saved: Publish now. */
async function publishForm(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Live: version 1")).toBeVisible();
}

test("an editor translates a form into German from its builder, beside the English words, and publishes it", async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, `form-translator-${randomUUID()}@vendor.example`, "admin");
  const name = `Webinar sign-up ${randomUUID().slice(0, 6)}`;
  await page.goto("/admin/forms");
  await page.getByRole("button", { name: "New form" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create form" }).click();
  await page.getByRole("heading", { name, level: 1 }).waitFor();
  await publishForm(page);

  await page.getByRole("button", { name: "Translate" }).click();
  const dialog = page.getByRole("dialog", { name: "Translate this form" });
  await dialog.getByLabel("Language").selectOption("de");
  await dialog.getByRole("button", { name: "Make the translation" }).click();
  await page.getByRole("heading", { name: `${name} (German)`, level: 1 }).waitFor();
  await expect(page.getByText("Deutsch translation of")).toBeVisible();

  // Each field opened in turn: its words to write, the English beside them.
  const toggles = page.getByRole("list", { name: "Fields" }).locator("button[aria-expanded]");
  for (let index = 0; index < (await toggles.count()); index++) {
    if ((await toggles.nth(index).getAttribute("aria-expanded")) === "false") await toggles.nth(index).click();
    if (index === 1) await expect(page.getByLabel("Label", { exact: true })).toHaveAccessibleDescription(/^Original \(English\) Work email/);
    await fillUnwritten(page.locator("main input:not([type]), main input[type=text], main textarea"), "[Write", "Auf Deutsch");
  }
  await checkedAtBothWidths(page, "form-translation", NOT_THE_PREVIEW);
  await page.setViewportSize({ width: 1280, height: 900 });
  await publishForm(page);
  await expect(page.getByRole("form", { name: `${name} (German)` }).getByRole("button", { name: "Auf Deutsch" })).toBeVisible();

  // The agency's file: the button's word changed in it comes back into the builder, as an edit of the live form.
  const agency = page.getByRole("region", { name: "Translation agency" });
  const [download] = await Promise.all([page.waitForEvent("download"), agency.getByRole("link", { name: "Download JSON" }).click()]);
  const exported = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as { resources: Record<string, Record<string, { target: string }>> };
  Object.values(exported.resources)[0]!["submitLabel"]!.target = "Jetzt anmelden";
  await agency.getByLabel("Translated file").setInputFiles({ name: download.suggestedFilename(), mimeType: "application/json", buffer: Buffer.from(JSON.stringify(exported)) });
  await agency.getByRole("button", { name: "Take the translation" }).click();
  await expect(agency.getByRole("status")).toHaveText("The translator's words are in, saved as an edit and up to date with the original.");
  await expect(page.getByRole("form", { name: `${name} (German)` }).getByRole("button", { name: "Jetzt anmelden" })).toBeVisible();
  await page.getByRole("link", { name: name, exact: true }).click();
  await expect(page.getByRole("region", { name: "Translations" }).getByRole("link", { name: `${name} (German)` })).toBeVisible();
});
