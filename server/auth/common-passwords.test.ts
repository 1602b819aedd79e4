import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { commonPasswordKey, commonPasswords, isCommonPassword } from "./common-passwords.ts";
import { PASSWORD_MIN_LENGTH } from "./passwords.ts";

describe("the list of leaked passwords", () => {
  it("refuses well-known leaked passwords that are long enough for the policy, whatever their case", () => {
    for (const password of ["qwertyuiop123", "Password1234", "1Q2W3E4R5T6Y", "iloveyou1234", "QwErTy123456", "1qaz2wsx3edc", "PasswordPassword"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("refuses full-width and other compatibility forms of a listed password", () => {
    expect(isCommonPassword("ｐａｓｓｗｏｒｄ１２３４")).toBe(true);
  });

  it("accepts a strong passphrase and random passwords", () => {
    expect(isCommonPassword("violet anchor quarry plinth 47")).toBe(false);
    for (let i = 0; i < 20; i++) expect(isCommonPassword(randomBytes(18).toString("base64url"))).toBe(false);
  });

  it("compares the password as typed: spaces around it are part of it", () => {
    expect(isCommonPassword(" password1234")).toBe(false);
    expect(isCommonPassword("password1234 ")).toBe(false);
  });

  it("holds at least the 3,000 ASVS asks for, each long enough that the length rule alone would accept it", () => {
    const list = commonPasswords();
    const tooShort = list.filter((password) => [...password].length < PASSWORD_MIN_LENGTH);
    expect(tooShort).toEqual([]);
    expect(new Set(list).size).toBeGreaterThanOrEqual(3000);
  });

  it("finds every entry, each stored in the form it is compared in", () => {
    const list = commonPasswords();
    expect(list.filter((password) => commonPasswordKey(password) !== password)).toEqual([]);
    expect(list.filter((password) => !isCommonPassword(password.toUpperCase()))).toEqual([]);
  });
});
