import { describe, expect, it } from "vitest";
import { FREE_MAIL_DOMAINS, isFreeMailAddress } from "./business-email.ts";

describe("the business email rule", () => {
  it("refuses the big free and consumer mail services, in any case, under any subdomain and country ending", () => {
    for (const email of [
      "jane@gmail.com",
      "Jane.Smith@GMail.COM",
      "jane@googlemail.com",
      "jane@yahoo.com",
      "jane@yahoo.co.uk",
      "jane@mail.yahoo.co.jp",
      "jane@hotmail.fr",
      "jane@hotmail.com.br",
      "jane@outlook.com",
      "jane@live.com",
      "jane@icloud.com",
      "jane@proton.me",
      "jane@protonmail.ch",
      "jane@gmx.de",
      "jane@gmx.net",
      "jane@web.de",
      "jane@yandex.ru",
      "jane@yandex.com.tr",
      "jane@mail.ru",
      "jane@qq.com",
      "jane@163.com",
      "jane@tutanota.de",
      "jane@fastmail.fm",
      "jane@hey.com",
      "jane@aol.com",
      "jane@gmail.com.",
      " jane@gmail.com ",
    ]) {
      expect(isFreeMailAddress(email), email).toBe(true);
    }
  });

  it("takes a company's address, even one whose name starts or ends like a free service", () => {
    for (const email of [
      "jane@acme.com",
      "jane@vendor.example",
      "jane@gmail-partners.com",
      "jane@mygmail.com",
      "jane@live.acme.com",
      "jane@outlook.acme.io",
      "jane@yahoo-inc.example",
      "jane@webde.com",
      "jane@mail.acme.com",
      "not an address",
      "",
    ]) {
      expect(isFreeMailAddress(email), email).toBe(false);
    }
  });

  it("names a reasoned list, each entry once", () => {
    expect(FREE_MAIL_DOMAINS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(FREE_MAIL_DOMAINS).size).toBe(FREE_MAIL_DOMAINS.length);
    for (const entry of FREE_MAIL_DOMAINS) expect(entry).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*(\.\*)?$/);
  });
});
