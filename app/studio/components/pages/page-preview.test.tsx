// @vitest-environment happy-dom
import { act, createRef } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { PagePreview } from "./page-preview.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

function shownWidthAt(viewport: number) {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width: viewport, height: 800 });
  root = createRoot(document.body.appendChild(document.createElement("div")));
  act(() => root!.render(<PagePreview html="<p>Hello</p>" failed={false} frame={createRef()} />));
  return document.querySelector<HTMLInputElement>('input[name="preview-width"]:checked')?.value;
}

describe("the page preview's first width", () => {
  it("is a phone's on a phone, so the page is readable without zooming", () => {
    expect(shownWidthAt(375)).toBe("375");
  });

  it("is a desktop's on a desktop", () => {
    expect(shownWidthAt(1280)).toBe("1280");
  });
});
