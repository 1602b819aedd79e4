/**
 * Where an image pasted or dropped into the text will go while it uploads: a mark in the text
 * (a ProseMirror widget, not part of the document, so the Markdown and autosave never see it) that
 * moves with the writer's typing, and that the image replaces once it is in the library and
 * described. ProseMirror's own upload example, as a Tiptap extension.
 */
import { Extension, type Editor } from "@tiptap/core";
import { Plugin, PluginKey, type EditorState } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

type Change = { add: { id: string; at: number; label: string } } | { remove: string };

const key = new PluginKey<DecorationSet>("uploadPlaceholders");

function placeholder(label: string): HTMLElement {
  const box = Object.assign(document.createElement("span"), {
    contentEditable: "false",
    className: "not-prose my-3 flex items-center gap-3 rounded-lg border border-dashed border-input bg-subtle p-3 text-sm text-muted-foreground",
  });
  box.dataset["uploading"] = "";
  box.append(Object.assign(document.createElement("span"), { className: "size-10 shrink-0 animate-pulse rounded bg-muted motion-reduce:animate-none" }));
  box.append(Object.assign(document.createElement("span"), { textContent: label, className: "min-w-0 wrap-anywhere" }));
  return box;
}

export const UploadPlaceholders = Extension.create({
  name: "uploadPlaceholders",
  addProseMirrorPlugins: () => [
    new Plugin<DecorationSet>({
      key,
      state: {
        init: () => DecorationSet.empty,
        apply(tr, set) {
          let next = set.map(tr.mapping, tr.doc);
          const change = tr.getMeta(key) as Change | undefined;
          if (change && "add" in change) {
            const { id, at, label } = change.add;
            // Before what is typed at the same place: the image goes where the paste was, the words after it.
            next = next.add(tr.doc, [Decoration.widget(at, () => placeholder(label), { id, side: -1 })]);
          } else if (change) next = next.remove(next.find(undefined, undefined, (spec) => spec["id"] === change.remove));
          return next;
        },
      },
      props: { decorations: (state) => key.getState(state) },
    }),
  ],
});

/** Where the placeholder `id` is now, or undefined once the text around it was deleted. */
export function placeholderAt(state: EditorState, id: string): number | undefined {
  return key
    .getState(state)
    ?.find(undefined, undefined, (spec) => spec["id"] === id)
    .at(0)?.from;
}

/** A placeholder at `at` for the image being uploaded, `label` saying which. */
export function addPlaceholder(editor: Editor, placeholder: { id: string; at: number; label: string }): void {
  editor.view.dispatch(editor.state.tr.setMeta(key, { add: placeholder } satisfies Change));
}

export function removePlaceholder(editor: Editor, id: string): void {
  if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(key, { remove: id } satisfies Change));
}

/**
 * The image in the place of its placeholder (at the writer's cursor when the text around it was
 * deleted meanwhile), leaving the writer's cursor where it is.
 */
export function replacePlaceholder(editor: Editor, id: string, image: { src: string; alt: string; title: string | null }): void {
  if (editor.isDestroyed) return;
  const at = placeholderAt(editor.state, id) ?? editor.state.selection.to;
  // The image splits its line there: the space typed after the paste would start the next one.
  const $at = editor.state.doc.resolve(at);
  const space = $at.parentOffset > 0 && $at.nodeAfter?.isText && $at.nodeAfter.text?.startsWith(" ");
  editor
    .chain()
    .command(({ tr }) => (tr.setMeta(key, { remove: id } satisfies Change), space && tr.delete(at, at + 1), true))
    .insertContentAt(at, { type: "image", attrs: image }, { updateSelection: false })
    .run();
}
