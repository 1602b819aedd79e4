import { describe, expect, it } from "vitest";
import { parseTheme, themeCookie, themeToStore } from "./theme.ts";

describe("the visitor's theme choice", () => {
  it("accepts only the two themes", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
    for (const value of [null, "", "DARK", "auto", "dark ", '"dark"']) expect(parseTheme(value)).toBeUndefined();
  });

  it("stores a choice only where it differs from the system, so choosing the system's theme follows the system again", () => {
    expect(themeToStore("dark", false)).toBe("dark");
    expect(themeToStore("light", true)).toBe("light");
    expect(themeToStore("dark", true)).toBeUndefined();
    expect(themeToStore("light", false)).toBeUndefined();
  });

  it("keeps a choice for a year on every path, and forgets it at once", () => {
    expect(themeCookie("dark")).toBe("theme=dark;path=/;max-age=31536000;samesite=lax");
    expect(themeCookie(undefined)).toBe("theme=;path=/;max-age=0;samesite=lax");
  });
});
