/** What the studio's admin routes need beyond the admin API's frame (server/auth/http.ts), given by the composition root. */
import type { AdminDeps } from "#server/auth/http.ts";
import type { PageDocument } from "#shared/pages/page.ts";

export interface StudioAdminDeps extends AdminDeps {
  /** The store moved to a new generation (an upload, a publish): this process serves it now. */
  onContentChanged?: () => Promise<void>;
  /** A page's document drawn as the site would show it, never kept: the page editor's preview (ADR 040). */
  previewPage?: (document: PageDocument) => Promise<string>;
}
