import { test } from "@playwright/test";
import { signedIn } from "./admin.ts";

test("shots", async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, `shots-${Date.now()}@vendor.example`, "editor", "Posts");
  await page.goto("/admin/forms");
  await page.getByRole("button", { name: "New form" }).click();
  await page.getByLabel("Name").fill("Benchmark download");
  await page.getByRole("button", { name: "Create form" }).click();
  await page.getByRole("heading", { name: "Benchmark download", level: 1 }).waitFor();
  await page.getByText("Add a field").click();
  await page.getByRole("button", { name: "Single choice", exact: true }).click();
  await page.getByLabel("Label", { exact: true }).fill("Company size");
  await page.getByRole("status").filter({ hasText: "All changes saved" }).waitFor();
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/studio-shots/builder-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/admin/forms");
  await page.getByRole("heading", { name: "Forms", level: 1 }).waitFor();
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.screenshot({ path: `/tmp/studio-shots/list-1280.png` });
});
