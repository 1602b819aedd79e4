/**
 * The media library's files as an editor meets them: a PDF uploaded for a form to give, listed
 * with its name, size and when it came, anything else refused in words, and deleted only after a
 * confirmation; on a phone and a desktop, with no axe violation.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { signedIn } from "./admin.ts";
import { expectNoHorizontalScroll, trackConsoleErrors, VIEWPORTS } from "./support.ts";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

test("an editor uploads a PDF to the media library, sees it listed, and deletes it after confirming", async ({ page }, testInfo) => {
  const errors = trackConsoleErrors(page);
  const title = `The 2025 AI marketing benchmark ${Date.now()}`;
  await signedIn(page, `files-${Date.now()}@vendor.example`, "editor", "Posts");
  await page.goto("/admin/media");
  // Images first, which most visits are for; then the files forms give.
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Upload an image", "Files"]);
  const files = page.getByRole("region", { name: "Files" });
  const upload = async (name: string, buffer: Buffer) => {
    await files.getByLabel("PDF file").setInputFiles({ name, mimeType: "application/pdf", buffer });
    await files.getByRole("button", { name: "Upload file" }).click();
  };

  await files.getByLabel("Title", { exact: true }).fill(title);
  await upload("Benchmark 2025.pdf", PDF);
  await expect(files.getByText("Uploaded Benchmark 2025.pdf.")).toBeVisible();
  const item = files.getByRole("list", { name: "Files in the library" }).getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("Benchmark 2025.pdf · 1 KB");
  await expect(item.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);

  // The bytes decide: a web page named .pdf is refused in words, beside the upload.
  await upload("notes.pdf", Buffer.from("<html><script>alert(1)</script></html>"));
  await expect(files.getByRole("alert")).toContainText('"notes.pdf" is not a PDF');

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page), `/admin/media at ${viewport.width}`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`media-files-${viewport.width}.png`), fullPage: true });
  }

  // Deleting asks first; keeping it changes nothing.
  await item.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${title}?` });
  await expect(dialog).toContainText("Links already sent for it stop working.");
  await dialog.getByRole("button", { name: "Keep it as it is" }).click();
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: `Delete ${title}` }).click();
  await dialog.getByRole("button", { name: "Delete file" }).click();
  await expect(files.getByText(`Deleted ${title}.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  // The browser reports the refused upload's answer; nothing else went wrong.
  expect(errors).toEqual(["Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)"]);
});
