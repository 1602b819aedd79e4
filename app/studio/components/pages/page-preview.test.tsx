// @vitest-environment happy-dom
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { draw } from "#tests/shared/react-root.tsx";
import { PagePreview } from "./page-preview.tsx";

async function shownWidthAt(viewport: number) {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width: viewport, height: 800 });
  await draw(<PagePreview html="<p>Hello</p>" failed={false} frame={createRef()} />);
  return document.querySelector<HTMLInputElement>('input[name="preview-width"]:checked')?.value;
}

describe("the page preview's first width", () => {
  it("is a phone's on a phone, so the page is readable without zooming", async () => {
    expect(await shownWidthAt(375)).toBe("375");
  });

  it("is a desktop's on a desktop", async () => {
    expect(await shownWidthAt(1280)).toBe("1280");
  });
});
