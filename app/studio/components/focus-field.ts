/** Takes the editor to a field drawn with its path (`data-field`, field-shell.tsx): scrolled to and focused. */

const CONTROL = "input:not([type=hidden]), textarea, select, [contenteditable=true], button";
/** What is typed in comes first: a formatted text's own buttons (its view) come before its text. */
const TYPED = "input:not([type=hidden]), textarea, select, [contenteditable=true]";

/**
 * Focuses the control of the field at `path` ("sections.0.lead"), or of the nearest field around it
 * drawn (a price's part is its price field); tries again for a few frames while a section opens.
 */
export function focusField(path: string, tries = 10): void {
  const field = fieldAt(path);
  const control = field?.matches(CONTROL) ? field : (field?.querySelector<HTMLElement>(TYPED) ?? field?.querySelector<HTMLElement>(CONTROL));
  if (!control) {
    if (tries > 0) requestAnimationFrame(() => focusField(path, tries - 1));
    return;
  }
  control.scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}

function fieldAt(path: string): HTMLElement | null {
  for (let keys = path.split("."); keys.length; keys.pop()) {
    const field = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(keys.join("."))}"]`);
    if (field) return field;
  }
  return null;
}
