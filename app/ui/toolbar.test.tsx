// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { draw } from "#tests/shared/react-root.tsx";
import { Toolbar } from "./toolbar.tsx";

async function drawn(names: string[], disabled: string[] = []) {
  await draw(
    <Toolbar label="Formatting">
      {names.map((name) => (
        <button key={name} type="button" disabled={disabled.includes(name)}>
          {name}
        </button>
      ))}
    </Toolbar>,
  );
  return document.querySelector<HTMLElement>('[role="toolbar"]')!;
}

const button = (name: string) => [...document.querySelectorAll("button")].find((candidate) => candidate.textContent === name)!;
const tabStops = () => [...document.querySelectorAll("button")].filter((candidate) => candidate.tabIndex === 0).map((candidate) => candidate.textContent);
const press = (key: string) => act(() => void (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })));
const focused = () => document.activeElement?.textContent;

describe("a toolbar", () => {
  it("is one Tab stop, named, its first button", async () => {
    const toolbar = await drawn(["Bold", "Italic", "Link"]);
    expect(toolbar.getAttribute("aria-label")).toBe("Formatting");
    expect(tabStops()).toEqual(["Bold"]);
  });

  it("moves with the arrows (round at the ends), Home and End, skipping a disabled button, and keeps the Tab stop where it was left", async () => {
    await drawn(["Bold", "Italic", "Link", "Image"], ["Link"]);
    act(() => button("Bold").focus());
    press("ArrowRight");
    expect(focused()).toBe("Italic");
    press("ArrowRight");
    expect(focused()).toBe("Image");
    press("ArrowRight");
    expect(focused()).toBe("Bold");
    press("ArrowLeft");
    expect(focused()).toBe("Image");
    press("Home");
    expect(focused()).toBe("Bold");
    press("End");
    expect(focused()).toBe("Image");
    expect(tabStops()).toEqual(["Image"]);
  });

  it("gives the Tab stop to the first button when the one holding it goes", async () => {
    await drawn(["Bold", "Italic", "Add a row"]);
    act(() => button("Add a row").focus());
    await drawn(["Bold", "Italic"]);
    expect(tabStops()).toEqual(["Bold"]);
    await drawn(["Bold", "Italic", "Add a row"]);
    expect(tabStops()).toEqual(["Bold"]);
  });
});
