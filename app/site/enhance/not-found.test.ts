// @vitest-environment happy-dom
import { expect, it, vi } from "vitest";
import { arriveAt, freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { init } from "./not-found.ts";

freshPageEachTest();

it("the path of a broken link is written to the console for whoever debugs it", () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  arriveAt("/prodcuts/contentos?ref=mail");
  init();
  expect(logged).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", "/prodcuts/contentos");
});
