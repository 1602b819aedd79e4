/** What the studio's admin routes need beyond the admin API's frame (server/auth/http.ts), given by the composition root. */
import type { AdminDeps } from "#server/auth/http.ts";
import type { SiteMenus } from "#shared/pages/menus.ts";
import type { PageDocument } from "#shared/pages/page.ts";

export interface StudioAdminDeps extends AdminDeps {
  /** The store moved to a new generation (an upload, a publish): this process serves it now. */
  onContentChanged?: () => Promise<void>;
  /** A page's document drawn as the site would show it, never kept: the page editor's preview (ADR 040). */
  previewPage?: (document: PageDocument) => Promise<string>;
  /** The menus' links the site serving now leaves out for `locale`'s visitors: its own rule (localized-chrome.ts), not a copy of it. */
  linksUnseenIn?: (menus: SiteMenus, locale: string) => Promise<string[]>;
}

/** The site's pages as the studio's routes ask them (server/site/pages.ts). */
interface ServedPages {
  previewDocument(document: PageDocument): Promise<string>;
  linksUnseenIn(menus: SiteMenus, locale: string): Promise<string[]>;
}

/** What the studio's routes take from the pages this process serves; `onContentChanged` serves a change at once. */
export function servedPagesHooks(pages: ServedPages, onContentChanged: () => Promise<void>): Pick<StudioAdminDeps, "onContentChanged" | "previewPage" | "linksUnseenIn"> {
  return { onContentChanged, previewPage: (document) => pages.previewDocument(document), linksUnseenIn: (menus, locale) => pages.linksUnseenIn(menus, locale) };
}
