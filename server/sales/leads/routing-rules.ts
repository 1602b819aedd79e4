/** The routing rules as the admin edits them in the inbox (ADR 028), and who is away. */
import { eq } from "drizzle-orm";
import { routingProblems, type RoutingRule } from "#shared/lead-routing.ts";
import type { Database } from "#server/platform/db/database.ts";
import { adminUsers, leadRouting } from "#server/platform/db/schema.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import { salesTeam } from "./lead.ts";

export async function readRouting(db: Database) {
  const [[row], team] = await Promise.all([db.select().from(leadRouting).where(eq(leadRouting.id, 1)), salesTeam(db)]);
  return { rules: row?.rules ?? [], updatedAt: row?.updatedAt ?? null, updatedBy: row?.updatedBy ?? null, team };
}

/** A rule as stored: names and values trimmed, conditions left empty dropped. */
export function tidyRule(rule: RoutingRule): RoutingRule {
  const { company, words, campaign, landingPage } = rule.when;
  const kept = (words ?? []).map((word) => word.trim()).filter(Boolean);
  return {
    name: rule.name.trim(),
    when: {
      ...(company && { company }),
      ...(kept.length && { words: kept }),
      ...(campaign?.trim() && { campaign: campaign.trim() }),
      ...(landingPage?.trim() && { landingPage: landingPage.trim() }),
    },
    owners: [...new Set(rule.owners)],
  };
}

/** Saves the rules in their order (422 by rule and field when one is wrong); the turn is kept. */
export async function saveRouting(db: Database, rules: RoutingRule[], actor: string, now = new Date()): Promise<void> {
  const tidy = rules.map(tidyRule);
  const sales = new Set((await salesTeam(db)).map((account) => account.id));
  refuseProblems(routingProblems(tidy, sales) as Record<string, string>);
  const row = { rules: tidy, updatedAt: now, updatedBy: actor };
  await db.insert(leadRouting).values({ id: 1, ...row }).onConflictDoUpdate({ target: leadRouting.id, set: row });
}

/** Marks an account away (no new leads) or back. False when there is no such account. */
export async function setAway(db: Database, userId: string, away: boolean): Promise<boolean> {
  const rows = await db.update(adminUsers).set({ away }).where(eq(adminUsers.id, userId)).returning({ id: adminUsers.id });
  return rows.length > 0;
}
