// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, it, vi } from "vitest";
import { site } from "#shared/content/site.ts";
import type { MenuPlacement } from "#shared/pages/menus.ts";
import { MenuPlaceField } from "./menu-place-field.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

it("names a page's new menu link by its title as visitors read it, the brand written out", () => {
  const changes: Array<MenuPlacement | undefined> = [];
  const container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  const onChange = vi.fn((value: MenuPlacement | undefined) => void changes.push(value));
  act(() => root.render(<MenuPlaceField value={undefined} places={[{ menu: "footer", group: "Company" }]} title="{brand} | AI marketing" problems={{}} onChange={onChange} />));
  const select = container.querySelector("select")!;
  act(() => {
    select.value = "footer:Company";
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
  expect(changes.at(-1)?.label).toBe(`${site.brand} | AI marketing`.slice(0, 40));
  act(() => root.unmount());
});
