import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "./common-passwords.ts";
import { passwordProblem } from "./passwords.ts";

describe("passwordProblem", () => {
  it("accepts a long passphrase of the person's own", () => {
    expect(passwordProblem("correct horse battery staple", "ada@vendor.example")).toBeUndefined();
  });

  it("refuses a password from the lists of leaked ones, whatever its case, with a sentence that says so", () => {
    expect(passwordProblem("Password1234", "ada@vendor.example")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem("QWERTYUIOP123", "ada@vendor.example")).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it("refuses the short, the email and the repetitive first", () => {
    expect(passwordProblem("short", "ada@vendor.example")).toBe("Use at least 12 characters.");
    expect(passwordProblem("my name is ada.lovelace!", "ada.lovelace@vendor.example")).toBe("Don't use your email address in your password.");
    expect(passwordProblem("aaaaaaaaaaaaaaa", "ada@vendor.example")).toBe("Use more than a few different characters.");
  });
});
