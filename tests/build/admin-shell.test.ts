/**
 * The admin app in the build (ADR 013): none of its pages among the public files, the SPA shell
 * beside them holding no data and no public chrome, and none of the admin app in the sitemap.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isAdminPath } from "#shared/site-paths.ts";
import { builtPages, CLIENT_DIR, SITE_DIR } from "#scripts/lib/built-site.ts";
import { adminShellFile } from "#server/site/static-site.ts";

describe("the admin app in the build", () => {
  it("has no page among the public files and none in the sitemap", () => {
    expect(builtPages().filter((page) => isAdminPath(page.route))).toEqual([]);
    expect(fs.existsSync(path.join(CLIENT_DIR, "admin"))).toBe(false);
    expect(fs.existsSync(path.join(CLIENT_DIR, "__spa-fallback.html"))).toBe(false);
    expect(fs.readFileSync(path.join(SITE_DIR, "sitemap.xml"), "utf8")).not.toContain("/admin");
  });

  it("boots from a shell outside the public files that carries scripts and nothing else", () => {
    const shell = fs.readFileSync(adminShellFile(CLIENT_DIR), "utf8");
    expect(shell).toContain('"isSpaMode":true');
    expect(shell).toContain('type="module"');
    // No public chrome, no page's copy, no data: the admin app renders in the browser from the API.
    expect(shell).not.toMatch(/<header|<footer|<h1/);
    expect(shell).toContain(String.raw`\"loaderData\",{}`);
  });

  it("keeps the admin app's styles out of every public page", () => {
    // The stylesheet is named after the one module that imports it (routes/admin-frame.tsx).
    const adminCss = fs.readdirSync(path.join(CLIENT_DIR, "assets")).filter((name) => /^admin-frame-.*\.css$/.test(name));
    expect(adminCss).toHaveLength(1);
    for (const page of builtPages()) expect(page.html, page.route).not.toContain(adminCss[0]);
  });
});
