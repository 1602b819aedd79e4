// @vitest-environment happy-dom
import { act } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { IMPORT_MAX_BYTES } from "#shared/redirect-import.ts";
import { draw } from "#tests/shared/react-root.tsx";
import { ImportPanel } from "./site-panels.tsx";

async function drawn() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ImportPanel result={undefined} busy={false} /> }]);
  await draw(<Stub initialEntries={["/"]} />);
  return {
    box: document.querySelector<HTMLTextAreaElement>("#redirect-import-csv")!,
    picker: document.querySelector<HTMLInputElement>("#redirect-import-file")!,
  };
}

async function choose(picker: HTMLInputElement, file: File) {
  Object.defineProperty(picker, "files", { value: [file], configurable: true });
  await act(async () => void picker.dispatchEvent(new Event("change", { bubbles: true })));
  // The file is read asynchronously: let its text arrive.
  await act(async () => await file.text());
}

describe("importing redirects from a file", () => {
  it("reads the chosen CSV into the box, where the preview reads it", async () => {
    const { box, picker } = await drawn();
    expect(document.querySelector('label[for="redirect-import-file"]')?.textContent).toMatch(/\.csv file/);
    await choose(picker, new File(["from,to\n/old,/new\n"], "moves.csv", { type: "text/csv" }));
    expect(box.value).toBe("from,to\n/old,/new\n");
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it("refuses a file over the server's limit in words, before sending anything, and keeps what the box held", async () => {
    const { box, picker } = await drawn();
    box.value = "/kept,/here";
    await choose(picker, new File(["x".repeat(IMPORT_MAX_BYTES + 1)], "huge.csv", { type: "text/csv" }));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("huge.csv is larger than 1 MB: split it into smaller files.");
    expect(box.value).toBe("/kept,/here");
  });
});
