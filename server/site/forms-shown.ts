/**
 * Which built forms a published page shows: what each of its views counts a view of (form analytics),
 * what its key includes (page-keys.ts), and which forms its page answers a plain post for (pages.ts).
 */
import type { PublishedForm } from "#shared/forms/form.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { formShownIn } from "./published-forms.ts";

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

const shownIn = new WeakMap<ReadonlyMap<number, PublishedForm>, WeakMap<PageDocument, readonly number[]>>();

/**
 * The forms a page of `locale` shows its visitors, by id: its form sections' on the default
 * locale's pages (`locale` undefined), each one's published translation on another's (ADR 054).
 * What its views count and its plain posts may name; worked out once per document and generation.
 */
export function formsShownOn(document: PageDocument | undefined, published: ReadonlyMap<number, PublishedForm>, locale: string | undefined): readonly number[] {
  const ids = formsShownBy(document);
  if (locale === undefined || ids.length === 0) return ids;
  let byDocument = shownIn.get(published);
  if (!byDocument) shownIn.set(published, (byDocument = new WeakMap()));
  let shown = byDocument.get(document!);
  if (!shown) {
    shown = ids.flatMap((id) => formShownIn(published, id, locale)?.id ?? []);
    byDocument.set(document!, shown);
  }
  return shown;
}
