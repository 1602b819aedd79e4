import { describe, expect, it } from "vitest";
import { parseTheme, themeToStore } from "./theme.ts";

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
});
