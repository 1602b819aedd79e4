import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldInfo, unlabelledFields } from "./field-meta.ts";
import { line, price } from "./fields.ts";
import { siteMenus } from "./menus.ts";
import { pageFields } from "./page.ts";

describe("a field's metadata", () => {
  it("labels every field the page's settings and the menus' editor draw", () => {
    expect(unlabelledFields(pageFields)).toEqual([]);
    expect(unlabelledFields(siteMenus)).toEqual([]);
  });

  it("reads a field's label over its wrappers, and its widget from the field it was made from", () => {
    const monthly = price.meta({ label: "Monthly price" }).optional();
    expect(fieldInfo(monthly)).toMatchObject({ label: "Monthly price", widget: "price", optional: true });
    expect(fieldInfo(line(40).default("x").meta({ label: "Outer" }))).toMatchObject({ label: "Outer", optional: false });
    expect(fieldInfo(z.string()).label).toBeUndefined();
  });
});
