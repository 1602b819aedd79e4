import { describe, expect, it } from "vitest";
import { loggedNotFoundPath, NOT_FOUND_PATH_MAX } from "./not-found-log.ts";

describe("which 404s the studio's log keeps", () => {
  it("keeps an old or mistyped address of the site", () => {
    expect(loggedNotFoundPath("/old-pricing")).toBe("/old-pricing");
    expect(loggedNotFoundPath("/blog/ai-for-sales-2023")).toBe("/blog/ai-for-sales-2023");
    expect(loggedNotFoundPath("/café")).toBe("/café");
  });

  it("drops what scanners ask every site for", () => {
    for (const path of ["/wp-admin", "/wp-login.php", "/xmlrpc.php", "/.env", "/.git/config", "/admin.php", "/cgi-bin/test", "/phpmyadmin/", "/backup.sql", "/config.yml", "/x/.aws/credentials"]) {
      expect(loggedNotFoundPath(path), path).toBeUndefined();
    }
  });

  it("drops what may identify a person: an email or a long token in the address", () => {
    expect(loggedNotFoundPath("/unsubscribe/jane@example.com")).toBeUndefined();
    expect(loggedNotFoundPath("/reset/3q2+7w9ZbLkq0-AbCdEfGhIjKlMnOpQrStUvWxYz")).toBeUndefined();
  });

  it("drops the server's own addresses, data requests and overlong paths", () => {
    expect(loggedNotFoundPath("/admin/nothing")).toBeUndefined();
    expect(loggedNotFoundPath("/api/nothing")).toBeUndefined();
    expect(loggedNotFoundPath("/pricing.data")).toBeUndefined();
    expect(loggedNotFoundPath(`/${"a".repeat(NOT_FOUND_PATH_MAX)}`)).toBeUndefined();
    expect(loggedNotFoundPath("/a\u0000b")).toBeUndefined();
  });
});
