import { describe, expect, it } from "vitest";
import { themedFile, themeFromCookie, withTheme } from "./theme.ts";
import type { StaticFile } from "./static-site.ts";

describe("the theme cookie on the server", () => {
  it("reads the choice among other cookies", () => {
    expect(themeFromCookie("theme=dark")).toBe("dark");
    expect(themeFromCookie("a=1; theme=light; b=2")).toBe("light");
    expect(themeFromCookie("a=1;theme=dark")).toBe("dark");
  });

  it("ignores anything but the two words the buttons write", () => {
    for (const header of [undefined, "", "theme=", "theme=auto", "theme=DARK", 'theme="dark"', 'theme=dark"><script>alert(1)</script>', "notheme=dark", "xtheme=dark", "theme=dark%22"]) {
      expect(themeFromCookie(header), header).toBeUndefined();
    }
  });

  it("puts the choice on the root element and leaves the rest of the page as it was", () => {
    const page = Buffer.from('<!DOCTYPE html><html lang="en-US"><head></head><body><p>html</p></body></html>');
    expect(withTheme(page, "dark").toString()).toBe('<!DOCTYPE html><html data-theme="dark" lang="en-US"><head></head><body><p>html</p></body></html>');
  });

  it("themes pages only, once per page and theme, each form with its own validator", () => {
    const page: StaticFile = { body: Buffer.from("<html><p>x</p></html>"), contentType: "text/html; charset=utf-8", etag: '"abc"', cacheControl: "x" };
    const script: StaticFile = { body: Buffer.from("x"), contentType: "text/javascript; charset=utf-8", etag: '"def"', cacheControl: "x" };
    expect(themedFile(page, undefined)).toBe(page);
    expect(themedFile(script, "dark")).toBe(script);
    const dark = themedFile(page, "dark");
    expect(dark.etag).toBe('"abc-dark"');
    expect(themedFile(page, "dark")).toBe(dark);
    expect(themedFile(page, "light").etag).toBe('"abc-light"');
  });
});
