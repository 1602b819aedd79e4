/**
 * Which built forms a published page shows: what each of its views counts a view of (form analytics),
 * what its key includes (page-keys.ts), and which forms its page answers a plain post for (pages.ts).
 */
import type { PageDocument } from "#shared/pages/page.ts";

const NO_FORMS: readonly number[] = [];
const formsOfDocument = new WeakMap<PageDocument, readonly number[]>();

/**
 * The form ids of a page's visible form sections, each once, worked out once per published
 * document. A form section is `{ type: "form", form: <id> }` (sections/form); read loosely, so this
 * holds before and after that section type joins the registry.
 */
export function formsShownBy(document: PageDocument | undefined): readonly number[] {
  if (!document) return NO_FORMS;
  let shown = formsOfDocument.get(document);
  if (!shown) {
    const sections = document.sections as ReadonlyArray<{ type: string; hidden?: boolean; form?: unknown }>;
    const ids = sections.filter((section) => section.type === "form" && !section.hidden && Number.isSafeInteger(section.form)).map((section) => section.form as number);
    shown = ids.length ? [...new Set(ids)] : NO_FORMS;
    formsOfDocument.set(document, shown);
  }
  return shown;
}
