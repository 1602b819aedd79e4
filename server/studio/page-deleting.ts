/**
 * Deleting a page from the studio (issue 73), in one transaction: refused for the pages the site is
 * built on; a page that had an address leaves it redirected to another page (301 unless told 302),
 * answering "gone" (410) or "not found" (404), as its editor chose; the menus' links to it go (a
 * header button, which cannot go, follows the redirect); a live page's tests end as when it is
 * unpublished; its revisions, history, jobs and preview links go with its row. The site stops
 * showing it at once: the store moves to its next generation in the same commit.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { pages, type PageRow } from "#server/platform/db/content-schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { NotAllowed, PublishingError, type Asker } from "#server/documents/kind.ts";
import { ruleKeeps } from "#server/documents/workflow.ts";
import { writeRedirect } from "#server/site/publishing.ts";
import { menuLinks, withLinksMoved, withoutLinks, type SiteMenus } from "#shared/pages/menus.ts";
import { FIXED_PAGE_PATHS } from "#shared/site-paths.ts";
import { changeMenusEverywhere } from "./menu-translations.ts";
import type { PageKind } from "./page-kind.ts";

/** What its address answers once the page is gone. */
export type LeftAddress = { redirect: string; status: 301 | 302 } | { gone: true } | { notFound: true };

/** Whether a page at `path` may ever be deleted, by its address alone. */
export const deletablePath = (path: string) => !FIXED_PAGE_PATHS.includes(path);

/** A page once on the site has an address visitors and search engines may still ask for. */
export const hadAddress = (status: PageRow["status"]) => status === "published" || status === "unpublished";

/** The menus without their links to `path`; the header's buttons, which must lead somewhere, follow `to`. */
export function menusWithoutPage(menus: SiteMenus, path: string, to: string | undefined): SiteMenus {
  const buttons = menuLinks(menus).filter((link) => link.href === path && typeof link.place === "string");
  if (buttons.length > 0 && to === undefined) {
    throw new PublishingError(`The header's “${buttons[0]!.label}” button leads to this page: choose a page to send its visitors to, or change the button in the menus first.`);
  }
  const without = withoutLinks(menus, (href) => href === path);
  return to === undefined ? without : withLinksMoved(without, path, to);
}

/** Deletes the page; answers it as it was. */
export async function deletePage(kind: PageKind, db: Database, id: number, left: LeftAddress, asker: Asker, now = new Date()): Promise<PageRow> {
  const by = { actor: asker.email, now };
  return db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    if (!(await ruleKeeps(kind, tx, kind.access.delete!(asker), id))) throw new NotAllowed("Editors delete pages; ask one to delete this one.");
    if (!deletablePath(row.path)) throw new PublishingError(`${kind.named(row)} is one of the pages the site is built on (${row.path}): change it, but it cannot be deleted.`);
    const addressed = hadAddress(row.status);
    const to = addressed && "redirect" in left ? left.redirect : undefined;
    // The menus first, then the generation: the order every page step takes its locks in.
    await changeMenusEverywhere(tx, (menus) => menusWithoutPage(menus, row.path, to), by);
    await nextGeneration(tx);
    if (addressed && "redirect" in left) await writeRedirect(tx, row.path, left.redirect, left.status);
    else if (addressed && "gone" in left) await writeRedirect(tx, row.path, null, 301, "removed");
    if (row.status === "published") await kind.whenLeaving?.(tx, row, { ...row, status: "unpublished" }, by);
    await tx.delete(pages).where(eq(pages.id, id));
    return row;
  });
}
