/**
 * Pages once kept their own place in a menu (`navigation` in their document), joined to the menus
 * while published: two places held the navigation, and "Edit the menus" never showed a page's link.
 * The menus are now the one place (issue 73). A store from before is folded once, at start: each
 * page's place becomes its link in the menus (shown to visitors while the page is published, as
 * before), and leaves the page's document.
 */
import { eq, isNotNull, or, sql } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { pages } from "#server/platform/db/content-schema.ts";
import { FieldsRefused } from "#server/platform/field-problems.ts";
import { menuPlacement, withLinkAt, type MenuPlacement } from "#shared/pages/menus.ts";
import { changeMenus } from "./menus.ts";

const placeInDocument = sql`${pages.document} -> 'navigation'`;
const placeInPending = sql`${pages.pending} -> 'navigation'`;

/** Answers how many pages had a place of their own. */
export async function foldPagePlaces(tx: Executor, now: Date): Promise<number> {
  const placed = await tx
    .select({ id: pages.id, path: pages.path, document: placeInDocument, pending: placeInPending })
    .from(pages)
    .where(or(isNotNull(placeInDocument), isNotNull(placeInPending)));
  for (const row of placed) {
    // A live page's pending place is the one its editor chose last.
    const placement = menuPlacement.safeParse(row.pending ?? row.document);
    if (placement.success) await placeUnlessFull(tx, row.path, placement.data, now);
    await tx
      .update(pages)
      .set({ document: sql`${pages.document} - 'navigation'`, pending: sql`${pages.pending} - 'navigation'` })
      .where(eq(pages.id, row.id));
  }
  return placed.length;
}

/** A link a full dropdown or column has no room for is left out rather than stopping the start. */
async function placeUnlessFull(tx: Executor, path: string, placement: MenuPlacement, now: Date): Promise<void> {
  try {
    await changeMenus(tx, (menus) => withLinkAt(menus, path, placement), { actor: "cli", now });
  } catch (error) {
    if (!(error instanceof FieldsRefused)) throw error;
  }
}
