import { describe, expect, it } from "vitest";
import { DEFAULT_MENUS, menuPlaces, menusForVisitors, placementOf, siteMenus, withLinkAt, withLinksMoved, withPagePlaced } from "./menus.ts";

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

  it("adds a page's link to its dropdown or column by label, to the header's row or the last column when none matches, never twice", () => {
    const merged = (
      [
        ["/solutions/healthcare", { menu: "header", group: "solutions", label: "Healthcare" }],
        ["/partners", { menu: "header", label: "Partners" }],
        ["/webinars", { menu: "footer", group: "Blog", label: "Webinars" }],
        ["/security", { menu: "footer", group: "Trust", label: "Security" }],
        ["/pricing", { menu: "footer", group: "Products", label: "Pricing" }],
        ["/contentos", { menu: "footer", group: "Products", label: "ContentOS again" }],
      ] as const
    ).reduce((menus, [path, placement]) => withLinkAt(menus, path, placement), DEFAULT_MENUS);
    expect(headerLinks(merged).at(2)).toEqual(["Solutions", ["/solutions/marketing", "/solutions/agencies", "/solutions/enterprise", "/solutions/healthcare"]]);
    expect(headerLinks(merged).at(-1)).toEqual(["Partners", "/partners"]);
    expect(merged.footer.columns.map((column) => column.items.at(-1)?.href)).toEqual(["/pricing", "/solutions/enterprise", "/webinars", "/security"]);
    expect(merged.footer.columns[0]!.items.filter((item) => item.href === "/contentos")).toHaveLength(1);
    expect(DEFAULT_MENUS.header.entries[2]!.items).toHaveLength(3);
  });

  it("reads a page's place from the menus, moves it, renames it where it stands, and takes it out", () => {
    const placed = withPagePlaced(DEFAULT_MENUS, "/partners", undefined, { menu: "footer", group: "Solutions", label: "Partners" });
    expect(placementOf(placed, "/partners")).toEqual({ menu: "footer", group: "Solutions", label: "Partners" });
    const renamed = withPagePlaced(placed, "/partners", placementOf(placed, "/partners"), { menu: "footer", group: "Solutions", label: "Partner program" });
    expect(renamed.footer.columns[1]!.items.map((item) => item.label).at(-1)).toBe("Partner program");
    const moved = withPagePlaced(renamed, "/partners", placementOf(renamed, "/partners"), { menu: "header", group: "Solutions", label: "Partner program" });
    expect([placementOf(moved, "/partners"), moved.footer.columns[1]!.items.length]).toEqual([{ menu: "header", group: "Solutions", label: "Partner program" }, 3]);
    expect(withPagePlaced(moved, "/partners", placementOf(moved, "/partners"), undefined)).toEqual(DEFAULT_MENUS);
    // Its page moved: the link follows it, the header's buttons too.
    expect(placementOf(withLinksMoved(placed, "/partners", "/partner-program"), "/partner-program")?.label).toBe("Partners");
    expect(withLinksMoved(DEFAULT_MENUS, "/booking", "/demo").header.primary.href).toBe("/demo");
  });

  it("shows visitors no link to a page that is not live: a dropdown keeps its other links, an emptied column goes", () => {
    const shown = menusForVisitors(DEFAULT_MENUS, new Set(["/blog", "/solutions/agencies", "/terms", "/coming-soon"]));
    expect(headerLinks(shown).map(([label]) => label)).toEqual(["Home", "Products", "Solutions", "Contact"]);
    expect(headerLinks(shown)[2]).toEqual(["Solutions", ["/solutions/marketing", "/solutions/enterprise"]]);
    expect(shown.footer.columns.map((column) => column.label)).toEqual(["Products", "Solutions", "Legal"]);
    expect(shown.footer.columns[2]!.items.map((item) => item.label)).toEqual(["Privacy Policy", "Cookie Settings"]);
    expect(menusForVisitors(DEFAULT_MENUS, new Set(["/nowhere"]))).toBe(DEFAULT_MENUS);
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
