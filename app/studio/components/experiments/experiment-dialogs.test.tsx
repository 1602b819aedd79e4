// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { StopDialog, type StopRequest } from "./experiment-dialogs.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

/** The stop dialog on a page of its own, opened as `request` asks. */
async function stopDialogFor(request: StopRequest) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <StopDialog request={request} variants={[{ key: "b", name: "Variant B" }]} /> }]);
  const container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  await act(async () => root!.render(<Stub initialEntries={["/"]} />));
  return document.querySelector("dialog")!;
}

const focusedChoice = () => (document.activeElement as HTMLInputElement | null)?.closest("label")?.textContent;

describe("the stop dialog", () => {
  it("opened from the verdict, starts on the variant it suggests: chosen and focused", async () => {
    const dialog = await stopDialogFor({ publish: "b", at: 1 });
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector<HTMLInputElement>("input[value=b]")!.checked).toBe(true);
    expect(focusedChoice()).toBe("Publish “Variant B” as the page");
  });

  it("opened from Stop, starts on keeping the page", async () => {
    await stopDialogFor({ publish: null, at: 1 });
    expect(focusedChoice()).toBe("Keep the page as it is");
  });
});
