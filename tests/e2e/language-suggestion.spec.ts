/**
 * The language suggestion (ADR 054): a visitor whose browser prefers German, on an English page with
 * a published German translation, gets a note in German linking to it, named for screen readers and
 * dismissed from the keyboard; never a redirect, and nothing for a crawler. It sets the site's
 * locales, so it runs in the "pages" project, after the specs that read the site as it is.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { pages } from "#server/platform/db/schema.ts";
import { saveLocales } from "#server/platform/site-settings.ts";
import { DEFAULT_LOCALE_SETTINGS } from "#shared/i18n/locales.ts";
import { axeViolations } from "#tests/shared/axe.ts";
import { e2eDatabase } from "./admin.ts";
import { expectNoHorizontalScroll, VIEWPORTS } from "./support.ts";

const ORIGINAL = "/pricing";
const german = `/de/preise-${randomUUID().slice(0, 8)}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const db = await e2eDatabase();
  const [original] = await db.select().from(pages).where(eq(pages.path, ORIGINAL));
  // One German translation per original: a hook run twice replaces its own.
  await db.delete(pages).where(and(eq(pages.translationOf, original!.id), eq(pages.locale, "de")));
  await db
    .insert(pages)
    .values({ path: german, document: { ...original!.document, path: german, title: "Preise" }, status: "published", publishAt: new Date(), locale: "de", translationOf: original!.id });
  await saveLocales(db, { default: "en-US", others: ["de"], missing: "default-page" }, { actor: "e2e" });
});

test.afterAll(async () => {
  const db = await e2eDatabase();
  // A language leaves only once its translations are gone.
  await db.delete(pages).where(eq(pages.path, german));
  await saveLocales(db, DEFAULT_LOCALE_SETTINGS, { actor: "e2e" });
});

test.describe("in a German browser", () => {
  test.use({ locale: "de-DE" });

  for (const [name, viewport] of [
    ["phone", VIEWPORTS.phone],
    ["desktop", VIEWPORTS.desktop],
  ] as const) {
    test(`suggests the German page in German, and goes with Escape (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await expect.poll(async () => (await page.request.get(german)).status()).toBe(200);
      await page.goto(ORIGINAL);
      const note = page.getByRole("complementary", { name: "Sprachvorschlag" });
      await expect(note).toBeVisible();
      await expect(page).toHaveURL(ORIGINAL);
      await expect(note.getByRole("link", { name: "Diese Seite gibt es auch auf Deutsch." })).toHaveAttribute("href", german);
      await expect(note.getByRole("button", { name: "Schließen" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await note.getByRole("link").focus();
      await page.keyboard.press("Escape");
      await expect(note).toBeHidden();
      // Dismissed, it stays gone on the next page.
      await page.reload();
      await expect(page.locator("footer")).toBeVisible();
      await expect(page.getByRole("complementary", { name: "Sprachvorschlag" })).toHaveCount(0);
    });
  }

  test("suggests nothing to a crawler", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    const page = await context.newPage();
    await expect.poll(async () => (await page.request.get(german)).status()).toBe(200);
    await page.goto(ORIGINAL);
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.locator("template[data-language-suggestions]")).toHaveCount(1);
    await expect(page.getByRole("complementary", { name: "Sprachvorschlag" })).toHaveCount(0);
    await context.close();
  });
});
