import { describe, expect, it } from "vitest";
import { SITE_URL } from "#shared/site-url.ts";
import { redirectProblems, REDIRECT_MAX_LENGTH, servedLocation, storedFrom } from "./redirect-rules.ts";

const none = new Map<string, string | null>();

describe("what a redirect may say", () => {
  it("accepts an old path sent to a path, to a full URL elsewhere, or marked gone", () => {
    expect(redirectProblems("/old-pricing", "/pricing", none)).toEqual({});
    expect(redirectProblems("/old-pricing/", "https://shop.example.org/plans?from=site", none)).toEqual({});
    expect(redirectProblems("/retired", null, none)).toEqual({});
    expect(redirectProblems("/administrator-guide", "/docs", none)).toEqual({});
  });

  it("refuses a path a browser would follow to another site, on either side", () => {
    for (const offSite of ["//evil.example/x", "/\\evil.example/x", "\\\\evil.example/x"]) {
      expect(redirectProblems(offSite, "/pricing", none)).toEqual({ from: "Start it with one slash: a browser reads “//…” and “/\\…” as another site." });
      expect(redirectProblems("/go", offSite, none)).toEqual({
        to: "Start a path with one slash: a browser reads “//…” and “/\\…” as another site. For another site, give its full URL (https://…).",
      });
    }
    expect(redirectProblems("/go", "/a\\b", none).to).toMatch(/give the new address as a path/);
    expect(redirectProblems("/go", "javascript:alert(1)", none).to).toMatch(/give the new address as a path \(\/new-page\) or a full URL/);
    expect(redirectProblems("/go", "https://", none).to).toMatch(/give the new address as a path/);
    // Encoded, as a server or proxy on the way may decode it: the one link rule (shared/links.ts) says so.
    expect(redirectProblems("/go", "/%5Cevil.example", none).to).toMatch(/^Start a path of this site with one slash and no backslash/);
  });

  it("keeps an encoded old address as the server looks it up, decoded, and judges it decoded", () => {
    expect(storedFrom("/caf%C3%A9/")).toBe("/café");
    expect(redirectProblems("/caf%C3%A9", "/menu", none)).toEqual({});
    expect(redirectProblems("/%61dmin/users", "/pricing", none).from).toBe("Addresses under /admin are the server's own; choose another.");
    expect(redirectProblems("/100%", "/pricing", none).from).toMatch(/has a % that does not start an encoded character/);
    expect(redirectProblems("/caf%C3%A9", "/café", none).to).toMatch(/an address cannot lead to itself/);
  });

  it("refuses addresses the server answers itself", () => {
    for (const [from, prefix] of [
      ["/admin", "/admin"],
      ["/admin/posts", "/admin"],
      ["/api/submit-contact", "/api"],
      ["/.well-known/security.txt", "/.well-known"],
      ["/healthz", "/healthz"],
    ]) {
      expect(redirectProblems(from!, "/pricing", none)).toEqual({ from: `Addresses under ${prefix} are the server's own; choose another.` });
    }
    expect(redirectProblems("/", "/pricing", none)).toEqual({ from: "The home page cannot be redirected." });
  });

  it("refuses an address longer than 2,000 characters, on either side", () => {
    const long = `/${"x".repeat(5000)}`;
    expect(redirectProblems(long, "/pricing", none)).toEqual({ from: "Keep it to 2,000 characters or fewer." });
    expect(redirectProblems("/go", long, none)).toEqual({ to: "Keep it to 2,000 characters or fewer." });
    expect(redirectProblems(`/${"x".repeat(REDIRECT_MAX_LENGTH - 1)}`, "/pricing", none)).toEqual({});
  });

  it("refuses a redirect that comes back to where it starts, naming the addresses on the way", () => {
    expect(redirectProblems("/x", "/x", none)).toEqual({ to: "An address cannot lead to itself." });
    // The server drops the trailing slash before it looks the redirect up: /x/ is /x.
    expect(redirectProblems("/x", "/x/", none)).toEqual({ to: "“/x/” is the same page as “/x”: an address cannot lead to itself." });
    expect(redirectProblems("/x", `${SITE_URL}/x`, none).to).toMatch(/an address cannot lead to itself/);
    expect(redirectProblems("/a", "/b", new Map([["/b", "/a"]]))).toEqual({ to: "This would send visitors round in a loop: /a → /b → /a. Change or remove one of those redirects first." });
    const chain = new Map([
      ["/b", "/c"],
      ["/c", `${SITE_URL}/d/`],
      ["/d", "/a/"],
    ]);
    expect(redirectProblems("/a", "/b", chain).to).toBe(`This would send visitors round in a loop: /a → /b → /c → ${SITE_URL}/d/ → /a/. Change or remove one of those redirects first.`);
  });

  it("accepts a chain that ends somewhere, a change of an existing redirect, and one into a loop it does not close", () => {
    expect(redirectProblems("/a", "/b", new Map([["/b", "/c"]]))).toEqual({});
    expect(redirectProblems("/a", "/b", new Map([["/b", "https://elsewhere.example/a"]]))).toEqual({});
    // /a → /b is being changed to /a → /c: the old row is not part of the new chain.
    expect(redirectProblems("/a", "/c", new Map([["/a", "/b"], ["/b", "/a"]]))).toEqual({});
    expect(redirectProblems("/a", "/b", new Map([["/b", "/c"], ["/c", "/b"]]))).toEqual({});
    expect(redirectProblems("/a", "/b", new Map([["/b", null]]))).toEqual({});
  });
});

describe("where the server sends a visitor for a stored redirect", () => {
  it("follows a path of this site and a full URL", () => {
    expect(servedLocation("/old", "/pricing")).toBe("/pricing");
    expect(servedLocation("/old", "https://shop.example.org/plans")).toBe("https://shop.example.org/plans");
  });

  it("never off the site through a row written around the rules, nor from the server's own addresses", () => {
    for (const to of ["//evil.example/x", "/\\evil.example/x", "/\t/evil.example/x", "\\\\evil.example", "javascript:alert(1)", "evil.example", "/a\r\nSet-Cookie: x=1", "/%5Cevil.example"]) {
      expect(servedLocation("/old", to)).toBeUndefined();
    }
    expect(servedLocation("/admin/x", "/pricing")).toBeUndefined();
    expect(servedLocation("/api/x", "/pricing")).toBeUndefined();
  });
});
