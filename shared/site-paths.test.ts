import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { isAdminPath, PUBLIC_ADMIN_PAGES, ADMIN_PAGES, adminPageOf } from "./site-paths.ts";

interface Entry {
  path?: string;
  file: string;
  index?: boolean;
  children?: Entry[];
}

/** Every page path the router knows under the admin frame (admin/routes/admin-frame.tsx), parameters as ":name". */
function adminRoutePaths(entries: readonly Entry[], inAdmin = false, prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const admin = inAdmin || entry.file === "admin/routes/admin-frame.tsx";
    const path = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
    const own = admin && (entry.index || (entry.path && !entry.children?.some((child) => child.index))) ? [path || "/"] : [];
    return [...own, ...adminRoutePaths(entry.children ?? [], admin, path)];
  });
}

describe("the admin app's pages", () => {
  it("are exactly the routes under the admin frame: a page added to routes.ts must be added to the server's list", () => {
    expect(new Set(adminRoutePaths(routes as Entry[]))).toEqual(new Set(ADMIN_PAGES));
    for (const page of PUBLIC_ADMIN_PAGES) expect(ADMIN_PAGES).toContain(page);
  });

  it("match one path segment per parameter and nothing else", () => {
    expect(adminPageOf("/admin")).toBe("/admin");
    expect(adminPageOf("/admin/leads/abc-123")).toBe("/admin/leads/:id");
    expect(adminPageOf("/admin/leads/")).toBeUndefined();
    expect(adminPageOf("/admin/leads/a/b")).toBeUndefined();
    expect(adminPageOf("/admin/preferences")).toBeUndefined();
    expect(adminPageOf("/administrator")).toBeUndefined();
    expect(isAdminPath("/admin/api/leads")).toBe(true);
    expect(isAdminPath("/administrator")).toBe(false);
  });
});
