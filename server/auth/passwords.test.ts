import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "./common-passwords.ts";
import { HashingBusy, hashPassword, MAX_WAITING, passwordProblem, verifyNothing } from "./passwords.ts";

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

describe("password hashing under a burst", () => {
  it("refuses a check past the queue at once, and is whole again once the burst has passed", async () => {
    const burst = Array.from({ length: 2 + MAX_WAITING }, () => hashPassword("a burst of new passwords"));
    // The first check of an unknown account arrives in the burst: refused, not queued.
    await expect(verifyNothing("a guess at an unknown account")).rejects.toBeInstanceOf(HashingBusy);
    await Promise.allSettled(burst);
    await expect(verifyNothing("a guess at an unknown account")).resolves.toBe(false);
  }, 30_000);
});
