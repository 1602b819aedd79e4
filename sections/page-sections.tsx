/**
 * A page's sections, top to bottom: each drawn by its type's view (sections/<type>/view.tsx, found
 * by its folder's name), fed the section as its schema types it and what its preparation gave it.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from "react";
import type { PageView } from "#shared/pages/page-view.ts";
import { definitionOf, type Section, type SectionType } from "#sections/registry.ts";
import type { SectionViewProps } from "#sections/view.ts";

type AnyView = ComponentType<SectionViewProps<SectionType>>;

const VIEW_FILES = import.meta.glob<AnyView>("./*/view.tsx", { eager: true, import: "default" });

/** Each type's view, by the folder it lives in. */
export const VIEWS: ReadonlyMap<string, AnyView> = new Map(Object.entries(VIEW_FILES).map(([file, view]) => [file.split("/")[1]!, view]));

/** One section by its type's view: a component, so a view may read the site's context (useSite). */
function drawSection(section: Section, page: PageView): ReactNode {
  const view = VIEWS.get(section.type);
  if (!view) throw new Error(`The section type "${section.type}" has no view: add sections/${section.type}/view.tsx`);
  const prepared = page.prepared?.[section.id];
  if (prepared === undefined && definitionOf(section.type).prepare) throw new Error(`The section #${section.id} (${section.type}) was drawn without its preparation on the server`);
  return createElement(view, { section, prepared: prepared as never, page });
}

/** Every section of the page the visitor sees, in order; hidden ones are left out. */
export function PageSections({ page }: { page: PageView }) {
  return page.document.sections.filter((section) => !section.hidden).map((section) => <Fragment key={section.id}>{drawSection(section, page)}</Fragment>);
}
