/**
 * A component test's React tree in happy-dom: drawn by `draw`, unmounted and cleared after each
 * test, with act() told it runs in a test environment.
 */
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** Draws `node` into the page's body, in place of what the test drew before. */
export async function draw(node: ReactNode): Promise<void> {
  root ??= createRoot(document.body.appendChild(document.createElement("div")));
  await act(async () => root!.render(node));
}
