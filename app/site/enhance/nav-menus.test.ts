// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { init } from "./nav-menus.ts";

/**
 * happy-dom has no Popover API (nor has jsdom). This stands in for the part the menus rely on, as
 * browsers behave: `showPopover` / `hidePopover`, one "auto" popover open at a time, a `toggle`
 * event with the new state, `:popover-open`, and a `popovertarget` button's click (or Enter)
 * toggling its panel unless the click was cancelled. Escape and a click outside are the browser's
 * own (tests/e2e/navigation.spec.ts runs them in Chromium); here they are what they do: hidePopover.
 */
const OPEN = "data-popover-open";

function standInPopoverApi() {
  const setOpen = (panel: HTMLElement, open: boolean) => {
    if (panel.hasAttribute(OPEN) === open) return;
    if (open) for (const other of document.querySelectorAll<HTMLElement>(`[${OPEN}]`)) setOpen(other, false);
    panel.toggleAttribute(OPEN, open);
    panel.dispatchEvent(Object.assign(new Event("toggle"), { newState: open ? "open" : "closed" }));
  };
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      setOpen(this, true);
    },
    hidePopover(this: HTMLElement) {
      setOpen(this, false);
    },
  });
  for (const prototype of [Element.prototype, Document.prototype] as unknown as Record<string, unknown>[]) {
    for (const name of ["matches", "querySelector", "querySelectorAll"]) {
      const original = prototype[name] as ((selector: string) => unknown) | undefined;
      if (!original) continue;
      prototype[name] = function (this: unknown, selector: string) {
        return original.call(this, selector.replaceAll(":popover-open", `[${OPEN}]`));
      };
    }
  }
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest("button[popovertarget]");
    if (!button || event.defaultPrevented) return;
    const panel = document.getElementById(button.getAttribute("popovertarget")!)!;
    setOpen(panel, !panel.hasAttribute(OPEN));
  });
}

const header = `
  <nav aria-label="Main"><ul>
    <li class="nav-menu" data-nav-menu>
      <button type="button" popovertarget="products-menu">Products</button>
      <div id="products-menu" popover="auto"><a href="/contentos">ContentOS</a><a href="/aisdr">AI SDR</a></div>
    </li>
    <li class="nav-menu" data-nav-menu>
      <button type="button" popovertarget="solutions-menu">Solutions</button>
      <div id="solutions-menu" popover="auto"><a href="/solutions/agencies">Agencies</a></div>
    </li>
    <li><a href="/pricing">Pricing</a></li>
  </ul></nav>`;

const item = (label: string) => button(label).closest<HTMLElement>("[data-nav-menu]")!;
const button = (label: string) => [...document.querySelectorAll("button")].find((candidate) => candidate.textContent === label)!;
const isOpen = (label: string) => item(label).querySelector("[popover]")!.matches(":popover-open");
const hover = (label: string, pointerType = "mouse") => item(label).dispatchEvent(new PointerEvent("pointerenter", { pointerType }));
const leave = (label: string) => item(label).dispatchEvent(new PointerEvent("pointerleave", { pointerType: "mouse" }));

beforeAll(standInPopoverApi);
freshPageEachTest();
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = header;
  init();
});

it("marks the page enhanced, so CSS stops opening menus on hover by itself", () => {
  expect(document.documentElement.hasAttribute("data-enhanced")).toBe(true);
});

describe("with the keyboard or a click", () => {
  it("a button says its menu is collapsed, and expanded once Enter or a click opens it", () => {
    expect(button("Products").getAttribute("aria-expanded")).toBe("false");
    button("Products").click();
    expect(isOpen("Products")).toBe(true);
    expect(button("Products").getAttribute("aria-expanded")).toBe("true");
  });

  it("when the browser closes the menu (Escape, a click outside), its button says collapsed again", () => {
    button("Products").click();
    item("Products").querySelector<HTMLElement>("[popover]")!.hidePopover();
    expect(button("Products").getAttribute("aria-expanded")).toBe("false");
  });

  it("Tab past the menu's last link closes it; moving between its links does not", () => {
    button("Products").click();
    const [first, last] = item("Products").querySelectorAll("a");
    first!.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: last }));
    expect(isOpen("Products")).toBe(true);
    last!.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: button("Solutions") }));
    expect(isOpen("Products")).toBe(false);
    expect(button("Products").getAttribute("aria-expanded")).toBe("false");
  });
});

describe("with a mouse", () => {
  it("hovering opens the menu after 200 ms, not before", () => {
    hover("Products");
    vi.advanceTimersByTime(199);
    expect(isOpen("Products")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen("Products")).toBe(true);
    expect(button("Products").getAttribute("aria-expanded")).toBe("true");
  });

  it("a pointer passing over for less than 200 ms opens nothing", () => {
    hover("Products");
    vi.advanceTimersByTime(100);
    leave("Products");
    vi.advanceTimersByTime(1000);
    expect(isOpen("Products")).toBe(false);
  });

  it("leaving closes the menu 150 ms later; coming back before then keeps it open", () => {
    hover("Products");
    vi.advanceTimersByTime(200);
    leave("Products");
    vi.advanceTimersByTime(100);
    hover("Products");
    vi.advanceTimersByTime(1000);
    expect(isOpen("Products")).toBe(true);

    leave("Products");
    vi.advanceTimersByTime(149);
    expect(isOpen("Products")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen("Products")).toBe(false);
  });

  it("moving from an open menu to the next switches at once, and the first one's timer leaves the next open", () => {
    hover("Products");
    vi.advanceTimersByTime(200);
    leave("Products");
    hover("Solutions");
    vi.advanceTimersByTime(0);
    expect(isOpen("Solutions")).toBe(true);
    expect(isOpen("Products")).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(isOpen("Solutions")).toBe(true);
  });

  it("within 300 ms of a menu closing the next opens at once; after that, after the usual 200 ms", () => {
    hover("Products");
    vi.advanceTimersByTime(200);
    leave("Products");
    vi.advanceTimersByTime(150);
    expect(isOpen("Products")).toBe(false);

    vi.advanceTimersByTime(100);
    hover("Solutions");
    vi.advanceTimersByTime(0);
    expect(isOpen("Solutions")).toBe(true);

    leave("Solutions");
    vi.advanceTimersByTime(150 + 300);
    hover("Products");
    vi.advanceTimersByTime(199);
    expect(isOpen("Products")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen("Products")).toBe(true);
  });

  it("the click that usually follows a hover keeps the menu open; the next click closes it", () => {
    hover("Products");
    vi.advanceTimersByTime(200);
    button("Products").click();
    expect(isOpen("Products")).toBe(true);
    button("Products").click();
    expect(isOpen("Products")).toBe(false);
  });

  it("a touch or a pen does not open a menu by hovering (a tap is a click)", () => {
    hover("Products", "touch");
    hover("Solutions", "pen");
    vi.advanceTimersByTime(1000);
    expect(isOpen("Products")).toBe(false);
    expect(isOpen("Solutions")).toBe(false);
  });
});

it("coming back to the page through the history cache shows its menus shut", () => {
  button("Products").click();
  dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
  expect(isOpen("Products")).toBe(false);
  expect(button("Products").getAttribute("aria-expanded")).toBe("false");
});
