import { describe, expect, it } from "vitest";
import { ImportRefused, planRedirectImport } from "./redirect-import.ts";

const none = new Map<string, string | null>();

describe("a CSV of redirects", () => {
  it("plans each row, with a header, quotes, a BOM and 301 or 302", () => {
    const plan = planRedirectImport('\uFEFFfrom,to,status\r\n/old,/new\r\n"/spring-sale","https://shop.example/sale?x=1,2",302\n\n', new Map([["/old", "/elsewhere"]]));
    expect(plan.problems).toEqual([]);
    expect(plan.rows).toEqual([
      { line: 2, from: "/old", to: "/new", status: 301, action: "replace" },
      { line: 3, from: "/spring-sale", to: "https://shop.example/sale?x=1,2", status: 302, action: "create" },
    ]);
  });

  it("refuses loops, duplicates and invalid addresses row by row, in words", () => {
    const csv = ["/a,/b", "/b,/a", "/a,/c", "//evil.example/x,/d", "/e,javascript:alert(1)", "/admin/x,/f", "/g,/h,307", "/i,", "/j,/k,301,extra"].join("\n");
    const { problems } = planRedirectImport(csv, none);
    expect(problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(problems[0]!.message).toMatch(/loop: \/b → \/a → \/b/);
    expect(problems[1]!.message).toBe("/a is already redirected on line 1.");
    expect(problems[2]!.message).toMatch(/another site/);
    expect(problems[3]!.message).toMatch(/give the new address as a path/);
    expect(problems[4]!.message).toMatch(/the server's own/);
    expect(problems[5]!.message).toMatch(/“307” is not a redirect kind/);
    expect(problems[6]!.message).toMatch(/no new address/);
    expect(problems[7]!.message).toMatch(/Too many columns/);
  });

  it("closes no loop with the redirects already stored", () => {
    const { problems } = planRedirectImport("/new,/old", new Map([["/old", "/new"]]));
    expect(problems[0]!.message).toMatch(/loop/);
  });

  it("refuses a hostile or unreadable file as a whole", () => {
    expect(() => planRedirectImport("/a,/b\u0000\n", none)).toThrow(ImportRefused);
    expect(() => planRedirectImport('"/a,/b\n', none)).toThrow(/never closed/);
    expect(() => planRedirectImport("x".repeat(1_000_001), none)).toThrow(/larger than 1 MB/);
    expect(() => planRedirectImport(Array.from({ length: 5_001 }, (_, i) => `/a${i},/b`).join("\n"), none)).toThrow(/at most 5,000/);
    expect(() => planRedirectImport("from,to\n", none)).toThrow(/no redirects/);
  });
});
