import { describe, expect, it } from "vitest";
import { DEFAULT_MENUS, menuPlaces, menusWithPages, siteMenus } from "./menus.ts";

const headerLinks = (menus: typeof DEFAULT_MENUS) => menus.header.entries.map((entry) => [entry.label, entry.href ?? entry.items.map((item) => item.href)]);

describe("the menus", () => {
  it("the seed passes its own schema", () => {
    expect(siteMenus.parse(DEFAULT_MENUS)).toEqual(DEFAULT_MENUS);
  });

  it("refuses an entry that leads nowhere and a link that is not an address", () => {
    const broken = structuredClone(DEFAULT_MENUS);
    broken.header.entries[0] = { label: "Home", items: [] };
    broken.footer.columns[1]!.items[0]!.href = "javascript:alert(1)";
    const issues = siteMenus.safeParse(broken).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["header.entries.0.href", "Give the entry a link, or links under it for a dropdown."],
      ["footer.columns.1.items.0.href", expect.stringMatching(/^Use a path of this site/)],
    ]);
  });

  it("adds a page to its dropdown or column by label, to the header's row or the last column when none matches, never twice", () => {
    const merged = menusWithPages(DEFAULT_MENUS, [
      { path: "/solutions/healthcare", navigation: { menu: "header", group: "solutions", label: "Healthcare" } },
      { path: "/partners", navigation: { menu: "header", label: "Partners" } },
      { path: "/webinars", navigation: { menu: "footer", group: "Blog", label: "Webinars" } },
      { path: "/security", navigation: { menu: "footer", group: "Trust", label: "Security" } },
      { path: "/pricing", navigation: { menu: "footer", group: "Products", label: "Pricing" } },
      { path: "/contentos", navigation: { menu: "footer", group: "Products", label: "ContentOS again" } },
      { path: "/no-place" },
    ]);
    expect(headerLinks(merged).at(2)).toEqual(["Solutions", ["/solutions/marketing", "/solutions/agencies", "/solutions/enterprise", "/solutions/healthcare"]]);
    expect(headerLinks(merged).at(-1)).toEqual(["Partners", "/partners"]);
    expect(merged.footer.columns.map((column) => column.items.at(-1)?.href)).toEqual(["/pricing", "/solutions/enterprise", "/webinars", "/security"]);
    expect(merged.footer.columns[0]!.items.filter((item) => item.href === "/contentos")).toHaveLength(1);
    expect(DEFAULT_MENUS.header.entries[2]!.items).toHaveLength(3);
  });

  it("offers the header's row, each dropdown and each column as places", () => {
    expect(menuPlaces(DEFAULT_MENUS).map((place) => `${place.menu}${place.group ? `: ${place.group}` : ""}`)).toEqual([
      "header",
      "header: Products",
      "header: Solutions",
      "footer: Products",
      "footer: Solutions",
      "footer: Blog",
      "footer: Legal",
    ]);
  });
});
