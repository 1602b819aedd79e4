/**
 * A component test's React tree in happy-dom: drawn by `draw`, unmounted and cleared after each
 * test (tests/setup/react-root-cleanup.ts, run before every unit test file), with act() told it
 * runs in a test environment.
 */
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let drawn: { root: Root; container: HTMLElement } | undefined;

/** Draws `node` into the page's body, in place of what the test drew before. */
export async function draw(node: ReactNode): Promise<void> {
  // A container another test file's page took away is not this page's: start a new tree.
  if (!drawn?.container.isConnected) {
    const container = document.body.appendChild(document.createElement("div"));
    drawn = { container, root: createRoot(container) };
  }
  const { root } = drawn;
  await act(async () => root.render(node));
}

/** Unmounts what the test drew and empties the page. */
export function undraw(): void {
  if (!drawn) return;
  const { root } = drawn;
  act(() => root.unmount());
  drawn = undefined;
  document.body.innerHTML = "";
}
