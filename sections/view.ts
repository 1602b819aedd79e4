/** The type of a section's view (its folder's view.tsx, the default export). */
import type { ReactNode } from "react";
import type { PageView } from "#shared/pages/page-view.ts";
import type { PreparedOf, SectionOf, SectionType } from "#sections/registry.ts";

export interface SectionViewProps<T extends SectionType> {
  section: SectionOf<T>;
  /** What the type's preparation gave it on the server (sections/registry.ts, prepareSections). */
  prepared: PreparedOf<T>;
  /** The whole page, for a section that shows another's figures (the hero's results). */
  page: PageView;
}

export type SectionView<T extends SectionType> = (props: SectionViewProps<T>) => ReactNode;
