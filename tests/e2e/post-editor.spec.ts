/**
 * The post editor by keyboard (issue 73): the formatting toolbar is one Tab stop with the arrows
 * between its buttons, Ctrl+K with nothing selected asks for the words to show, and a table's rows
 * and columns are added and removed from the table's own toolbar. A draft is all it writes.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { signedIn } from "./admin.ts";

async function newPost(page: Page) {
  await signedIn(page, `writer-${randomUUID()}@vendor.example`, "writer", "Posts");
  await page.getByRole("link", { name: "New post" }).click();
  await page.getByLabel("Title", { exact: true }).fill(`Keyboard notes ${randomUUID()}`);
  const text = page.getByRole("textbox", { name: "Text" });
  await text.click();
  return text;
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");

test("the formatting toolbar is one Tab stop: arrows, Home and End move in it, and it shows what is on", async ({ page }) => {
  const text = await newPost(page);
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Bold words");
  await expect(toolbar.getByRole("button", { name: "Bold (Ctrl+B)" })).toHaveAttribute("aria-pressed", "true");
  await expect(toolbar.getByRole("button", { name: "Italic (Ctrl+I)" })).toHaveAttribute("aria-pressed", "false");

  // Back from the text: the toolbar's first button, the only one Tab reaches.
  await page.keyboard.press("Shift+Tab");
  expect(await focusedName(page)).toBe("Section heading");
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("ArrowRight");
  expect(await focusedName(page)).toBe("Bold (Ctrl+B)");
  await page.keyboard.press("End");
  expect(await focusedName(page)).toBe("Divider");
  await page.keyboard.press("ArrowRight");
  expect(await focusedName(page)).toBe("Section heading");
  await page.keyboard.press("ArrowLeft");
  expect(await focusedName(page)).toBe("Divider");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  expect(await focusedName(page)).toBe("Italic (Ctrl+I)");
  // Tab leaves the toolbar for the text in one step, and Shift+Tab comes back to the button last used.
  await page.keyboard.press("Tab");
  await expect(text).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  expect(await focusedName(page)).toBe("Italic (Ctrl+I)");
  // Space presses it: the next words are italic too.
  await page.keyboard.press("Space");
  await expect(text).toBeFocused();
  await expect(toolbar.getByRole("button", { name: "Italic (Ctrl+I)" })).toHaveAttribute("aria-pressed", "true");
});

test("Ctrl+K with nothing selected asks for the words and the address; typing goes on after the link", async ({ page }) => {
  const text = await newPost(page);
  await page.keyboard.type("See ");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Add a link" });
  await expect(dialog.getByLabel("Text to show")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.type("our plans");
  await dialog.getByLabel("Where it leads").fill("/pricing");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(text).toBeFocused();
  await page.keyboard.type(" today.");
  await expect(text.getByRole("link")).toHaveText("our plans");
  await expect(text.getByRole("link")).toHaveAttribute("href", "/pricing");
  await expect(text).toContainText("See our plans today.");
});

test("a table's rows and columns are added and removed from its toolbar, by keyboard", async ({ page }) => {
  const text = await newPost(page);
  await page.keyboard.type("Plans compared:");
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Table", exact: true }).click();
  const table = page.getByRole("toolbar", { name: "Table" });
  await expect(table).toBeVisible();
  await expect(text.locator("tr")).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
  // In the table's first cell, Shift+Tab reaches the table's toolbar (its one Tab stop).
  await page.keyboard.type("Plan");
  await page.keyboard.press("Shift+Tab");
  expect(await focusedName(page)).toBe("Add row above");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(text.locator("tr")).toHaveCount(4);
  await expect(text).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  expect(await focusedName(page)).toBe("Add row below");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  expect(await focusedName(page)).toBe("Add column right");
  await page.keyboard.press("Enter");
  await expect(text.locator("tr").first().locator("th")).toHaveCount(4);
  // The focus goes back to the text after the change: a Shift+Tab before that starts from the toolbar (seen under load).
  await expect(text).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  expect(await focusedName(page)).toBe("Remove column");
  await page.keyboard.press("Enter");
  await expect(text.locator("tr").first().locator("th")).toHaveCount(3);
  await expect(text).toBeFocused();
  // The header row removed: the next row becomes the header (a Markdown table has one), not an empty one.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("ArrowLeft");
  expect(await focusedName(page)).toBe("Remove row");
  await page.keyboard.press("Enter");
  await expect(text.locator("tr")).toHaveCount(3);
  await expect(text.locator("tr").first().locator("th")).toHaveCount(3);
  await expect(text.locator("th").first()).toHaveText("");
  await expect(text).toBeFocused();
  // Out of the table, its toolbar goes.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await expect(text.locator("table")).toHaveCount(0);
  await expect(table).toBeHidden();
});
