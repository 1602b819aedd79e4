/**
 * The admin app's style sheet generates the utilities of the folders it names (app/admin/admin.css),
 * folder by folder: a folder of components it does not name is drawn without its own classes.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ADMIN_AREAS = ["app/admin", "app/studio", "app/sales"];

function foldersWithMarkup(dir: string): string[] {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && entry.name.endsWith(".tsx")) ? [dir] : [];
  return [...here, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => foldersWithMarkup(path.join(dir, entry.name)))];
}

describe("the admin app's style sheet", () => {
  it("scans every folder of the admin app that holds markup", () => {
    const sheet = fs.readFileSync("app/admin/admin.css", "utf8");
    const scanned = [...sheet.matchAll(/@source "([^"]+)\/\*\.\{?[a-z,]+\}?";/g)].map((match) => path.normalize(path.join("app/admin", match[1]!)));
    const missing = ADMIN_AREAS.flatMap((area) => foldersWithMarkup(area)).filter((folder) => !scanned.includes(path.normalize(folder)));
    expect(missing, "add an @source line for each to app/admin/admin.css").toEqual([]);
  });
});
