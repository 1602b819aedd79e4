/**
 * How the rich editor shows the cards: a call to action and a video as a small form in the text
 * (labelled fields, a problem in words under a field the site would refuse), whose changes are the
 * node's; a callout and a gallery as themselves, with their controls above.
 */
import type { NodeViewRenderer } from "@tiptap/core";
import { CALLOUT_TONES, isCtaHref, videoOf } from "#shared/cards.ts";
import { editorCopy } from "#app/studio/content/editor.ts";

const copy = editorCopy.cards;

interface CardField {
  attribute: string;
  label: string;
  /** What is wrong with the value, in words; undefined when the site would draw it. */
  problem: (value: string) => string | undefined;
}

let views = 0;

function cardView(title: string, fields: CardField[]): NodeViewRenderer {
  return ({ node: first, getPos, editor }) => {
    let node = first;
    const id = `card-${(views += 1)}`;
    const dom = document.createElement("div");
    dom.contentEditable = "false";
    dom.className = "not-prose my-4 grid gap-3 rounded-lg border border-border bg-subtle p-4 text-sm";
    dom.setAttribute("role", "group");
    dom.setAttribute("aria-labelledby", `${id}-heading`);
    const heading = Object.assign(document.createElement("p"), { id: `${id}-heading`, className: "font-semibold", textContent: title });
    dom.append(heading);
    const inputs = fields.map((field) => {
      const wrap = Object.assign(document.createElement("div"), { className: "grid gap-1" });
      const input = Object.assign(document.createElement("input"), { id: `${id}-${field.attribute}`, value: String(node.attrs[field.attribute] ?? ""), className: "h-9 rounded-md border border-input bg-background px-2.5" });
      const label = Object.assign(document.createElement("label"), { htmlFor: input.id, className: "font-medium", textContent: field.label });
      const problem = Object.assign(document.createElement("p"), { id: `${input.id}-problem`, className: "font-medium text-destructive" });
      const check = () => {
        const text = field.problem(input.value);
        problem.textContent = text ?? "";
        problem.hidden = !text;
        if (text) input.setAttribute("aria-invalid", "true");
        else input.removeAttribute("aria-invalid");
      };
      input.setAttribute("aria-describedby", problem.id);
      input.addEventListener("input", () => {
        check();
        const position = getPos();
        if (typeof position === "number") editor.view.dispatch(editor.state.tr.setNodeMarkup(position, undefined, { ...node.attrs, [field.attribute]: input.value }));
      });
      check();
      wrap.append(label, input, problem);
      dom.append(wrap);
      return [field.attribute, input] as const;
    });
    return {
      dom,
      // Typing in a field is the field's, not the text's.
      stopEvent: (event) => event.target instanceof HTMLInputElement,
      ignoreMutation: () => true,
      update: (next) => {
        if (next.type !== node.type) return false;
        node = next;
        for (const [attribute, input] of inputs) if (document.activeElement !== input) input.value = String(next.attrs[attribute] ?? "");
        return true;
      },
    };
  };
}

export const ctaView = cardView(copy.cta, [
  { attribute: "text", label: copy.ctaText, problem: (value) => (value.trim() ? undefined : copy.ctaTextMissing) },
  { attribute: "href", label: copy.ctaHref, problem: (value) => (isCtaHref(value.trim()) ? undefined : copy.ctaHrefRefused) },
]);

export const videoView = cardView(copy.video, [
  { attribute: "src", label: copy.videoSrc, problem: (value) => (videoOf(value.trim()) ? undefined : copy.videoRefused) },
  { attribute: "title", label: copy.videoTitle, problem: () => undefined },
]);

/** A callout: its text edited in place, its tone chosen above it. */
export const calloutView: NodeViewRenderer = ({ node: first, getPos, editor }) => {
  let node = first;
  const id = `card-${(views += 1)}`;
  // A div, not the page's <aside>: a landmark inside the text box would confuse a screen reader.
  const dom = document.createElement("div");
  dom.className = "article-callout";
  dom.dataset["tone"] = String(node.attrs["tone"] ?? "note");
  const bar = Object.assign(document.createElement("div"), { contentEditable: "false", className: "not-prose mb-2 flex items-center gap-2 text-xs" });
  const select = Object.assign(document.createElement("select"), { id: `${id}-tone`, className: "h-8 rounded-md border border-input bg-background px-2" });
  for (const tone of CALLOUT_TONES) select.append(Object.assign(document.createElement("option"), { value: tone, textContent: copy.tones[tone] }));
  select.value = dom.dataset["tone"];
  const label = Object.assign(document.createElement("label"), { htmlFor: select.id, className: "font-medium text-muted-foreground", textContent: copy.calloutTone });
  select.addEventListener("change", () => {
    const position = getPos();
    if (typeof position === "number") editor.view.dispatch(editor.state.tr.setNodeMarkup(position, undefined, { ...node.attrs, tone: select.value }));
  });
  bar.append(label, select);
  const contentDOM = document.createElement("div");
  dom.append(bar, contentDOM);
  return {
    dom,
    contentDOM,
    stopEvent: (event) => event.target === select,
    ignoreMutation: (mutation) => bar.contains(mutation.target),
    update: (next) => {
      if (next.type !== node.type) return false;
      node = next;
      dom.dataset["tone"] = select.value = String(next.attrs["tone"] ?? "note");
      return true;
    },
  };
};

/** A gallery: its images two by two, as the site shows them; `onAddImage` opens the image dialog for it. */
export function galleryView(onAddImage: (galleryPosition: number) => void): NodeViewRenderer {
  return ({ node, getPos }) => {
    const id = `card-${(views += 1)}`;
    const dom = Object.assign(document.createElement("div"), { className: "my-4 rounded-lg border border-border p-3" });
    dom.setAttribute("role", "group");
    dom.setAttribute("aria-labelledby", `${id}-heading`);
    const bar = Object.assign(document.createElement("div"), { contentEditable: "false", className: "not-prose mb-3 flex items-center justify-between gap-2 text-sm" });
    const heading = Object.assign(document.createElement("p"), { id: `${id}-heading`, className: "font-semibold", textContent: copy.gallery });
    const add = Object.assign(document.createElement("button"), { type: "button", textContent: copy.galleryAdd, className: "h-8 rounded-md border border-input bg-background px-3 font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" });
    add.addEventListener("click", () => {
      const position = getPos();
      if (typeof position === "number") onAddImage(position);
    });
    bar.append(heading, add);
    const contentDOM = Object.assign(document.createElement("div"), { className: "grid grid-cols-2 items-start gap-3 [&_img]:my-0" });
    dom.append(bar, contentDOM);
    return {
      dom,
      contentDOM,
      stopEvent: (event) => add.contains(event.target as globalThis.Node),
      ignoreMutation: (mutation) => bar.contains(mutation.target),
      // Its images are its content: nothing of the view changes with them.
      update: (next) => next.type === node.type,
    };
  };
}
