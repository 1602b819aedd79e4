import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { isStaffPath, PUBLIC_STAFF_PAGES, STAFF_PAGES, staffPageOf } from "./site-paths.ts";

interface Entry {
  path?: string;
  file: string;
  index?: boolean;
  children?: Entry[];
}

/** Every page path the router knows under the staff frame (routes/staff.tsx), parameters as ":name". */
function staffRoutePaths(entries: readonly Entry[], inStaff = false, prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const staff = inStaff || entry.file === "routes/staff.tsx";
    const path = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
    const own = staff && (entry.index || (entry.path && !entry.children?.some((child) => child.index))) ? [path || "/"] : [];
    return [...own, ...staffRoutePaths(entry.children ?? [], staff, path)];
  });
}

describe("the inbox's pages", () => {
  it("are exactly the routes under the staff frame: a page added to routes.ts must be added to the server's list", () => {
    expect(new Set(staffRoutePaths(routes as Entry[]))).toEqual(new Set(STAFF_PAGES));
    for (const page of PUBLIC_STAFF_PAGES) expect(STAFF_PAGES).toContain(page);
  });

  it("match one path segment per parameter and nothing else", () => {
    expect(staffPageOf("/admin")).toBe("/admin");
    expect(staffPageOf("/admin/leads/abc-123")).toBe("/admin/leads/:id");
    expect(staffPageOf("/admin/leads/")).toBeUndefined();
    expect(staffPageOf("/admin/leads/a/b")).toBeUndefined();
    expect(staffPageOf("/admin/settings")).toBeUndefined();
    expect(staffPageOf("/administrator")).toBeUndefined();
    expect(isStaffPath("/admin/api/leads")).toBe(true);
    expect(isStaffPath("/administrator")).toBe(false);
  });
});
