/** Steps in the studio's screens that more than one end-to-end test takes, as a marketer takes them. */
import { expect, type Locator, type Page } from "@playwright/test";

/** In the form builder: a field of `kind` at the end of the form, opened to its settings. */
export async function addFormField(page: Page, kind: string) {
  await page.getByText("Add a field").click();
  await page.getByRole("button", { name: kind, exact: true }).click();
}

/** In the page editor: a Form section after the open one, showing the live form named `form`. */
export async function addFormSection(page: Page, form: string, version = 1) {
  await addSectionWithoutForm(page);
  await chooseSectionForm(page, form, version);
}

/** In the page editor: a Form section after the open one (opened, as a new section is), no form chosen yet. */
export async function addSectionWithoutForm(page: Page) {
  await page.getByRole("button", { name: "Add section" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Form\b/ })
    .click();
}

/** In the page editor: the live form named `form` in the Form section just added (open). */
export async function chooseSectionForm(page: Page, form: string, version = 1) {
  await page.getByLabel("Form", { exact: true }).selectOption({ label: `${form} (Version ${version})` });
}

/** In the post editor: the category `name`, chosen when the blog has it, else added as a new one. */
export async function chooseCategory(page: Page, name: string) {
  const category = page.getByLabel("Category", { exact: true });
  if ((await category.locator("option").allTextContents()).includes(name)) return void (await category.selectOption(name));
  await category.selectOption({ label: "New category…" });
  await page.getByLabel("New category", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add category" }).click();
}

/** In the post editor, once the post is saved: Publish now; the address it is live at. */
export async function publishNow(page: Page): Promise<string> {
  await expect(page.locator("[data-save-state]")).toHaveAttribute("data-save-state", "saved", { timeout: 10_000 });
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();
  return (await page.getByRole("link", { name: "View on the site" }).getAttribute("href"))!;
}

/** Fills each of `fields` whose value is `unwritten` (read in one go) with `words`. */
export async function fillUnwritten(fields: Locator, unwritten: "" | "[Write", words: string) {
  const at = await fields.evaluateAll(
    (inputs, start) => (inputs as HTMLInputElement[]).flatMap((input, index) => ((start ? input.value.startsWith(start) : input.value === "") ? [index] : [])),
    unwritten,
  );
  for (const index of at) await fields.nth(index).fill(words);
}

/** The fields that hold a figure rather than words: a stat's value, a product mock's total and status. */
const FIGURE_FIELD = /^(Value|Status)$/;

/** Opens each section of the page being edited in turn and writes what the template left to write (a figure where one goes), and the page's own fields. */
export async function writeEveryPlaceholder(page: Page, words: string) {
  const toggles = page.getByRole("list", { name: "Sections" }).locator("button[aria-expanded]");
  const fields = page.locator("main input[type=text], main textarea");
  for (let index = 0; index < (await toggles.count()); index++) {
    if ((await toggles.nth(index).getAttribute("aria-expanded")) === "false") await toggles.nth(index).click();
    // Which fields still say "[Write …]", read in one go: a round trip per field and section was most of a translation test's time.
    const unwritten = await fields.evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).flatMap((input, at) => (input.value.startsWith("[Write") ? [{ at, label: input.labels?.[0]?.textContent?.trim() ?? "" }] : [])),
    );
    for (const { at, label } of unwritten) await fields.nth(at).fill(FIGURE_FIELD.test(label) ? `${index + 1}x` : `${words} ${index + 1}`);
  }
}
