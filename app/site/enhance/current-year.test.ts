// @vitest-environment happy-dom
import { expect, it, vi } from "vitest";
import { freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { init } from "./current-year.ts";

freshPageEachTest();

it("the footer shows the visitor's year, not the year the page was built", () => {
  vi.useFakeTimers({ now: new Date(2031, 0, 2) });
  document.body.innerHTML = `<footer><p>© <span data-current-year>2030</span> All rights reserved.</p></footer>`;
  init();
  expect(document.querySelector("footer")!.textContent).toBe("© 2031 All rights reserved.");
});
