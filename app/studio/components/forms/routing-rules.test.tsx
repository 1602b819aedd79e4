// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, expect, it } from "vitest";
import type { FormDetail } from "#app/admin/lib/admin-api.ts";
import { starterForm } from "#shared/forms/builder.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import { RoutingRules } from "./routing-rules.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

const team = [{ id: "owner-1", email: "enterprise@example.com", away: false }] as FormDetail["team"];

/** The rules drawn over a document the builder keeps, as its page does; the latest document is `kept.document`. */
function drawn(initial: FormDocument) {
  const kept = { document: initial };
  function Builder() {
    const [document, setDocument] = useState(initial);
    kept.document = document;
    return <RoutingRules document={document} change={setDocument} team={team} problems={{}} />;
  }
  root = createRoot(document.body.appendChild(document.createElement("div")));
  act(() => root!.render(<Builder />));
  return kept;
}

/** Types into a textarea as a person does: React reads the input event, not the property. */
function typeInto(textarea: HTMLTextAreaElement, text: string) {
  for (const character of text) {
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(textarea, textarea.value + character);
      textarea.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
}

it("takes a rule's typed answers one a line: Enter starts the next answer", () => {
  const form = starterForm("Typed");
  const kept = drawn({ ...form, routing: [{ name: "Acme", field: "name", values: [], owners: ["owner-1"] }] });
  const textarea = document.querySelector("textarea")!;
  typeInto(textarea, "Acme\n Beta \n");
  expect(textarea.value).toBe("Acme\n Beta \n");
  expect(kept.document.routing[0]!.values).toEqual(["Acme", "Beta"]);
});
