// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { z } from "zod";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ObjectFields } from "./schema-field.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** A section's fields as the form section and the form's download declare them. */
const section = z.object({
  form: z.number().int().positive().meta({ label: "Form", widget: "form" }),
  file: z.string().min(1).meta({ label: "File", widget: "media-file" }),
});

/** The fields drawn with the API answering `answers` by path (404 for any other), and every change kept. */
async function drawn(value: Record<string, unknown>, answers: Record<string, unknown>, schema: z.ZodObject = section) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.replace(/^\/admin\/api/, "");
      return path in answers ? Response.json(answers[path]) : Response.json({ error: "Not found." }, { status: 404 });
    }),
  );
  const changes: Array<Record<string, unknown>> = [];
  const Fields = () => <ObjectFields schema={schema} label="Form" path="sections.0" value={value} onChange={(next) => changes.push(next)} context={{ problems: {} }} bare />;
  const Stub = createRoutesStub([{ path: "/", Component: Fields }]);
  root = createRoot(document.body.appendChild(document.createElement("div")));
  await act(async () => root!.render(<Stub initialEntries={["/"]} />));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return changes;
}

const optionsOf = (label: string) => [...document.querySelectorAll<HTMLSelectElement>("select")].find((select) => select.labels?.[0]?.textContent === label)?.options;

/** Picks `value` in the select labelled `label`, as a person's choice does. */
async function choose(label: string, value: string) {
  const select = optionsOf(label)![0]!.parentElement as HTMLSelectElement;
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("a choice in the page editor", () => {
  it("names each option in its schema's words and keeps the value it stands for", async () => {
    const choice = z.object({ visual: z.enum(["none", "image"]).meta({ label: "Beside the text", choices: { image: "An image from the media library" } }) });
    const changes = await drawn({ visual: "none" }, {}, choice);
    const options = optionsOf("Beside the text")!;
    // An option the schema leaves unnamed reads as it is stored.
    expect([...options].map((option) => option.textContent)).toEqual(["none", "An image from the media library"]);
    await choose("Beside the text", "image");
    expect(changes.at(-1)).toEqual({ visual: "image" });
  });
});

describe("the page editor's form and file widgets", () => {
  it("offers the published forms by name and live version, and keeps the one chosen by its id", async () => {
    const changes = await drawn({ form: "[Write the form]", file: "" }, { "/forms?status=published": { forms: [{ id: 3, name: "Benchmark download", version: 2 }] }, "/files": { files: [] } });
    const options = optionsOf("Form")!;
    expect([...options].map((option) => option.textContent)).toEqual(["Choose a published form", "Benchmark download (Version 2)"]);
    await choose("Form", "3");
    expect(changes.at(-1)).toEqual({ form: 3, file: "" });
  });

  it("says so in words when the chosen form is not live, and where to upload a file when the library has none", async () => {
    await drawn({ form: 9, file: "" }, { "/forms?status=published": { forms: [{ id: 3, name: "Benchmark download", version: 2 }] } });
    expect(document.body.textContent).toContain("Form 9 is not published: choose another.");
    expect(document.body.textContent).toContain("No files yet: upload a PDF in Media.");
  });

  it("lists the library's files by title, name and size", async () => {
    await drawn(
      { form: 3, file: "f1" },
      {
        "/forms?status=published": { forms: [] },
        "/files": { files: [{ id: "f1", name: "benchmark-2025.pdf", title: "2025 benchmark", size: 2_400_000, contentType: "application/pdf", createdAt: "2026-12-01T00:00:00Z" }] },
      },
    );
    expect([...optionsOf("File")!].map((option) => option.textContent)).toEqual(["Choose a file", "2025 benchmark (benchmark-2025.pdf, 2.3 MB)"]);
    expect(document.body.textContent).toContain("No published forms yet");
  });
});
