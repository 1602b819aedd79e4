/**
 * Editing the header's and footer's menus (ADR 040): a save is checked by the same schema as the
 * import, refused when another editor saved since the copy it started from, and live on every
 * process with the store's next generation.
 */
import { isDeepStrictEqual } from "node:util";
import { and, asc, inArray, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { pages, siteMenus } from "#server/platform/db/content-schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import { readMenus, type StoredMenus } from "#server/site/menus.ts";
import { menuLinks, siteMenus as menusSchema, type SiteMenus } from "#shared/pages/menus.ts";
import { problemsByField } from "#shared/pages/problems.ts";

export type MenusSaveResult = { saved: StoredMenus; changed: boolean } | { conflict: StoredMenus };

export function checkedMenus(input: unknown): SiteMenus {
  const parsed = menusSchema.safeParse(input);
  if (!parsed.success) refuseProblems(problemsByField(parsed.error));
  return parsed.data!;
}

/** Saves `menus` made from `baseVersion`; an unchanged copy saves nothing. */
export async function saveMenus(db: Database, input: { menus: unknown; baseVersion: number }, { actor, now = new Date() }: { actor: string; now?: Date }): Promise<MenusSaveResult> {
  const menus = checkedMenus(input.menus);
  return db.transaction(async (tx) => {
    const current = await lockedMenus(tx);
    if (isDeepStrictEqual(current.menus, menus)) return { saved: current, changed: false };
    if (current.version !== input.baseVersion) return { conflict: current };
    await writeMenus(tx, menus, current.version + 1, { actor, now });
    return { saved: await readMenus(tx), changed: true };
  });
}

/**
 * The menus changed by `change` in the caller's transaction (a page deleted or moved takes its links
 * with it), refused by field when the result breaks the schema; answers whether anything changed,
 * and the version it changed from.
 */
export async function changeMenus(tx: Executor, change: (menus: SiteMenus) => SiteMenus, by: { actor: string; now: Date }): Promise<{ changed: boolean; from: number }> {
  const current = await lockedMenus(tx);
  const menus = change(current.menus);
  if (isDeepStrictEqual(current.menus, menus)) return { changed: false, from: current.version };
  await writeMenus(tx, checkedMenus(menus), current.version + 1, by);
  return { changed: true, from: current.version };
}

/** The addresses the menus link to whose page is not published: visitors do not see those links yet. */
export async function linksWaiting(db: Executor, menus: SiteMenus): Promise<string[]> {
  const hrefs = [...new Set(menuLinks(menus).map((link) => link.href))];
  const rows = await db
    .select({ path: pages.path })
    .from(pages)
    .where(and(inArray(pages.path, hrefs), ne(pages.status, "published")))
    .orderBy(asc(pages.path));
  return rows.map((row) => row.path);
}

/** Replaces the menus whatever they were (the import: a backup put back). */
export async function replaceMenus(tx: Executor, menus: SiteMenus, { actor, now = new Date() }: { actor: string; now?: Date }): Promise<boolean> {
  const current = await lockedMenus(tx);
  if (isDeepStrictEqual(current.menus, menus)) return false;
  await writeMenus(tx, menus, current.version + 1, { actor, now });
  return true;
}

async function lockedMenus(tx: Executor): Promise<StoredMenus> {
  // One change at a time: two editors saving at once each see the other's result.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_menus'))`);
  return readMenus(tx);
}

async function writeMenus(tx: Executor, menus: SiteMenus, version: number, { actor, now }: { actor: string; now: Date }): Promise<void> {
  const row = { menus, version, updatedAt: now, updatedBy: actor };
  await tx
    .insert(siteMenus)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: siteMenus.id, set: row });
  await nextGeneration(tx);
}
