// @vitest-environment happy-dom
import { beforeEach, expect, it } from "vitest";
import { freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { init } from "./drawer.ts";

// happy-dom, like a browser before invoker commands and `closedby`, does neither: what the script
// fills in. Focus moving into the drawer and back to its button is the <dialog>'s own
// (tests/e2e/navigation.spec.ts checks it in Chromium).
const page = `
  <header><button type="button" commandfor="mobile-nav" command="show-modal">Menu</button></header>
  <dialog id="mobile-nav" data-drawer closedby="any" aria-labelledby="drawer-title">
    <div>
      <h2 id="drawer-title">Menu</h2>
      <a href="/pricing"><span>Pricing</span></a>
      <details><summary>Products</summary><a href="/contentos">ContentOS</a></details>
    </div>
    <button type="button" commandfor="mobile-nav" command="close" aria-label="Close menu">×</button>
  </dialog>`;

const drawer = () => document.querySelector("dialog")!;
function openDrawer() {
  document.querySelector<HTMLButtonElement>("[command=show-modal]")!.click();
  expect(drawer().open, "drawer open").toBe(true);
}

freshPageEachTest();
beforeEach(() => {
  document.body.innerHTML = page;
  init();
});

it("the menu button opens the drawer", () => {
  expect(drawer().open).toBe(false);
  openDrawer();
});

it("the close button closes it", () => {
  openDrawer();
  document.querySelector<HTMLButtonElement>("[command=close]")!.click();
  expect(drawer().open).toBe(false);
});

it("a click on the dimmed backdrop closes it; a click on its content does not", () => {
  openDrawer();
  document.querySelector<HTMLElement>("#drawer-title")!.click();
  expect(drawer().open).toBe(true);
  // Outside the drawer's content the click lands on the <dialog> itself.
  drawer().click();
  expect(drawer().open).toBe(false);
});

it("choosing a link in it closes it, also one of a group", () => {
  openDrawer();
  document.querySelector<HTMLElement>("a[href='/pricing'] span")!.click();
  expect(drawer().open).toBe(false);
  openDrawer();
  document.querySelector<HTMLElement>("a[href='/contentos']")!.click();
  expect(drawer().open).toBe(false);
});

it("opening a group in it keeps it open", () => {
  openDrawer();
  document.querySelector<HTMLElement>("summary")!.click();
  expect(drawer().open).toBe(true);
});

it("coming back to the page through the history cache shows the drawer shut", () => {
  openDrawer();
  dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
  expect(drawer().open).toBe(false);
});
