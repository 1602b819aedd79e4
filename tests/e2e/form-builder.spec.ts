/**
 * The form builder as a marketer uses it (ADR 049): a new form starts with a name, a work email and
 * consent; the marketer adds a company-size choice, a job title and a hidden utm_campaign, moves a
 * field with the keyboard, removes one after the question, sees the preview follow and a problem in
 * words beside its field, and publishes version 1, which the page editor's form picker then offers:
 * a new landing page's Form section shows it in the page's preview.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { signedIn } from "./admin.ts";
import { addFormField, addSectionWithoutForm, chooseSectionForm } from "./studio.ts";
import { expectNoHorizontalScroll, expectNothingScrollsSideways } from "./support.ts";

test("a marketer builds a benchmark download form and publishes it", async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Download the 2025 AI marketing benchmark ${Date.now()}`;
  await signedIn(page, `forms-${Date.now()}@vendor.example`, "editor", "Posts");
  await page.getByRole("link", { name: "Forms", exact: true }).click();
  await page.getByRole("heading", { name: "Forms", level: 1 }).waitFor();
  await page.getByRole("button", { name: "New form" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create form" }).click();
  await page.getByRole("heading", { name, level: 1 }).waitFor();

  const fields = page.getByRole("list", { name: "Fields" });
  const preview = page.getByRole("form", { name });
  await expect(fields.locator(":scope > li")).toHaveCount(3);
  await expect(preview.getByLabel("Work email")).toHaveAttribute("type", "email");

  // A company-size choice: its key and its choices' values follow their labels.
  const addField = (kind: string) => addFormField(page, kind);
  await addField("Single choice");
  await page.getByLabel("Label", { exact: true }).fill("Company size");
  await expect(page.getByLabel("Key (its column in exports)")).toHaveValue("company_size");
  for (const [index, label] of ["1–49", "50–999"].entries()) await page.getByLabel(`Choice ${index + 1} label`).fill(label);
  await page.getByRole("button", { name: "Add a choice" }).click();
  await page.getByLabel("Choice 3 label").fill("1,000+");
  await expect(page.getByLabel("Choice 3 value")).toHaveValue("1000-plus");
  // On a phone a choice's label takes the list's whole width, its buttons beside the value under it.
  await page.setViewportSize({ width: 375, height: 900 });
  const choiceList = await page.getByRole("group", { name: "Choices" }).boundingBox();
  expect((await page.getByLabel("Choice 1 label").boundingBox())!.width).toBeGreaterThanOrEqual(choiceList!.width - 1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("Required").check();
  await expect(preview.getByLabel("Company size")).toContainText("1,000+");

  await addField("Short text");
  await page.getByLabel("Label", { exact: true }).fill("Job title");
  // A field emptied of its label says why beside it, and nothing is saved until it is fixed.
  await page.getByLabel("Label", { exact: true }).fill("");
  await expect(page.getByText("Write this; it cannot be empty.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Not saved: fix what is marked in red" })).toBeVisible();
  await page.getByLabel("Label", { exact: true }).fill("Job title");
  await expect(preview.getByLabel("Job title")).toBeVisible();

  await addField("Hidden");
  await expect(page.getByLabel("Parameter")).toHaveValue("utm_campaign");
  await expect(page.getByText("Hidden: UTM campaign (utm_campaign)")).toBeVisible();

  // Moved with the keyboard: the job title goes above the company size.
  await page.getByRole("button", { name: "Move Job title up" }).focus();
  await page.keyboard.press("Enter");
  // A field added by mistake is removed after the question.
  await addField("Phone");
  await page.getByRole("button", { name: "Remove Phone" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Keep it" }).click();
  await expect(fields.locator(":scope > li")).toHaveCount(7);
  await page.getByRole("button", { name: "Remove Phone" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove field" }).click();
  const names = fields.locator(":scope > li button[aria-expanded] .font-semibold");
  await expect(names).toHaveText(["Name", "Work email", /^I agree/, "Job title", "Company size", "UTM campaign"]);

  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `builder at ${width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
  }

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Live: version 1")).toBeVisible();
  // The builder's and the list's addresses open as they are, from a bookmark or a reload.
  await page.reload();
  await expect(page.getByText("Live: version 1")).toBeVisible();
  // Once live, a choice's value stays whatever its label says: leads and routing rules name it.
  await fields.locator("button[aria-expanded]", { hasText: "Company size" }).click();
  await page.getByLabel("Choice 3 label").fill("1,000 or more");
  await expect(page.getByLabel("Choice 3 value")).toHaveValue("1000-plus");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  const live = (await (await page.request.get("/admin/api/forms?status=published")).json()) as { forms: Array<{ name: string; version: number }> };
  expect(live.forms.find((form) => form.name === name)).toMatchObject({ version: 1 });
  await page.getByRole("link", { name: "All forms" }).click();
  await page.getByRole("heading", { name: "Forms", level: 1 }).waitFor();
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Version 1");
  expect(await axeViolations(page), "forms list").toEqual([]);
  // On a phone each form's row stacks, its cells named, and still reads as a table's row.
  await page.setViewportSize({ width: 375, height: 900 });
  await expectNothingScrollsSideways(page);
  await expect(page.getByRole("row", { name: new RegExp(name) }).getByText("Live version", { exact: true })).toBeVisible();
  expect(await axeViolations(page), "forms list at 375").toEqual([]);

  // A landing page's Form section offers the live form by name and version; the page's preview draws it.
  await page.getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByRole("heading", { name: "Pages", level: 1 }).waitFor();
  await expectNothingScrollsSideways(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "New page" }).click();
  await page.getByText("Blank page", { exact: true }).click();
  await page.getByLabel("Title", { exact: true }).fill(`Benchmark ${Date.now()}`);
  await page.getByRole("button", { name: "Create page" }).click();
  // Until a form is chosen the preview says what to do (the studio's only: a visitor's page never shows it).
  await addSectionWithoutForm(page);
  const pagePreview = page.frameLocator("iframe[title^='The page as it will look']");
  await expect(pagePreview.getByText("Choose a form for this section")).toBeVisible({ timeout: 5_000 });
  await chooseSectionForm(page, name);
  await expect(pagePreview.getByLabel("Company size")).toBeVisible({ timeout: 5_000 });
  await expect(pagePreview.getByText("Choose a form for this section")).toHaveCount(0);
});
