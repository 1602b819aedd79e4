/**
 * The team's menus as the site reads them (ADR 040): the stored document when it passes the schema,
 * else the seed's, so a row written around the studio can never break every page's header.
 */
import { eq } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { siteMenus } from "#server/platform/db/content-schema.ts";
import { DEFAULT_MENUS, siteMenus as menusSchema, type SiteMenus } from "#shared/pages/menus.ts";

export interface StoredMenus {
  menus: SiteMenus;
  /** 0 until the first change. */
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

export function menusFrom(stored: unknown): SiteMenus {
  const parsed = menusSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_MENUS;
}

export async function readMenus(db: Executor): Promise<StoredMenus> {
  const [row] = await db.select().from(siteMenus).where(eq(siteMenus.id, 1));
  return { menus: menusFrom(row?.menus), version: row?.version ?? 0, updatedAt: row?.updatedAt ?? null, updatedBy: row?.updatedBy ?? null };
}
