/**
 * The site's settings in the store (ADR 027): one row of what the team changed from site.ts's
 * defaults. A change moves the store to a new generation, so every page that shows a fact (the
 * footer is on all of them) is rendered again with it within a second, on every process.
 */
import { eq, sql } from "drizzle-orm";
import { DEFAULT_SETTINGS, settingsProblems, tidySettings, type SiteSettings } from "#shared/site-settings.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { siteSettings } from "#server/platform/db/content-schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";

type Group = keyof SiteSettings;
const GROUPS = Object.keys(DEFAULT_SETTINGS) as Group[];

export interface StoredSettings {
  settings: SiteSettings;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/**
 * The settings as stored, each group (email, address, hours…) that does not pass the rules taken
 * from the defaults: a row written around the API can never put a script or a `javascript:` link
 * on the site.
 */
export function settingsFrom(stored: Partial<SiteSettings> | undefined): SiteSettings {
  if (!stored || typeof stored !== "object") return DEFAULT_SETTINGS;
  let merged: SiteSettings;
  try {
    merged = tidySettings({ ...DEFAULT_SETTINGS, ...stored });
  } catch {
    return DEFAULT_SETTINGS;
  }
  const broken = new Set(Object.keys(settingsProblems(merged)).map((key) => key.split(".")[0] as Group));
  return Object.fromEntries(GROUPS.map((group) => [group, broken.has(group) ? DEFAULT_SETTINGS[group] : merged[group]])) as unknown as SiteSettings;
}

export async function readSettings(db: Executor): Promise<StoredSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return { settings: settingsFrom(row?.settings), updatedAt: row?.updatedAt ?? null, updatedBy: row?.updatedBy ?? null };
}

/**
 * Saves the settings (422 with a sentence per field when one is wrong) and names the groups that
 * changed; nothing changed saves nothing.
 */
export async function saveSettings(db: Database, input: SiteSettings, { actor, now = new Date() }: { actor: string; now?: Date }): Promise<Group[]> {
  const settings = tidySettings(input);
  refuseProblems(settingsProblems(settings));
  return db.transaction(async (tx) => {
    // One change at a time: two editors saving at once each see the other's result.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_settings'))`);
    const { settings: current } = await readSettings(tx);
    const changed = GROUPS.filter((group) => JSON.stringify(current[group]) !== JSON.stringify(settings[group]));
    if (!changed.length) return changed;
    const row = { settings, updatedAt: now, updatedBy: actor };
    await tx.insert(siteSettings).values({ id: 1, ...row }).onConflictDoUpdate({ target: siteSettings.id, set: row });
    await nextGeneration(tx);
    return changed;
  });
}
